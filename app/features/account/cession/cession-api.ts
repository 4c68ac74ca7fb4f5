import {
  type CessionContractsResponse,
  CessionContractsResponseSchema,
  type CessionDetailResponse,
  CessionDetailResponseSchema,
  type CessionInviteRequest,
  type CessionInviteResponse,
  CessionInviteResponseSchema,
  type CessionListResponse,
  CessionListResponseSchema,
  type CessionStatus,
} from "../../../../contract/lk-cession.ts";
import { api } from "../../../store/api";
import { checkedBy, checkedGet } from "../../../store/checked-response";
import type { InvalidatedTags } from "../lk/upload-with-progress";

/**
 * What a change of a cession refreshes (interfaces of issue 12): every cession read (list, details, the parts) and
 * the notifications the server sends the other side. The multipart save/ and send/ go through
 * upload-with-progress.ts, which dispatches these after a success.
 */
export const CESSION_CHANGED_TAGS: InvalidatedTags = ["Cession", "Notification"];

/** The multipart calls of the assignor (`cession` JSON + `files[]`), for useUploadWithProgress. */
export const CESSION_SAVE_URL = "apilk/cession/save/";
export const CESSION_SEND_URL = "apilk/cession/send/";

const LIST = { type: "Cession" as const, id: "LIST" };

/**
 * The cession section of the client account (`/apilk/cession/`): the profile's cessions, the contracts it may
 * assign, one cession as the active profile may see it, cancelling and inviting. Nothing is kept once the screen
 * is left (keepUnusedDataFor 0): the other side of a cession changes it meanwhile; "Account" reloads it all on a
 * profile switch.
 */
export const cessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cessionList: build.query<CessionListResponse, void>({
      ...checkedGet("apilk/cession/list/", CessionListResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Account", LIST],
    }),

    cessionContracts: build.query<CessionContractsResponse, void>({
      ...checkedGet("apilk/cession/contracts/", CessionContractsResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: ["Account", { type: "Cession", id: "CONTRACTS" }],
    }),

    cessionDetail: build.query<CessionDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/cession/detail/?code=${encodeURIComponent(code)}`,
      ...checkedBy(CessionDetailResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { code }) => ["Account", { type: "Cession", id: code }],
    }),

    cancelCession: build.mutation<CessionDetailResponse, { code: string; status: CessionStatus }>({
      query: (body) => ({ url: "apilk/cession/delete/", method: "POST", body }),
      ...checkedBy(CessionDetailResponseSchema),
      invalidatesTags: (_result, error) => (error ? [] : ["Cession", "Notification"]),
    }),

    inviteToCession: build.mutation<CessionInviteResponse, CessionInviteRequest>({
      query: (body) => ({ url: "apilk/cession/invite/", method: "POST", body }),
      ...checkedBy(CessionInviteResponseSchema),
      invalidatesTags: (_result, error) => (error ? [] : ["Cession", "Notification"]),
    }),
  }),
});

export const {
  useCessionListQuery,
  useCessionContractsQuery,
  useCessionDetailQuery,
  useCancelCessionMutation,
  useInviteToCessionMutation,
} = cessionApi;
