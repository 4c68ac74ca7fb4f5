import { z } from "zod";
import { IsoDateSchema, MoneySchema, OptionSchema } from "./lk-common.ts";

/**
 * Requisites and terms: `information/requisites/` (the lessor's, for payments, with the payment purpose of a chosen
 * contract and month: `?contractCode=&month=`) and `information/terms/`.
 */

export const LessorRequisitesSchema = z
  .object({
    title: z.string(),
    shortTitle: z.string(),
    inn: z.string(),
    kpp: z.string(),
    ogrn: z.string(),
    address: z.string(),
    bankName: z.string(),
    bik: z.string(),
    settlementAccount: z.string(),
    correspondentAccount: z.string(),
    phone: z.string(),
    email: z.string(),
  })
  .meta({ id: "LkLessorRequisites" });

/** `YYYY-MM`, a month of the contract's schedule. */
export const PurposeMonthSchema = z
  .string("Месяц — это строка")
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Месяц указывается как ГГГГ-ММ")
  .meta({ description: "A month of the contract's schedule, YYYY-MM", example: "2026-11" });

export const InformationRequisitesQuerySchema = z.object({
  contractCode: z
    .string("Договор — это код")
    .trim()
    .min(1, "Укажите договор")
    .max(64, "Договор не найден")
    .optional()
    .meta({ "x-profile-resource": "contract", description: "The contract to pay; default: the first active one" }),
  month: PurposeMonthSchema.optional().meta({
    description:
      "The month to pay for; default: the month of the contract's oldest unpaid charge (400 when the schedule has none that month)",
  }),
});
export type InformationRequisitesQuery = z.infer<typeof InformationRequisitesQuerySchema>;

export const PurposeMonthOptionSchema = z
  .object({
    code: z.string().meta({ description: "YYYY-MM" }),
    title: z.string().meta({ description: "e.g. «Ноябрь 2026», «Март 2025 — аванс»" }),
    dueDate: IsoDateSchema,
    amount: MoneySchema,
    paid: z.boolean().meta({ description: "Every charge of the month is paid" }),
  })
  .meta({ id: "LkPurposeMonthOption" });

/** The payment purpose of one contract and month, from that month's charges in the ledger. */
export const PaymentPurposeChoiceSchema = z
  .object({
    contractCode: z.string(),
    contractNumber: z.string(),
    contractDate: IsoDateSchema,
    month: z.string().meta({ description: "YYYY-MM" }),
    monthTitle: z.string(),
    dueDate: IsoDateSchema,
    amount: MoneySchema.meta({ description: "The month's charges, ₽ with VAT" }),
    vat: MoneySchema.meta({ description: "The sum of the charges' own VAT (22/122 each, to the kopeck)" }),
    text: z.string().meta({
      description:
        "«Оплата лизингового платежа по договору лизинга № … от … за ноябрь 2026 г., в т. ч. НДС 22 % — … ₽»",
    }),
    months: z.array(PurposeMonthOptionSchema).meta({ description: "Every month of the contract's schedule" }),
  })
  .meta({ id: "LkPaymentPurposeChoice" });
export type PaymentPurposeChoice = z.infer<typeof PaymentPurposeChoiceSchema>;

export const InformationRequisitesResponseSchema = z
  .object({
    lessor: LessorRequisitesSchema,
    contracts: z.array(OptionSchema).meta({ description: "The profile's contracts with a schedule, to choose from" }),
    purpose: PaymentPurposeChoiceSchema.nullable().meta({
      description: "For the chosen (or default) contract and month; null when the profile has no contract to pay",
    }),
    paymentPurposes: z
      .array(z.object({ contractCode: z.string(), contractNumber: z.string(), month: z.string(), text: z.string() }))
      .meta({ description: "For each active contract: the purpose of its oldest unpaid month (or its last one)" }),
    note: z.string(),
  })
  .meta({ id: "LkInformationRequisites" });
export type InformationRequisitesResponse = z.infer<typeof InformationRequisitesResponseSchema>;

export const TermsSectionSchema = z
  .object({ code: z.string(), title: z.string(), paragraphs: z.array(z.string()) })
  .meta({ id: "LkTermsSection" });

export const InformationTermsResponseSchema = z
  .object({
    title: z.string(),
    version: z.string().meta({ description: "Edition of the general leasing terms, e.g. «ред. от 01.01.2026»" }),
    sections: z.array(TermsSectionSchema),
    documents: z.array(z.object({ title: z.string(), url: z.string() })),
  })
  .meta({ id: "LkInformationTerms" });
export type InformationTermsResponse = z.infer<typeof InformationTermsResponseSchema>;
