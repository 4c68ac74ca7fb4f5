import {
  type StaffClientCreateRequest,
  type StaffClientDetailResponse,
  StaffClientDetailResponseSchema,
  type StaffClientOpenAccessRequest,
  type StaffClientProfileAddRequest,
  type StaffClientResponse,
  StaffClientResponseSchema,
  type StaffClientSearchResponse,
  StaffClientSearchResponseSchema,
} from "../../../contract/staff-clients.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * Clients and their access: `staff/api/clients/search/?q=`, `detail/?id=`, `create/`, `open-access/`, `invite/`,
 * `profile/`, `access-remove/`. Nothing is kept once the screen closes (an access changes while the page is away); each change
 * answers the client page as it now is, and the page shows that answer.
 */
export const staffClientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    staffClientSearch: build.query<StaffClientSearchResponse, string>({
      query: (q) => `staff/api/clients/search/?q=${encodeURIComponent(q)}`,
      ...checkedBy(StaffClientSearchResponseSchema),
      keepUnusedDataFor: 0,
    }),
    staffClient: build.query<StaffClientDetailResponse, { id: number }>({
      query: ({ id }) => `staff/api/clients/detail/?id=${id}`,
      ...checkedBy(StaffClientDetailResponseSchema),
      keepUnusedDataFor: 0,
    }),
    staffClientCreate: build.mutation<StaffClientResponse, StaffClientCreateRequest>({
      query: (body) => ({ url: "staff/api/clients/create/", method: "POST", body }),
      ...checkedBy(StaffClientResponseSchema),
    }),
    staffClientProfileAdd: build.mutation<StaffClientResponse, StaffClientProfileAddRequest>({
      query: (body) => ({ url: "staff/api/clients/profile/", method: "POST", body }),
      ...checkedBy(StaffClientResponseSchema),
    }),
    staffClientOpenAccess: build.mutation<StaffClientResponse, StaffClientOpenAccessRequest>({
      query: (body) => ({ url: "staff/api/clients/open-access/", method: "POST", body }),
      ...checkedBy(StaffClientResponseSchema),
    }),
    staffClientInvite: build.mutation<StaffClientResponse, { userId: number; profileId: number }>({
      query: (body) => ({ url: "staff/api/clients/invite/", method: "POST", body }),
      ...checkedBy(StaffClientResponseSchema),
    }),
    staffClientAccessRemove: build.mutation<StaffClientResponse, { userId: number; profileId: number }>({
      query: (body) => ({ url: "staff/api/clients/access-remove/", method: "POST", body }),
      ...checkedBy(StaffClientResponseSchema),
    }),
  }),
});

export const {
  useStaffClientSearchQuery,
  useStaffClientQuery,
  useStaffClientCreateMutation,
  useStaffClientProfileAddMutation,
  useStaffClientInviteMutation,
  useStaffClientAccessRemoveMutation,
  useStaffClientOpenAccessMutation,
} = staffClientsApi;
