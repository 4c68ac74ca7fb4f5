import {
  type CessionInviteAccepted,
  CessionInviteAcceptedSchema,
  type CessionInviteAcceptRequest,
} from "../../../../contract/lk-cession.ts";
import { CSRF_HEADER } from "../../../../contract/session.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";

/**
 * The cession invitation link's acceptance (public: a new person has no session). A signed-in account accepts for
 * itself, so it echoes its session's CSRF token, which the base query adds only to account calls.
 */
export const cessionInviteApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spends the key: never retried. */
    acceptCessionInvite: build.mutation<
      CessionInviteAccepted,
      { body: CessionInviteAcceptRequest; csrfToken: string | null }
    >({
      query: ({ body, csrfToken }) => ({
        url: "api/account/cession-invite/accept/",
        method: "POST",
        body,
        ...(csrfToken ? { headers: { [CSRF_HEADER]: csrfToken } } : {}),
      }),
      extraOptions: { maxRetries: 0 },
      ...checkedBy(CessionInviteAcceptedSchema),
    }),
  }),
});

export const { useAcceptCessionInviteMutation } = cessionInviteApi;
