import {
  type InsuranceListResponse,
  InsuranceListResponseSchema,
  type Policy,
} from "../../../../contract/lk-insurance.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../../../store/checked-response";
import { withUuids } from "../lk/client-uuid";

/** A policy in the state: with its client-generated uuid (SPEC.md §3), the React key. */
export type PolicyItem = Policy & { uuid: string };

/** The policy PDF: a plain link, the session cookie goes with it. Several ids give one PDF. */
export function policyPdfUrl(ids: readonly number[]): string {
  return `/apilk/download/policy/?policies=${ids.join(",")}&fromClient=1`;
}

/** Insurance: `insurance/list/`; the PDF itself is downloaded by a link (`download/policy/`). */
export const insuranceApi = api.injectEndpoints({
  endpoints: (build) => ({
    insuranceList: build.query<PolicyItem[], void>({
      query: () => "apilk/insurance/list/",
      rawResponseSchema: InsuranceListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      transformResponse: (raw: InsuranceListResponse) => withUuids("policy", raw.items),
      providesTags: ["Account"],
    }),
  }),
});

export const { useInsuranceListQuery } = insuranceApi;
