import type { z } from "zod";
import {
  AccountingRequestResponseSchema,
  type DocumentsFilters,
  type DocumentsResponse,
  DocumentsResponseSchema,
  type DuplicatePeriodsResponse,
  DuplicatePeriodsResponseSchema,
  type DuplicateRequest,
} from "../../../../contract/lk-accounting.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { profileGet, profileRead } from "../lk/checked-response";
import { listQueryString } from "../lk/list-params";

export interface DocumentsListArgs {
  filters: DocumentsFilters;
  currentPage: number;
}

/** The tag of the accounting requests (duplicates, reconciliation): an order of originals adds one. */
export const ACCOUNTING_REQUESTS_TAG = { type: "Account" as const, id: "ACCOUNTING_REQUESTS" };

/** The address of the ZIP of the ticked documents (`checkedDocs`), downloaded with the session cookie. */
export function documentsZipUrl(ids: readonly string[]): string {
  return `/apilk/documents/download/?ids=${encodeURIComponent(ids.join(","))}`;
}

/**
 * Documents of every kind across the active profile's contracts: `documents/list/` (filters as JSON: period,
 * contract, kind; `currentPage`), the profile's delivery defaults from `accounting/duplicates/periods/` (the postal
 * address, whether EDO is connected) and `POST accounting/duplicates/request/` with the ticked `documents`.
 */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentsList: build.query<DocumentsResponse, DocumentsListArgs>({
      query: ({ filters, currentPage }) => `apilk/documents/list/${listQueryString(filters, currentPage)}`,
      ...profileRead(DocumentsResponseSchema, "DOCUMENTS"),
    }),
    documentsDelivery: build.query<DuplicatePeriodsResponse, void>(
      profileGet("apilk/accounting/duplicates/periods/", DuplicatePeriodsResponseSchema),
    ),
    orderOriginals: build.mutation<z.infer<typeof AccountingRequestResponseSchema>, DuplicateRequest>({
      query: (body) => ({ url: "apilk/accounting/duplicates/request/", method: "POST", body }),
      ...checkedBy(AccountingRequestResponseSchema),
      invalidatesTags: (result) => (result ? [ACCOUNTING_REQUESTS_TAG] : []),
    }),
  }),
});

export const { useDocumentsListQuery, useDocumentsDeliveryQuery, useOrderOriginalsMutation } = documentsApi;
