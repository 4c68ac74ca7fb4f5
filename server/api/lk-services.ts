import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { BonusesResponseSchema, PaidServicesResponseSchema } from "../../contract/lk-services.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";

/** /apilk/services: paid additional services and the bonus programme. */
export const lkServicesApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/paid", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, PaidServicesResponseSchema, await c.var.services.lk.services.paid(profile.id));
  })
  .get("/bonuses", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, BonusesResponseSchema, await c.var.services.lk.services.bonuses(profile.id));
  });

export const lkServicesPaths: ZodOpenApiPathsObject = {
  "/apilk/services/paid/": {
    get: lkGetOperation({
      summary: "Paid additional services: connected, requested and available, with prices",
      tags: ["Account services"],
      ok: PaidServicesResponseSchema,
    }),
  },
  "/apilk/services/bonuses/": {
    get: lkGetOperation({
      summary: "The bonus programme: balance, level, operations, rules",
      tags: ["Account services"],
      ok: BonusesResponseSchema,
    }),
  },
};
