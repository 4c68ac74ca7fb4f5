import { z } from "zod";
import { FORM_KINDS, FormKindSchema } from "./forms.ts";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";
import { StaffPersonSchema } from "./staff-tickets.ts";

/**
 * The sales inbox of every lead form (issue 15), under /staff/api/leads/ (role sales; admin always):
 * `list/` (`filters` JSON and `currentPage`, 25 a page, newest first), `detail/?id=` (the visitor's data as the form
 * had it, the calculator's estimate, the source, the history, the possible duplicates), `export/?filters=` (the
 * filtered list as XLSX, up to 10 000 rows), `assignees/` (who may handle leads), `dashboard/` (30 days: leads per
 * day by source and by form, conversion by status, median time to the first action), and the changes
 * `POST take/` `{id}`, `POST status/` `{id, status, comment?}`, `POST comment/` `{id, comment}`,
 * `POST assign/` `{id, assigneeId}`. Each change is audited.
 */

export const LEAD_STATUS_CODES = ["new", "in_progress", "approved", "rejected", "duplicate"] as const;
export const LeadStatusSchema = z
  .enum(LEAD_STATUS_CODES, "Статус — new, in_progress, approved, rejected или duplicate")
  .meta({
    id: "LeadStatus",
    description: "new: Новая; in_progress: В работе; approved: Одобрена; rejected: Отказ; duplicate: Дубль",
  });
export type LeadStatus = z.infer<typeof LeadStatusSchema>;

export const LEAD_STATUS_TITLES: Readonly<Record<LeadStatus, string>> = {
  new: "Новая",
  in_progress: "В работе",
  approved: "Одобрена",
  rejected: "Отказ",
  duplicate: "Дубль",
};

/** Leads a page of the inbox shows. */
export const STAFF_LEADS_PAGE_SIZE = 25;
/** The most rows one export holds: a bigger selection is narrowed by the filters first. */
export const STAFF_LEADS_EXPORT_MAX = 10_000;
/** Another lead with the same phone or e-mail this many days before or after is a possible duplicate. */
export const LEAD_DUPLICATE_DAYS = 90;
/** The dashboard's window, days up to and including today (Moscow). */
export const LEAD_DASHBOARD_DAYS = 30;
export const LEAD_COMMENT_MAX = 2000;

/** A lead's source in the filter when it came without utm_source. */
export const LEAD_NO_SOURCE = "none";
export const LEAD_NO_SOURCE_TITLE = "Без метки";

