import { data, redirect } from "react-router";
import type { ZodType } from "zod";

/** Paged lists of the content pages: `?page=2` links, one address per page, 404 past the end. */

/** The 404 every content loader throws for an unknown code or a page past the end (rendered by the root boundary). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A query string in a fixed order without empty values: `?kind=dealer&page=2`. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The address of page `page` of a list; page 1 has no `page` parameter. */
export function pageHref(path: string, page: number, params: Record<string, string | number | undefined> = {}) {
  return withQuery(path, { ...params, page: page > 1 ? page : undefined });
}

/**
 * The page number of `?page=`: 1 when absent. `?page=1` redirects to the address without it (one URL per page);
 * anything that is not a positive whole number is a 404, not a silent first page.
 */
export function readPage(url: URL): number {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) notFound();
  const page = Number(raw);
  if (page === 1) {
    const params = new URLSearchParams(url.searchParams);
    params.delete("page");
    const rest = params.toString();
    throw redirect(rest ? `${url.pathname}?${rest}` : url.pathname, 301);
  }
  return page;
}

/** An optional filter of a list's address (`?kind=dealer`): undefined when absent, a 404 when the schema refuses it. */
export function readFilter<T>(url: URL, name: string, schema: ZodType<T>): T | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) notFound();
  return parsed.data;
}
