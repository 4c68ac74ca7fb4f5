import {
  type InformationRequisitesResponse,
  InformationRequisitesResponseSchema,
  type InformationTermsResponse,
  InformationTermsResponseSchema,
} from "../../../../contract/lk-information.ts";
import { api } from "../../../store/api";
import { profileGet } from "../lk/checked-response";

/** Requisites and terms: `information/requisites/` (the lessor's, with payment purposes) and `information/terms/`. */
export const informationApi = api.injectEndpoints({
  endpoints: (build) => ({
    informationRequisites: build.query<InformationRequisitesResponse, void>(
      profileGet("apilk/information/requisites/", InformationRequisitesResponseSchema),
    ),
    informationTerms: build.query<InformationTermsResponse, void>(
      profileGet("apilk/information/terms/", InformationTermsResponseSchema),
    ),
  }),
});

export const { useInformationRequisitesQuery, useInformationTermsQuery } = informationApi;
