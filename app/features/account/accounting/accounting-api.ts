import {
  AccountingRequestResponseSchema,
  type AccountingRequestsResponse,
  AccountingRequestsResponseSchema,
  type BillsFilters,
  type BillsResponse,
  BillsResponseSchema,
  type DebtsFilters,
  type DebtsResponse,
  DebtsResponseSchema,
  type DocumentsFilters,
  type DocumentsResponse,
  DocumentsResponseSchema,
  type DuplicatePeriodsResponse,
  DuplicatePeriodsResponseSchema,
  type DuplicateRequest,
  type InvoicesFilters,
  type InvoicesResponse,
  InvoicesResponseSchema,
  type NoteReply,
  NoteReplyResponseSchema,
  type NotesFilters,
  type NotesResponse,
  NotesResponseSchema,
  type PayResponse,
  PayResponseSchema,
  PenaltiesResponseSchema,
  type PenaltyCalculation,
  type ReconciliationAct,
  ReconciliationActResponseSchema,
  type ReconciliationEdo,
} from "../../../../contract/lk-accounting.ts";
import type { Option } from "../../../../contract/lk-common.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { profileRead } from "../lk/checked-response";
import { listQueryString } from "../lk/list-params";

const BASE = "apilk/accounting";

export interface ListArgs<F> {
  filters: F;
  currentPage: number;
}

/** The period and contracts of a reconciliation act (the `reports` parameter). */
export interface ActPeriod {
  dateFrom: string;
  dateTo: string;
  contracts: string[];
}

/** What a payment is for: one bill, or the whole debt of a contract. */
export type PayTarget = { billId: number } | { contractCode: string };

/** `?reports=<JSON>` of the act's calls, the contracts in a stable order so that one act is one cache entry. */
export function reportsParam(period: ActPeriod): string {
  const reports = { dateFrom: period.dateFrom, dateTo: period.dateTo, contracts: [...period.contracts].sort() };
  return `reports=${encodeURIComponent(JSON.stringify(reports))}`;
}

/** The act as a file: a plain link, so the browser downloads it with the session cookie. */
export function reconciliationFileUrl(period: ActPeriod, format: "pdf" | "xlsx"): string {
  return `/${BASE}/download/reconciliation/?${reportsParam(period)}&format=${format}`;
}

export function penaltiesQuery(contractCode: string, dateTo: string | undefined, format?: "pdf"): string {
  const params = new URLSearchParams({ contractCode });
  if (dateTo) params.set("dateTo", dateTo);
  if (format) params.set("format", format);
  return `${BASE}/penalties/request/?${params}`;
}

/** The ticked documents as one ZIP (`checkedDocs`). */
export function reportsZipUrl(ids: readonly string[]): string {
  return `/${BASE}/download/reports/?ids=${encodeURIComponent(ids.join(","))}`;
}

export function payQuery(target: PayTarget): string {
  return "billId" in target
    ? `${BASE}/pay/?billId=${target.billId}`
    : `${BASE}/pay/?contractCode=${encodeURIComponent(target.contractCode)}`;
}

/** The letters' tag: a reply refreshes them. */
const NOTES = { type: "Accounting" as const, id: "NOTES" };
/**
 * The tracked requests (duplicates, reconciliation by EDO): a new one refreshes the list. The same tag as the
 * documents' «Заказать оригиналы» (app/features/account/documents/documents-api.ts) invalidates.
 */
const REQUESTS = { type: "Account" as const, id: "ACCOUNTING_REQUESTS" };

/**
 * Accounting of the active profile (`/apilk/accounting/`, contract/lk-accounting.ts): the lists with `filters` JSON
 * and `currentPage` (bills, invoices, debts, notes, reports), the reconciliation act's preview, the penalty
 * calculation, the payment requisites with the QR, and the letters and requests the client sends. Every read
 * provides "Account", so a profile switch loads it again.
 */
