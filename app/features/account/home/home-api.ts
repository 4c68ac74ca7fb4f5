import {
  type AccountDebt,
  AccountDebtSchema,
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
import { schemaMismatch } from "../lk/schema-mismatch";

/**
 * Account home (SPEC.md §7): `account/info/`, `account/debt/`, `account/edo/` — together the `account.main`
 * state (accountInfo, debt, edo) — and `account/manager/`, `popular/`, `promo/`. Everything is scoped to the
 * active profile, so every endpoint provides "Account", which a profile switch invalidates.
 */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountInfo: build.query<AccountInfo, void>({
      query: () => "apilk/account/info/",
      responseSchema: AccountInfoSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account", { type: "Account", id: "INFO" }],
    }),
    accountDebt: build.query<AccountDebt, void>({
      query: () => "apilk/account/debt/",
      responseSchema: AccountDebtSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    accountEdo: build.query<AccountEdo, void>({
      query: () => "apilk/account/edo/",
      responseSchema: AccountEdoSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    accountManager: build.query<AccountManagerResponse, void>({
      query: () => "apilk/account/manager/",
      responseSchema: AccountManagerResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
    popular: build.query<PopularResponse, void>({
      query: () => "apilk/popular/",
      responseSchema: PopularResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account", { type: "Account", id: "POPULAR" }],
    }),
    promo: build.query<PromoResponse, void>({
      query: () => "apilk/promo/",
      responseSchema: PromoResponseSchema,
      catchSchemaFailure: schemaMismatch,
      providesTags: ["Account"],
    }),
  }),
});

export const {
  useAccountInfoQuery,
  useAccountDebtQuery,
  useAccountEdoQuery,
  useAccountManagerQuery,
  usePopularQuery,
  usePromoQuery,
} = homeApi;
