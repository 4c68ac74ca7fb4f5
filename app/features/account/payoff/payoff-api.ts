import {
  type PayoffRequest,
  type PayoffRequestResponse,
  PayoffRequestResponseSchema,
  type PayoffResponse,
  PayoffResponseSchema,
} from "../../../../contract/lk-payoff.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";

export interface PayoffQuoteArgs {
  code: string;
  /** Absent: today (the server's Moscow date), which also tells the date picker its limits. */
  date?: string;
}

/**
 * Early payoff: the quote on a date (`contracts/payoff/?code=&date=`) and the request for it
 * (`POST contracts/payoff/request/`, CSRF added by the base query), which opens a ticket: the tickets list and
 * its counter are refetched. The PDF is a plain link (`quote.pdfUrl`, the session cookie goes with it).
 */
export const payoffApi = api.injectEndpoints({
  endpoints: (build) => ({
    payoffQuote: build.query<PayoffResponse, PayoffQuoteArgs>({
      query: ({ code, date }) =>
        `apilk/contracts/payoff/?code=${encodeURIComponent(code)}${date ? `&date=${encodeURIComponent(date)}` : ""}`,
      ...checkedBy(PayoffResponseSchema),
      // A profile switch or a change to the contract (a payment, a new schedule) makes the quote stale.
      providesTags: (_result, _error, { code }) => ["Account", { type: "Account", id: `contract-${code}` }],
    }),
    requestPayoff: build.mutation<PayoffRequestResponse, PayoffRequest>({
      query: (body) => ({ url: "apilk/contracts/payoff/request/", method: "POST", body }),
      ...checkedBy(PayoffRequestResponseSchema),
      invalidatesTags: (result) => (result ? ["Tickets", "TicketsCounter"] : []),
    }),
  }),
});

export const { usePayoffQuoteQuery, useRequestPayoffMutation } = payoffApi;
