import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, MoneySchema, PaginationSchema } from "./lk-common.ts";

/** Traffic fines of the leased vehicles: `fines/list/` (GET, `filters` JSON, `sort` and `currentPage`). */

export const FineStatusSchema = z.enum(["unpaid", "paid", "appealed"]).meta({
  description: "unpaid: не оплачен; paid: оплачен; appealed: обжалуется",
});

export const FinesFiltersSchema = z
  .object({
    status: FineStatusSchema.optional(),
    dateFrom: IsoDateSchema.optional(),
    dateTo: IsoDateSchema.optional(),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "LkFinesFilters" });

/** The orders of the list; the server sorts the whole list, so a page holds the fines its place in the order gives. */
export const FinesSortSchema = z.enum(["urgent", "date", "amount"]).meta({
  id: "LkFinesSort",
  description:
    "urgent (the default): unpaid fines whose 50 % discount still runs, the nearest deadline first, then the other unpaid, then appealed, then paid, newest violation first within each; date: newest violation first; amount: the largest first",
});
export type FinesSort = z.infer<typeof FinesSortSchema>;

export const FinesListQuerySchema = z.object({
  filters: jsonFilters(FinesFiltersSchema, "LkFinesFilters"),
  sort: FinesSortSchema.default("urgent"),
  currentPage: CurrentPageSchema,
});

export const FineSchema = z
  .object({
    id: z.number().int(),
    uin: z.string().meta({ description: "УИН of the decree (20 or 25 digits), for payment" }),
    decreeNumber: z.string(),
    date: z.string().meta({ description: "Moment of the violation, ISO 8601" }),
    decreeDate: IsoDateSchema,
    vehicle: z.object({ title: z.string(), regNumber: z.string().nullable() }),
    contractCode: z.string(),
    contractNumber: z.string(),
    article: z.string().meta({ description: "Article of КоАП РФ, e.g. «ч. 2 ст. 12.9 КоАП РФ»" }),
    articleTitle: z.string(),
    place: z.string(),
    amount: MoneySchema,
    discountAmount: MoneySchema.nullable().meta({
      description:
        "50 % of the amount if paid within 20 days of the decree (КоАП 32.2 p. 1.3); null where the article allows no discount",
    }),
    discountUntil: IsoDateSchema.nullable().meta({ description: "Last day of the discount: decree date + 20 days" }),
    discountActive: z.boolean().meta({ description: "Unpaid and the discount deadline has not passed" }),
    status: FineStatusSchema,
    statusTitle: z.string(),
    paidAt: IsoDateSchema.nullable(),
  })
  .meta({ id: "LkFine" });
export type Fine = z.infer<typeof FineSchema>;

export const FinesListResponseSchema = z
  .object({
    items: z.array(FineSchema).meta({ description: "The page of the list in the order `sort` asked for" }),
    pagination: PaginationSchema,
    filters: FinesFiltersSchema,
    totals: z.object({
      unpaidCnt: z.number().int(),
      unpaidAmount: MoneySchema.meta({ description: "Full amounts of unpaid fines" }),
      toPayNow: MoneySchema.meta({
        description: "Unpaid fines, at the discounted amount where the discount is active",
      }),
    }),
  })
  .meta({ id: "LkFinesList" });
export type FinesListResponse = z.infer<typeof FinesListResponseSchema>;
