import { Hono } from "hono";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  NotificationsCounterSchema,
  NotificationsListQuerySchema,
  NotificationsListResponseSchema,
  NotificationsMarkRequestSchema,
  NotificationsMarkResponseSchema,
  ReviewParamSchema,
  ReviewRequestSchema,
  ReviewResponseSchema,
} from "../../contract/lk-notifications.ts";
import type { ApiEnv } from "./api-env.ts";
import { activeProfile, lkGetOperation, lkJson, lkNotFound } from "./lk-http.ts";
import { jsonContent, responses } from "./openapi-helpers.ts";
import { problem } from "./problem.ts";
import { requireSession } from "./require-session.ts";
import { readJson, readParams, readQuery } from "./validate.ts";

/** /apilk/notifications: the list with its filter, the unread counter, marking as read. */
export const lkNotificationsApi = new Hono<ApiEnv>({ strict: false })
  .use(requireSession)
  .get("/list", async (c) => {
    const profile = activeProfile(c);
    const { filters, currentPage } = readQuery(c, NotificationsListQuerySchema);
    return lkJson(
      c,
      NotificationsListResponseSchema,
      await c.var.services.lk.notifications.list(profile.id, filters, currentPage),
    );
  })
  .get("/counter", async (c) => {
    const profile = activeProfile(c);
    return lkJson(c, NotificationsCounterSchema, { count: await c.var.services.lk.notifications.unread(profile.id) });
  })
  .post("/counter", async (c) => {
    const profile = activeProfile(c);
    const { data } = await readJson(c, NotificationsMarkRequestSchema);
    return lkJson(c, NotificationsMarkResponseSchema, await c.var.services.lk.notifications.markRead(profile.id, data));
  });

/** /apilk/reviews/{id}: the client rates the service a notification asks about, once. */
export const lkReviewsApi = new Hono<ApiEnv>({ strict: false }).use(requireSession).post("/:id", async (c) => {
  const profile = activeProfile(c);
  const { id } = readParams(c, ReviewParamSchema);
  const input = await readJson(c, ReviewRequestSchema);
  const result = await c.var.services.lk.notifications.review(profile.id, c.var.session.user.id, id, input);
  if (!result.ok) {
    if (result.reason === "not_found") lkNotFound("Уведомление не найдено среди уведомлений выбранного профиля");
    if (result.reason === "not_reviewable") return problem(c, 409, "Это уведомление не предлагает оценить услугу");
    return problem(c, 409, "Вы уже оценили эту услугу: оценку можно поставить один раз");
  }
  return lkJson(c, ReviewResponseSchema, { notificationId: result.notificationId, review: result.review }, 201);
});

const TAGS = ["Account notifications"];

export const lkNotificationsPaths: ZodOpenApiPathsObject = {
  "/apilk/notifications/list/": {
    get: lkGetOperation({
      summary:
        "Notifications of the active profile, newest first, 10 a page; `filters` is URL-encoded JSON {subject, isRead, dateFrom, dateTo}; `subjects` maps codes to titles",
      tags: TAGS,
      query: NotificationsListQuerySchema,
      ok: NotificationsListResponseSchema,
    }),
  },
  "/apilk/notifications/counter/": {
    get: lkGetOperation({
      summary: "Unread notifications of the active profile",
      tags: TAGS,
      ok: NotificationsCounterSchema,
    }),
    post: {
      // A second method on the path: the derived lkNotificationsCounter names the GET.
      operationId: "lkNotificationsMarkRead",
      summary:
        "Marks the listed notifications read (needs X-CSRF-Token); ids of other profiles or unknown ids are ignored and left untouched; answers the new unread count",
      tags: TAGS,
      requestBody: jsonContent(NotificationsMarkRequestSchema),
      responses: responses(NotificationsMarkResponseSchema, [400, 401, 403, 415]),
    },
  },
  "/apilk/reviews/{id}/": {
    post: {
      summary:
        "Rates (1–5, with a comment) the service a notification asks about (needs X-CSRF-Token); once per notification (409 after); 404 for another profile's notification",
      tags: TAGS,
      requestParams: { path: ReviewParamSchema },
      requestBody: jsonContent(ReviewRequestSchema),
      responses: responses(ReviewResponseSchema, [400, 401, 403, 404, 409, 415], 201),
    },
  },
};
