/**
 * Results per page of the site search. Here, apart from the zod schemas of search.ts, so that the search page's
 * browser code (which numbers the results) does not import zod (ADR 013).
 */
export const SEARCH_PAGE_SIZE = 10;
