import { getTableColumns } from "drizzle-orm";
import type { news, vacancies } from "../../db/schema/content.ts";

/** What the content lists share: paging, the columns of a card, filter options with counts. */

/** A page of a list: `null` when a page past the end is asked for (the API answers 404). */
export function paging(total: number, page: number, size: number) {
  const pages = Math.ceil(total / size);
  if (page > 1 && page > pages) return null;
  return { page, pages, total, offset: (page - 1) * size, limit: size };
}

/** The columns a list card reads: all but the text, the search vector and the publishing bookkeeping. */
export function cardColumns<T extends typeof news | typeof vacancies>(table: T) {
  const {
    body: _body,
    searchVector: _search,
    isPublished: _published,
    updatedAt: _updated,
    ...card
  } = getTableColumns(table);
  return card;
}

/** A list filter's options in their fixed order with the number of items each; options with none are left out. */
export function countedOptions<K extends string>(
  codes: readonly K[],
  titleOf: (code: K) => string,
  countOf: (code: K) => number,
) {
  return codes.map((code) => ({ code, title: titleOf(code), count: countOf(code) })).filter((o) => o.count > 0);
}
