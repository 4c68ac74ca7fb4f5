import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  SearchQuerySchema,
  SearchResponseSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from "../../contract/search.ts";
import type { ApiEnv } from "./api-env.ts";
import { cachedJson, notFound } from "./content-http.ts";
import { getOperation } from "./openapi-helpers.ts";
import { readQuery } from "./validate.ts";

/** /api/search: site search (catalogue and service pages by name, then content with Russian morphology). */
export const searchApi = new Hono<ApiEnv>({ strict: false })
  .get("/suggest", async (c) => {
    const { q } = readQuery(c, SearchSuggestQuerySchema);
    return cachedJson(c, SearchSuggestResponseSchema.parse(await c.var.services.search.suggest(q)));
  })
  .get("/", async (c) => {
    const { q, page } = readQuery(c, SearchQuerySchema);
    const result = await c.var.services.search.search(q, page);
    if (!result) notFound(`Страницы ${page} в результатах поиска нет`);
    return cachedJson(c, SearchResponseSchema.parse(result));
  });

export const searchPaths: ZodOpenApiPathsObject = {
  "/api/search/": {
    get: getOperation({
      summary:
        "Site search (items, totalCnt, pageCnt, pageNext): catalogue sections, types, brands and models first (typos and transliteration welcome), then service pages, then content with Russian morphology and <mark> in snippets; 400 for a query shorter than 2 characters",
      tags: ["Search"],
      query: SearchQuerySchema,
      ok: SearchResponseSchema,
      problems: [404],
    }),
  },
  "/api/search/suggest/": {
    get: getOperation({
      summary:
        "Suggestions while typing (at most 8): catalogue sections and types, brands, models with their landing pages, service pages, then content titles; 400 for a query shorter than 2 characters",
      tags: ["Search"],
      query: SearchSuggestQuerySchema,
      ok: SearchSuggestResponseSchema,
    }),
  },
};
