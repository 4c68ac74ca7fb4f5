import {
  type DocumentsFilters,
  type DocumentsResponse,
  DocumentsResponseSchema,
} from "../../../../contract/lk-accounting.ts";
import { api } from "../../../store/api";
import { profileRead } from "../lk/checked-response";
import { listQueryString } from "../lk/list-params";

export interface DocumentsListArgs {
  filters: DocumentsFilters;
  currentPage: number;
}

/** The address of the ZIP of the ticked documents (`checkedDocs`), downloaded with the session cookie. */
export function documentsZipUrl(ids: readonly string[]): string {
  return `/apilk/documents/download/?ids=${encodeURIComponent(ids.join(","))}`;
}

/**
 * Documents of every kind across the active profile's contracts: `documents/list/` (filters as JSON: period,
 * contract, kind; `currentPage`). Ordering originals of the ticked ones goes through the accounting's
 * `duplicates/request/` (accounting-api.ts), which takes `documents`.
 */
export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentsList: build.query<DocumentsResponse, DocumentsListArgs>({
      query: ({ filters, currentPage }) => `apilk/documents/list/${listQueryString(filters, currentPage)}`,
      ...profileRead(DocumentsResponseSchema, "DOCUMENTS"),
    }),
  }),
});

export const { useDocumentsListQuery } = documentsApi;
