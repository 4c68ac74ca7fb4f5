import {
  type StaffReschedulingListResponse,
  StaffReschedulingListResponseSchema,
  type StaffReschedulingResponse,
  StaffReschedulingResponseSchema,
} from "../../../contract/staff-rescheduling.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The lessor's rescheduling requests: `staff/api/rescheduling/list/`, `detail/?code=`, `approve/` and `decline/`.
 * A decision answers in the request's ticket, so it refreshes "Tickets" as well as "Rescheduling".
 */
export const staffReschedulingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffReschedulingList: build.query<StaffReschedulingListResponse, string>({
      query: (query) => `staff/api/rescheduling/list/${query}`,
      ...checkedBy(StaffReschedulingListResponseSchema),
      providesTags: ["Rescheduling"],
    }),
    staffReschedulingRequest: build.query<StaffReschedulingResponse, { code: string }>({
      query: ({ code }) => `staff/api/rescheduling/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(StaffReschedulingResponseSchema),
      providesTags: (_result, _error, { code }) => ["Rescheduling", { type: "Rescheduling", id: code }],
    }),
    staffReschedulingApprove: build.mutation<StaffReschedulingResponse, { code: string }>({
      query: (body) => ({ url: "staff/api/rescheduling/approve/", method: "POST", body }),
      ...checkedBy(StaffReschedulingResponseSchema),
      invalidatesTags: ["Rescheduling", "Tickets"],
    }),
    staffReschedulingDecline: build.mutation<StaffReschedulingResponse, { code: string; reason: string }>({
      query: (body) => ({ url: "staff/api/rescheduling/decline/", method: "POST", body }),
      ...checkedBy(StaffReschedulingResponseSchema),
      invalidatesTags: ["Rescheduling", "Tickets"],
    }),
  }),
});

export const {
  useStaffReschedulingListQuery,
  useStaffReschedulingRequestQuery,
  useStaffReschedulingApproveMutation,
  useStaffReschedulingDeclineMutation,
} = staffReschedulingApi;
