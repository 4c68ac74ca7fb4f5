import { z } from "zod";
import { IsoDateSchema, MoneySchema } from "./lk-common.ts";

/** Insurance: `insurance/list/` and `download/policy/?policies=<id[,id]>&fromClient=1` (a PDF). */

export const PolicyTypeSchema = z.enum(["kasko", "osago"]).meta({ description: "kasko: КАСКО; osago: ОСАГО" });
export const PolicyStatusSchema = z.enum(["active", "expiring", "expired"]).meta({
  description: "active: действует; expiring: заканчивается в ближайшие 30 дней; expired: закончился",
});

export const PolicySchema = z
  .object({
    id: z.number().int(),
    number: z.string(),
    insurer: z.string(),
    type: PolicyTypeSchema,
    typeTitle: z.string().meta({ description: "КАСКО or ОСАГО" }),
    vehicle: z.object({ title: z.string(), vin: z.string(), regNumber: z.string().nullable() }),
    contractCode: z.string(),
    contractNumber: z.string(),
    dateFrom: IsoDateSchema,
    dateTo: IsoDateSchema,
    premium: MoneySchema.meta({ description: "Insurance premium for the period, ₽ (no VAT on insurance)" }),
    sumInsured: MoneySchema,
    deductible: MoneySchema.meta({ description: "Франшиза, ₽; 0 when none" }),
    paidBy: z
      .enum(["lessor", "client"])
      .meta({ description: "Who pays the premium: the lessor (in the payments) or the client" }),
    status: PolicyStatusSchema,
    statusTitle: z.string(),
    downloadUrl: z.string().meta({ description: "/apilk/download/policy/?policies=<id>&fromClient=1" }),
  })
  .meta({ id: "LkPolicy" });
export type Policy = z.infer<typeof PolicySchema>;

export const InsuranceListResponseSchema = z
  .object({
    items: z.array(PolicySchema).meta({ description: "Active and expiring first, then by end date" }),
  })
  .meta({ id: "LkInsuranceList" });
export type InsuranceListResponse = z.infer<typeof InsuranceListResponseSchema>;

export const PolicyDownloadQuerySchema = z.object({
  policies: z
    .string("Укажите полисы")
    .regex(/^\d{1,9}(,\d{1,9}){0,19}$/, "Укажите номера полисов через запятую (не больше 20)")
    .transform((s) => [...new Set(s.split(",").map(Number))])
    .meta({
      description: "Policy ids, comma-separated (up to 20); one PDF with a page per policy",
      "x-profile-resource": "policy",
    }),
  fromClient: z.enum(["0", "1"]).optional().meta({ description: "1 when the client downloads (kept for the log)" }),
});
