import { z } from "zod";
import { RESCHEDULING_LIMITS } from "../core/rescheduling.ts";
import {
  IsoDateSchema,
  jsonFilters,
  LkVehicleSchema,
  MoneySchema,
  OptionSchema,
  VehicleTypeSchema,
} from "./lk-common.ts";
import { ContractStatusSchema, UPLOAD_MAX_FILES } from "./lk-contracts.ts";

/**
 * Rescheduling (реструктуризация) of a contract's remaining payments, SPEC.md §7 "Rescheduling":
 * `rescheduling/page/` (GET, `filters` JSON), `rescheduling/contracts/schedule/?contractCode=&source=`,
 * `rescheduling/change/?contractCode=&option=`, `POST rescheduling/calculate/` (JSON) and
 * `POST rescheduling/save/` (multipart `request` JSON + `files[]`).
 *
 * The maths is core/rescheduling.ts: the present value at the contract's monthly rate of the new remaining schedule
 * equals that of the old one (within 1 kopeck per row), so the financed amount is kept whatever the option.
 */

/** The limits of the options (core/rescheduling.ts); the server checks them, the browser may show them before asking. */
export { RESCHEDULING_LIMITS };

export const ReschedulingOptionSchema = z.enum(["holiday", "reduced", "extension", "seasonal"]).meta({
  id: "LkReschedulingOption",
  description:
    "holiday: платёжные каникулы (пропуск до 3 месяцев, сумма распределяется на остальные платежи); reduced: сниженные платежи на N месяцев с доплатой потом; extension: увеличение срока на N месяцев; seasonal: сезонный график (высокие и низкие месяцы)",
});
export type ReschedulingOption = z.infer<typeof ReschedulingOptionSchema>;

export const ReschedulingStatusSchema = z.enum(["review", "approved", "declined"]).meta({
  id: "LkReschedulingStatus",
  description: "review: на рассмотрении; approved: одобрено; declined: отклонено",
});
export type ReschedulingStatus = z.infer<typeof ReschedulingStatusSchema>;

const L = RESCHEDULING_LIMITS;

const wholeMonths = (title: string, min: number, max: number) =>
  z
    .number(`${title}: укажите число месяцев`)
    .int(`${title}: укажите целое число месяцев`)
    .min(min, `${title}: не меньше ${min}`)
    .max(max, `${title}: не больше ${max}`);

const percent = (title: string, min: number, max: number) =>
  z
    .number(`${title}: укажите процент`)
    .int(`${title}: укажите целый процент`)
    .min(min, `${title}: не меньше ${min} %`)
    .max(max, `${title}: не больше ${max} %`);

const calendarMonths = (title: string, min: number, max: number) =>
  z
    .array(
      z
        .number(`${title}: месяц — число от 1 до 12`)
        .int(`${title}: месяц — число от 1 до 12`)
        .min(1, `${title}: месяц — число от 1 до 12`)
        .max(12, `${title}: месяц — число от 1 до 12`),
      `${title}: укажите список месяцев`,
    )
    .min(min, min === 1 ? `${title}: выберите хотя бы один месяц` : `${title}: не меньше ${min}`)
    .max(max, `${title}: не больше ${max} месяцев`)
    .refine((months) => new Set(months).size === months.length, `${title}: месяцы не должны повторяться`)
    .meta({ description: "Calendar months 1 (January) … 12 (December)" });

export const HolidayParamsSchema = z
  .object(
    {
      months: wholeMonths("Срок каникул", L.holiday.minMonths, L.holiday.maxMonths).meta({
        description: "Payments skipped from the first unpaid month; their present value is spread over the rest",
      }),
    },
    "Укажите параметры варианта",
  )
  .meta({ id: "LkReschedulingHolidayParams" });

export const ReducedParamsSchema = z
  .object(
    {
      months: wholeMonths("Срок сниженных платежей", L.reduced.minMonths, L.reduced.maxMonths),
      share: percent("Доля платежа", L.reduced.minShare, L.reduced.maxShare).meta({
        description: "% of the scheduled payment paid in the reduced months; the rest is caught up later",
      }),
    },
    "Укажите параметры варианта",
  )
  .meta({ id: "LkReschedulingReducedParams" });

