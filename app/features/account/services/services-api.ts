import {
  type BonusesResponse,
  BonusesResponseSchema,
  type PaidServicesResponse,
  PaidServicesResponseSchema,
} from "../../../../contract/lk-services.ts";
import { api } from "../../../store/api";
import { schemaMismatch } from "../lk/schema-mismatch";

/** Services: `services/paid/` and `services/bonuses/`. */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    paidServices: build.query<PaidServicesResponse, void>({
      query: () => "apilk/services/paid/",
      responseSchema: PaidServicesResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    bonuses: build.query<BonusesResponse, void>({
      query: () => "apilk/services/bonuses/",
      responseSchema: BonusesResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
  }),
});

export const { usePaidServicesQuery, useBonusesQuery } = servicesApi;
