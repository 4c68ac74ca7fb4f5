import { z } from "zod";
import { CurrentPageSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";
import {
  TICKET_MAX_FILES,
  TICKET_TEXT_MAX,
  TicketAuthorSchema,
  TicketCategorySchema,
  TicketStatusSchema,
} from "./lk-tickets.ts";

/**
 * The lessor's side of tickets, under /staff/api/tickets/ (role service; risk reads too; admin always):
 * `list/` (the inbox across clients), `detail/?code=` (thread, client, contract, history), `POST reply/?code=`
 * (multipart `text`, optional `status`, `files[]`), `POST status/` `{code, status}`, `POST assign/`
 * `{code, assigneeId}`, `attachment/?code=&id=` (a file), `assignees/` (who may take tickets).
 */

const StaffTicketCodeSchema = z
  .string("Укажите обращение")
  .trim()
  .min(1, "Укажите обращение")
  .max(64, "Обращение не найдено");

export const StaffTicketsFiltersSchema = z
  .object({
    status: TicketStatusSchema.optional(),
    /** `open` is every status but closed — the inbox's default view. */
    open: z.boolean("Укажите true или false").optional().meta({ description: "true: every status but closed" }),
    category: TicketCategorySchema.optional(),
    overdue: z
      .boolean("Укажите true или false")
      .optional()
      .meta({ description: "true: open tickets past their answer deadline (SLA), false: the rest" }),
    assignee: z
      .union(
        [z.enum(["me", "none"]), z.number().int("Исполнитель — id сотрудника").positive("Исполнитель — id сотрудника")],
        "Исполнитель — me, none или id сотрудника",
      )
      .optional()
      .meta({ description: "me: assigned to the caller; none: unassigned; a number: that employee's user id" }),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the ticket number, its subject, the client's name or INN, any case" }),
  })
  .meta({ id: "StaffTicketsFilters" });
export type StaffTicketsFilters = z.infer<typeof StaffTicketsFiltersSchema>;

export const StaffTicketsSortSchema = z.enum(["due", "lastMessage", "created"], "Неизвестный порядок сортировки").meta({
  id: "StaffTicketsSort",
  description:
    "due (the default): open tickets by answer deadline, the most overdue first, closed last; lastMessage: the latest message first; created: newest first",
});
export type StaffTicketsSort = z.infer<typeof StaffTicketsSortSchema>;

export const StaffTicketsListQuerySchema = z.object({
  filters: jsonFilters(StaffTicketsFiltersSchema, "StaffTicketsFilters"),
  sort: StaffTicketsSortSchema.default("due"),
  currentPage: CurrentPageSchema,
});

export const StaffPersonSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ id: "StaffPerson" });
export type StaffPerson = z.infer<typeof StaffPersonSchema>;

export const StaffTicketClientSchema = z
  .object({
    profileId: z.number().int(),
    type: z.enum(["legal", "entrepreneur", "person"]),
    title: z.string(),
    inn: z.string(),
  })
  .meta({ id: "StaffTicketClient" });

export const StaffTicketListItemSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    category: TicketCategorySchema,
    categoryTitle: z.string(),
    subject: z.string(),
    status: TicketStatusSchema,
    statusTitle: z.string(),
    client: StaffTicketClientSchema,
    contractNumber: z.string().nullable(),
    assignee: StaffPersonSchema.nullable(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    lastMessageAt: z.string().meta({ description: "ISO 8601 moment" }),
    lastAuthor: TicketAuthorSchema.meta({ description: "Who wrote last: client means the lessor owes an answer" }),
    dueAt: z.string().meta({ description: "Answer deadline (SLA), ISO 8601 moment" }),
    overdue: z.boolean().meta({ description: "Open and past dueAt" }),
    unread: z.number().int().meta({ description: "The client's messages no employee has opened" }),
  })
  .meta({ id: "StaffTicketListItem" });
export type StaffTicketListItem = z.infer<typeof StaffTicketListItemSchema>;

export const StaffTicketsListResponseSchema = z
  .object({
    items: z.array(StaffTicketListItemSchema),
    pagination: PaginationSchema,
    filters: StaffTicketsFiltersSchema,
    sort: StaffTicketsSortSchema,
    statuses: z.array(OptionSchema),
    categories: z.array(OptionSchema),
    counts: z
      .object({
        open: z.number().int(),
        overdue: z.number().int(),
        unassigned: z.number().int().meta({ description: "Open and without an assignee" }),
        mine: z.number().int().meta({ description: "Open and assigned to the caller" }),
      })
      .meta({ description: "Across the whole inbox, whatever the filters" }),
  })
  .meta({ id: "StaffTicketsList" });
export type StaffTicketsListResponse = z.infer<typeof StaffTicketsListResponseSchema>;