export const ExtensionParamsSchema = z
  .object(
    {
      months: wholeMonths("Увеличение срока", L.extension.minMonths, L.extension.maxMonths).meta({
        description: "Months added to the term; the remaining payments become equal over the longer term",
      }),
    },
    "Укажите параметры варианта",
  )
  .meta({ id: "LkReschedulingExtensionParams" });

export const SeasonalParamsSchema = z
  .object(
    {
      lowMonths: calendarMonths("Низкие месяцы", L.seasonal.minLowMonths, L.seasonal.maxLowMonths),
      lowShare: percent("Платёж в низкий месяц", L.seasonal.minLowShare, L.seasonal.maxLowShare).meta({
        description: "% of the base payment in a low month",
      }),
      highMonths: calendarMonths("Высокие месяцы", 0, L.seasonal.maxHighMonths),
      highShare: percent("Платёж в высокий месяц", L.seasonal.minHighShare, L.seasonal.maxHighShare).meta({
        description: "% of the base payment in a high month",
      }),
    },
    "Укажите параметры варианта",
  )
  .refine((p) => !p.highMonths.some((m) => p.lowMonths.includes(m)), {
    message: "Месяц не может быть одновременно высоким и низким",
    path: ["highMonths"],
  })
  .meta({ id: "LkReschedulingSeasonalParams" });

export type HolidayParams = z.infer<typeof HolidayParamsSchema>;
export type ReducedParams = z.infer<typeof ReducedParamsSchema>;
export type ExtensionParams = z.infer<typeof ExtensionParamsSchema>;
export type SeasonalParams = z.infer<typeof SeasonalParamsSchema>;

const ContractCodeSchema = z
  .string("Укажите договор")
  .min(1, "Укажите договор")
  .max(64, "Договор не найден")
  .meta({ "x-profile-resource": "contract" });

const OptionQuerySchema = z.enum(
  ReschedulingOptionSchema.options,
  "Выберите вариант: holiday, reduced, extension или seasonal",
);

/** The parameters of each option. */
export const RESCHEDULING_PARAMS = {
  holiday: HolidayParamsSchema,
  reduced: ReducedParamsSchema,
  extension: ExtensionParamsSchema,
  seasonal: SeasonalParamsSchema,
} as const;

/** Any option's parameters, for the answers (`defaults`, a request's `params`). */
export const ReschedulingParamsSchema = z
  .union([HolidayParamsSchema, ReducedParamsSchema, ExtensionParamsSchema, SeasonalParamsSchema])
  .meta({ id: "LkReschedulingParams" });

/** The option and its parameters, typed together: `option` decides which `params` apply. */
export type ReschedulingChoice =
  | { contractCode: string; option: "holiday"; params: HolidayParams }
  | { contractCode: string; option: "reduced"; params: ReducedParams }
  | { contractCode: string; option: "extension"; params: ExtensionParams }
  | { contractCode: string; option: "seasonal"; params: SeasonalParams };
export type ReschedulingParams = ReschedulingChoice["params"];

const ChoiceShape = {
  contractCode: ContractCodeSchema,
  option: OptionQuerySchema,
  params: z
    .unknown()
    .refine((v) => v !== undefined, "Укажите параметры варианта")
    .meta({
      description:
        "By option: LkReschedulingHolidayParams, LkReschedulingReducedParams, LkReschedulingExtensionParams or LkReschedulingSeasonalParams",
    }),
};

/**
 * Checks `params` with the option's schema, its errors naming `params.<field>`. The body is a plain object first,
 * so that a missing `params` is told as such rather than as a mismatch of four shapes.
 */
