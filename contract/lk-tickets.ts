import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * Tickets (обращения) of the active profile: `tickets/list/` (GET, `filters` JSON, `sort`, `currentPage`),
 * `tickets/detail/?code=`, `POST tickets/new/` (multipart `ticket` JSON + `files[]`), `POST tickets/message/?code=`
 * (multipart `text` + `files[]`), `POST tickets/fulfil/` `{ code }`, `tickets/categories/`, `tickets/statuses/`,
 * `tickets/attachment/?code=&id=` (a file), `tickets/counter/` (threads with unread replies of the lessor).
 */

export const TICKET_STATUS_CODES = ["new", "in_progress", "waiting_client", "done", "closed"] as const;
export const TICKET_CATEGORY_CODES = [
  "payments",
  "documents",
  "insurance",
  "accident",
  "fines",
  "buyout",
  "rescheduling",
  "requisites",
  "other",
] as const;

export const TicketStatusSchema = z.enum(TICKET_STATUS_CODES, "Неизвестный статус обращения").meta({
  id: "LkTicketStatus",
  description:
    "new: Новое; in_progress: В работе; waiting_client: Ожидает ответа клиента; done: Выполнено (ждёт подтверждения клиента); closed: Закрыто",
});
export type TicketStatusCode = z.infer<typeof TicketStatusSchema>;

export const TicketCategorySchema = z.enum(TICKET_CATEGORY_CODES, "Выберите тему обращения из списка").meta({
  id: "LkTicketCategory",
  description:
    "payments: платежи и взаиморасчёты; documents: документы; insurance: страхование; accident: ДТП и страховой случай; fines: штрафы; buyout: досрочный выкуп; rescheduling: реструктуризация; requisites: смена реквизитов; other: другое",
});
export type TicketCategoryCode = z.infer<typeof TicketCategorySchema>;

/** Russian titles of the statuses and categories, the same in the client's and the lessor's screens. */
export const TICKET_STATUS_TITLES: Record<TicketStatusCode, string> = {
  new: "Новое",
  in_progress: "В работе",
  waiting_client: "Ожидает ответа клиента",
  done: "Выполнено",
  closed: "Закрыто",
};
export const TICKET_CATEGORY_TITLES: Record<TicketCategoryCode, string> = {
  payments: "Платежи и взаиморасчёты",
  documents: "Документы",
  insurance: "Страхование",
  accident: "ДТП и страховой случай",
  fines: "Штрафы",
  buyout: "Досрочный выкуп",
  rescheduling: "Реструктуризация",
  requisites: "Смена реквизитов",
  other: "Другое",
};

/** Limits of a ticket's fields and files, shared with the browser (it may check them before sending). */
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 5000;
export const TICKET_MAX_FILES = 10;
/** SPEC.md §5's second list: tickets take ZIP archives as well. */
export const TICKET_ALLOWED_TYPES = ["application/pdf", "image/jpeg", "image/tiff", "image/bmp", "application/zip"];

const TicketCodeSchema = z
  .string("Укажите обращение")
  .trim()
  .min(1, "Укажите обращение")
  .max(64, "Обращение не найдено")
  .meta({ "x-profile-resource": "ticket" });

