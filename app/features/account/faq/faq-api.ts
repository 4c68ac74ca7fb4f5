import { type FaqListResponse, FaqListResponseSchema } from "../../../../contract/lk-faq.ts";
import { api } from "../../../store/api";
import { checkedGet } from "../../../store/checked-response";

/** FAQ of the account: `faq/list/` (the same for every client, so it is kept longer). */
export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    faqList: build.query<FaqListResponse, void>({
      ...checkedGet("apilk/faq/list/", FaqListResponseSchema),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useFaqListQuery } = faqApi;
