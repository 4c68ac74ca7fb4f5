import type { CandidateStatus } from "../../../contract/staff-candidates.ts";
import {
  type StaffCandidateListResponse,
  StaffCandidateListResponseSchema,
  type StaffCandidateResponse,
  StaffCandidateResponseSchema,
} from "../../../contract/staff-candidates.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * HR's candidate questionnaires: `staff/api/candidates/list/`, `detail/?id=` and `status/`; the PDF is a plain link
 * (`pdf/?id=`). Nothing is kept once the screen closes: questionnaires keep arriving, and a colleague may have
 * changed a status meanwhile.
 */
export const staffCandidatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&currentPage=…`, or ""). */
    staffCandidateList: build.query<StaffCandidateListResponse, string>({
      query: (query) => `staff/api/candidates/list/${query}`,
      ...checkedBy(StaffCandidateListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Candidates"],
    }),
    staffCandidate: build.query<StaffCandidateResponse, { id: number }>({
      query: ({ id }) => `staff/api/candidates/detail/?id=${id}`,
      ...checkedBy(StaffCandidateResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { id }) => ["Candidates", { type: "Candidates", id }],
    }),
    staffCandidateStatus: build.mutation<StaffCandidateResponse, { id: number; status: CandidateStatus }>({
      query: (body) => ({ url: "staff/api/candidates/status/", method: "POST", body }),
      ...checkedBy(StaffCandidateResponseSchema),
      invalidatesTags: ["Candidates"],
    }),
  }),
});

export const { useStaffCandidateListQuery, useStaffCandidateQuery, useStaffCandidateStatusMutation } =
  staffCandidatesApi;
