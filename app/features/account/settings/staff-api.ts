import type { ClientRight } from "../../../../contract/lk-rights.ts";
import {
  type InviteAccepted,
  InviteAcceptedSchema,
  type InviteAcceptRequest,
  StaffDoneSchema,
  type StaffInvite,
  type StaffInviteRequest,
  StaffInviteSchema,
  type StaffInvitesResponse,
  StaffInvitesResponseSchema,
} from "../../../../contract/lk-settings.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { profileGet } from "../lk/checked-response";

/** What a change of the staff refreshes: the list of people and the pending invitations (ADR 031). */
const STAFF_TAGS = [
  { type: "Account" as const, id: "STAFF" },
  { type: "Account" as const, id: "INVITES" },
];

/** The client's own staff: invitations, rights, removal (`settings/staff/…`). */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffInvites: build.query<StaffInvitesResponse, void>(
      profileGet("apilk/settings/staff/invites/", StaffInvitesResponseSchema, "INVITES"),
    ),
    inviteStaff: build.mutation<StaffInvite, StaffInviteRequest>({
      query: (body) => ({ url: "apilk/settings/staff/invite/", method: "POST", body }),
      ...checkedBy(StaffInviteSchema),
      invalidatesTags: STAFF_TAGS,
    }),
    revokeStaffInvite: build.mutation<{ ok: true }, { id: number }>({
      query: (body) => ({ url: "apilk/settings/staff/invites/revoke/", method: "POST", body }),
      ...checkedBy(StaffDoneSchema),
      invalidatesTags: STAFF_TAGS,
    }),
    changeStaffRights: build.mutation<{ ok: true }, { id: number; rights: ClientRight[] }>({
      query: (body) => ({ url: "apilk/settings/staff/rights/", method: "POST", body }),
      ...checkedBy(StaffDoneSchema),
      invalidatesTags: STAFF_TAGS,
    }),
    removeStaff: build.mutation<{ ok: true }, { id: number }>({
      query: (body) => ({ url: "apilk/settings/staff/remove/", method: "POST", body }),
      ...checkedBy(StaffDoneSchema),
      invalidatesTags: STAFF_TAGS,
    }),
    /** Accepts an invitation from its e-mailed link (public); spends the key: never retried. */
    acceptInvite: build.mutation<InviteAccepted, InviteAcceptRequest>({
      query: (body) => ({ url: "api/account/invite/accept/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(InviteAcceptedSchema),
    }),
  }),
});

export const {
  useStaffInvitesQuery,
  useInviteStaffMutation,
  useRevokeStaffInviteMutation,
  useChangeStaffRightsMutation,
  useRemoveStaffMutation,
  useAcceptInviteMutation,
} = staffApi;
