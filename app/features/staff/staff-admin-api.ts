import type { StaffRole } from "../../../contract/staff.ts";
import {
  type StaffEmployeeChangedResponse,
  StaffEmployeeChangedResponseSchema,
  type StaffEmployeeInviteRequest,
  type StaffEmployeeInviteResponse,
  StaffEmployeeInviteResponseSchema,
  type StaffEmployeeResponse,
  StaffEmployeeResponseSchema,
  type StaffEmployeesResponse,
  StaffEmployeesResponseSchema,
  type StaffInviteAccepted,
  StaffInviteAcceptedSchema,
  type StaffInviteAcceptRequest,
  type StaffMessageResponse,
  StaffMessageResponseSchema,
} from "../../../contract/staff-admin.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/** The employees list and its pending invitations: every change below refreshes it. */
const EMPLOYEES = { type: "Account" as const, id: "STAFF_EMPLOYEES" };

/**
 * «Сотрудники» (administrator): `staff/api/staff/list/`, `invite/`, `invite-revoke/`, `roles/`, `deactivate/`,
 * `activate/`, `mfa-reset/`; and the
 * public acceptance of an employee's invitation link. Nothing is kept once the screen closes: another administrator
 * may change the same people.
 */
export const staffAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffEmployees: build.query<StaffEmployeesResponse, void>({
      query: () => "staff/api/staff/list/",
      ...checkedBy(StaffEmployeesResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: [EMPLOYEES],
    }),
    inviteEmployee: build.mutation<StaffEmployeeInviteResponse, StaffEmployeeInviteRequest>({
      query: (body) => ({ url: "staff/api/staff/invite/", method: "POST", body }),
      ...checkedBy(StaffEmployeeInviteResponseSchema),
      invalidatesTags: [EMPLOYEES],
    }),
    setEmployeeRoles: build.mutation<StaffEmployeeResponse, { id: number; roles: StaffRole[] }>({
      query: (body) => ({ url: "staff/api/staff/roles/", method: "POST", body }),
      ...checkedBy(StaffEmployeeResponseSchema),
      invalidatesTags: [EMPLOYEES],
    }),
    setEmployeeActive: build.mutation<StaffEmployeeResponse, { id: number; active: boolean }>({
      query: ({ id, active }) => ({
        url: active ? "staff/api/staff/activate/" : "staff/api/staff/deactivate/",
        method: "POST",
        body: { id },
      }),
      ...checkedBy(StaffEmployeeResponseSchema),
      invalidatesTags: [EMPLOYEES],
    }),
    revokeStaffInvite: build.mutation<StaffMessageResponse, { id: number }>({
      query: (body) => ({ url: "staff/api/staff/invite-revoke/", method: "POST", body }),
      ...checkedBy(StaffMessageResponseSchema),
      invalidatesTags: [EMPLOYEES],
    }),
    resetEmployeeMfa: build.mutation<StaffEmployeeChangedResponse, { id: number }>({
      query: (body) => ({ url: "staff/api/staff/mfa-reset/", method: "POST", body }),
      ...checkedBy(StaffEmployeeChangedResponseSchema),
      invalidatesTags: [EMPLOYEES],
    }),
    /** Accepts an employee's invitation from its e-mailed link (public); spends the key: never retried. */
    acceptStaffInvite: build.mutation<StaffInviteAccepted, StaffInviteAcceptRequest>({
      query: (body) => ({ url: "api/staff-invite/accept/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(StaffInviteAcceptedSchema),
    }),
  }),
});

export const {
  useStaffEmployeesQuery,
  useInviteEmployeeMutation,
  useSetEmployeeRolesMutation,
  useSetEmployeeActiveMutation,
  useAcceptStaffInviteMutation,
  useRevokeStaffInviteMutation,
  useResetEmployeeMfaMutation,
} = staffAdminApi;
