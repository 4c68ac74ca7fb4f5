import { z } from "zod";
import { IsoDateSchema, IsoMonthSchema, MoneySchema } from "./lk-common.ts";

/** Calendar: `accounting/calendar/list/?month=YYYY-MM` and `accounting/calendar/detail/?date=YYYY-MM-DD`. */

export const CalendarItemKindSchema = z
  .enum(["payment", "advance", "buyout", "policy", "inspection", "document", "event"])
  .meta({
    description:
      "payment: лизинговый платёж; advance: аванс; buyout: выкупной платёж; policy: окончание полиса; inspection: техосмотр/ТО; document: документы (акт сверки, УПД); event: прочее",
  });

export const CalendarItemStatusSchema = z.enum(["paid", "due", "overdue", "planned"]).meta({
  description: "paid: оплачен; due: к оплате (ближайшие 30 дней); overdue: просрочен; planned: плановый / событие",
});

export const CalendarItemSchema = z
  .object({
    id: z.string().meta({ description: "Stable within the profile, e.g. payment-123 or event-45" }),
    date: IsoDateSchema,
    kind: CalendarItemKindSchema,
    title: z.string(),
    text: z.string().nullable(),
    amount: MoneySchema.nullable().meta({ description: "For payments, ₽ with VAT" }),
    status: CalendarItemStatusSchema,
    contractCode: z.string().nullable(),
    contractNumber: z.string().nullable(),
  })
  .meta({ id: "LkCalendarItem" });
export type CalendarItem = z.infer<typeof CalendarItemSchema>;

export const CalendarDaySchema = z
  .object({
    date: IsoDateSchema,
    paymentsAmount: MoneySchema.meta({ description: "Sum of the payments of the day, ₽" }),
    paymentsCnt: z.number().int(),
    eventsCnt: z.number().int(),
    hasOverdue: z.boolean(),
    items: z.array(CalendarItemSchema),
  })
  .meta({ id: "LkCalendarDay" });

export const CalendarListQuerySchema = z.object({
  month: IsoMonthSchema.optional().meta({ description: "Defaults to the current month (Moscow time)" }),
});

/** Only the days that have something are listed, in date order. */
export const CalendarListResponseSchema = z
  .object({
    month: IsoMonthSchema,
    today: IsoDateSchema,
    days: z.array(CalendarDaySchema),
    totals: z.object({
      payments: MoneySchema,
      paid: MoneySchema,
      unpaid: MoneySchema,
      overdue: MoneySchema,
    }),
  })
  .meta({ id: "LkCalendarList" });
export type CalendarListResponse = z.infer<typeof CalendarListResponseSchema>;

export const CalendarDetailQuerySchema = z.object({
  date: IsoDateSchema.meta({ "x-profile-resource": "calendar-day" }),
});

/** A day with nothing for the active profile answers 404. */
export const CalendarDetailResponseSchema = z
  .object({
    date: IsoDateSchema,
    paymentsAmount: MoneySchema,
    items: z.array(CalendarItemSchema),
  })
  .meta({ id: "LkCalendarDetail" });
export type CalendarDetailResponse = z.infer<typeof CalendarDetailResponseSchema>;
