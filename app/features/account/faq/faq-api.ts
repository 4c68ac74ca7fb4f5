import { type FaqListResponse, FaqListResponseSchema } from "../../../../contract/lk-faq.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../lk/schema-mismatch";

/** FAQ of the account: `faq/list/` (the same for every client, so it is kept longer). */
export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    faqList: build.query<FaqListResponse, void>({
      query: () => "apilk/faq/list/",
      responseSchema: FaqListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useFaqListQuery } = faqApi;
