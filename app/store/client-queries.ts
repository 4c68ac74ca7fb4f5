import { api } from "./api";
import { browserStore } from "./browser-store";
import { allowedQueries, type PlannedQuery, primeQueryEntries, type WithQueryEntries } from "./query-entries";
import { selectKnownRights } from "./slices/session-slice";

interface SelectableEndpoint {
  select(arg: unknown): (state: unknown) => { status: string; data?: unknown };
}

const selectable = () => api.endpoints as unknown as Record<string, SelectableEndpoint | undefined>;

/**
 * From this many queries missing on, a client-side navigation asks the route's server loader (one request, which
 * answers them all in process) rather than letting the screen's hooks send one /apilk call each. One missing query —
 * a list's new filter or page — is what changed: the hook asks for it, as before, showing the list it replaces.
 */
export const SERVER_LOADER_FROM = 2;

/** The planned queries the browser cache has no data for (neither answered nor on the way), of those allowed. */
export function missingQueries(
  state: unknown,
  planned: readonly PlannedQuery[],
  rights: readonly string[] | null,
): PlannedQuery[] {
  // Before the layout has told the rights (never after hydration), only the queries needing none are counted.
  const allowed = allowedQueries(planned, rights ?? []);
  const endpoints = selectable();
  return allowed.filter(({ endpointName, arg }) => {
    const status = endpoints[endpointName]?.select(arg)(state).status;
    return status !== "fulfilled" && status !== "pending";
  });
}

/**
 * The browser cache's answer to a planned query, for a clientLoader whose plan follows from an earlier answer (the
 * rescheduling of one contract); undefined when it has none (or on the server).
 */
export function cachedAnswer<T>({ endpointName, arg }: PlannedQuery): T | undefined {
  const state = browserStore()?.getState();
  return state ? (selectable()[endpointName]?.select(arg)(state).data as T | undefined) : undefined;
}

/**
 * An account route's clientLoader (ADR 037). The first page comes with the server's data (hydration does not call
 * this); on a client-side navigation, when the cache lacks SERVER_LOADER_FROM or more of the screen's queries the
 * server loader answers them in one request and they go into the cache before the screen renders; otherwise the
 * route's own data (`local`) is enough and the hooks read the cache or ask for the one query that changed.
 */
export async function loadOnClient<T extends WithQueryEntries>(
  planned: readonly PlannedQuery[],
  serverLoader: () => Promise<T>,
  local: () => T,
): Promise<T> {
  const store = browserStore();
  if (store) {
    const state = store.getState();
    if (missingQueries(state, planned, selectKnownRights(state)).length < SERVER_LOADER_FROM) return local();
  }
  const data = await serverLoader();
  if (store) primeQueryEntries(store.dispatch, data.queries);
  return data;
}
