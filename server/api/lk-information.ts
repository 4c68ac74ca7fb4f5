import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { InformationRequisitesResponseSchema, InformationTermsResponseSchema } from "../../contract/lk-information.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";

/** /apilk/information: the lessor's requisites with ready payment purposes, and the leasing terms. */
export const lkInformationApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/requisites", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, InformationRequisitesResponseSchema, await c.var.services.lk.information.requisites(profile.id));
  })
  .get("/terms", (c) => {
    activeProfile(c);
    return lkJson(c, InformationTermsResponseSchema, c.var.services.lk.information.terms());
  });

export const lkInformationPaths: ZodOpenApiPathsObject = {
  "/apilk/information/requisites/": {
    get: lkGetOperation({
      summary: "The lessor's requisites for payments and a ready payment purpose for each active contract",
      tags: ["Account information"],
      ok: InformationRequisitesResponseSchema,
    }),
  },
  "/apilk/information/terms/": {
    get: lkGetOperation({
      summary: "The general leasing terms the contracts refer to, with links to the PDFs",
      tags: ["Account information"],
      ok: InformationTermsResponseSchema,
    }),
  },
};
