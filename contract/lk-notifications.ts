import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, PaginationSchema } from "./lk-common.ts";

/**
 * Notifications: `notifications/list/` (GET, `filters` JSON and `currentPage`), `notifications/counter/` GET
 * (unread) and POST `{ data: ids }` (marks them read), `POST reviews/{id}/` (rates the service a notification asks
 * about).
 */

export const NotificationsFiltersSchema = z
  .object({
    subject: z.string("Тема — это код").max(32, "Неизвестная тема").optional(),
    isRead: z.boolean("Укажите true или false").optional(),
    dateFrom: IsoDateSchema.optional(),
    dateTo: IsoDateSchema.optional(),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "LkNotificationsFilters" });
export type NotificationsFilters = z.infer<typeof NotificationsFiltersSchema>;

export const NotificationsListQuerySchema = z.object({
  filters: jsonFilters(NotificationsFiltersSchema, "LkNotificationsFilters"),
  currentPage: CurrentPageSchema,
});

export const NotificationReviewSchema = z
  .object({
    asked: z.literal(true),
    rating: z.number().int().min(1).max(5).nullable().meta({ description: "null until the client rates" }),
    comment: z.string().nullable(),
    reviewedAt: z.string().nullable().meta({ description: "ISO 8601 moment" }),
  })
  .meta({ id: "LkNotificationReview" });

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    isRead: z.boolean(),
    subject: z.string().meta({ description: "Subject code; its title is in `subjects`" }),
    title: z.string(),
    text: z.string(),
    date: z.string().meta({ description: "ISO 8601 moment" }),
    contractCode: z.string().nullable(),
    link: z.string().nullable().meta({ description: "Account page the notification is about, e.g. /account/fines" }),
    review: NotificationReviewSchema.nullable().meta({
      description: "Present when the notification asks to rate a service (POST /apilk/reviews/{id}/)",
    }),
  })
  .meta({ id: "LkNotification" });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsListResponseSchema = z
  .object({
    items: z.array(NotificationSchema).meta({ description: "Newest first" }),
    subjects: z.record(z.string(), z.string()).meta({ description: "Subject code → title" }),
    pagination: PaginationSchema,
    filters: NotificationsFiltersSchema,
    unread: z.number().int(),
  })
  .meta({ id: "LkNotificationsList" });
export type NotificationsListResponse = z.infer<typeof NotificationsListResponseSchema>;

export const NotificationsCounterSchema = z
  .object({ count: z.number().int().meta({ description: "Unread notifications of the active profile" }) })
  .meta({ id: "LkNotificationsCounter" });

export const NotificationsMarkRequestSchema = z
  .object({
    data: z
      .array(
        z.number("Идентификатор уведомления — это число").int("Идентификатор уведомления — целое число").positive(),
      )
      .min(1, "Передайте хотя бы одно уведомление")
      .max(200, "Не больше 200 уведомлений за раз")
      .meta({ "x-profile-resource": "notification" }),
  })
  .meta({ id: "LkNotificationsMarkRequest" });

export const NotificationsMarkResponseSchema = z
  .object({
    count: z.number().int().meta({ description: "Unread after the marking" }),
    updated: z.array(z.number().int()).meta({
      description: "Ids that belong to the active profile (now read); other ids are ignored",
    }),
  })
  .meta({ id: "LkNotificationsMarkResponse" });
export type NotificationsMarkResponse = z.infer<typeof NotificationsMarkResponseSchema>;

export const ReviewParamSchema = z.object({
  id: z.coerce
    .number("Уведомление не найдено")
    .int("Уведомление не найдено")
    .positive("Уведомление не найдено")
    .meta({ "x-profile-resource": "notification" }),
});

export const ReviewRequestSchema = z
  .object({
    rating: z
      .number("Поставьте оценку от 1 до 5")
      .int("Оценка — целое число от 1 до 5")
      .min(1, "Оценка — от 1 до 5")
      .max(5, "Оценка — от 1 до 5"),
    comment: z.string("Комментарий — это текст").trim().max(2000, "Комментарий — не длиннее 2000 символов").default(""),
  })
  .meta({ id: "LkReviewRequest" });
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

export const ReviewResponseSchema = z
  .object({ notificationId: z.number().int(), review: NotificationReviewSchema })
  .meta({ id: "LkReviewResponse" });