export const TicketsFiltersSchema = z
  .object({
    status: TicketStatusSchema.optional(),
    category: TicketCategorySchema.optional(),
    dateFrom: IsoDateSchema.optional().meta({ description: "Tickets opened on or after this date (Moscow)" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Tickets opened on or before this date (Moscow)" }),
    contractCode: z
      .string("Договор — это код")
      .trim()
      .min(1, "Укажите договор")
      .max(64, "Договор не найден")
      .optional()
      .meta({ description: "Only tickets about this contract of the profile" }),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the ticket number, its subject or the text of any of its messages, any case" }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "LkTicketsFilters" });
export type TicketsFilters = z.infer<typeof TicketsFiltersSchema>;

export const TicketsSortSchema = z.enum(["created", "lastMessage", "status"], "Неизвестный порядок сортировки").meta({
  id: "LkTicketsSort",
  description:
    "created (the default): newest first; lastMessage: the latest message first; status: new, in progress, waiting for the client, done, closed, newest first within each",
});
export type TicketsSort = z.infer<typeof TicketsSortSchema>;

export const TicketsListQuerySchema = z.object({
  filters: jsonFilters(TicketsFiltersSchema, "LkTicketsFilters"),
  sort: TicketsSortSchema.default("created"),
  currentPage: CurrentPageSchema,
});

export const TicketContractSchema = z
  .object({ code: z.string(), number: z.string() })
  .meta({ id: "LkTicketContract", description: "The contract the ticket is about" });

export const TicketAttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    mime: z.string(),
    size: z.number().int().meta({ description: "Bytes" }),
    url: z.string().meta({ description: "/apilk/tickets/attachment/?code=…&id=… (session cookie)" }),
  })
  .meta({ id: "LkTicketAttachment" });
export type TicketAttachment = z.infer<typeof TicketAttachmentSchema>;

export const TicketAuthorSchema = z.enum(["client", "staff"]).meta({
  description: "client: the client's side (any person of the profile); staff: the lessor's employee",
});

export const TicketMessageSchema = z
  .object({
    id: z.number().int(),
    author: TicketAuthorSchema,
    authorName: z.string(),
    text: z.string(),
    date: z.string().meta({ description: "ISO 8601 moment" }),
    isNew: z.boolean().meta({
      description: "A lessor's message the client had not seen before this answer (the detail call marks it read)",
    }),
    attachments: z.array(TicketAttachmentSchema),
  })
  .meta({ id: "LkTicketMessage" });
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketListItemSchema = z
  .object({
    code: z.string().meta({ description: "Opaque code used in every ticket call" }),
    number: z.string().meta({ description: "The number a person quotes, e.g. ОБ-2026-00042" }),
    category: TicketCategorySchema,
    categoryTitle: z.string(),
    subject: z.string(),
    status: TicketStatusSchema,
    statusTitle: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    lastMessageAt: z.string().meta({ description: "ISO 8601 moment" }),
    contract: TicketContractSchema.nullable(),
    messagesCnt: z.number().int(),
    unread: z.number().int().meta({ description: "The lessor's messages the client has not opened" }),
    lastMessage: z.object({
      author: TicketAuthorSchema,
      authorName: z.string(),
      excerpt: z.string().meta({ description: "The first 160 characters of its text" }),
    }),
  })
  .meta({ id: "LkTicketListItem" });
export type TicketListItem = z.infer<typeof TicketListItemSchema>;

export const TicketsListResponseSchema = z
  .object({
    items: z.array(TicketListItemSchema),
    pagination: PaginationSchema,
    filters: TicketsFiltersSchema,
    sort: TicketsSortSchema,
    statuses: z.array(OptionSchema).meta({ description: "Options for the status filter" }),
    categories: z.array(OptionSchema).meta({ description: "Options for the category filter" }),
    unread: z.number().int().meta({ description: "Tickets of the profile with unread replies, whatever the filters" }),
  })
  .meta({ id: "LkTicketsList" });
export type TicketsListResponse = z.infer<typeof TicketsListResponseSchema>;

export const TicketDetailQuerySchema = z.object({ code: TicketCodeSchema });

export const TicketDetailSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    category: TicketCategorySchema,
    categoryTitle: z.string(),
    subject: z.string(),
    status: TicketStatusSchema,
    statusTitle: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    lastMessageAt: z.string().meta({ description: "ISO 8601 moment" }),
    closedAt: z.string().nullable().meta({ description: "ISO 8601 moment; null while open" }),
    dueAt: z.string().meta({ description: "When the lessor promises an answer by (ISO 8601 moment)" }),
    contract: TicketContractSchema.nullable(),
    canReply: z.boolean().meta({ description: "false when closed: a new message of the lessor reopens it" }),
    canFulfil: z.boolean().meta({ description: "The client may confirm it is done (POST fulfil)" }),
    messages: z.array(TicketMessageSchema).meta({ description: "Oldest first" }),
  })
  .meta({ id: "LkTicketDetail" });
export type TicketDetail = z.infer<typeof TicketDetailSchema>;

export const TicketDetailResponseSchema = z
  .object({ ticket: TicketDetailSchema })
  .meta({ id: "LkTicketDetailResponse" });
export type TicketDetailResponse = z.infer<typeof TicketDetailResponseSchema>;

const textField = (what: string) =>
  z
    .string(`Напишите ${what}`)
    .trim()
    .min(1, `Напишите ${what}`)
    .max(TICKET_TEXT_MAX, `Текст длиннее ${TICKET_TEXT_MAX} символов: сократите его или приложите файлом`);

