import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { FaqListResponseSchema } from "../../contract/lk-faq.ts";
import type { ApiEnv } from "./api-env.ts";
import { lkJson } from "./lk-http.ts";
import { getOperation } from "./openapi-helpers.ts";
import { requireSession } from "./require-session.ts";

/** /apilk/faq: questions and answers of the account (the same for every client; signed-in only). */
export const lkFaqApi = new Hono<ApiEnv>({ strict: false }).use(requireSession).get("/list", async (c) => {
  return lkJson(c, FaqListResponseSchema, await c.var.services.lk.faq.list());
});

export const lkFaqPaths: ZodOpenApiPathsObject = {
  "/apilk/faq/list/": {
    get: getOperation({
      summary: "FAQ of the account by section",
      tags: ["Account FAQ"],
      ok: FaqListResponseSchema,
      problems: [401, 403],
    }),
  },
};
