import { type SQL, sql } from "drizzle-orm";
import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGEST_LIMIT,
  type SearchItem,
  type SearchResponse,
  type SearchSuggestion,
  type SearchSuggestResponse,
} from "../../../contract/search.ts";
import type { Db } from "../../db/client.ts";
import { escapeHtml, markdownToText } from "./markdown.ts";
import { type EntryHit, type EntryKind, loadCatalogEntries, matchEntries, SERVICE_ENTRIES } from "./search-catalog.ts";
import { CONTENT_SEARCH_SOURCES, SEARCH_TYPE_TITLES, type SearchSource } from "./search-sources.ts";
import { PAGE_URLS } from "./site-urls.ts";

/** Sentinels ts_headline puts around matches; control characters never occur in content, so they are safe. */
const START = "\u0001";
const STOP = "\u0002";
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/** A ts_headline fragment of Markdown → escaped text with <mark> around the matches. */
export function toSnippet(headline: string): string {
  const text = markdownToText(headline)
    .replace(/\s+/g, " ")
    .replace(new RegExp(`${STOP}(\\s*)${START}`, "g"), "$1")
    .trim();
  return escapeHtml(text).replaceAll(START, "<mark>").replaceAll(STOP, "</mark>");
}

const KIND_TITLES: Record<EntryKind, string> = {
  section: "Раздел каталога",
  type: "Тип техники",
  brand: "Марка",
  model: "Модель",
  service: "Сервисы",
};
/** Catalogue and service entries a results page starts with; the suggestions show fewer. */
const ENTRY_LIMIT = 10;
/** Suggestion slots kept for content titles when the catalogue fills the rest. */
const SUGGEST_CONTENT_SLOTS = 2;

/**
 * A prefix query for suggestions while typing («лизин» finds «лизинг»): the query's words only (letters and
 * digits, so nothing in it is tsquery syntax), each a prefix, all required. Null when no word is left.
 */
export function prefixTsquery(query: string): string | null {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/**
 * Site search with Russian morphology: `websearch_to_tsquery('russian', q)` against the generated
 * `search_vector` columns (GIN indexes) of every source, ranked together, highlighted with ts_headline.
 * Before the content come the catalogue sections, types, brands and models, then the service pages, matched by
 * name with typos and either script (search-catalog.ts): what a visitor most likely means by a short query.
 */
export function createSearchService(db: Db, sources: SearchSource[] = CONTENT_SEARCH_SOURCES) {
  const byType = new Map(sources.flatMap((s) => s.types.map((t) => [t, s] as const)));

  /** Catalogue entries first, then service pages; each tier by score. */
  async function entries(query: string, limit: number): Promise<EntryHit[]> {
    const all = [...(await loadCatalogEntries(db)), ...SERVICE_ENTRIES];
    const hits = await matchEntries(db, all, query, limit);
    return [...hits.filter((h) => h.entry.kind !== "service"), ...hits.filter((h) => h.entry.kind === "service")];
  }

  /** Content rows of the tsquery, without the information pages an entry above already leads to. */
  function contentHits(tsquery: SQL, above: EntryHit[]): SQL {
    const urls = new Set(above.map((h) => h.entry.url));
    const shadowed = Object.entries(PAGE_URLS)
      .filter(([, url]) => urls.has(url))
      .map(([slug]) => slug);
    const union = sql.join(
      sources.map((s) => sql`(${s.rows(tsquery)})`),
      sql` union all `,
    );
    if (shadowed.length === 0) return union;
    return sql`select * from (${union}) as found where not (type = 'page' and key in (${sql.join(
      shadowed.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
  }

  async function search(query: string, page: number): Promise<SearchResponse | null> {
    const tsquery = sql`websearch_to_tsquery('russian', ${query})`;
    const above = await entries(query, ENTRY_LIMIT);
    const hits = contentHits(tsquery, above);
    const countResult = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${hits}) as hits`);
    const totalCnt = above.length + Number(countResult.rows[0]?.n ?? 0);
    const pageCnt = Math.ceil(totalCnt / SEARCH_PAGE_SIZE);
    if (page > 1 && page > pageCnt) return null;

    const start = (page - 1) * SEARCH_PAGE_SIZE;
    const entryItems = above.slice(start, start + SEARCH_PAGE_SIZE).map(
      ({ entry }): SearchItem => ({
        type: entry.kind === "service" ? "service" : "catalog",
        typeTitle: KIND_TITLES[entry.kind],
        title: entry.title,
        url: entry.url,
        snippet: escapeHtml(entry.text),
        date: null,
      }),
    );
    const limit = SEARCH_PAGE_SIZE - entryItems.length;
    if (limit === 0)
      return { items: entryItems, totalCnt, pageCnt, pageNext: page < pageCnt ? page + 1 : null, page, query };
    const offset = Math.max(0, start - above.length);
    const result = await db.execute<{
      type: SearchItem["type"];
      key: string;
      title: string;
      date: string | null;
      headline: string;
    }>(sql`
      select type, key, title, date, ts_headline('russian', text, ${tsquery}, ${HEADLINE_OPTIONS}) as headline
      from (
        select * from (${hits}) as hits
        order by rank desc, date desc nulls last, type, key
        limit ${limit} offset ${offset}
      ) as page
      order by rank desc, date desc nulls last, type, key`);

    const contentItems = result.rows.map(
      (row): SearchItem => ({
        type: row.type,
        typeTitle: SEARCH_TYPE_TITLES[row.type],
        title: row.title,
        url: byType.get(row.type)?.url(row.type, row.key) ?? "/",
        snippet: toSnippet(row.headline ?? ""),
        date: row.date,
      }),
    );
    const items = [...entryItems, ...contentItems];
    return { items, totalCnt, pageCnt, pageNext: page < pageCnt ? page + 1 : null, page, query };
  }

  /**
   * A few suggestions while the visitor types: catalogue and service entries first (typos and either script
   * welcome), then titles of content whose words start with the query's words.
   */
  async function suggest(query: string): Promise<SearchSuggestResponse> {
    const above = await entries(query, SEARCH_SUGGEST_LIMIT);
    const prefix = prefixTsquery(query);
    const content: SearchSuggestion[] = [];
    if (prefix) {
      const tsquery = sql`to_tsquery('russian', ${prefix})`;
      const result = await db.execute<{ type: SearchItem["type"]; key: string; title: string }>(sql`
        select type, key, title from (${contentHits(tsquery, above)}) as hits
        order by rank desc, date desc nulls last, type, key
        limit ${SEARCH_SUGGEST_LIMIT}`);
      for (const row of result.rows) {
        content.push({
          kind: "content",
          kindTitle: SEARCH_TYPE_TITLES[row.type],
          title: row.title,
          url: byType.get(row.type)?.url(row.type, row.key) ?? "/",
        });
      }
    }
    const entryCount = Math.min(above.length, SEARCH_SUGGEST_LIMIT - Math.min(SUGGEST_CONTENT_SLOTS, content.length));
    const items: SearchSuggestion[] = above.slice(0, entryCount).map(({ entry }) => ({
      kind: entry.kind,
      kindTitle: KIND_TITLES[entry.kind],
      title: entry.title,
      url: entry.url,
    }));
    const seen = new Set(items.map((i) => i.url));
    for (const item of content) {
      if (items.length >= SEARCH_SUGGEST_LIMIT) break;
      if (seen.has(item.url)) continue;
      seen.add(item.url);
      items.push(item);
    }
    return { items, query };
  }

  return { search, suggest };
}

export type SearchService = ReturnType<typeof createSearchService>;
