import { z } from "zod";
import {
  CurrentPageSchema,
  IsoDateSchema,
  jsonFilters,
  LkVehicleSchema,
  ManagerSchema,
  MoneySchema,
  OptionSchema,
  PaginationSchema,
  VehicleTypeSchema,
} from "./lk-common.ts";
import { PolicySchema } from "./lk-insurance.ts";

/**
 * Contracts: `contracts/list/` (GET, `filters` JSON and `currentPage` in the query), `contracts/detail/?code=`,
 * `contracts/document/?code=&id=` (a file), `POST contracts/upload/` (multipart `contractCode`, `files[]`).
 */

export const ContractStatusSchema = z.enum(["active", "overdue", "finished"]).meta({
  id: "LkContractStatus",
  description: "active: действует; overdue: действует, есть просроченный платёж; finished: завершён (выкуплен)",
});
export type ContractStatus = z.infer<typeof ContractStatusSchema>;

export const ContractsFiltersSchema = z
  .object({
    status: ContractStatusSchema.optional(),
    vehicleType: VehicleTypeSchema.optional(),
    dateFrom: IsoDateSchema.optional().meta({ description: "Contracts signed on or after this date" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Contracts signed on or before this date" }),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(64, "Слишком длинный запрос: до 64 символов")
      .optional()
      .meta({ description: "Part of the contract number, the VIN or the registration plate, any case" }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "LkContractsFilters" });
export type ContractsFilters = z.infer<typeof ContractsFiltersSchema>;

export const ContractsListQuerySchema = z.object({
  filters: jsonFilters(ContractsFiltersSchema, "LkContractsFilters"),
  currentPage: CurrentPageSchema,
});

/** The day the lessor accepted a cession of the contract: finished here, it goes on in the assignee's profile. */
const AssignedAtSchema = IsoDateSchema.nullable().meta({
  description: "The day the contract passed to another lessee by cession (Передан по цессии); null otherwise",
});

export const ContractListItemSchema = z
  .object({
    code: z.string().meta({ description: "Opaque code used in every contract call" }),
    number: z.string().meta({ description: "Contract number, e.g. ЛА-2025/04812" }),
    signedAt: IsoDateSchema,
    endDate: IsoDateSchema,
    status: ContractStatusSchema,
    statusTitle: z.string(),
    vehicle: LkVehicleSchema,
    contractSum: MoneySchema,
    paid: MoneySchema,
    remaining: MoneySchema,
    overdue: MoneySchema,
    nextPayment: z.object({ date: IsoDateSchema, amount: MoneySchema }).nullable(),
    assignedAt: AssignedAtSchema,
  })
  .meta({ id: "LkContractListItem" });
export type ContractListItem = z.infer<typeof ContractListItemSchema>;

export const ContractsListResponseSchema = z
  .object({
    items: z.array(ContractListItemSchema),
    pagination: PaginationSchema,
    filters: ContractsFiltersSchema,
    statuses: z.array(OptionSchema).meta({ description: "Options for the status filter" }),
    vehicleTypes: z.array(OptionSchema).meta({ description: "Options for the vehicle type filter" }),
  })
  .meta({ id: "LkContractsList" });
export type ContractsListResponse = z.infer<typeof ContractsListResponseSchema>;

export const ContractDetailQuerySchema = z.object({
  code: z
    .string("Укажите договор")
    .min(1, "Укажите договор")
    .max(64, "Договор не найден")
    .meta({ "x-profile-resource": "contract" }),
});

export const ScheduleRowStatusSchema = z.enum(["paid", "due", "overdue", "planned"]).meta({
  description: "paid: оплачен; due: к оплате в ближайшие 30 дней; overdue: просрочен; planned: будущий",
});

export const ContractScheduleRowSchema = z
  .object({
    month: z.number().int().meta({ description: "0 for the advance, 1…n; the buyout carries n" }),
    kind: z.enum(["advance", "payment", "buyout"]),
    date: IsoDateSchema,
    payment: MoneySchema,
    vat: MoneySchema,
    principal: MoneySchema,
    remaining: MoneySchema.meta({ description: "Price not yet repaid after this row" }),
    status: ScheduleRowStatusSchema,
    paidAt: IsoDateSchema.nullable(),
    paidAmount: MoneySchema.meta({ description: "0 until paid" }),
  })
  .meta({ id: "LkContractScheduleRow" });
export type ContractScheduleRow = z.infer<typeof ContractScheduleRowSchema>;

export const ContractDocumentKindSchema = z.enum(["contract", "schedule", "act", "invoice", "client"]).meta({
  description:
    "contract: договор лизинга; schedule: график платежей; act: акт приёма-передачи; invoice: счёт/УПД; client: загружен клиентом",
});

export const ContractDocumentSchema = z
  .object({
    id: z.number().int(),
    kind: ContractDocumentKindSchema,
    title: z.string(),
    date: IsoDateSchema,
    fileName: z.string(),
    mime: z.string(),
    size: z.number().int().nullable().meta({ description: "Bytes; null for documents generated on request" }),
    url: z.string().meta({ description: "/apilk/contracts/document/?code=…&id=… (session cookie)" }),
  })
  .meta({ id: "LkContractDocument" });
export type ContractDocument = z.infer<typeof ContractDocumentSchema>;

export const ContractDetailSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    signedAt: IsoDateSchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    status: ContractStatusSchema,
    statusTitle: z.string(),
    assignedAt: AssignedAtSchema,
    term: z.number().int().meta({ description: "Months" }),
    scheduleType: z.enum(["annuity", "degressive"]),
    scheduleTypeTitle: z.string(),
    vehicle: LkVehicleSchema,
    sums: z.object({
      price: MoneySchema.meta({ description: "Vehicle price with VAT" }),
      advance: MoneySchema,
      buyout: MoneySchema,
      contractSum: MoneySchema,
      vat: MoneySchema.meta({ description: "VAT inside the contract sum (22 %)" }),
      paid: MoneySchema,
      remaining: MoneySchema,
      overdue: MoneySchema.meta({ description: "Unpaid charges past their due date" }),
      overdueSince: IsoDateSchema.nullable().meta({ description: "Due date of the oldest overdue charge" }),
      dueSoon: MoneySchema.meta({ description: "Unpaid charges due today or within 30 days" }),
      penalties: MoneySchema.meta({ description: "Penalties accrued and not paid" }),
    }),
    nextPayment: z
      .object({ date: IsoDateSchema, amount: MoneySchema })
      .nullable()
      .meta({ description: "The nearest charge due today or later (never an overdue one) and its unpaid part" }),
    schedule: z.array(ContractScheduleRowSchema),
    documents: z.array(ContractDocumentSchema),
    insurance: z.array(PolicySchema),
    manager: ManagerSchema,
  })
  .meta({ id: "LkContractDetail" });
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

export const ContractDetailResponseSchema = z
  .object({ contract: ContractDetailSchema })
  .meta({ id: "LkContractDetailResponse" });
export type ContractDetailResponse = z.infer<typeof ContractDetailResponseSchema>;

export const ContractDocumentQuerySchema = z.object({
  code: z
    .string("Укажите договор")
    .min(1, "Укажите договор")
    .max(64, "Договор не найден")
    .meta({ "x-profile-resource": "contract" }),
  id: z.coerce
    .number("Укажите документ")
    .int("Укажите документ")
    .positive("Укажите документ")
    .meta({ "x-profile-resource": "contract-document" }),
});

/** Upload limits of SPEC.md §5, shared with the browser (`app/lib` may check them before sending). */
export const UPLOAD_MAX_FILE_SIZE = 1_048_576;
export const UPLOAD_MAX_FILES = 10;
export const UPLOAD_ALLOWED_TYPES = ["application/pdf", "image/jpeg", "image/tiff", "image/bmp"] as const;

/** The multipart form of `POST contracts/upload/`, described for the OpenAPI document. */
export const ContractUploadFormSchema = z
  .object({
    contractCode: z.string().meta({ "x-profile-resource": "contract" }),
    "files[]": z
      .array(z.string().meta({ format: "binary" }))
      .meta({ description: `1–${UPLOAD_MAX_FILES} files, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF or BMP by content` }),
  })
  .meta({ id: "LkContractUploadForm" });

export const ContractUploadResponseSchema = z
  .object({ documents: z.array(ContractDocumentSchema) })
  .meta({ id: "LkContractUploadResponse" });
export type ContractUploadResponse = z.infer<typeof ContractUploadResponseSchema>;
