import {
  type StaffAuditListResponse,
  StaffAuditListResponseSchema,
  StaffLogoutResponseSchema,
} from "../../../contract/staff.ts";
import { type StaffSecurityListResponse, StaffSecurityListResponseSchema } from "../../../contract/staff-security.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";
import { sessionCleared } from "../../store/slices/session-slice";

/**
 * The back office frame: `POST staff/api/logout/`, the administrator's `staff/api/audit/list/` and
 * `staff/api/security/events/`. The session
 * itself arrives with the layout's loader (server-rendered), so no screen asks `staff/api/session/`.
 */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffLogout: build.mutation<{ ok: true }, void>({
      // A POST, so the base query sends the CSRF token: the server ends the session only with it.
      query: () => ({ url: "staff/api/logout/", method: "POST" }),
      ...checkedBy(StaffLogoutResponseSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(sessionCleared());
      },
    }),
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffAuditList: build.query<StaffAuditListResponse, string>({
      query: (query) => `staff/api/audit/list/${query}`,
      ...checkedBy(StaffAuditListResponseSchema),
    }),
    /** `query`: the list's query string, as for the audit log. */
    staffSecurityLog: build.query<StaffSecurityListResponse, string>({
      query: (query) => `staff/api/security/events/${query}`,
      ...checkedBy(StaffSecurityListResponseSchema),
    }),
  }),
});

export const { useStaffLogoutMutation, useStaffAuditListQuery, useStaffSecurityLogQuery } = staffApi;