function withParams<T extends { option: ReschedulingOption; params: unknown }>(
  value: T,
  ctx: z.RefinementCtx,
): Omit<T, "option" | "params"> & ReschedulingChoice {
  const parsed = RESCHEDULING_PARAMS[value.option].safeParse(value.params);
  if (parsed.success)
    return { ...value, params: parsed.data } as unknown as Omit<T, "option" | "params"> & ReschedulingChoice;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: "custom", message: issue.message, path: ["params", ...issue.path] });
  }
  return z.NEVER;
}

export const ReschedulingChoiceSchema = z.object(ChoiceShape).transform(withParams);

// ---------------------------------------------------------------------------------------------------------------
// page/

export const ReschedulingFiltersSchema = z
  .object({
    status: ContractStatusSchema.optional(),
    vehicleType: VehicleTypeSchema.optional(),
    search: z
      .string("Поиск — это строка")
      .trim()
      .max(64, "Слишком длинный запрос: до 64 символов")
      .optional()
      .meta({ description: "Part of the contract number, the VIN or the registration plate, any case" }),
  })
  .meta({ id: "LkReschedulingFilters" });
export type ReschedulingFilters = z.infer<typeof ReschedulingFiltersSchema>;

export const ReschedulingPageQuerySchema = z.object({
  filters: jsonFilters(ReschedulingFiltersSchema, "LkReschedulingFilters"),
});

/** Why a contract cannot be rescheduled now; null when it can. */
export const ReschedulingBlockSchema = z.enum(["finished", "under_review", "overdue", "too_short"]).meta({
  id: "LkReschedulingBlock",
  description:
    "finished: договор завершён; under_review: заявка по договору уже на рассмотрении; overdue: просрочка сверх допустимой (RESCHEDULING_OVERDUE_LIMIT на сервере); too_short: осталось меньше платежей, чем нужно для изменения графика",
});
export type ReschedulingBlock = z.infer<typeof ReschedulingBlockSchema>;

export const ReschedulingRequestSummarySchema = z
  .object({
    code: z.string().meta({ description: "Opaque code of the request; also a `source` of contracts/schedule/" }),
    contractCode: z.string(),
    contractNumber: z.string(),
    option: ReschedulingOptionSchema,
    optionTitle: z.string(),
    status: ReschedulingStatusSchema,
    statusTitle: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment" }),
    decidedAt: z.string().nullable().meta({ description: "ISO 8601 moment of the lessor's decision" }),
    declineReason: z.string().nullable().meta({ description: "The lessor's reason, when declined" }),
    ticketCode: z.string().meta({ description: "The ticket (обращение) the request travels as" }),
    ticketNumber: z.string(),
  })
  .meta({ id: "LkReschedulingRequestSummary" });
export type ReschedulingRequestSummary = z.infer<typeof ReschedulingRequestSummarySchema>;

export const ReschedulingContractSchema = z
  .object({
    code: z.string(),
    number: z.string(),
    status: ContractStatusSchema,
    statusTitle: z.string(),
    vehicle: LkVehicleSchema,
    endDate: IsoDateSchema,
    remaining: MoneySchema.meta({ description: "Unpaid payments still ahead (with VAT)" }),
    overdue: MoneySchema,
    remainingPayments: z.number().int().meta({ description: "Unpaid regular payments a rescheduling may change" }),
    nextPayment: z.object({ date: IsoDateSchema, amount: MoneySchema }).nullable(),
    canReschedule: z.boolean(),
    block: ReschedulingBlockSchema.nullable(),
    reason: z.string().nullable().meta({ description: "Russian reason when canReschedule is false" }),
    activeRequestCode: z.string().nullable().meta({ description: "The request under review, if any" }),
  })
  .meta({ id: "LkReschedulingContract" });
export type ReschedulingContract = z.infer<typeof ReschedulingContractSchema>;

export const ReschedulingOptionInfoSchema = z
  .object({ code: ReschedulingOptionSchema, title: z.string(), description: z.string() })
  .meta({ id: "LkReschedulingOptionInfo" });
export type ReschedulingOptionInfo = z.infer<typeof ReschedulingOptionInfoSchema>;

