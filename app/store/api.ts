import { createApi } from "@reduxjs/toolkit/query/react";
import { API_REDUCER_PATH } from "./api-path";
import { baseQuery } from "./base-query";
import { combinedSlices, dynamicMiddleware } from "./lazy-store-parts";
import { loaderListener } from "./loader-listener";

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
