import { fetchBaseQuery } from "@reduxjs/toolkit/query/react";

/** Same-origin JSON calls with the session cookie. */
export const baseQuery = fetchBaseQuery({ baseUrl: "/", credentials: "same-origin", timeout: 15_000 });
