import {
  type SessionEndRequest,
  type SessionsEnded,
  SessionsEndedResponseSchema,
  type SessionsResponse,
  SessionsResponseSchema,
} from "../../../../contract/sessions.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";

/** Whose sessions: a client's (settings «Сеансы») or an employee's (the back office's «Мои сеансы»). */
export type SessionsArea = "client" | "staff";

/** Where each area serves the same calls (server/api/own-sessions.ts mounted behind the area's guard). */
export const OWN_SESSIONS_BASE: Record<SessionsArea, string> = { client: "apilk/settings", staff: "staff/api/me" };

/** The user's sessions (ADR 027): the list, ending one, ending all but this one; an end refreshes the list. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<SessionsResponse, SessionsArea>({
      query: (area) => `${OWN_SESSIONS_BASE[area]}/sessions/`,
      ...checkedBy(SessionsResponseSchema),
      providesTags: ["Sessions"],
    }),
    endSession: build.mutation<SessionsEnded, SessionEndRequest & { area: SessionsArea }>({
      query: ({ area, ...body }) => ({ url: `${OWN_SESSIONS_BASE[area]}/sessions/end/`, method: "POST", body }),
      ...checkedBy(SessionsEndedResponseSchema),
      invalidatesTags: ["Sessions"],
    }),
    endOtherSessions: build.mutation<SessionsEnded, SessionsArea>({
      query: (area) => ({ url: `${OWN_SESSIONS_BASE[area]}/sessions/end-others/`, method: "POST" }),
      ...checkedBy(SessionsEndedResponseSchema),
      invalidatesTags: ["Sessions"],
    }),
  }),
});

export const { useSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
