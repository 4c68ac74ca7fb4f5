import {
  type ContractDetailResponse,
  ContractDetailResponseSchema,
  type ContractsFilters,
  type ContractsListResponse,
  ContractsListResponseSchema,
  type ContractUploadResponse,
  ContractUploadResponseSchema,
} from "../../../../contract/lk-contracts.ts";
import { api } from "../../../store/api";
import { checkedBy, profileRead } from "../lk/checked-response";
import { listQueryString } from "../lk/list-params";

export interface ContractsListArgs {
  filters: ContractsFilters;
  currentPage: number;
}

/**
 * Contracts: `contracts/list/` (filters as JSON, `currentPage`), `contracts/detail/?code=`, and
 * `POST contracts/upload/` (multipart `contractCode`, `files[]`; the base query adds the CSRF header).
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
    uploadContractFiles: build.mutation<ContractUploadResponse, { contractCode: string; files: readonly File[] }>({
      query: ({ contractCode, files }) => {
        const body = new FormData();
        body.set("contractCode", contractCode);
        for (const file of files) body.append("files[]", file, file.name);
        return { url: "apilk/contracts/upload/", method: "POST", body };
      },
      ...checkedBy(ContractUploadResponseSchema),
      invalidatesTags: (result, _error, { contractCode }) =>
        result ? [{ type: "Account", id: `contract-${contractCode}` }] : [],
    }),
  }),
});

export const { useContractsListQuery, useContractDetailQuery, useUploadContractFilesMutation } = contractsApi;
