import { createApi } from "@reduxjs/toolkit/query/react";
import { API_REDUCER_PATH } from "./api-path";
import { baseQuery } from "./base-query";
import { combinedSlices, dynamicMiddleware } from "./lazy-store-parts";
import { loaderListener } from "./loader-listener";
import { registerQueryPrimer } from "./query-entries";

/**
 * The one RTK Query api of the app. Features add their endpoints with `api.injectEndpoints`;
 * tags let a profile change refresh everything of the profile ("Account") and reading a notification
 * refresh the list and the counters ("Notification"). A new area adds its tag with its first endpoint.
 */
export const api = createApi({
  reducerPath: API_REDUCER_PATH,
  baseQuery,
  keepUnusedDataFor: 60,
  tagTypes: [
    "Account",
    "Notification",
    "Tickets",
    "TicketsCounter",
    "Rescheduling",
    "Sessions",
    "Accounting",
    "Cession",
    "Leads",
    "Candidates",
    "Content",
    "Vehicles",
    "Site",
  ],
  endpoints: () => ({}),
});

// Loaded only with the routes that use it: plug the cache, its middleware and the request recorder of the
// loader slice into every store now.
combinedSlices.inject(api);
dynamicMiddleware.addMiddleware(loaderListener.middleware, api.middleware);
// Account pages' loaders hand their screens' data over as entries (ADR 037); the store provider primes with this.
registerQueryPrimer({
  upsert: (entries) => api.util.upsertQueryEntries(entries as never),
  hold(dispatch, entries) {
    const endpoints = api.endpoints as unknown as Record<string, HeldEndpoint | undefined>;
    // A fulfilled entry is not fetched again by subscribing (no refetchOnMountOrArgChange here).
    const held = entries.map(({ endpointName, arg }) => {
      const initiate = endpoints[endpointName]?.initiate;
      return initiate ? (dispatch as (action: unknown) => { unsubscribe(): void })(initiate(arg)) : undefined;
    });
    return () => {
      for (const subscription of held) subscription?.unsubscribe();
    };
  },
});

interface HeldEndpoint {
  initiate(arg: unknown): unknown;
}
