import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";
import { SECURITY_EVENT_KINDS } from "./security-events.ts";

/**
 * «Журнал безопасности» of the back office (issue 17, ASVS 16.3): every account's sign-ins and failures, second
 * factor and password changes, refused authorisations — searched by the administrator, 25 a page.
 */
export const STAFF_SECURITY_PAGE_SIZE = 25;

export const StaffSecurityFiltersSchema = z
  .object({
    kind: z.enum(SECURITY_EVENT_KINDS, "Неизвестный вид события").optional().meta({ description: "One kind of event" }),
    email: z
      .string("Адрес — это строка")
      .trim()
      .max(320, "Адрес: не больше 320 символов")
      .optional()
      .meta({ description: "Part of the e-mail tried or acted on, any case" }),
    address: z
      .string("IP-адрес — это строка")
      .trim()
      .max(64, "IP-адрес: не больше 64 символов")
      .optional()
      .meta({ description: "The client's address exactly" }),
    dateFrom: IsoDateSchema.optional().meta({ description: "Events on or after this date (Moscow)" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Events on or before this date (Moscow)" }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "StaffSecurityFilters" });
export type StaffSecurityFilters = z.infer<typeof StaffSecurityFiltersSchema>;

export const StaffSecurityListQuerySchema = z.object({
  filters: jsonFilters(StaffSecurityFiltersSchema, "StaffSecurityFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffSecurityEventSchema = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: "ISO 8601 moment" }),
    kind: z.enum(SECURITY_EVENT_KINDS),
    kindTitle: z.string(),
    email: z.string().nullable().meta({ description: "The e-mail tried or acted on" }),
    userName: z.string().nullable().meta({ description: "The account's person, when the e-mail is an account's" }),
    area: z
      .enum(["client", "staff"])
      .nullable()
      .meta({ description: "Whose account: a client's or the lessor's employee's; null for an unknown e-mail" }),
    address: z.string().nullable(),
    userAgent: z.string().nullable(),
    reason: z.string().nullable().meta({ description: "Why a sign-in failed or an access was refused, in words" }),
    path: z.string().nullable().meta({ description: "The call refused (access.denied): method and path" }),
  })
  .meta({ id: "StaffSecurityEvent" });
export type StaffSecurityEvent = z.infer<typeof StaffSecurityEventSchema>;

export const StaffSecurityListResponseSchema = z
  .object({
    items: z.array(StaffSecurityEventSchema).meta({ description: "Newest first" }),
    pagination: PaginationSchema,
    filters: StaffSecurityFiltersSchema,
    kinds: z.array(OptionSchema).meta({ description: "Every kind of event, for the filter" }),
  })
  .meta({ id: "StaffSecurityList" });
export type StaffSecurityListResponse = z.infer<typeof StaffSecurityListResponseSchema>;