export const StaffLeadsFiltersSchema = z
  .object({
    status: LeadStatusSchema.optional(),
    kind: FormKindSchema.optional().meta({ description: `The form: ${FORM_KINDS.join(", ")}` }),
    source: z
      .string("Источник — это строка")
      .trim()
      .min(1, "Укажите источник")
      .max(200, "Источник — не длиннее 200 символов")
      .optional()
      .meta({ description: `utm_source exactly, or "${LEAD_NO_SOURCE}" for leads without one` }),
    assignee: z
      .union(
        [z.enum(["me", "none"]), z.number().int("Менеджер — id сотрудника").positive("Менеджер — id сотрудника")],
        "Менеджер — me, none или id сотрудника",
      )
      .optional()
      .meta({ description: "me: assigned to the caller; none: unassigned; a number: that employee's user id" }),
    dateFrom: IsoDateSchema.optional().meta({ description: "Leads sent on or after this date (Moscow)" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Leads sent on or before this date (Moscow)" }),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the name, company, e-mail or reference (any case), or of the phone's digits" }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "StaffLeadsFilters" });
export type StaffLeadsFilters = z.infer<typeof StaffLeadsFiltersSchema>;

export const StaffLeadsListQuerySchema = z.object({
  filters: jsonFilters(StaffLeadsFiltersSchema, "StaffLeadsFilters"),
  currentPage: CurrentPageSchema,
});
export const StaffLeadsExportQuerySchema = z.object({
  filters: jsonFilters(StaffLeadsFiltersSchema, "StaffLeadsFilters"),
});

const LeadIdSchema = z.coerce
  .number("Укажите заявку")
  .int("Укажите заявку")
  .positive("Укажите заявку")
  .max(2_147_483_647, "Заявка не найдена")
  .meta({ description: "The lead's id" });
export const StaffLeadIdQuerySchema = z.object({ id: LeadIdSchema });

const CommentSchema = z
  .string("Комментарий — это строка")
  .trim()
  .max(LEAD_COMMENT_MAX, `Комментарий — не длиннее ${LEAD_COMMENT_MAX} символов`);

export const StaffLeadTakeRequestSchema = z.object({ id: LeadIdSchema }).meta({ id: "StaffLeadTakeRequest" });
export const StaffLeadStatusRequestSchema = z
  .object({
    id: LeadIdSchema,
    status: LeadStatusSchema,
    comment: CommentSchema.optional().meta({ description: "Why, for the history; optional" }),
  })
  .meta({ id: "StaffLeadStatusRequest" });
export const StaffLeadCommentRequestSchema = z
  .object({
    id: LeadIdSchema,
    comment: CommentSchema.min(1, "Напишите комментарий"),
  })
  .meta({ id: "StaffLeadCommentRequest" });
export const StaffLeadAssignRequestSchema = z
  .object({
    id: LeadIdSchema,
    assigneeId: z
      .number("Выберите менеджера")
      .int("Выберите менеджера")
      .positive("Выберите менеджера")
      .meta({ description: "User id of an active employee with the role sales or admin" }),
  })
  .meta({ id: "StaffLeadAssignRequest" });

export const StaffLeadListItemSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().nullable().meta({ description: "What the visitor was told, e.g. Л-2611-4F7K" }),
    kind: FormKindSchema,
    kindTitle: z.string(),
    status: LeadStatusSchema,
    statusTitle: z.string(),
    name: z.string().nullable().meta({ description: "The visitor's name (or the account's, for the account's form)" }),
    company: z.string().nullable(),
    phone: z.string().nullable().meta({ description: "+7XXXXXXXXXX" }),
    email: z.string().nullable(),
    source: z.string().nullable().meta({ description: "utm_source" }),
    pageUrl: z.string().nullable(),
    assignee: StaffPersonSchema.nullable(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    duplicates: z
      .number()
      .int()
      .meta({
        description: `Other leads with the same phone or e-mail within ${LEAD_DUPLICATE_DAYS} days`,
      }),
  })
  .meta({ id: "StaffLeadListItem" });
export type StaffLeadListItem = z.infer<typeof StaffLeadListItemSchema>;

export const StaffLeadsListResponseSchema = z
  .object({
    items: z.array(StaffLeadListItemSchema).meta({ description: "Newest first" }),
    pagination: PaginationSchema,
    filters: StaffLeadsFiltersSchema,
    statuses: z.array(OptionSchema),
    kinds: z.array(OptionSchema),
    sources: z.array(OptionSchema).meta({ description: "Every utm_source the leads hold, and «Без метки»" }),
    assignees: z.array(StaffPersonSchema),
    counts: z
      .object({
        new: z.number().int().meta({ description: "Leads nobody has acted on" }),
        mine: z.number().int().meta({ description: "In progress and assigned to the caller" }),
      })
      .meta({ description: "Across the whole inbox, whatever the filters" }),
  })
  .meta({ id: "StaffLeadsList" });
export type StaffLeadsListResponse = z.infer<typeof StaffLeadsListResponseSchema>;

export const StaffLeadFactSchema = z
  .object({ label: z.string(), value: z.string() })
  .meta({ id: "StaffLeadFact", description: "A field of the form, labelled and shown as a person reads it" });
export type StaffLeadFact = z.infer<typeof StaffLeadFactSchema>;

export const StaffLeadEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: "ISO 8601 moment" }),
    authorName: z.string(),
    statusFrom: LeadStatusSchema.nullable(),
    statusTo: LeadStatusSchema.nullable(),
    statusToTitle: z.string().nullable(),
    assignee: z.string().nullable().meta({ description: "The manager it was assigned to, by name" }),
    comment: z.string().nullable(),
  })
  .meta({ id: "StaffLeadEvent" });
