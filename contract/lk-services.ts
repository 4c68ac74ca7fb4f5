import { z } from "zod";
import { IsoDateSchema, MoneySchema } from "./lk-common.ts";

/** Services: `services/paid/` (paid additional services) and `services/bonuses/` (the bonus programme). */

export const PaidServiceSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    description: z.string(),
    price: MoneySchema,
    priceUnit: z.string().meta({ description: "«в месяц», «разово», «в год»…" }),
    status: z.enum(["connected", "requested", "available"]),
    statusTitle: z.string(),
    contractCode: z.string().nullable(),
    contractNumber: z.string().nullable(),
    connectedAt: IsoDateSchema.nullable(),
  })
  .meta({ id: "LkPaidService" });
export type PaidService = z.infer<typeof PaidServiceSchema>;

export const PaidServicesResponseSchema = z
  .object({
    items: z.array(PaidServiceSchema).meta({ description: "Connected first, then requested, then available" }),
    monthlyTotal: MoneySchema.meta({ description: "Monthly price of the connected services" }),
  })
  .meta({ id: "LkPaidServices" });
export type PaidServicesResponse = z.infer<typeof PaidServicesResponseSchema>;

export const BonusOperationSchema = z
  .object({
    id: z.number().int(),
    date: IsoDateSchema,
    title: z.string(),
    points: z.number().int().meta({ description: "Positive: accrued; negative: spent or expired" }),
    kind: z.enum(["accrual", "writeoff", "expired"]),
  })
  .meta({ id: "LkBonusOperation" });

export const BonusesResponseSchema = z
  .object({
    balance: z.number().int().meta({ description: "Points; 1 point = 1 ₽ off a payment or a service" }),
    level: z.object({
      code: z.string(),
      title: z.string(),
      cashbackPercent: z.number(),
      nextLevelTitle: z.string().nullable(),
      pointsToNext: z.number().int().nullable(),
    }),
    operations: z.array(BonusOperationSchema).meta({ description: "Newest first" }),
    rules: z.array(z.string()),
  })
  .meta({ id: "LkBonuses" });
export type BonusesResponse = z.infer<typeof BonusesResponseSchema>;
