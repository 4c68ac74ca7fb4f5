import { useEffect, useState } from "react";
import type { SearchSuggestion, SearchSuggestResponse } from "../../../contract/search.ts";

/** What the field shows for a query: its suggestions, or that asking failed (the form still searches). */
export type SuggestState =
  | { query: string; status: "ok"; items: SearchSuggestion[] }
  | { query: string; status: "error" };

/** Answers of this page view by query: typing back to an earlier query asks nothing. */
const answers = new Map<string, SearchSuggestion[]>();
const MAX_ANSWERS = 50;

/**
 * The suggestions for `query` from `GET /api/search/suggest/?q=` (null until the first answer). A plain fetch,
 * not RTK Query: the field is on every public page, whose JavaScript does not otherwise load the store's API.
 * A newer query aborts the older request, and an older answer that still arrives is only remembered, never shown.
 */
export function useSuggestions(query: string, enabled: boolean): SuggestState | null {
  const [state, setState] = useState<SuggestState | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const known = answers.get(query);
    if (known) {
      setState({ query, status: "ok", items: known });
      return;
    }
    const controller = new AbortController();
    fetch(`/api/search/suggest/?${new URLSearchParams({ q: query })}`, {
      signal: controller.signal,
      headers: { accept: "application/json" },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`suggest: ${response.status}`);
        const body = (await response.json()) as SearchSuggestResponse;
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answers.set(query, body.items);
        // An answer that got through after its request was cancelled belongs to an older query: it must not
        // replace the state of the query being asked now.
        if (!controller.signal.aborted) setState({ query, status: "ok", items: body.items });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ query, status: "error" });
      });
    return () => controller.abort();
  }, [query, enabled]);
  return state;
}
