import {
  type InformationRequisitesResponse,
  InformationRequisitesResponseSchema,
  type InformationTermsResponse,
  InformationTermsResponseSchema,
} from "../../../../contract/lk-information.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../lk/schema-mismatch";

/** Requisites and terms: `information/requisites/` (the lessor's, with payment purposes) and `information/terms/`. */
export const informationApi = api.injectEndpoints({
  endpoints: (build) => ({
    informationRequisites: build.query<InformationRequisitesResponse, void>({
      query: () => "apilk/information/requisites/",
      responseSchema: InformationRequisitesResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    informationTerms: build.query<InformationTermsResponse, void>({
      query: () => "apilk/information/terms/",
      responseSchema: InformationTermsResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
  }),
});

export const { useInformationRequisitesQuery, useInformationTermsQuery } = informationApi;
