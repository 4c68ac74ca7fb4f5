/**
 * A server-side store's way to the API without the network (issue 16, ADR 037): an account page's loader runs the
 * screen's queries through a store whose thunk extra argument carries this fetch, and the base query sends them to
 * the in-process Hono API app — the same routes, scoping, rights checks and JSON as over HTTP.
 */
export type InProcessFetch = (request: Request) => Promise<Response>;

/** The thunk extra argument of such a store. */
export interface InProcessExtra {
  inProcessFetch: InProcessFetch;
}

/** The origin of in-process requests: the API routes by path only; `.invalid` can never be a real host. */
export const IN_PROCESS_ORIGIN = "http://in-process.invalid/";

/** The in-process fetch of a store's extra argument, or undefined for an ordinary (browser) store. */
export function inProcessFetchOf(extra: unknown): InProcessFetch | undefined {
  if (typeof extra !== "object" || extra === null) return undefined;
  const fetch = (extra as Partial<InProcessExtra>).inProcessFetch;
  return typeof fetch === "function" ? fetch : undefined;
}
