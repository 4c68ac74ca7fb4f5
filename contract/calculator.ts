import { z } from "zod";
import { type LeasingCalculation, SCHEDULE_TYPES } from "../core/leasing-calculator.ts";
import { type CalcNumberField, calcFieldRule } from "./calc-limits.ts";
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

function ranged(initial: Pick<CalcInitial, "price" | "advance" | "term" | "buyout">, field: CalcNumberField) {
  const rule = calcFieldRule(initial, field);
  const base = z.number({ error: rule.notNumber });
  return (rule.integer ? base.int(rule.notWhole) : base).min(rule.min, rule.range).max(rule.max, rule.range);
}

/**
 * The request schema for one vehicle type, built from its `initial` limits: the server validates
 * `POST /api/calc/` with it, the page shows its messages inline («Срок лизинга — от 12 до 60 месяцев»).
 */
export function calcRequestSchema(initial: Pick<CalcInitial, "type" | "price" | "advance" | "term" | "buyout">) {
  return z.object({
    type: z.literal(initial.type, { error: "Тип предмета лизинга не совпадает с выбранной программой" }),
    price: ranged(initial, "price"),
    advance: ranged(initial, "advance"),
    term: ranged(initial, "term"),
    buyout: ranged(initial, "buyout"),
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
