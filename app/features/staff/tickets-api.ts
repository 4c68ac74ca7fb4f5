import type { z } from "zod";
import type { TicketStatusCode } from "../../../contract/lk-tickets.ts";
import {
  type StaffAssigneesResponse,
  StaffAssigneesResponseSchema,
  type StaffTicketResponse,
  StaffTicketResponseSchema,
  type StaffTicketsListResponse,
  StaffTicketsListResponseSchema,
} from "../../../contract/staff-tickets.ts";
import { api } from "../../store/api";
import { checkedBy } from "../../store/checked-response";

/**
 * The lessor's tickets: the inbox `staff/api/tickets/list/`, the thread `detail/?code=`, `status/`, `assign/` and
 * the people who may take tickets `assignees/`. A reply with files goes through the upload with progress and then
 * invalidates "Tickets", as these changes do: the inbox, its counts and the thread load again.
 */
export const staffTicketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query`: the list's query string (`?filters=…&sort=…&currentPage=…`, or ""). */
    staffTicketsList: build.query<StaffTicketsListResponse, string>({
      query: (query) => `staff/api/tickets/list/${query}`,
      // The echoed `filters` coerce an assignee id from the address, so the schema's input type is wider than the
      // answer's; the answer itself is checked all the same.
      ...checkedBy(StaffTicketsListResponseSchema as z.ZodType<StaffTicketsListResponse, StaffTicketsListResponse>),
      providesTags: ["Tickets"],
    }),
    staffTicket: build.query<StaffTicketResponse, { code: string }>({
      query: ({ code }) => `staff/api/tickets/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(StaffTicketResponseSchema),
      providesTags: (_result, _error, { code }) => ["Tickets", { type: "Tickets", id: code }],
    }),
    staffTicketAssignees: build.query<StaffAssigneesResponse, void>({
      query: () => "staff/api/tickets/assignees/",
      ...checkedBy(StaffAssigneesResponseSchema),
    }),
    staffTicketStatus: build.mutation<StaffTicketResponse, { code: string; status: TicketStatusCode }>({
      query: (body) => ({ url: "staff/api/tickets/status/", method: "POST", body }),
      ...checkedBy(StaffTicketResponseSchema),
      invalidatesTags: ["Tickets"],
    }),
    staffTicketAssign: build.mutation<StaffTicketResponse, { code: string; assigneeId: number | null }>({
      query: (body) => ({ url: "staff/api/tickets/assign/", method: "POST", body }),
      ...checkedBy(StaffTicketResponseSchema),
      invalidatesTags: ["Tickets"],
    }),
  }),
});

export const {
  useStaffTicketsListQuery,
  useStaffTicketQuery,
  useStaffTicketAssigneesQuery,
  useStaffTicketStatusMutation,
  useStaffTicketAssignMutation,
} = staffTicketsApi;
