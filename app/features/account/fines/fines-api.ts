import type { z } from "zod";
import {
  type Fine,
  type FinesFiltersSchema,
  type FinesListResponse,
  FinesListResponseSchema,
  type FinesSort,
} from "../../../../contract/lk-fines.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../../../store/checked-response";
import { withUuids } from "../lk/client-uuid";
import { listQueryString } from "../lk/list-params";

export type FinesFilters = z.infer<typeof FinesFiltersSchema>;
/** A fine in the state: with its client-generated uuid (SPEC.md §3), the React key. */
export type FineItem = Fine & { uuid: string };
export type FinesList = Omit<FinesListResponse, "items"> & { items: FineItem[] };

/**
 * Fines: `fines/list/` with `filters` (status, dateFrom, dateTo), the order `sort` — the server sorts the whole
 * list, so «Сначала срочные» holds across pages — and `currentPage`.
 */
export const finesApi = api.injectEndpoints({
  endpoints: (build) => ({
    finesList: build.query<FinesList, { filters: FinesFilters; sort: FinesSort; currentPage: number }>({
      query: ({ filters, sort, currentPage }) => {
        const search = new URLSearchParams(listQueryString(filters, currentPage));
        search.set("sort", sort);
        return `apilk/fines/list/?${search}`;
      },
      rawResponseSchema: FinesListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      transformResponse: (raw: FinesListResponse): FinesList => ({ ...raw, items: withUuids("fine", raw.items) }),
      providesTags: ["Account"],
    }),
  }),
});

export const { useFinesListQuery } = finesApi;
