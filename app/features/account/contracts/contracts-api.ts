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
import { listQueryString } from "../lk/list-params";
import { schemaMismatch } from "../lk/schema-mismatch";

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
      responseSchema: ContractsListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account", { type: "Account", id: "CONTRACTS" }],
    }),
    contractDetail: build.query<ContractDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/contracts/detail/?code=${encodeURIComponent(code)}`,
      responseSchema: ContractDetailResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: (_result, _error, { code }) => ["Account", { type: "Account", id: `contract-${code}` }],
    }),
    uploadContractFiles: build.mutation<ContractUploadResponse, { contractCode: string; files: readonly File[] }>({
      query: ({ contractCode, files }) => {
        const body = new FormData();
        body.set("contractCode", contractCode);
        for (const file of files) body.append("files[]", file, file.name);
        return { url: "apilk/contracts/upload/", method: "POST", body };
      },
      responseSchema: ContractUploadResponseSchema,
      catchSchemaFailure: schemaMismatch,
      invalidatesTags: (result, _error, { contractCode }) =>
        result ? [{ type: "Account", id: `contract-${contractCode}` }] : [],
    }),
  }),
});

export const { useContractsListQuery, useContractDetailQuery, useUploadContractFilesMutation } = contractsApi;
