import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { SearchQuerySchema, SearchResponseSchema } from "../../contract/search.ts";
import type { ApiEnv } from "./api-env.ts";
import { cachedJson, notFound } from "./content-http.ts";
import { getOperation } from "./openapi-helpers.ts";
import { readQuery } from "./validate.ts";

/** /api/search: site search over content (Russian morphology, highlighted snippets). */
export const searchApi = new Hono<ApiEnv>({ strict: false }).get("/", async (c) => {
  const { q, page } = readQuery(c, SearchQuerySchema);
  const result = await c.var.services.search.search(q, page);
  if (!result) notFound(`Страницы ${page} в результатах поиска нет`);
  return cachedJson(c, SearchResponseSchema.parse(result));
});

export const searchPaths: ZodOpenApiPathsObject = {
  "/api/search/": {
    get: getOperation({
      summary:
        "Site search (items, totalCnt, pageCnt, pageNext): Russian morphology, <mark> in snippets; 400 for a query shorter than 2 characters",
      tags: ["Search"],
      query: SearchQuerySchema,
      ok: SearchResponseSchema,
      problems: [404],
    }),
  },
};
