import { z } from "zod";
import { isIsoDate } from "../core/calendar-dates.ts";
import { IsoDateSchema, MoneySchema } from "./lk-common.ts";

/**
 * Early payoff («Досрочный выкуп») of a contract: `contracts/payoff/?code=&date=` (the quote),
 * `contracts/payoff/pdf/?code=&date=` (the same quote as a PDF), `POST contracts/payoff/request/` {code, date,
 * comment?} (a ticket of category «buyout» with the quote attached). The sums follow core/early-payoff.ts.
 */

const ContractCodeSchema = z
  .string("Укажите договор")
  .trim()
  .min(1, "Укажите договор")
  .max(64, "Договор не найден")
  .meta({ "x-profile-resource": "contract", description: "The contract's opaque code (contracts/list/)" });

const PayoffDateSchema = z
  .string("Укажите дату выкупа в формате ГГГГ-ММ-ДД")
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Укажите дату выкупа в формате ГГГГ-ММ-ДД", abort: true })
  .refine(isIsoDate, "Такой даты не существует")
  .meta({
    description: "Payoff date, YYYY-MM-DD, from today to the contract's end date",
    example: "2026-12-15",
    "x-plain-value": true,
  });

export const PayoffQuerySchema = z.object({
  code: ContractCodeSchema,
  date: PayoffDateSchema.optional().meta({
    description: "Payoff date, today…the contract's end date; today if absent",
    "x-plain-value": true,
  }),
});
export type PayoffQuery = z.infer<typeof PayoffQuerySchema>;

export const PayoffPdfQuerySchema = z.object({ code: ContractCodeSchema, date: PayoffDateSchema });

export const PAYOFF_COMMENT_MAX = 2000;

export const PayoffRequestSchema = z
  .object({
    code: ContractCodeSchema,
    date: PayoffDateSchema,
    comment: z
      .string("Комментарий — это текст")
      .trim()
      .max(PAYOFF_COMMENT_MAX, `Комментарий слишком длинный: до ${PAYOFF_COMMENT_MAX} символов`)
      .optional()
      .meta({ description: "What the client adds for the lessor (how and when they plan to pay)" }),
  })
  .meta({ id: "LkPayoffRequest" });
export type PayoffRequest = z.infer<typeof PayoffRequestSchema>;

export const PayoffComponentCodeSchema = z
  .enum(["principal", "interest", "buyout", "due", "overdue", "penalties"])
  .meta({
    description:
      "principal: остаток основного долга; interest: проценты текущего месяца; buyout: выкупная стоимость; due: платежи по графику, срок которых наступит до даты выкупа; overdue: просроченные платежи; penalties: пени",
  });

export const PayoffComponentSchema = z
  .object({
    code: PayoffComponentCodeSchema,
    title: z.string(),
    amount: MoneySchema,
    vat: MoneySchema.meta({ description: "VAT 22 % inside the amount (22/122); 0 for penalties" }),
    vatTitle: z.string().meta({ description: "«в т. ч. НДС 22 %» or «НДС не облагается»" }),
    explanation: z.string().meta({ description: "How the part is obtained from the schedule, in Russian" }),
  })
  .meta({ id: "LkPayoffComponent" });
export type PayoffComponent = z.infer<typeof PayoffComponentSchema>;

export const PayoffRowRoleSchema = z.enum(["principal", "overdue", "due", "buyout"]).meta({
  description:
    "principal: its principal is still to repay; overdue: unpaid and past due (whole payment); due: falls due by the payoff date (whole payment); buyout: the buyout",
});

export const PayoffRowSchema = z
  .object({
    month: z.number().int().meta({ description: "0 for the advance, 1…n; the buyout carries n" }),
    kind: z.enum(["advance", "payment", "buyout"]),
    date: IsoDateSchema,
    payment: MoneySchema,
    principal: MoneySchema,
    remaining: MoneySchema.meta({ description: "The schedule's balance after the row" }),
    role: PayoffRowRoleSchema,
    roleTitle: z.string(),
    counted: MoneySchema.meta({ description: "What the row adds to the quote: its principal, or its whole payment" }),
    penaltyDays: z.number().int().meta({ description: "Days late on the payoff date" }),
  })
  .meta({ id: "LkPayoffRow" });
export type PayoffRow = z.infer<typeof PayoffRowSchema>;

export const PayoffQuoteSchema = z
  .object({
    contract: z.object({
      code: z.string(),
      number: z.string(),
      signedAt: IsoDateSchema,
      endDate: IsoDateSchema,
      vehicleTitle: z.string(),
    }),
    date: IsoDateSchema.meta({ description: "The payoff date of this quote" }),
    dateMin: IsoDateSchema.meta({ description: "Earliest date a quote is given for (today, Moscow)" }),
    dateMax: IsoDateSchema.meta({ description: "Latest date (the contract's end date)" }),
    total: MoneySchema.meta({ description: "To pay on the date, with VAT" }),
    vat: MoneySchema.meta({ description: "VAT 22 % inside the total" }),
    totalWithoutVat: MoneySchema,
    components: z.array(PayoffComponentSchema).meta({ description: "Always all six parts, in this order" }),
    interest: z
      .object({
        base: MoneySchema.meta({ description: "Balance the interest runs on: principal left + buyout" }),
        rate: z.number().meta({ description: "The contract's annual rate, %" }),
        from: IsoDateSchema.meta({ description: "Last due date on or before the payoff date (or the start)" }),
        to: IsoDateSchema.nullable().meta({ description: "Next due date; null when no monthly payment is left" }),
        days: z.number().int(),
        periodDays: z.number().int(),
        amount: MoneySchema,
      })
      .meta({ id: "LkPayoffInterest" }),
    penaltyRate: z.number().meta({ description: "Penalty, % of an overdue payment per day" }),
    rows: z.array(PayoffRowSchema).meta({ description: "The schedule rows the quote came from" }),
    pdfUrl: z.string().meta({ description: "/apilk/contracts/payoff/pdf/?code=…&date=… (session cookie)" }),
  })
  .meta({ id: "LkPayoffQuote" });
export type PayoffQuote = z.infer<typeof PayoffQuoteSchema>;

export const PayoffResponseSchema = z.object({ quote: PayoffQuoteSchema }).meta({ id: "LkPayoffResponse" });
export type PayoffResponse = z.infer<typeof PayoffResponseSchema>;

export const PayoffRequestResponseSchema = z
  .object({
    ticket: z.object({
      code: z.string().meta({ description: "Opaque code for tickets/detail/" }),
      number: z.string().meta({ description: "The ticket's number as the client sees it" }),
    }),
  })
  .meta({ id: "LkPayoffRequestResponse" });
export type PayoffRequestResponse = z.infer<typeof PayoffRequestResponseSchema>;
