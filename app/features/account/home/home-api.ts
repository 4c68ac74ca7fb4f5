import {
  type AccountEdo,
  AccountEdoSchema,
  type AccountInfo,
  AccountInfoSchema,
  type AccountManagerResponse,
  AccountManagerResponseSchema,
  type PopularResponse,
  PopularResponseSchema,
  type PromoResponse,
  PromoResponseSchema,
} from "../../../../contract/lk-home.ts";
import { api } from "../../../store/api";
import { profileGet } from "../lk/checked-response";

/**
 * Account home (SPEC.md §7): `account/info/`, `account/edo/` — with `accounting/debts/` (accounting-api.ts) the
 * `account.main` state (accountInfo, debt, edo) — and `account/manager/`, `popular/`, `promo/`. Everything is scoped to the
 * active profile, so every endpoint provides "Account", which a profile switch invalidates.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountInfo: build.query<AccountInfo, void>(profileGet("apilk/account/info/", AccountInfoSchema, "INFO")),
    accountEdo: build.query<AccountEdo, void>(profileGet("apilk/account/edo/", AccountEdoSchema)),
    accountManager: build.query<AccountManagerResponse, void>(
      profileGet("apilk/account/manager/", AccountManagerResponseSchema),
    ),
    popular: build.query<PopularResponse, void>(profileGet("apilk/popular/", PopularResponseSchema, "POPULAR")),
    promo: build.query<PromoResponse, void>(profileGet("apilk/promo/", PromoResponseSchema)),
  }),
});

export const { useAccountInfoQuery, useAccountEdoQuery, useAccountManagerQuery, usePopularQuery, usePromoQuery } =
  homeApi;