export const accountingApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountingDebts: build.query<DebtsResponse, ListArgs<DebtsFilters>>({
      query: ({ filters, currentPage }) => `${BASE}/debts/${listQueryString(filters, currentPage)}`,
      ...profileRead(DebtsResponseSchema),
    }),

    /**
     * Every contract of the profile as `{ code, title }` for the «Договор» selects, read page by page from
     * `debts/` (one row a contract): the accounting screens then need the «Бухгалтерия» right only, not
     * «Договоры» as `contracts/list/` would.
     */
    accountingContractOptions: build.query<Option[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const options: Option[] = [];
        for (let page = 1; page <= 50; page++) {
          const result = await baseQuery(`${BASE}/debts/${listQueryString({}, page)}`);
          if (result.error) return { error: result.error };
          const parsed = DebtsResponseSchema.safeParse(result.data);
          if (!parsed.success) {
            return { error: { status: "PARSING_ERROR", originalStatus: 200, data: "", error: parsed.error.message } };
          }
          for (const d of parsed.data.items)
            options.push({ code: d.contractCode, title: `№ ${d.contractNumber} — ${d.vehicleTitle}` });
          if (page >= parsed.data.pagination.pageCnt) break;
        }
        return { data: options };
      },
      providesTags: ["Account"],
    }),

    accountingBills: build.query<BillsResponse, ListArgs<BillsFilters>>({
      query: ({ filters, currentPage }) => `${BASE}/bills/${listQueryString(filters, currentPage)}`,
      ...profileRead(BillsResponseSchema),
    }),

    accountingInvoices: build.query<InvoicesResponse, ListArgs<InvoicesFilters>>({
      query: ({ filters, currentPage }) => `${BASE}/invoices/${listQueryString(filters, currentPage)}`,
      ...profileRead(InvoicesResponseSchema),
    }),

    accountingNotes: build.query<NotesResponse, ListArgs<NotesFilters>>({
      query: ({ filters, currentPage }) => `${BASE}/notes/${listQueryString(filters, currentPage)}`,
      ...checkedBy(NotesResponseSchema),
      providesTags: ["Account", NOTES],
    }),

    replyToNote: build.mutation<{ note: NotesResponse["items"][number] }, NoteReply>({
      query: (body) => ({ url: `${BASE}/notes/reply/`, method: "POST", body }),
      ...checkedBy(NoteReplyResponseSchema),
      invalidatesTags: (result) => (result ? [NOTES] : []),
    }),

    accountingReports: build.query<DocumentsResponse, ListArgs<DocumentsFilters>>({
      query: ({ filters, currentPage }) => `${BASE}/reports/${listQueryString(filters, currentPage)}`,
      ...profileRead(DocumentsResponseSchema),
    }),

    duplicatePeriods: build.query<DuplicatePeriodsResponse, void>({
      query: () => `${BASE}/duplicates/periods/`,
      ...profileRead(DuplicatePeriodsResponseSchema),
    }),

    accountingRequests: build.query<AccountingRequestsResponse, void>({
      query: () => `${BASE}/requests/`,
      ...checkedBy(AccountingRequestsResponseSchema),
      providesTags: ["Account", REQUESTS],
    }),

    requestDuplicates: build.mutation<{ request: AccountingRequestsResponse["items"][number] }, DuplicateRequest>({
      query: (body) => ({ url: `${BASE}/duplicates/request/`, method: "POST", body }),
      ...checkedBy(AccountingRequestResponseSchema),
      invalidatesTags: (result) => (result ? [REQUESTS] : []),
    }),

    requestReconciliationEdo: build.mutation<
      { request: AccountingRequestsResponse["items"][number] },
      ReconciliationEdo
    >({
      query: (body) => ({ url: `${BASE}/reconciliation/edo/`, method: "POST", body }),
      ...checkedBy(AccountingRequestResponseSchema),
      invalidatesTags: (result) => (result ? [REQUESTS] : []),
    }),

    reconciliationAct: build.query<{ act: ReconciliationAct }, ActPeriod>({
      query: (period) => `${BASE}/reconciliation/act/?${reportsParam(period)}`,
      ...profileRead(ReconciliationActResponseSchema),
    }),

    penaltyCalculation: build.query<{ calculation: PenaltyCalculation }, { contractCode: string; dateTo?: string }>({
      query: ({ contractCode, dateTo }) => penaltiesQuery(contractCode, dateTo),
      ...profileRead(PenaltiesResponseSchema),
    }),

    payment: build.query<PayResponse, PayTarget>({
      query: payQuery,
      ...profileRead(PayResponseSchema),
    }),
  }),
});

export const {
  useAccountingDebtsQuery,
  useAccountingContractOptionsQuery,
  useAccountingBillsQuery,
  useAccountingInvoicesQuery,
  useAccountingNotesQuery,
  useReplyToNoteMutation,
  useAccountingReportsQuery,
  useDuplicatePeriodsQuery,
  useAccountingRequestsQuery,
  useRequestDuplicatesMutation,
  useRequestReconciliationEdoMutation,
  useReconciliationActQuery,
  usePenaltyCalculationQuery,
  usePaymentQuery,
} = accountingApi;
