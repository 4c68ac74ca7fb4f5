import { z } from "zod";
import { CurrentPageSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";
import {
  ReschedulingCalculationSchema,
  ReschedulingOptionSchema,
  ReschedulingParamsSchema,
  ReschedulingStatusSchema,
} from "./lk-rescheduling.ts";
import { TicketStatusSchema } from "./lk-tickets.ts";

/**
 * The lessor's side of rescheduling, under /staff/api/rescheduling/ (roles service and risk; admin always):
 * `list/` (requests across clients, `filters` JSON and `currentPage`), `detail/?code=` (the request, its old and new
 * schedules side by side, whether the schedule changed since), `POST approve/` `{code}` (the contract's unpaid
 * payments from the request's first month become the proposal), `POST decline/` `{code, reason}`.
 * Each decision answers in the request's ticket (the client gets a notification and an e-mail) and is audited.
 */

const StaffRequestCodeSchema = z.string("Укажите заявку").trim().min(1, "Укажите заявку").max(64, "Заявка не найдена");

export const STAFF_DECLINE_REASON_MAX = 2000;

export const StaffReschedulingFiltersSchema = z
  .object({
    status: ReschedulingStatusSchema.optional(),
    option: ReschedulingOptionSchema.optional(),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(100, "Слишком длинный запрос: до 100 символов")
      .optional()
      .meta({ description: "Part of the contract number, the ticket number, the client's name or INN, any case" }),
  })
  .meta({ id: "StaffReschedulingFilters" });
export type StaffReschedulingFilters = z.infer<typeof StaffReschedulingFiltersSchema>;

export const StaffReschedulingListQuerySchema = z.object({
  filters: jsonFilters(StaffReschedulingFiltersSchema, "StaffReschedulingFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffReschedulingClientSchema = z
  .object({
    profileId: z.number().int(),
    type: z.enum(["legal", "entrepreneur", "person"]),
    title: z.string(),
    inn: z.string(),
  })
  .meta({ id: "StaffReschedulingClient" });

export const StaffReschedulingListItemSchema = z
  .object({
    code: z.string(),
    status: ReschedulingStatusSchema,
    statusTitle: z.string(),
    option: ReschedulingOptionSchema,
    optionTitle: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    decidedAt: z.string().nullable(),
    client: StaffReschedulingClientSchema,
    contract: z.object({ code: z.string(), number: z.string(), vehicleTitle: z.string() }),
    ticket: z.object({ code: z.string(), number: z.string() }),
    difference: z.number().meta({ description: "₽: new payments total − old payments total of the proposal" }),
  })
  .meta({ id: "StaffReschedulingListItem" });
export type StaffReschedulingListItem = z.infer<typeof StaffReschedulingListItemSchema>;

export const StaffReschedulingListResponseSchema = z
  .object({
    items: z.array(StaffReschedulingListItemSchema).meta({ description: "Under review first, then newest first" }),
    pagination: PaginationSchema,
    filters: StaffReschedulingFiltersSchema,
    statuses: z.array(OptionSchema),
    options: z.array(OptionSchema),
    counts: z.object({ review: z.number().int() }).meta({ description: "Across all requests, whatever the filters" }),
  })
  .meta({ id: "StaffReschedulingList" });
export type StaffReschedulingListResponse = z.infer<typeof StaffReschedulingListResponseSchema>;

export const StaffReschedulingCodeQuerySchema = z.object({ code: StaffRequestCodeSchema });

export const StaffReschedulingDetailSchema = z
  .object({
    code: z.string(),
    status: ReschedulingStatusSchema,
    statusTitle: z.string(),
    option: ReschedulingOptionSchema,
    optionTitle: z.string(),
    params: ReschedulingParamsSchema,
    justification: z.string(),
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable().meta({ description: "The client's name who saved it; null if removed" }),
    decidedAt: z.string().nullable(),
    decidedBy: z.string().nullable().meta({ description: "The employee's name who decided" }),
    client: StaffReschedulingClientSchema,
    contract: z.object({
      code: z.string(),
      number: z.string(),
      vehicleTitle: z.string(),
      endDate: z.string(),
      term: z.number().int(),
    }),
    ticket: z.object({ code: z.string(), number: z.string(), status: TicketStatusSchema, statusTitle: z.string() }),
    calculation: ReschedulingCalculationSchema.meta({
      description: "The schedule the request replaced (as it was when saved) and the proposal, side by side",
    }),
    stale: z.boolean().meta({
      description:
        "Under review and the contract's schedule changed since the request (a payment was made): approval is refused",
    }),
    canDecide: z.boolean().meta({ description: "Under review and not stale" }),
  })
  .meta({ id: "StaffReschedulingDetail" });
export type StaffReschedulingDetail = z.infer<typeof StaffReschedulingDetailSchema>;

export const StaffReschedulingResponseSchema = z
  .object({ request: StaffReschedulingDetailSchema })
  .meta({ id: "StaffReschedulingResponse" });
export type StaffReschedulingResponse = z.infer<typeof StaffReschedulingResponseSchema>;

export const StaffReschedulingApproveRequestSchema = z
  .object({ code: StaffRequestCodeSchema })
  .meta({ id: "StaffReschedulingApproveRequest" });

export const StaffReschedulingDeclineRequestSchema = z
  .object({
    code: StaffRequestCodeSchema,
    reason: z
      .string("Укажите причину отказа")
      .trim()
      .min(1, "Укажите причину отказа")
      .max(STAFF_DECLINE_REASON_MAX, `Причина отказа — не больше ${STAFF_DECLINE_REASON_MAX} символов`),
  })
  .meta({ id: "StaffReschedulingDeclineRequest" });
