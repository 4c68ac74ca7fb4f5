import type { z } from "zod";
import type { Option } from "../../../../contract/lk-common.ts";
import {
  type Notification,
  NotificationsCounterSchema,
  type NotificationsFilters,
  type NotificationsListResponse,
  NotificationsListResponseSchema,
  type NotificationsMarkResponse,
  NotificationsMarkResponseSchema,
  type ReviewRequest,
  ReviewResponseSchema,
} from "../../../../contract/lk-notifications.ts";
import { api } from "../../../store/api";
import { checkedBy, checkedGet, schemaMismatch } from "../../../store/checked-response";
import { listQueryString } from "../lk/list-params";

export interface NotificationsListArgs {
  filters: NotificationsFilters;
  currentPage: number;
}

/** The list as the screens use it: `subjects` turned from a map into a list of `{ code, title }` (SPEC.md §3). */
export type NotificationsList = Omit<NotificationsListResponse, "subjects"> & { subjects: Option[] };

type ReviewResponse = z.infer<typeof ReviewResponseSchema>;
type NotificationsCounter = z.infer<typeof NotificationsCounterSchema>;

/**
 * Notifications: `notifications/list/`, `notifications/counter/` GET (unread) and POST `{ data: ids }` (marks
 * read), `POST reviews/{id}/`. They provide "Notification", which a profile switch invalidates.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notificationsList: build.query<NotificationsList, NotificationsListArgs>({
      query: ({ filters, currentPage }) => `apilk/notifications/list/${listQueryString(filters, currentPage)}`,
      rawResponseSchema: NotificationsListResponseSchema,
      catchSchemaFailure: schemaMismatch,
      transformResponse: (raw: NotificationsListResponse): NotificationsList => ({
        ...raw,
        subjects: Object.entries(raw.subjects).map(([code, title]) => ({ code, title })),
      }),
      providesTags: ["Notification"],
    }),

    notificationsCounter: build.query<NotificationsCounter, void>({
      ...checkedGet("apilk/notifications/counter/", NotificationsCounterSchema),
      providesTags: ["Notification"],
    }),

    /**
     * Marks notifications read. On success the updated ids flip to read in every cached list and the counter
     * takes the server's new count; a failure is ignored (SPEC.md §4): nothing changes and nothing is shown.
     */
    markNotificationsRead: build.mutation<NotificationsMarkResponse, readonly number[]>({
      query: (ids) => ({ url: "apilk/notifications/counter/", method: "POST", body: { data: ids } }),
      ...checkedBy(NotificationsMarkResponseSchema),
      // The home page counts unread notifications too (accountInfo, popular chapters).
      invalidatesTags: (result) =>
        result
          ? [
              { type: "Account", id: "INFO" },
              { type: "Account", id: "POPULAR" },
            ]
          : [],
      async onQueryStarted(_ids, { dispatch, getState, queryFulfilled }) {
        let result: NotificationsMarkResponse;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        const updated = new Set(result.updated);
        const read = listPatches(getState(), (draft) => {
          for (const item of draft.items) if (updated.has(item.id)) item.isRead = true;
          draft.unread = result.count;
        });
        for (const patch of read) dispatch(patch);
        // A patch, not an upsert: an upsert would run the answer's schema over the value.
        dispatch(
          notificationsApi.util.updateQueryData("notificationsCounter", undefined, (draft) => {
            draft.count = result.count;
          }),
        );
      },
    }),

    /** Rates the service a notification asks about (1–5 and a comment); the list shows the review at once. */
    reviewNotification: build.mutation<ReviewResponse, { id: number } & ReviewRequest>({
      query: ({ id, rating, comment }) => ({ url: `apilk/reviews/${id}/`, method: "POST", body: { rating, comment } }),
      ...checkedBy(ReviewResponseSchema),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        let result: ReviewResponse;
        try {
          ({ data: result } = await queryFulfilled);
        } catch {
          return;
        }
        const reviewed = listPatches(getState(), (draft) => {
          const item = draft.items.find((n: Notification) => n.id === result.notificationId);
          if (item) item.review = result.review;
        });
        for (const patch of reviewed) dispatch(patch);
      },
    }),
  }),
});

export const {
  useNotificationsListQuery,
  useNotificationsCounterQuery,
  useMarkNotificationsReadMutation,
  useReviewNotificationMutation,
} = notificationsApi;

/**
 * The same change to every cached page of the list (each filter and page is its own cache entry), so that a
 * mark or a review shows at once wherever the notification is on screen.
 */
function listPatches(
  state: Parameters<typeof notificationsApi.util.selectInvalidatedBy>[0],
  patch: (draft: NotificationsList) => void,
) {
  return notificationsApi.util
    .selectInvalidatedBy(state, ["Notification"])
    .filter((entry) => entry.endpointName === "notificationsList")
    .map((entry) =>
      notificationsApi.util.updateQueryData("notificationsList", entry.originalArgs as NotificationsListArgs, patch),
    );
}
