import {
  type GuarantorDetailResponse,
  GuarantorDetailResponseSchema,
  type GuarantorSendRequest,
  type ParticipantDetailResponse,
  ParticipantDetailResponseSchema,
} from "../../../../contract/lk-cession.ts";
import { api } from "../../../store/api";
import { checkedBy } from "../../../store/checked-response";
import type { InvalidatedTags } from "../lk/upload-with-progress";

/**
 * What a participant's save or send changes: every cession's detail and list (the assignor's summary of this part,
 * its send blockers) and the notifications the server sends the assignor. Multipart saves go through
 * upload-with-progress.ts, which dispatches these after a success.
 */
export const PARTICIPANT_CHANGED_TAGS: InvalidatedTags = ["Cession", "Notification"];

const query = (code: string) => `?code=${encodeURIComponent(code)}`;

/** The assignee's questionnaire as a PDF (a plain link: the browser opens or saves it). */
export function participantPrintUrl(code: string): string {
  return `/apilk/cession/participant/print/${query(code)}`;
}

/** The multipart save of the questionnaire, for useUploadWithProgress (`participant` JSON + `files[]`). */
export const PARTICIPANT_SAVE_URL = "apilk/cession/participant/save/";

/**
 * The assignee's and a guarantor's own parts of a cession (`code` is the cession's code): the questionnaire
 * (`participant/detail/`, `participant/send/`) and the guarantor's data (`guarantor/`, `guarantorsend/`). Nothing
 * is kept once the screen is left (keepUnusedDataFor 0): another person may have changed the cession meanwhile,
 * and a profile switch ("Account") loads it again.
 */
export const participantApi = api.injectEndpoints({
  endpoints: (build) => ({
    participantDetail: build.query<ParticipantDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/cession/participant/detail/${query(code)}`,
      ...checkedBy(ParticipantDetailResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { code }) => ["Account", { type: "Cession", id: code }],
    }),

    sendParticipant: build.mutation<unknown, { code: string }>({
      query: (body) => ({ url: "apilk/cession/participant/send/", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["Cession", "Notification"]),
    }),

    guarantorDetail: build.query<GuarantorDetailResponse, { code: string }>({
      query: ({ code }) => `apilk/cession/guarantor/${query(code)}`,
      ...checkedBy(GuarantorDetailResponseSchema),
      keepUnusedDataFor: 0,
      providesTags: (_result, _error, { code }) => ["Account", { type: "Cession", id: code }],
    }),

    sendGuarantor: build.mutation<unknown, GuarantorSendRequest>({
      query: (body) => ({ url: "apilk/cession/guarantorsend/", method: "POST", body }),
      invalidatesTags: (_result, error) => (error ? [] : ["Cession", "Notification"]),
    }),
  }),
});

export const {
  useParticipantDetailQuery,
  useSendParticipantMutation,
  useGuarantorDetailQuery,
  useSendGuarantorMutation,
} = participantApi;
