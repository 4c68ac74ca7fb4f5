import type { Dispatch } from "@reduxjs/toolkit";
import type { z } from "zod";
import { type AuthRequest, LogoutResponseSchema, type PublicKey, PublicKeySchema } from "../../../contract/account.ts";
import { type SignInAnswer, SignInAnswerSchema } from "../../../contract/mfa.ts";
import { ProfileSetResponseSchema } from "../../../contract/settings.ts";
import { api } from "../../store/api";
import { checkedBy, checkedGet } from "../../store/checked-response";
import { sessionCleared } from "../../store/slices/session-slice";

type ProfileSetResponse = z.infer<typeof ProfileSetResponseSchema>;

/**
 * After a sign-in, by password or by a one-time key, whatever is still cached belonged to no session or to the
 * one signed out before: it is dropped once the sign-in succeeds.
 */
async function forgetCacheOnSignIn(
  _arg: unknown,
  { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  dispatch(api.util.resetApiState());
}

/** Sign-in, the session, profiles and signing out: the account calls of SPEC.md §7. */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The RSA key the browser encrypts the password with. */
    publicKey: build.query<PublicKey, void>({
      ...checkedGet("api/account/key/", PublicKeySchema),
      keepUnusedDataFor: 300,
    }),

    /** POST /api/account/auth/ with the encrypted password; the answer sets the HttpOnly session cookie. */
    // With the second factor on, the answer is the challenge (202): the code goes to /login/code (ADR 030).
    signIn: build.mutation<SignInAnswer, AuthRequest>({
      query: (body) => ({ url: "api/account/auth/", method: "POST", body }),
      ...checkedBy(SignInAnswerSchema),
      onQueryStarted: forgetCacheOnSignIn,
    }),

    /**
     * GET /api/account/check/?KEY=…: spends a one-time key from an e-mailed link and sets the session cookie.
     * A mutation although it is a GET: it changes state, so it runs only when asked and is never repeated
     * (a retry after a lost answer would find the key used).
     */
    keySignIn: build.mutation<SignInAnswer, { KEY: string }>({
      query: ({ KEY }) => ({ url: "api/account/check/", params: { KEY } }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(SignInAnswerSchema),
      onQueryStarted: forgetCacheOnSignIn,
    }),

    /** Switches the active profile; everything scoped to a profile is fetched again. */
    setProfile: build.mutation<ProfileSetResponse, { id: number }>({
      query: ({ id }) => ({ url: "apilk/settings/profile/set/", method: "POST", body: { id } }),
      ...checkedBy(ProfileSetResponseSchema),
      invalidatesTags: (result) => (result ? ["Account", "Notification"] : []),
    }),

    /** Ends the session on the server (the cookie is cleared) and forgets it here. */
    logout: build.mutation<{ ok: true }, void>({
      // A POST, so the base query sends the CSRF token: the server ends a live session only with it.
      query: () => ({ url: "apilk/account/logout/", method: "POST" }),
      ...checkedBy(LogoutResponseSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // The server ended nothing: the session and its token stay, so «Выйти» can be pressed again.
          return;
        }
        dispatch(sessionCleared());
      },
    }),
  }),
});

export const {
  usePublicKeyQuery,
  useLazyPublicKeyQuery,
  useSignInMutation,
  useKeySignInMutation,
  useSetProfileMutation,
  useLogoutMutation,
} = accountApi;