export const ReschedulingPageResponseSchema = z
  .object({
    items: z
      .array(ReschedulingContractSchema)
      .meta({ description: "Contracts of the active profile matching the filters" }),
    requests: z
      .array(ReschedulingRequestSummarySchema)
      .meta({ description: "The profile's requests, newest first (whatever the filters)" }),
    filters: ReschedulingFiltersSchema,
    statuses: z.array(OptionSchema),
    vehicleTypes: z.array(OptionSchema),
    options: z.array(ReschedulingOptionInfoSchema),
  })
  .meta({ id: "LkReschedulingPage" });
export type ReschedulingPageResponse = z.infer<typeof ReschedulingPageResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// contracts/schedule/

export const ReschedulingScheduleQuerySchema = z.object({
  contractCode: ContractCodeSchema,
  source: z
    .string("Укажите источник графика")
    .min(1, "Укажите источник графика")
    .max(64, "Заявка не найдена")
    .default("current")
    .meta({
      description:
        "current (the contract's schedule now) or the code of one of this contract's rescheduling requests (its proposal); another's → 404",
    }),
});

export const ReschedulingRowSchema = z
  .object({
    month: z.number().int().meta({ description: "Month of the contract, 1…n; the buyout carries the last month" }),
    kind: z.enum(["payment", "buyout"]),
    date: IsoDateSchema,
    payment: MoneySchema,
    vat: MoneySchema.meta({ description: "VAT 22/122 inside the payment" }),
    principal: MoneySchema.meta({
      description: "Part repaying the price; negative in a holiday month (the month's financing charge is added)",
    }),
    interest: MoneySchema.meta({ description: "Financing charge (payment − principal)" }),
    remaining: MoneySchema.meta({ description: "Price not yet repaid after this row" }),
  })
  .meta({ id: "LkReschedulingRow" });
export type ReschedulingRow = z.infer<typeof ReschedulingRowSchema>;

export const ReschedulingScheduleResponseSchema = z
  .object({
    contractCode: z.string(),
    contractNumber: z.string(),
    source: z.string().meta({ description: "current or the request's code, as asked" }),
    fromDate: IsoDateSchema.nullable().meta({
      description: "The first payment a rescheduling replaces (null when nothing is left to change)",
    }),
    rows: z.array(ReschedulingRowSchema).meta({ description: "The remaining payments from fromDate" }),
    totals: z.object({ payments: MoneySchema, vat: MoneySchema, count: z.number().int() }),
    request: ReschedulingRequestSummarySchema.nullable().meta({ description: "The request when source is one" }),
  })
  .meta({ id: "LkReschedulingSchedule" });
export type ReschedulingScheduleResponse = z.infer<typeof ReschedulingScheduleResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// change/

export const ReschedulingChangeQuerySchema = z.object({
  contractCode: ContractCodeSchema,
  option: OptionQuerySchema,
});

export const ReschedulingFieldSchema = z
  .object({
    name: z.string().meta({ description: "The key in `params`" }),
    title: z.string(),
    hint: z.string(),
    kind: z.enum(["number", "calendarMonths"]).meta({
      description: "number: a whole number in min…max; calendarMonths: a list of calendar months 1…12, min…max items",
    }),
    unit: z.enum(["months", "percent"]).nullable(),
    min: z.number().int(),
    max: z.number().int().meta({ description: "The limit for this contract (may be below the option's general one)" }),
    default: z.union([z.number().int(), z.array(z.number().int())]),
  })
  .meta({ id: "LkReschedulingField" });
export type ReschedulingField = z.infer<typeof ReschedulingFieldSchema>;

export const ReschedulingChangeResponseSchema = z
  .object({
    contractCode: z.string(),
    option: ReschedulingOptionSchema,
    title: z.string(),
    description: z.string(),
    fromDate: IsoDateSchema.meta({ description: "The first payment the change applies to" }),
    remainingPayments: z.number().int(),
    fields: z.array(ReschedulingFieldSchema),
    defaults: ReschedulingParamsSchema.meta({
      description: "A valid `params` object for calculate/ with the default values",
    }),
    available: z.boolean().meta({ description: "false when the contract cannot take this option now" }),
    reason: z.string().nullable(),
  })
  .meta({ id: "LkReschedulingChange" });
