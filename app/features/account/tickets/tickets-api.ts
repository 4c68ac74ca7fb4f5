import type { Option } from "../../../../contract/lk-common.ts";
import { ContractsListResponseSchema } from "../../../../contract/lk-contracts.ts";
import {
  type TicketDetailResponse,
  TicketDetailResponseSchema,
  type TicketFulfilResponse,
  TicketFulfilResponseSchema,
  type TicketOptionsResponse,
  TicketOptionsResponseSchema,
  type TicketsCounterResponse,
  TicketsCounterResponseSchema,
  type TicketsFilters,
  type TicketsListResponse,
  TicketsListResponseSchema,
  type TicketsSort,
} from "../../../../contract/lk-tickets.ts";
import { api } from "../../../store/api";
import { checkedBy, checkedGet } from "../../../store/checked-response";
import { listQueryString } from "../lk/list-params";
import type { InvalidatedTags } from "../lk/upload-with-progress";

export interface TicketsListArgs {
  filters: TicketsFilters;
  sort: TicketsSort;
  currentPage: number;
}

/** The list's tag; a ticket's own is its code. */
const LIST = { type: "Tickets" as const, id: "LIST" };

/**
 * What a sent ticket or message changes (interfaces of issue 10, SPEC.md §4): every ticket list and thread, the
 * unread counter, and the notifications. The sends go through upload-with-progress.ts (XHR, for the progress bar),
 * which dispatches these after a success.
 */
export const TICKET_SENT_TAGS: InvalidatedTags = ["Tickets", "TicketsCounter", "Notification"];

/**
 * Tickets (обращения): `tickets/list/` (filters JSON, `sort`, `currentPage`), `tickets/detail/?code=` (it marks the
 * lessor's messages read), `tickets/counter/` (threads with unread replies, the sidebar's badge), the categories and
 * statuses, and `POST tickets/fulfil/`. Every read also provides "Account", so a profile switch loads it again.
 */
export const ticketsApi = api.injectEndpoints({
  endpoints: (build) => ({
    ticketsList: build.query<TicketsListResponse, TicketsListArgs>({
      query: ({ filters, sort, currentPage }) => {
        const search = new URLSearchParams(listQueryString(filters, currentPage));
        if (sort !== "created") search.set("sort", sort);
        const text = search.toString();
        return `apilk/tickets/list/${text ? `?${text}` : ""}`;
      },
      ...checkedBy(TicketsListResponseSchema),
      providesTags: ["Account", LIST],
    }),

    ticketDetail: build.query<TicketDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/tickets/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(TicketDetailResponseSchema),
      providesTags: (_result, _error, { code }) => ["Account", { type: "Tickets", id: code }],
      // Opening the thread marks the lessor's new messages read on the server, and the notifications of those
      // replies with them: the lists' markers, the sidebar's counter and the header's bell are out of date then
      // (only then, so that this never loops with the list).
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (data.ticket.messages.some((m) => m.isNew)) {
            dispatch(api.util.invalidateTags([LIST, "TicketsCounter", "Notification"]));
          }
        } catch {
          // The screen shows the failure; nothing was marked.
        }
      },
    }),

    ticketsCounter: build.query<TicketsCounterResponse, void>({
      ...checkedGet("apilk/tickets/counter/", TicketsCounterResponseSchema),
      providesTags: ["Account", "TicketsCounter"],
    }),

    ticketCategories: build.query<TicketOptionsResponse, void>({
      ...checkedGet("apilk/tickets/categories/", TicketOptionsResponseSchema),
      // The same for everyone and seldom changed.
      keepUnusedDataFor: 3600,
    }),

    ticketStatuses: build.query<TicketOptionsResponse, void>({
      ...checkedGet("apilk/tickets/statuses/", TicketOptionsResponseSchema),
      keepUnusedDataFor: 3600,
    }),

    /**
     * Every contract of the active profile as `{ code, title }` for the «Договор» selects: `contracts/list/` page by
     * page (10 a page), so a profile with many contracts still finds each one.
     */
    ticketContractOptions: build.query<Option[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const options: Option[] = [];
        for (let page = 1; page <= 50; page++) {
          const result = await baseQuery(`apilk/contracts/list/${page > 1 ? `?currentPage=${page}` : ""}`);
          if (result.error) return { error: result.error };
          const parsed = ContractsListResponseSchema.safeParse(result.data);
          if (!parsed.success) {
            return { error: { status: "PARSING_ERROR", originalStatus: 200, data: "", error: parsed.error.message } };
          }
          for (const c of parsed.data.items)
            options.push({ code: c.code, title: `№ ${c.number} — ${c.vehicle.title}` });
          if (page >= parsed.data.pagination.pageCnt) break;
        }
        return { data: options };
      },
      providesTags: ["Account"],
    }),

    fulfilTicket: build.mutation<TicketFulfilResponse, { code: string }>({
      query: (body) => ({ url: "apilk/tickets/fulfil/", method: "POST", body }),
      ...checkedBy(TicketFulfilResponseSchema),
      invalidatesTags: (result, _error, { code }) =>
        result ? [LIST, { type: "Tickets", id: code }, "TicketsCounter", "Notification"] : [],
    }),
  }),
});

export const {
  useTicketsListQuery,
  useTicketDetailQuery,
  useTicketsCounterQuery,
  useTicketCategoriesQuery,
  useTicketStatusesQuery,
  useTicketContractOptionsQuery,
  useFulfilTicketMutation,
} = ticketsApi;
