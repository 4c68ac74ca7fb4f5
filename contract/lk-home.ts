import { z } from "zod";
import { ProfileTypeSchema } from "./account.ts";
import { IsoDateSchema, ManagerSchema, MoneySchema } from "./lk-common.ts";

/** Account home: `account/info/`, `account/debt/`, `account/edo/`, `account/manager/`, `popular/`, `promo/`. */

export const NextPaymentSchema = z
  .object({
    date: IsoDateSchema,
    amount: MoneySchema.meta({ description: "Sum of all payments due on that date, ₽ with VAT" }),
    contractCode: z.string().meta({ description: "The first contract due that day" }),
    contractNumber: z.string(),
    contractsCnt: z.number().int().meta({ description: "How many contracts have a payment that day" }),
  })
  .meta({ id: "LkNextPayment" });

export const OverdueSchema = z
  .object({
    amount: MoneySchema.meta({ description: "Unpaid payments past their date, ₽; 0 when none" }),
    paymentsCnt: z.number().int(),
    since: IsoDateSchema.nullable().meta({ description: "Date of the oldest unpaid payment" }),
  })
  .meta({ id: "LkOverdue" });

/** `accountInfo` of `account.main`. */
export const AccountInfoSchema = z
  .object({
    company: z.object({
      id: z.number().int(),
      type: ProfileTypeSchema,
      title: z.string(),
      inn: z.string(),
      kpp: z.string().nullable(),
      ogrn: z.string().nullable(),
    }),
    contractsCnt: z.number().int(),
    activeContractsCnt: z.number().int(),
    vehiclesCnt: z.number().int().meta({ description: "Vehicles under active contracts" }),
    nextPayment: NextPaymentSchema.nullable().meta({
      description: "The nearest unpaid payment from today; null when none",
    }),
    overdue: OverdueSchema,
    unreadNotifications: z.number().int(),
  })
  .meta({ id: "LkAccountInfo" });
export type AccountInfo = z.infer<typeof AccountInfoSchema>;

export const DebtByContractSchema = z
  .object({
    contractCode: z.string(),
    contractNumber: z.string(),
    vehicleTitle: z.string(),
    current: MoneySchema,
    overdue: MoneySchema,
    penalties: MoneySchema,
    total: MoneySchema.meta({ description: "overdue + current + penalties − paid in advance, not below 0" }),
    remaining: MoneySchema,
    overdueSince: IsoDateSchema.nullable().meta({ description: "Due date of the oldest overdue payment" }),
    nextPaymentDate: IsoDateSchema.nullable().meta({
      description: "The nearest due date today or later — never an overdue one",
    }),
  })
  .meta({ id: "LkDebtByContract" });

/** `debt` of `account.main`. Only contracts with something unpaid are listed. */
export const AccountDebtSchema = z
  .object({
    current: MoneySchema.meta({ description: "Unpaid payments due today or within the next 30 days, ₽" }),
    currentDate: IsoDateSchema.nullable().meta({ description: "The nearest due date among them" }),
    overdue: MoneySchema.meta({ description: "Unpaid payments past their date, ₽" }),
    overdueSince: IsoDateSchema.nullable().meta({ description: "Due date of the oldest overdue payment" }),
    penalties: MoneySchema.meta({ description: "Penalties accrued and not paid (0.1 % a day of delay), ₽" }),
    credit: MoneySchema.meta({ description: "Paid in advance beyond the charges (переплата), ₽" }),
    total: MoneySchema.meta({
      description: "current + overdue + penalties − credit, per contract not below 0: to pay now, ₽ (ledger, ADR 028)",
    }),
    remaining: MoneySchema.meta({ description: "Every unpaid payment to the end of the contracts, ₽" }),
    penaltyRate: z.number().meta({ description: "Penalty, % of the overdue sum per day" }),
    byContract: z.array(DebtByContractSchema),
  })
  .meta({ id: "LkAccountDebt" });
export type AccountDebt = z.infer<typeof AccountDebtSchema>;

export const EdoStateSchema = z.enum(["connected", "pending", "not_connected"]).meta({
  description: "connected: подключён; pending: приглашение отправлено, ждём подтверждения; not_connected: не подключён",
});

/** `edo` of `account.main`: the electronic document exchange. */
export const AccountEdoSchema = z
  .object({
    state: EdoStateSchema,
    stateTitle: z.string(),
    operator: z
      .object({ code: z.string(), name: z.string() })
      .nullable()
      .meta({ description: "The client's EDO operator; null when not connected" }),
    participantId: z.string().nullable().meta({ description: "The client's EDO participant id" }),
    connectedAt: IsoDateSchema.nullable(),
    lessorParticipantId: z.string().meta({ description: "The lessor's EDO participant id, to send an invitation to" }),
    operators: z
      .array(z.object({ code: z.string(), name: z.string(), roaming: z.boolean() }))
      .meta({ description: "Operators we exchange documents with (directly or by roaming)" }),
    howToConnect: z.array(z.string()).meta({ description: "Steps to connect, in order" }),
  })
  .meta({ id: "LkAccountEdo" });
export type AccountEdo = z.infer<typeof AccountEdoSchema>;

export const AccountManagerResponseSchema = z.object({ manager: ManagerSchema }).meta({ id: "LkAccountManager" });
export type AccountManagerResponse = z.infer<typeof AccountManagerResponseSchema>;

export const PopularChapterSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    description: z.string(),
    link: z.string().meta({ description: "Account page path, e.g. /account/contracts" }),
    badge: z.number().int().nullable().meta({ description: "A count to show beside the title (unread, unpaid…)" }),
  })
  .meta({ id: "LkPopularChapter" });

export const PopularResponseSchema = z.object({ items: z.array(PopularChapterSchema) }).meta({ id: "LkPopular" });
export type PopularResponse = z.infer<typeof PopularResponseSchema>;

export const PromoBannerSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    link: z.string(),
    linkText: z.string(),
    theme: z.enum(["blue", "green", "orange"]),
    until: IsoDateSchema.nullable(),
  })
  .meta({ id: "LkPromoBanner" });

export const PromoResponseSchema = z.object({ items: z.array(PromoBannerSchema) }).meta({ id: "LkPromo" });
export type PromoResponse = z.infer<typeof PromoResponseSchema>;
