import {
  type InformationRequisitesQuery,
  type InformationRequisitesResponse,
  InformationRequisitesResponseSchema,
  type InformationTermsResponse,
  InformationTermsResponseSchema,
} from "../../../../contract/lk-information.ts";
import { api } from "../../../store/api";
import { profileGet, profileRead } from "../lk/checked-response";

/**
 * Requisites and terms: `information/requisites/?contractCode=&month=` (the lessor's, with the payment purpose of
 * the chosen contract and month) and `information/terms/`.
 */
export const informationApi = api.injectEndpoints({
  endpoints: (build) => ({
    informationRequisites: build.query<InformationRequisitesResponse, InformationRequisitesQuery>({
      query: ({ contractCode, month }) => {
        const params = new URLSearchParams();
        if (contractCode) params.set("contractCode", contractCode);
        if (month) params.set("month", month);
        const text = params.toString();
        return `apilk/information/requisites/${text ? `?${text}` : ""}`;
      },
      ...profileRead(InformationRequisitesResponseSchema),
    }),
    informationTerms: build.query<InformationTermsResponse, void>(
      profileGet("apilk/information/terms/", InformationTermsResponseSchema),
    ),
  }),
});

export const { useInformationRequisitesQuery, useInformationTermsQuery } = informationApi;
