import {
  type LeadStatus,
  type StaffLeadAssigneesResponse,
  StaffLeadAssigneesResponseSchema,
  type StaffLeadResponse,
  StaffLeadResponseSchema,
  type StaffLeadsDashboard,
  StaffLeadsDashboardSchema,
  type StaffLeadsListResponse,
  StaffLeadsListResponseSchema,
} from "../../../contract/staff-leads.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The sales inbox: `staff/api/leads/list/`, `detail/?id=`, `assignees/`, `dashboard/` and the changes `take/`,
 * `status/`, `comment/`, `assign/`. The export is a plain link (`export/?filters=…`). A change invalidates every lead
 * query: the list's counts and the dashboard move with it.
 */
export const staffLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffLeadsList: build.query<StaffLeadsListResponse, string>({
      query: (query) => `staff/api/leads/list/${query}`,
      ...checkedBy(StaffLeadsListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Leads"],
    }),
    staffLead: build.query<StaffLeadResponse, { id: number }>({
      query: ({ id }) => `staff/api/leads/detail/?id=${id}`,
      ...checkedBy(StaffLeadResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { id }) => ["Leads", { type: "Leads", id }],
    }),
    staffLeadAssignees: build.query<StaffLeadAssigneesResponse, void>({
      query: () => "staff/api/leads/assignees/",
      ...checkedBy(StaffLeadAssigneesResponseSchema),
    }),
    staffLeadsDashboard: build.query<StaffLeadsDashboard, void>({
      query: () => "staff/api/leads/dashboard/",
      ...checkedBy(StaffLeadsDashboardSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Leads"],
    }),
    staffLeadTake: build.mutation<StaffLeadResponse, { id: number }>({
      query: (body) => ({ url: "staff/api/leads/take/", method: "POST", body }),
      ...checkedBy(StaffLeadResponseSchema),
      invalidatesTags: ["Leads"],
    }),
    staffLeadStatus: build.mutation<StaffLeadResponse, { id: number; status: LeadStatus; comment?: string }>({
      query: (body) => ({ url: "staff/api/leads/status/", method: "POST", body }),
      ...checkedBy(StaffLeadResponseSchema),
      invalidatesTags: ["Leads"],
    }),
    staffLeadComment: build.mutation<StaffLeadResponse, { id: number; comment: string }>({
      query: (body) => ({ url: "staff/api/leads/comment/", method: "POST", body }),
      ...checkedBy(StaffLeadResponseSchema),
      invalidatesTags: ["Leads"],
    }),
    staffLeadAssign: build.mutation<StaffLeadResponse, { id: number; assigneeId: number }>({
      query: (body) => ({ url: "staff/api/leads/assign/", method: "POST", body }),
      ...checkedBy(StaffLeadResponseSchema),
      invalidatesTags: ["Leads"],
    }),
  }),
});

export const {
  useStaffLeadsListQuery,
  useStaffLeadQuery,
  useStaffLeadAssigneesQuery,
  useStaffLeadsDashboardQuery,
  useStaffLeadTakeMutation,
  useStaffLeadStatusMutation,
  useStaffLeadCommentMutation,
  useStaffLeadAssignMutation,
} = staffLeadsApi;
