import { configureStore, type ThunkAction, type UnknownAction } from "@reduxjs/toolkit";
import { api } from "./api";
import type { InProcessExtra, InProcessFetch } from "./in-process";
import type { PlannedQuery, QueryEntry } from "./query-entries";

interface QueryEndpoint {
  initiate(
    arg: unknown,
    options: { subscribe: false },
  ): ThunkAction<{ unwrap(): Promise<unknown> }, unknown, unknown, UnknownAction>;
}

/**
 * Runs planned queries on the server the way the screen's hooks would in the browser — the same endpoints, arguments,
 * response checks and transforms — through a store of their own whose base query answers from the API app in process
 * (in-process.ts), and returns those that succeeded as entries for the client cache (ADR 037). A query that fails is
 * left out: the screen then asks for it itself and shows its own error state.
 */
export async function prefetchQueries(
  inProcessFetch: InProcessFetch,
  planned: readonly PlannedQuery[],
): Promise<QueryEntry[]> {
  if (planned.length === 0) return [];
  const extra: InProcessExtra = { inProcessFetch };
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra }, serializableCheck: false, immutableCheck: false }).concat(
        api.middleware,
      ),
  });
  const endpoints = api.endpoints as unknown as Record<string, QueryEndpoint | undefined>;
  try {
    const answered = await Promise.all(
      planned.map(async ({ endpointName, arg }): Promise<QueryEntry | null> => {
        const endpoint = endpoints[endpointName];
        if (!endpoint) return null;
        try {
          const value = await store.dispatch(endpoint.initiate(arg, { subscribe: false })).unwrap();
          return { endpointName, arg, value };
        } catch {
          return null;
        }
      }),
    );
    return answered.filter((entry): entry is QueryEntry => entry !== null);
  } finally {
    // Clears the store's removal timers (keepUnusedDataFor), so nothing keeps it alive after the request.
    store.dispatch(api.util.resetApiState());
  }
}
