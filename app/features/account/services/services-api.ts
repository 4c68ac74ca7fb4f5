import {
  type BonusesResponse,
  BonusesResponseSchema,
  type PaidServicesResponse,
  PaidServicesResponseSchema,
} from "../../../../contract/lk-services.ts";
import { api } from "../../../store/api";
import { profileGet } from "../lk/checked-response";

/** Services: `services/paid/` and `services/bonuses/`. */
export const servicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    paidServices: build.query<PaidServicesResponse, void>(
      profileGet("apilk/services/paid/", PaidServicesResponseSchema),
    ),
    bonuses: build.query<BonusesResponse, void>(profileGet("apilk/services/bonuses/", BonusesResponseSchema)),
  }),
});

export const { usePaidServicesQuery, useBonusesQuery } = servicesApi;
