import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { ConsentResponseSchema, PersonalDataQuerySchema } from "../../contract/content.ts";
import type { ApiEnv } from "./api-env.ts";
import { cachedJson, notFound } from "./content-http.ts";
import { getOperation } from "./openapi-helpers.ts";
import { readQuery } from "./validate.ts";

/**
 * /api/terms: consent texts. Personal data consents are chosen by `code` (personal-data — the default,
 * candidate, credit-bureau); the advertising consent has its own path.
 */
export const termsApi = new Hono<ApiEnv>({ strict: false })
  .get("/personaldata", async (c) => {
    const { code = "personal-data" } = readQuery(c, PersonalDataQuerySchema);
    const item = await c.var.services.content.consents.byCode(code);
    if (!item || code === "advertising") notFound("Такого текста согласия нет");
    return cachedJson(c, ConsentResponseSchema.parse({ item }));
  })
  .get("/advertising", async (c) => {
    const item = await c.var.services.content.consents.byCode("advertising");
    if (!item) notFound("Текст согласия на получение рекламы не найден");
    return cachedJson(c, ConsentResponseSchema.parse({ item }));
  });

export const termsPaths: ZodOpenApiPathsObject = {
  "/api/terms/personaldata/": {
    get: getOperation({
      summary:
        "Consent text for personal data processing (152-ФЗ): code personal-data (default), candidate, or credit-bureau (credit report, valid 6 months)",
      tags: ["Consents"],
      query: PersonalDataQuerySchema,
      ok: ConsentResponseSchema,
      problems: [404],
    }),
  },
  "/api/terms/advertising/": {
    get: getOperation({
      summary: "Consent text for receiving advertising (38-ФЗ «О рекламе», ст. 18)",
      tags: ["Consents"],
      ok: ConsentResponseSchema,
      problems: [404],
    }),
  },
};
