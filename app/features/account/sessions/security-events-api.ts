import { type SecurityEventsResponse, SecurityEventsResponseSchema } from "../../../../contract/security-events.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { OWN_SESSIONS_BASE, type SessionsArea } from "./sessions-api";

/** The user's own security events (issue 17), read afresh each time the list is shown. */
export const securityEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    securityEvents: build.query<SecurityEventsResponse, SessionsArea>({
      query: (area) => `${OWN_SESSIONS_BASE[area]}/security/events/`,
      ...checkedBy(SecurityEventsResponseSchema),
    }),
  }),
});

export const { useSecurityEventsQuery } = securityEventsApi;
