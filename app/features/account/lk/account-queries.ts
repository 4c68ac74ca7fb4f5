import type { RouterContextProvider } from "react-router";
import { inProcessApiContext, servicesContext } from "../../../context";
import { allowedQueries, type PlannedQuery, type QueryEntry } from "../../../store/query-entries";
import { prefetchQueries } from "../../../store/server-prefetch";
import { accountRightsContext, accountSessionContext } from "../account-session-context";
import { readSessionToken } from "../session-token";

/**
 * An account route's loader part (ADR 037): its screen's planned queries answered on the server by the API app in
 * this process, with the page's own cookie and the session the layout's middleware has already resolved (so the
 * API does not look it up again), only those the user's rights allow. Returns the entries for the client cache; none
 * where the server has no API app in process (loader tests), and the screen then fetches as before.
 */
export async function loadAccountQueries(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  planned: readonly PlannedQuery[],
): Promise<QueryEntry[]> {
  const api = context.get(inProcessApiContext);
  if (!api || planned.length === 0) return [];
  const session = context.get(accountSessionContext);
  const token = readSessionToken(request, context.get(servicesContext).env.NODE_ENV);
  if (!token) return [];
  const rights = session.profile ? await context.get(accountRightsContext)() : [];
  const allowed = allowedQueries(planned, rights ?? []);
  const cookie = request.headers.get("cookie") ?? "";
  const preResolvedSession = { token, session, rights };
  return prefetchQueries(async (call) => {
    const headers = new Headers(call.headers);
    headers.set("cookie", cookie);
    return api.fetch(new Request(call, { headers }), { preResolvedSession });
  }, allowed);
}
