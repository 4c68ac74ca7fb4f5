import { AuthResponseSchema, type User } from "../../../../contract/account.ts";
import {
  type MfaCodeRequest,
  type MfaConfirmRequest,
  type MfaDisableRequest,
  type MfaEnrolment,
  MfaEnrolmentSchema,
  MfaOffSchema,
  type MfaRecoveryCodes,
  MfaRecoveryCodesSchema,
  type MfaStatus,
  MfaStatusSchema,
} from "../../../../contract/mfa.ts";
import { api } from "../../../store/api";
import { checkedBy, checkedGet } from "../../../store/checked-response";

/** The second factor (ADR 030): the sign-in's code step and the signed-in person's own TOTP. */
export const mfaApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The code after the password; the pending sign-in travels in an HttpOnly cookie. Never retried (a code is spent). */
    signInCode: build.mutation<{ user: User }, MfaCodeRequest>({
      query: (body) => ({ url: "api/account/auth/code/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(AuthResponseSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // Whatever is cached belonged to no session: a new one has just opened.
        dispatch(api.util.resetApiState());
      },
    }),
    mfaStatus: build.query<MfaStatus, void>(checkedGet("apilk/account/mfa/status/", MfaStatusSchema)),
    mfaEnrol: build.mutation<MfaEnrolment, void>({
      query: () => ({ url: "apilk/account/mfa/enrol/", method: "POST", body: {} }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(MfaEnrolmentSchema),
    }),
    mfaConfirm: build.mutation<MfaRecoveryCodes, MfaConfirmRequest>({
      query: (body) => ({ url: "apilk/account/mfa/confirm/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(MfaRecoveryCodesSchema),
    }),
    mfaRegenerateRecoveryCodes: build.mutation<MfaRecoveryCodes, MfaDisableRequest>({
      query: (body) => ({ url: "apilk/account/mfa/recovery-codes/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(MfaRecoveryCodesSchema),
    }),
    mfaDisable: build.mutation<{ ok: true }, MfaDisableRequest>({
      query: (body) => ({ url: "apilk/account/mfa/disable/", method: "POST", body }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(MfaOffSchema),
    }),
  }),
});

export const {
  useSignInCodeMutation,
  useMfaStatusQuery,
  useMfaEnrolMutation,
  useMfaConfirmMutation,
  useMfaDisableMutation,
  useMfaRegenerateRecoveryCodesMutation,
} = mfaApi;