/** The `ticket` field of `POST tickets/new/`: a JSON object. */
export const TicketNewSchema = z
  .object({
    category: TicketCategorySchema,
    subject: z
      .string("Укажите тему обращения")
      .trim()
      .min(1, "Укажите тему обращения")
      .max(TICKET_SUBJECT_MAX, `Тема длиннее ${TICKET_SUBJECT_MAX} символов`),
    text: textField("текст обращения"),
    contractCode: z
      .string("Договор — это код")
      .trim()
      .max(64, "Договор не найден среди договоров профиля")
      .nullish()
      .transform((v) => v || null)
      .meta({ description: "The contract it is about, one of the active profile's; empty or absent for none" }),
  })
  .meta({ id: "LkTicketNew" });
export type TicketNew = z.input<typeof TicketNewSchema>;

/** The text fields of `POST tickets/new/` as the server reads them: `ticket` is JSON text. */
export const TicketNewFieldsSchema = z.object({
  ticket: z
    .string("Заполните обращение: поле ticket")
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Поле ticket должно быть объектом JSON" });
        return z.NEVER;
      }
    })
    .pipe(TicketNewSchema),
});

/** The multipart form of `POST tickets/new/`, described for the OpenAPI document. */
export const TicketNewFormSchema = z
  .object({
    ticket: z.string().meta({
      description: "JSON of LkTicketNew: {category, subject, text, contractCode?}",
      example: '{"category":"payments","subject":"Платёж не отражён","text":"Оплатили 10.03, в кабинете не видно"}',
    }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .optional()
      .meta({
        description: `0–${TICKET_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content`,
      }),
  })
  .meta({ id: "LkTicketNewForm" });

export const TicketNewResponseSchema = z
  .object({ ticket: z.object({ code: z.string(), number: z.string() }) })
  .meta({ id: "LkTicketNewResponse" });
export type TicketNewResponse = z.infer<typeof TicketNewResponseSchema>;

export const TicketMessageQuerySchema = z.object({ code: TicketCodeSchema });

/** The text fields of `POST tickets/message/` as the server reads them. */
export const TicketMessageFieldsSchema = z.object({ text: textField("сообщение") });

export const TicketMessageFormSchema = z
  .object({
    text: z.string().meta({ description: `1–${TICKET_TEXT_MAX} characters` }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .optional()
      .meta({
        description: `0–${TICKET_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content`,
      }),
  })
  .meta({ id: "LkTicketMessageForm" });

export const TicketMessageResponseSchema = z
  .object({
    message: TicketMessageSchema,
    ticket: z.object({ code: z.string(), status: TicketStatusSchema, statusTitle: z.string() }),
  })
  .meta({ id: "LkTicketMessageResponse" });
export type TicketMessageResponse = z.infer<typeof TicketMessageResponseSchema>;

export const TicketFulfilRequestSchema = z.object({ code: TicketCodeSchema }).meta({ id: "LkTicketFulfilRequest" });

export const TicketFulfilResponseSchema = z
  .object({
    ticket: z.object({
      code: z.string(),
      status: TicketStatusSchema,
      statusTitle: z.string(),
      closedAt: z.string().meta({ description: "ISO 8601 moment" }),
    }),
  })
  .meta({ id: "LkTicketFulfilResponse" });
export type TicketFulfilResponse = z.infer<typeof TicketFulfilResponseSchema>;

export const TicketOptionsResponseSchema = z
  .object({ items: z.array(OptionSchema) })
  .meta({ id: "LkTicketOptions", description: "Codes and Russian titles" });
export type TicketOptionsResponse = z.infer<typeof TicketOptionsResponseSchema>;

export const TicketAttachmentQuerySchema = z.object({
  code: TicketCodeSchema,
  id: z.coerce
    .number("Укажите файл")
    .int("Укажите файл")
    .positive("Укажите файл")
    .meta({ "x-profile-resource": "ticket-attachment" }),
});

export const TicketsCounterResponseSchema = z
  .object({
    unread: z.number().int().meta({ description: "Tickets with replies of the lessor the client has not opened" }),
  })
  .meta({ id: "LkTicketsCounter" });
export type TicketsCounterResponse = z.infer<typeof TicketsCounterResponseSchema>;
