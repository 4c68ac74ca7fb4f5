import {
  type StaffCessionListResponse,
  StaffCessionListResponseSchema,
  type StaffCessionResponse,
  StaffCessionResponseSchema,
} from "../../../contract/staff-cession.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The lessor's cessions: `staff/api/cession/list/`, `detail/?code=`, `accept/` and `cancel/`. The files and the
 * questionnaire's PDF are plain links (`file/`, `questionnaire/`). Nothing is kept once the screen closes: a
 * decision changes the client's contracts, so the screens read it fresh.
 */
export const staffCessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffCessionList: build.query<StaffCessionListResponse, string>({
      query: (query) => `staff/api/cession/list/${query}`,
      ...checkedBy(StaffCessionListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Cession"],
    }),
    staffCession: build.query<StaffCessionResponse, { code: string }>({
      query: ({ code }) => `staff/api/cession/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(StaffCessionResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { code }) => ["Cession", { type: "Cession", id: code }],
    }),
    staffCessionAccept: build.mutation<StaffCessionResponse, { code: string }>({
      query: (body) => ({ url: "staff/api/cession/accept/", method: "POST", body }),
      ...checkedBy(StaffCessionResponseSchema),
      invalidatesTags: ["Cession"],
    }),
    staffCessionCancel: build.mutation<StaffCessionResponse, { code: string; reason: string }>({
      query: (body) => ({ url: "staff/api/cession/cancel/", method: "POST", body }),
      ...checkedBy(StaffCessionResponseSchema),
      invalidatesTags: ["Cession"],
    }),
  }),
});

export const {
  useStaffCessionListQuery,
  useStaffCessionQuery,
  useStaffCessionAcceptMutation,
  useStaffCessionCancelMutation,
} = staffCessionApi;
