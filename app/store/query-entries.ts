import type { Dispatch, UnknownAction } from "@reduxjs/toolkit";

/**
 * A query an account screen will ask for, as its route's loader plans it (ADR 037): the endpoint's name and the very
 * argument the screen's hook passes, so both land on one cache key. `right` names the right the call needs on the
 * active profile: a loader never asks for what the user may not see (the API would refuse and log the refusal).
 */
export interface PlannedQuery {
  endpointName: string;
  arg: unknown;
  right?: string;
}

/** A planned query answered on the server: what the loader hands to the client cache. */
export interface QueryEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** Loader data that carries entries for the RTK Query cache. */
export interface WithQueryEntries {
  queries: QueryEntry[];
}

/**
 * A planned query of an endpoint (`api.endpoints.x` or `someApi.endpoints.x`), typed by its argument, so a plan
 * cannot pass what the screen's hook would not.
 */
export function plannedQuery<Arg>(
  endpoint: { name: string; initiate: (arg: Arg, options?: never) => unknown },
  arg: Arg,
  right?: string,
): PlannedQuery {
  return right === undefined ? { endpointName: endpoint.name, arg } : { endpointName: endpoint.name, arg, right };
}

/** The planned queries the user's rights allow (those needing no right, and those needing one they hold). */
export function allowedQueries(planned: readonly PlannedQuery[], rights: readonly string[]): PlannedQuery[] {
  return planned.filter((query) => query.right === undefined || rights.includes(query.right));
}

/** The entries of one route's loader data; none for data without them (public routes, errors). */
export function queryEntriesOf(loaderData: unknown): QueryEntry[] {
  if (typeof loaderData !== "object" || loaderData === null) return [];
  const queries = (loaderData as Partial<WithQueryEntries>).queries;
  return Array.isArray(queries) ? queries : [];
}

interface Primer {
  /** The action that puts entries into the cache as fulfilled (`upsertQueryEntries`). */
  upsert(entries: QueryEntry[]): UnknownAction;
  /** Subscribes to the entries without fetching them; returns the release. */
  hold(dispatch: Dispatch, entries: readonly QueryEntry[]): () => void;
}

/**
 * Set by app/store/api.ts when it loads: the store provider primes the cache without importing RTK Query itself,
 * which public pages must not download (ADR 013/015). Entries only ever come with routes that import the api.
 */
let primer: Primer | undefined;

export function registerQueryPrimer(next: Primer): void {
  primer = next;
}

/** Puts the entries into the store's RTK Query cache as fulfilled, tags and all (`upsertQueryEntries`). */
export function primeQueryEntries(dispatch: Dispatch, entries: readonly QueryEntry[]): void {
  if (entries.length > 0 && primer) dispatch(primer.upsert([...entries]));
}

/**
 * Primes and keeps the entries subscribed until `release` is called. An entry nobody subscribes to is dropped after
 * its endpoint's keepUnusedDataFor — at once for the cessions' (0 s) — and the screens' hooks subscribe only in
 * effects, after the first render: held, the entries outlive the server render and the browser's hydration.
 */
export function primeAndHoldQueryEntries(dispatch: Dispatch, entries: readonly QueryEntry[]): () => void {
  if (entries.length === 0 || !primer) return () => undefined;
  dispatch(primer.upsert([...entries]));
  return primer.hold(dispatch, entries);
}
