import { type SecurityEventsResponse, SecurityEventsResponseSchema } from "../../../../contract/security-events.ts";
import { api } from "../../../store/api";
import { checkedGet } from "../../../store/checked-response";

/** The user's own security events (issue 17), read afresh each time the list is shown. */
export const securityEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    securityEvents: build.query<SecurityEventsResponse, void>(
      checkedGet("apilk/settings/security/events/", SecurityEventsResponseSchema),
    ),
  }),
});

export const { useSecurityEventsQuery } = securityEventsApi;
