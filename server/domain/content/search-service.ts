import { sql } from "drizzle-orm";
import { SEARCH_PAGE_SIZE, type SearchItem, type SearchResponse } from "../../../contract/search.ts";
import type { Db } from "../../db/client.ts";
import { escapeHtml, markdownToText } from "./markdown.ts";
import { CONTENT_SEARCH_SOURCES, SEARCH_TYPE_TITLES, type SearchSource } from "./search-sources.ts";

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

/**
 * Site search with Russian morphology: `websearch_to_tsquery('russian', q)` against the generated
 * `search_vector` columns (GIN indexes) of every source, ranked together, highlighted with ts_headline.
 */
export function createSearchService(db: Db, sources: SearchSource[] = CONTENT_SEARCH_SOURCES) {
  const byType = new Map(sources.flatMap((s) => s.types.map((t) => [t, s] as const)));

  async function search(query: string, page: number): Promise<SearchResponse | null> {
    const tsquery = sql`websearch_to_tsquery('russian', ${query})`;
    const hits = sql.join(
      sources.map((s) => sql`(${s.rows(tsquery)})`),
      sql` union all `,
    );
    const countResult = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${hits}) as hits`);
    const totalCnt = Number(countResult.rows[0]?.n ?? 0);
    const pageCnt = Math.ceil(totalCnt / SEARCH_PAGE_SIZE);
    if (page > 1 && page > pageCnt) return null;

    const offset = (page - 1) * SEARCH_PAGE_SIZE;
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
        limit ${SEARCH_PAGE_SIZE} offset ${offset}
      ) as page
      order by rank desc, date desc nulls last, type, key`);

    const items = result.rows.map(
      (row): SearchItem => ({
        type: row.type,
        typeTitle: SEARCH_TYPE_TITLES[row.type],
        title: row.title,
        url: byType.get(row.type)?.url(row.type, row.key) ?? "/",
        snippet: toSnippet(row.headline ?? ""),
        date: row.date,
      }),
    );
    return { items, totalCnt, pageCnt, pageNext: page < pageCnt ? page + 1 : null, page, query };
  }

  return { search };
}

export type SearchService = ReturnType<typeof createSearchService>;
