import {
  type SessionEndRequest,
  type SessionsEnded,
  SessionsEndedResponseSchema,
  type SessionsResponse,
  SessionsResponseSchema,
} from "../../../../contract/sessions.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";

/** The user's sessions (ADR 027): the list, ending one, ending all but this one; an end refreshes the list. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    sessions: build.query<SessionsResponse, void>({
      query: () => "apilk/settings/sessions/",
      ...checkedBy(SessionsResponseSchema),
      providesTags: ["Sessions"],
    }),
    endSession: build.mutation<SessionsEnded, SessionEndRequest>({
      query: (body) => ({ url: "apilk/settings/sessions/end/", method: "POST", body }),
      ...checkedBy(SessionsEndedResponseSchema),
      invalidatesTags: ["Sessions"],
    }),
    endOtherSessions: build.mutation<SessionsEnded, void>({
      query: () => ({ url: "apilk/settings/sessions/end-others/", method: "POST" }),
      ...checkedBy(SessionsEndedResponseSchema),
      invalidatesTags: ["Sessions"],
    }),
  }),
});

export const { useSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