export type ReschedulingChangeResponse = z.infer<typeof ReschedulingChangeResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// calculate/

export const ReschedulingCalculateRequestSchema = ReschedulingChoiceSchema.meta({
  id: "LkReschedulingCalculateRequest",
});

export const ReschedulingComparisonRowSchema = z
  .object({
    month: z.number().int(),
    kind: z.enum(["payment", "buyout"]),
    date: IsoDateSchema.meta({ description: "The row's date (the new one where it moved)" }),
    old: ReschedulingRowSchema.nullable().meta({ description: "null for a month the old schedule does not have" }),
    new: ReschedulingRowSchema.nullable().meta({ description: "null for a month the new schedule drops" }),
    difference: MoneySchema.meta({ description: "new payment − old payment" }),
  })
  .meta({ id: "LkReschedulingComparisonRow" });
export type ReschedulingComparisonRow = z.infer<typeof ReschedulingComparisonRowSchema>;

const SideTotalsSchema = z.object({
  payments: MoneySchema.meta({ description: "Σ of the remaining payments" }),
  vat: MoneySchema,
  count: z.number().int(),
  contractSum: MoneySchema.meta({ description: "The whole contract sum with this side's remaining payments" }),
  term: z.number().int().meta({ description: "Months" }),
  endDate: IsoDateSchema,
  appreciationPerYear: z.number().meta({ description: "Удорожание, % per year: (S − P) / P / (n/12) · 100" }),
  presentValue: MoneySchema.meta({
    description: "Present value at the contract's monthly rate of the remaining payments",
  }),
});

export const ReschedulingCalculationSchema = z
  .object({
    contractCode: z.string(),
    contractNumber: z.string(),
    option: ReschedulingOptionSchema,
    optionTitle: z.string(),
    params: ReschedulingParamsSchema,
    fromDate: IsoDateSchema,
    rate: z.number().meta({ description: "The contract's annual rate, %" }),
    rows: z.array(ReschedulingComparisonRowSchema),
    old: SideTotalsSchema,
    new: SideTotalsSchema,
    difference: MoneySchema.meta({ description: "new payments total − old payments total" }),
  })
  .meta({ id: "LkReschedulingCalculation" });
export type ReschedulingCalculation = z.infer<typeof ReschedulingCalculationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// save/

export const ReschedulingJustificationSchema = z
  .string("Опишите причину")
  .trim()
  .min(L.justification.min, `Опишите причину: не меньше ${L.justification.min} символов`)
  .max(L.justification.max, `Причина — не больше ${L.justification.max} символов`);

/** The `request` field of save/: the choice and the client's justification. */
export const ReschedulingSaveRequestSchema = z
  .object({ ...ChoiceShape, justification: ReschedulingJustificationSchema })
  .transform(withParams)
  .meta({
    id: "LkReschedulingSaveRequest",
  });
export type ReschedulingSaveRequest = z.output<typeof ReschedulingSaveRequestSchema>;

/** The multipart form of `POST rescheduling/save/`, described for the OpenAPI document. */
export const ReschedulingSaveFormSchema = z
  .object({
    request: z.string().meta({
      description: "JSON, the schema LkReschedulingSaveRequest: {contractCode, option, params, justification}",
    }),
    "files[]": z.array(z.string().meta({ format: "binary" })).meta({
      description: `0–${UPLOAD_MAX_FILES} documents, each ≤ 1 048 576 bytes, PDF, JPEG, TIFF, BMP or ZIP by content`,
    }),
  })
  .meta({ id: "LkReschedulingSaveForm" });

export const ReschedulingSaveResponseSchema = z
  .object({
    request: z.object({
      code: z.string(),
      status: ReschedulingStatusSchema,
      ticketCode: z.string(),
      ticketNumber: z.string(),
    }),
  })
  .meta({ id: "LkReschedulingSaveResponse" });
export type ReschedulingSaveResponse = z.infer<typeof ReschedulingSaveResponseSchema>;
