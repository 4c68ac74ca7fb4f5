import { z } from "zod";
import { type LeasingCalculation, SCHEDULE_TYPES } from "../core/leasing-calculator.ts";
import { CALC_TYPES, type CalcType } from "./calc-types.ts";

/** The leasing calculator: `GET /api/calc/init/?type=…` → `{ initial }`, `POST /api/calc/` → `{ calculations }`. */

export const CalcTypeSchema = z
  .enum(CALC_TYPES, {
    error: (issue) =>
      issue.input === undefined
        ? "Укажите тип предмета лизинга"
        : "Неизвестный тип предмета лизинга: выберите легковые, грузовые, с пробегом или спецтехнику",
  })
  .meta({ description: "cars: легковые; trucks: грузовые; used: с пробегом; special: спецтехника" });

export const ScheduleTypeSchema = z
  .enum(SCHEDULE_TYPES, { error: "Выберите график платежей: аннуитетный или дегрессивный" })
  .meta({ description: "annuity: равные платежи; degressive: убывающие платежи" });

const LimitSchema = z.object({
  min: z.number(),
  max: z.number(),
  default: z.number(),
  step: z.number().meta({ description: "Slider step" }),
});

export const CalcInitialSchema = z
  .object({
    type: CalcTypeSchema,
    title: z.string(),
    types: z.array(z.object({ code: CalcTypeSchema, title: z.string() })),
    price: LimitSchema.meta({ description: "Price of the vehicle, ₽ with VAT" }),
    advance: LimitSchema.meta({ description: "Advance, % of the price" }),
    term: LimitSchema.meta({ description: "Term, months" }),
    buyout: LimitSchema.meta({ description: "Buyout, % of the price, paid with the last month" }),
    scheduleTypes: z.array(z.object({ code: ScheduleTypeSchema, title: z.string() })),
    rate: z.number().meta({ description: "Annual financing rate of the programme, %" }),
    vatRate: z.number().meta({ description: "VAT, % (22 from 2026)" }),
    profitTaxRate: z.number().meta({ description: "Profit tax, %" }),
    defaults: z.object({
      price: z.number(),
      advance: z.number(),
      term: z.number().int(),
      buyout: z.number(),
      scheduleType: ScheduleTypeSchema,
    }),
  })
  .meta({ id: "CalcInitial" });
export type CalcInitial = z.infer<typeof CalcInitialSchema>;

export const CalcInitQuerySchema = z.object({ type: CalcTypeSchema.default("cars") });

export const CalcInitResponseSchema = z.object({ initial: CalcInitialSchema }).meta({ id: "CalcInitResponse" });
export type CalcInitResponse = z.infer<typeof CalcInitResponseSchema>;

/** Thousands separated by a no-break space, comma decimals: 1 000 000, 0,5. */
function formatNumber(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** «месяца» after «до 21», «до 31»…, otherwise «месяцев». */
function monthsGenitive(value: number): string {
  return value % 10 === 1 && value % 100 !== 11 ? "месяца" : "месяцев";
}

function ranged(name: string, limits: { min: number; max: number }, unit: string, integer = false) {
  const range = `${name} — от ${formatNumber(limits.min)} до ${formatNumber(limits.max)}${unit}`;
  const base = z.number({ error: `${name}: укажите число` });
  return (integer ? base.int(`${name} — целое число месяцев`) : base).min(limits.min, range).max(limits.max, range);
}

/**
 * The request schema for one vehicle type, built from its `initial` limits: the server validates
 * `POST /api/calc/` with it, the page shows its messages inline («Срок лизинга — от 12 до 60 месяцев»).
 */
export function calcRequestSchema(initial: Pick<CalcInitial, "type" | "price" | "advance" | "term" | "buyout">) {
  const termUnit = ` ${monthsGenitive(initial.term.max)}`;
  return z.object({
    type: z.literal(initial.type, { error: "Тип предмета лизинга не совпадает с выбранной программой" }),
    price: ranged("Стоимость предмета лизинга", initial.price, "\u00a0₽"),
    advance: ranged("Аванс", initial.advance, "\u00a0%"),
    term: ranged("Срок лизинга", initial.term, termUnit, true),
    buyout: ranged("Выкупной платёж", initial.buyout, "\u00a0%"),
    scheduleType: ScheduleTypeSchema,
  });
}

/** The shape of `POST /api/calc/` for the OpenAPI document; the limits depend on `type` (see `calcRequestSchema`). */
export const CalcRequestSchema = z
  .object({
    type: CalcTypeSchema,
    price: z.number().meta({ description: "Price of the vehicle, ₽ with VAT, within initial.price" }),
    advance: z.number().meta({ description: "Advance, % of the price, within initial.advance" }),
    term: z.number().int().meta({ description: "Term, months, within initial.term" }),
    buyout: z.number().meta({ description: "Buyout, % of the price, within initial.buyout" }),
    scheduleType: ScheduleTypeSchema,
  })
  .meta({ id: "CalcRequest" });
export type CalcRequest = z.infer<typeof CalcRequestSchema>;

/** Only the type, read first to find the limits; the rest is checked by `calcRequestSchema(initial)`. */
export const CalcRequestTypeSchema = z.looseObject(
  { type: CalcTypeSchema },
  { error: "Ожидается объект JSON с полями расчёта" },
);

export const ScheduleRowSchema = z
  .object({
    month: z.number().int().meta({ description: "0: advance; 1…n: monthly payments; the buyout row carries n" }),
    kind: z.enum(["advance", "payment", "buyout"]),
    date: z.string().optional().meta({ description: "YYYY-MM-DD when a start date is known" }),
    payment: z.number().meta({ description: "₽ with VAT" }),
    vat: z.number().meta({ description: "VAT inside the payment, ₽" }),
    principal: z.number().meta({ description: "Repays the price, ₽" }),
    interest: z.number().meta({ description: "Financing charge, ₽" }),
    remaining: z.number().meta({ description: "Price not yet repaid after this row, ₽" }),
  })
  .meta({ id: "ScheduleRow" });

export const CalculationsSchema = z
  .object({
    type: CalcTypeSchema,
    scheduleType: ScheduleTypeSchema,
    price: z.number(),
    advance: z.number(),
    term: z.number().int(),
    rate: z.number(),
    buyout: z.number(),
    vatRate: z.number(),
    profitTaxRate: z.number(),
    advanceSum: z.number(),
    financedSum: z.number(),
    buyoutSum: z.number(),
    monthlyPayment: z.number().meta({ description: "Payment of month 1, ₽ with VAT" }),
    monthlyPaymentFirst: z.number(),
    monthlyPaymentLast: z.number(),
    paymentsTotal: z.number().meta({ description: "Sum of the monthly payments, ₽" }),
    contractSum: z.number().meta({ description: "Advance + monthly payments + buyout, ₽ with VAT" }),
    contractSumWithoutVat: z.number(),
    overpayment: z.number(),
    appreciationPerYear: z.number().meta({ description: "Удорожание, % per year" }),
    vatReclaimable: z.number(),
    profitTaxSaving: z.number().meta({ description: "For the general tax regime (ОСНО) with taxable profit only" }),
    schedule: z.array(ScheduleRowSchema),
  })
  .meta({ id: "Calculations" }) satisfies z.ZodType<LeasingCalculation & { type: CalcType }>;
export type Calculations = z.infer<typeof CalculationsSchema>;

export const CalcResponseSchema = z.object({ calculations: CalculationsSchema }).meta({ id: "CalcResponse" });
export type CalcResponse = z.infer<typeof CalcResponseSchema>;
