import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { FinesListQuerySchema, FinesListResponseSchema } from "../../contract/lk-fines.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson } from "./lk-http.ts";
import { requireSession } from "./require-session.ts";
import { readQuery } from "./validate.ts";

/** /apilk/fines: traffic fines of the leased vehicles. */
export const lkFinesApi = new Hono<ApiEnv>({ strict: false }).use(requireSession).get("/list", async (c) => {
  const profile = activeProfile(c);
  const { filters, sort, currentPage } = readQuery(c, FinesListQuerySchema);
  return lkJson(c, FinesListResponseSchema, await c.var.services.lk.fines.list(profile.id, filters, sort, currentPage));
});

export const lkFinesPaths: ZodOpenApiPathsObject = {
  "/apilk/fines/list/": {
    get: lkGetOperation({
      summary:
        "Fines, 10 a page, the whole list in the order `sort` (urgent by default): date, vehicle, article of КоАП, amount, 50 % discounted amount and its deadline (decree + 20 days), status; `filters` is URL-encoded JSON {status, dateFrom, dateTo}",
      tags: ["Account fines"],
      query: FinesListQuerySchema,
      ok: FinesListResponseSchema,
    }),
  },
};