export const StaffTicketCodeQuerySchema = z.object({ code: StaffTicketCodeSchema });

export const StaffTicketAttachmentSchema = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    mime: z.string(),
    size: z.number().int(),
    url: z.string().meta({ description: "/staff/api/tickets/attachment/?code=…&id=…" }),
  })
  .meta({ id: "StaffTicketAttachment" });

export const StaffTicketMessageSchema = z
  .object({
    id: z.number().int(),
    author: TicketAuthorSchema,
    authorName: z.string(),
    text: z.string(),
    date: z.string().meta({ description: "ISO 8601 moment" }),
    readAt: z
      .string()
      .nullable()
      .meta({ description: "When the other side opened it (the client for a lessor's message); null while unread" }),
    attachments: z.array(StaffTicketAttachmentSchema),
  })
  .meta({ id: "StaffTicketMessage" });
export type StaffTicketMessage = z.infer<typeof StaffTicketMessageSchema>;

export const StaffTicketHistoryEntrySchema = z
  .object({
    at: z.string().meta({ description: "ISO 8601 moment" }),
    actorEmail: z.string(),
    action: z.string().meta({ description: "ticket.reply, ticket.status or ticket.assign" }),
    actionTitle: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: "StaffTicketHistoryEntry" });

export const StaffTicketDetailSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    category: TicketCategorySchema,
    categoryTitle: z.string(),
    subject: z.string(),
    status: TicketStatusSchema,
    statusTitle: z.string(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    closedAt: z.string().nullable(),
    dueAt: z.string(),
    overdue: z.boolean(),
    client: StaffTicketClientSchema.extend({
      kpp: z.string().nullable(),
      author: z
        .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
        .nullable()
        .meta({ description: "The person who opened the ticket; null if removed" }),
    }),
    contract: z
      .object({
        code: z.string(),
        number: z.string(),
        vehicleTitle: z.string(),
        status: z.string(),
        signedAt: z.string(),
      })
      .nullable(),
    assignee: StaffPersonSchema.nullable(),
    messages: z.array(StaffTicketMessageSchema).meta({ description: "Oldest first" }),
    history: z
      .array(StaffTicketHistoryEntrySchema)
      .meta({ description: "The staff audit of this ticket, oldest first" }),
  })
  .meta({ id: "StaffTicketDetail" });
export type StaffTicketDetail = z.infer<typeof StaffTicketDetailSchema>;

export const StaffTicketResponseSchema = z
  .object({ ticket: StaffTicketDetailSchema })
  .meta({ id: "StaffTicketResponse" });
export type StaffTicketResponse = z.infer<typeof StaffTicketResponseSchema>;

/** The text fields of `POST reply/` as the server reads them. */
export const StaffTicketReplyFieldsSchema = z.object({
  text: z
    .string("Напишите ответ")
    .trim()
    .min(1, "Напишите ответ")
    .max(TICKET_TEXT_MAX, `Текст длиннее ${TICKET_TEXT_MAX} символов: сократите его или приложите файлом`),
  status: z
    .union([z.literal("").transform(() => undefined), TicketStatusSchema], "Неизвестный статус обращения")
    .optional(),
});

export const StaffTicketReplyFormSchema = z
  .object({
    text: z.string().meta({ description: `1–${TICKET_TEXT_MAX} characters` }),
    status: TicketStatusSchema.optional().meta({
      description: "The status after the reply; waiting_client when absent. A closed ticket is reopened.",
    }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .optional()
      .meta({
        description: `0–${TICKET_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content`,
      }),
  })
  .meta({ id: "StaffTicketReplyForm" });

export const StaffTicketStatusRequestSchema = z
  .object({ code: StaffTicketCodeSchema, status: TicketStatusSchema })
  .meta({ id: "StaffTicketStatusRequest" });

export const StaffTicketAssignRequestSchema = z
  .object({
    code: StaffTicketCodeSchema,
    assigneeId: z
      .number("Укажите сотрудника или null")
      .int("Укажите сотрудника")
      .positive("Укажите сотрудника")
      .nullable()
      .meta({ description: "A user id from assignees/, or null to unassign" }),
  })
  .meta({ id: "StaffTicketAssignRequest" });

export const StaffTicketAttachmentQuerySchema = z.object({
  code: StaffTicketCodeSchema,
  id: z.coerce.number("Укажите файл").int("Укажите файл").positive("Укажите файл"),
});

export const StaffAssigneesResponseSchema = z
  .object({ items: z.array(StaffPersonSchema) })
  .meta({ id: "StaffTicketAssignees", description: "Active employees in client service (or administrators)" });
export type StaffAssigneesResponse = z.infer<typeof StaffAssigneesResponseSchema>;
