import {
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  type ForgotPasswordResponse,
  ForgotPasswordResponseSchema,
  type PasswordChanged,
  PasswordChangedSchema,
  type ResetPasswordRequest,
} from "../../../../contract/password.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";

/** Password recovery (public) and change (signed in): ADR 026. Passwords go RSA-OAEP encrypted, as at sign-in. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The same answer for every e-mail; the link goes by mail. */
    forgotPassword: build.mutation<ForgotPasswordResponse, ForgotPasswordRequest>({
      query: (body) => ({ url: "api/account/password/forgot/", method: "POST", body }),
      ...checkedBy(ForgotPasswordResponseSchema),
    }),
    /** Spends the link's key: never retried (a retry after a lost answer would find it used). */
    resetPassword: build.mutation<PasswordChanged, ResetPasswordRequest>({
      query: (body) => ({ url: "api/account/password/reset/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(PasswordChangedSchema),
    }),
    /** A POST under /apilk: the base query adds the session's CSRF token. */
    changePassword: build.mutation<PasswordChanged, ChangePasswordRequest>({
      query: (body) => ({ url: "apilk/account/password/change/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(PasswordChangedSchema),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useChangePasswordMutation } = passwordApi;
