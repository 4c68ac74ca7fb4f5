import { createApi } from "@reduxjs/toolkit/query/react";
import { baseQuery } from "./base-query";

/**
 * The one RTK Query api of the app. Features add their endpoints with `api.injectEndpoints`;
 * tags let a profile change, a ticket or message send, or a cession change refresh related data.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery,
  keepUnusedDataFor: 60,
  tagTypes: ["Session", "Profile", "Account", "Ticket", "Message", "Cession", "Notification"],
  endpoints: () => ({}),
});
