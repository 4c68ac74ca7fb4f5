import type { z } from "zod";
import { readPage } from "../lk/list-params";

/**
 * What an account list's address asks for: the filters named by `keys`, checked with the contract's schema
 * (`decode` turns a URL string into the type the schema expects), and the page.
 */
export function readListSearch<T>(
  search: URLSearchParams,
  schema: z.ZodType<T>,
  keys: readonly string[],
  decode: Record<string, (value: string) => unknown> = {},
) {
  const raw = Object.fromEntries(
    keys.map((key) => {
      const value = search.get(key);
      const read = decode[key];
      return [key, !value ? undefined : read ? read(value) : value];
    }),
  );
  const parsed = schema.safeParse(raw);
  return {
    /** What the list call sends: the checked filters (none while they are invalid) and the page. */
    request: { filters: parsed.success ? parsed.data : ({} as Partial<T>), currentPage: readPage(search) },
    /** The contract's first message while the filters are invalid; the list is not asked for then. */
    filterError: parsed.success ? null : (parsed.error.issues[0]?.message ?? "Проверьте фильтры"),
    /** Whether any filter is set: the count says «Найдено», «Сбросить» shows, an empty list offers the reset. */
    filtered: keys.some((key) => search.get(key)),
  };
}

/**
 * The address after the filters form is applied or, given no fields, reset: the parameters the screen keeps
 * (such as the fines' order), then the non-empty fields, trimmed. Everything else goes, `currentPage` too, so that
 * new filters start from page 1. A value equal to its default (the fines' «Сначала срочные») is left out: the
 * address stays the one a plain visit has.
 */
export function appliedSearch(
  search: URLSearchParams,
  keep: readonly string[],
  fields: Iterable<[string, FormDataEntryValue]> = [],
  defaults: Readonly<Record<string, string>> = {},
): URLSearchParams {
  const next = new URLSearchParams();
  const put = (key: string, value: string) => {
    if (value !== "" && value !== defaults[key]) next.set(key, value);
    else next.delete(key);
  };
  for (const key of keep) put(key, search.get(key) ?? "");
  for (const [key, value] of fields) if (typeof value === "string") put(key, value.trim());
  return next;
}
