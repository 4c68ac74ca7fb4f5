/** Parameters of the account lists, in the address and in the list calls, with the names of SPEC.md §3. */

/** The page number from `?currentPage=`, 1 when absent or wrong. */
export function readPage(search: URLSearchParams): number {
  const page = Number(search.get("currentPage"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** `?a=1&b=2` with the given changes applied; empty values are dropped; "" when nothing is left. */
export function searchWith(search: URLSearchParams, changes: Record<string, string | number | null | undefined>) {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** The link of a page of the list: page 1 has no parameter. */
export function pageHref(search: URLSearchParams, page: number): string {
  return searchWith(search, { currentPage: page > 1 ? page : null }) || "?";
}

/** The query string of an account list call: `filters` as JSON, `currentPage`. */
export function listQueryString(filters: object, currentPage: number): string {
  const params = new URLSearchParams();
  const clean = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ""));
  if (Object.keys(clean).length > 0) params.set("filters", JSON.stringify(clean));
  if (currentPage > 1) params.set("currentPage", String(currentPage));
  const text = params.toString();
  return text ? `?${text}` : "";
}
