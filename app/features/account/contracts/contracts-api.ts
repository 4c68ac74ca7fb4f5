import {
  type ContractDetailResponse,
  ContractDetailResponseSchema,
  type ContractsFilters,
  type ContractsListResponse,
  ContractsListResponseSchema,
} from "../../../../contract/lk-contracts.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import { profileRead } from "../lk/checked-response";
import { listQueryString } from "../lk/list-params";

export interface ContractsListArgs {
  filters: ContractsFilters;
  currentPage: number;
}

/**
 * Contracts: `contracts/list/` (filters as JSON, `currentPage`) and `contracts/detail/?code=`. The upload
 * (`POST contracts/upload/`) goes through lk/upload-with-progress.ts, which reports progress, and refreshes the
 * detail by its tag `contract-<code>`.
 */
export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    contractsList: build.query<ContractsListResponse, ContractsListArgs>({
      query: ({ filters, currentPage }) => `apilk/contracts/list/${listQueryString(filters, currentPage)}`,
      ...profileRead(ContractsListResponseSchema, "CONTRACTS"),
    }),
    contractDetail: build.query<ContractDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/contracts/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(ContractDetailResponseSchema),
      providesTags: (_result, _error, { code }) => ["Account", { type: "Account", id: `contract-${code}` }],
    }),
  }),
});

export const { useContractsListQuery, useContractDetailQuery } = contractsApi;