export type StaffLeadEvent = z.infer<typeof StaffLeadEventSchema>;

export const StaffLeadDuplicateSchema = z
  .object({
    id: z.number().int(),
    reference: z.string().nullable(),
    kindTitle: z.string(),
    statusTitle: z.string(),
    name: z.string().nullable(),
    createdAt: z.string(),
    matchedBy: z.array(z.enum(["phone", "email"])),
  })
  .meta({ id: "StaffLeadDuplicate" });

export const StaffLeadDetailSchema = StaffLeadListItemSchema.extend({
  facts: z.array(StaffLeadFactSchema).meta({ description: "The visitor's data as the form had it" }),
  client: z
    .array(StaffLeadFactSchema)
    .nullable()
    .meta({ description: "The account that sent the account's form: name, e-mail, phone, profile, INN" }),
  terms: z
    .array(StaffLeadFactSchema)
    .nullable()
    .meta({ description: "The calculator's terms and the lessor's estimate (monthly payment, rate, contract sum)" }),
  utm: z.array(StaffLeadFactSchema).meta({ description: "The UTM tags it came with" }),
  consentAdvertising: z.boolean(),
  firstActionAt: z.string().nullable(),
  events: z.array(StaffLeadEventSchema).meta({ description: "Oldest first" }),
  duplicateLeads: z.array(StaffLeadDuplicateSchema).meta({ description: "Newest first" }),
}).meta({ id: "StaffLeadDetail" });
export type StaffLeadDetail = z.infer<typeof StaffLeadDetailSchema>;

export const StaffLeadResponseSchema = z.object({ lead: StaffLeadDetailSchema }).meta({ id: "StaffLead" });
export type StaffLeadResponse = z.infer<typeof StaffLeadResponseSchema>;

export const StaffLeadAssigneesResponseSchema = z
  .object({ items: z.array(StaffPersonSchema) })
  .meta({ id: "StaffLeadAssignees" });
export type StaffLeadAssigneesResponse = z.infer<typeof StaffLeadAssigneesResponseSchema>;

export const StaffLeadSeriesSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    counts: z.array(z.number().int()).meta({ description: "Leads per day, aligned with `days`" }),
    total: z.number().int(),
  })
  .meta({ id: "StaffLeadSeries" });
export type StaffLeadSeries = z.infer<typeof StaffLeadSeriesSchema>;

export const StaffLeadsDashboardSchema = z
  .object({
    dateFrom: z.string().meta({ description: "The window's first day (Moscow)" }),
    dateTo: z.string().meta({ description: "Today (Moscow)" }),
    days: z.array(z.string()).meta({ description: "Every day of the window, oldest first" }),
    total: z.number().int(),
    bySource: z.array(StaffLeadSeriesSchema).meta({ description: "By utm_source, the most leads first" }),
    byKind: z.array(StaffLeadSeriesSchema).meta({ description: "By form, the most leads first" }),
    conversion: z
      .array(z.object({ status: LeadStatusSchema, title: z.string(), count: z.number().int(), percent: z.number() }))
      .meta({ description: "The window's leads by their status now; percent of the total, one decimal" }),
    firstAction: z.object({
      acted: z.number().int().meta({ description: "Leads of the window with a first action" }),
      waiting: z.number().int().meta({ description: "Leads of the window nobody has acted on" }),
      medianMinutes: z
        .number()
        .nullable()
        .meta({ description: "Median of first_action_at − created_at, minutes (one decimal); null with none acted" }),
    }),
  })
  .meta({ id: "StaffLeadsDashboard" });
export type StaffLeadsDashboard = z.infer<typeof StaffLeadsDashboardSchema>;

export const STAFF_LEAD_MESSAGES = {
  notFound: "Заявка не найдена",
  alreadyMine: "Заявка уже у вас в работе",
  closed: "Заявка закрыта: чтобы вернуться к ней, смените статус",
  sameStatus: "Заявка уже в этом статусе",
  sameAssignee: "Заявка уже назначена на этого менеджера",
  assignee: "Сотрудник не найден среди тех, кто может вести заявки",
} as const;
