import { z } from "zod";
import { PageNumberSchema } from "./content.ts";
import { SEARCH_PAGE_SIZE as PAGE_SIZE } from "./search-page.ts";

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = PAGE_SIZE;

/** GET /api/search/?q=&page= */
export const SearchQuerySchema = z.object({
  q: z
    .string("Введите поисковый запрос")
    .trim()
    .min(SEARCH_MIN_LENGTH, `Введите запрос не короче ${SEARCH_MIN_LENGTH} символов`)
    .max(SEARCH_MAX_LENGTH, `Запрос должен быть не длиннее ${SEARCH_MAX_LENGTH} символов`)
    .refine((q) => /[\p{L}\p{N}]{2}/u.test(q), "Запрос должен содержать хотя бы одно слово из двух букв или цифр"),
  page: PageNumberSchema,
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const SearchItemTypeSchema = z
  .enum(["news", "publications", "guide", "page", "vacancy", "offer", "term", "catalog", "service"])
  .meta({
    description:
      "news: новость; publications: публикация в СМИ; guide: статья гида; page: информационная страница; vacancy; offer: спецпредложение; term: словарь клиента; catalog: раздел, тип техники, марка или модель каталога (первыми); service: страница сервиса — калькулятор, контакты, личный кабинет (после каталога)",
  });

export const SearchItemSchema = z
  .object({
    type: SearchItemTypeSchema,
    typeTitle: z.string().meta({ description: "Russian label of the type, e.g. «Новости»" }),
    title: z.string(),
    url: z.string().meta({ description: "Site path of the result" }),
    snippet: z
      .string()
      .meta({ description: "HTML-escaped text fragment; matches wrapped in <mark>…</mark> (the only markup)" }),
    date: z.string().nullable().meta({ description: "YYYY-MM-DD for dated content" }),
  })
  .meta({ id: "SearchItem" });
export type SearchItem = z.infer<typeof SearchItemSchema>;

/** SPEC.md §3: search — items, totalCnt, pageCnt, pageNext. */
export const SearchResponseSchema = z
  .object({
    items: z.array(SearchItemSchema),
    totalCnt: z.number().int(),
    pageCnt: z.number().int(),
    pageNext: z.number().int().nullable().meta({ description: "Next page number, null on the last page" }),
    page: z.number().int(),
    query: z.string().meta({ description: "The query as searched (trimmed)" }),
  })
  .meta({ id: "SearchResponse" });
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

export const SEARCH_SUGGEST_LIMIT = 8;

/** GET /api/search/suggest/?q= — what the header's search field offers while the visitor types. */
export const SearchSuggestQuerySchema = SearchQuerySchema.pick({ q: true });
export type SearchSuggestQuery = z.infer<typeof SearchSuggestQuerySchema>;

export const SearchSuggestionKindSchema = z.enum(["section", "type", "brand", "model", "service", "content"]).meta({
  description:
    "section: раздел каталога; type: тип техники (страница раздела с фильтром); brand: марка; model: модель; service: страница сервиса; content: статья, новость, термин и т. п.",
});
export type SearchSuggestionKind = z.infer<typeof SearchSuggestionKindSchema>;

export const SearchSuggestionSchema = z
  .object({
    kind: SearchSuggestionKindSchema,
    kindTitle: z.string().meta({ description: "Russian label of the kind, e.g. «Марка»" }),
    title: z.string(),
    url: z.string().meta({ description: "Site path the suggestion opens (a catalogue landing for brands and models)" }),
  })
  .meta({ id: "SearchSuggestion" });
export type SearchSuggestion = z.infer<typeof SearchSuggestionSchema>;

export const SearchSuggestResponseSchema = z
  .object({
    items: z.array(SearchSuggestionSchema).max(SEARCH_SUGGEST_LIMIT),
    query: z.string().meta({ description: "The query as searched (trimmed)" }),
  })
  .meta({ id: "SearchSuggestResponse" });
export type SearchSuggestResponse = z.infer<typeof SearchSuggestResponseSchema>;
