import type { FormEvent } from "react";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { searchWith } from "../lk/list-params";
import { appliedSearch, readListSearch } from "./list-search";

export type ListFilters = ReturnType<typeof useListFilters>;

/**
 * The filters of an account list live in the URL under the names of SPEC.md §3 (`dateFrom`, `dateTo`,
 * `currentPage`, …): a link can be shared, Back works, a reload keeps them. `keep` names parameters that are not
 * filters yet survive applying and resetting them, such as an order.
 */
export function useListFilters<T>(
  schema: z.ZodType<T>,
  keys: readonly string[],
  {
    keep = [],
    decode,
    defaults,
  }: {
    keep?: readonly string[];
    decode?: Record<string, (value: string) => unknown>;
    /** Values a field has when the address does not name it; applying them leaves the address without them. */
    defaults?: Readonly<Record<string, string>>;
  } = {},
) {
  const [search, setSearch] = useSearchParams();
  const go = (next: URLSearchParams) => setSearch(next, { preventScrollReset: true });
  const apply = (form: HTMLFormElement) => go(appliedSearch(search, keep, new FormData(form), defaults));
  return {
    search,
    ...readListSearch(search, schema, keys, decode),
    apply,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      apply(event.currentTarget);
    },
    reset: () => go(appliedSearch(search, keep, [], defaults)),
    /**
     * Sets some parameters at once, outside the form (a segmented choice, the calendar's month and day); the
     * list goes back to page 1. `replace` keeps it out of the history, `state` rides along with the entry.
     */
    set(changes: Record<string, string | null>, options: { replace?: boolean; state?: unknown } = {}) {
      setSearch(new URLSearchParams(searchWith(search, { ...changes, currentPage: null })), {
        preventScrollReset: true,
        ...options,
      });
    },
  };
}
