import { and, asc, eq, gte, lte } from "drizzle-orm";
import type { CalendarDetailResponse, CalendarItem, CalendarListResponse } from "../../../contract/lk-calendar.ts";
import { addDays, monthRange } from "../../../core/calendar-dates.ts";
import { lkCalendarEvents, lkContracts, lkPayments, lkPolicies } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";
import { rub } from "./lk-money.ts";
import { POLICY_TYPE_TITLES } from "./lk-reference.ts";

const PAYMENT_TITLES = { advance: "Аванс", payment: "Лизинговый платёж", buyout: "Выкупной платёж" } as const;
const KIND_ORDER: Record<CalendarItem["kind"], number> = {
  advance: 0,
  payment: 1,
  buyout: 2,
  policy: 3,
  inspection: 4,
  document: 5,
  event: 6,
};

/** Payments, policy ends and events of the profile between two dates (inclusive), as calendar items. */
async function itemsBetween(ctx: LkContext, profileId: number, first: string, last: string): Promise<CalendarItem[]> {
  const { db } = ctx;
  const today = ctx.today();
  const soon = addDays(today, 30);
  const [payments, policies, events] = await Promise.all([
    db
      .select({ p: lkPayments, number: lkContracts.number, code: lkContracts.code, vehicle: lkContracts.vehicleTitle })
      .from(lkPayments)
      .innerJoin(lkContracts, eq(lkContracts.id, lkPayments.contractId))
      .where(and(eq(lkPayments.profileId, profileId), gte(lkPayments.dueDate, first), lte(lkPayments.dueDate, last)))
      .orderBy(asc(lkPayments.dueDate), asc(lkContracts.number)),
    db
      .select({ p: lkPolicies, number: lkContracts.number, code: lkContracts.code, vehicle: lkContracts.vehicleTitle })
      .from(lkPolicies)
      .innerJoin(lkContracts, eq(lkContracts.id, lkPolicies.contractId))
      .where(and(eq(lkPolicies.profileId, profileId), gte(lkPolicies.dateTo, first), lte(lkPolicies.dateTo, last))),
    db
      .select({ e: lkCalendarEvents, number: lkContracts.number, code: lkContracts.code })
      .from(lkCalendarEvents)
      .leftJoin(lkContracts, eq(lkContracts.id, lkCalendarEvents.contractId))
      .where(
        and(
          eq(lkCalendarEvents.profileId, profileId),
          gte(lkCalendarEvents.date, first),
          lte(lkCalendarEvents.date, last),
        ),
      ),
  ]);
  const items: CalendarItem[] = [
    ...payments.map(({ p, number, code, vehicle }) => ({
      id: `payment-${p.id}`,
      date: p.dueDate,
      kind: p.kind,
      title: p.kind === "payment" ? `${PAYMENT_TITLES.payment} № ${p.month}` : PAYMENT_TITLES[p.kind],
      text: `Договор № ${number}, ${vehicle}`,
      amount: rub(p.amount),
      status: p.paidAt
        ? ("paid" as const)
        : p.dueDate < today
          ? ("overdue" as const)
          : p.dueDate <= soon
            ? ("due" as const)
            : ("planned" as const),
      contractCode: code,
      contractNumber: number,
    })),
    ...policies.map(({ p, number, code, vehicle }) => ({
      id: `policy-${p.id}`,
      date: p.dateTo,
      kind: "policy" as const,
      title: `Заканчивается полис ${POLICY_TYPE_TITLES[p.type]} № ${p.number}`,
      text: `${p.insurer}, ${vehicle}. Продлите полис заранее и загрузите копию в кабинет.`,
      amount: null,
      status: "planned" as const,
      contractCode: code,
      contractNumber: number,
    })),
    ...events.map(({ e, number, code }) => ({
      id: `event-${e.id}`,
      date: e.date,
      kind: e.kind,
      title: e.title,
      text: e.text,
      amount: null,
      status: "planned" as const,
      contractCode: code,
      contractNumber: number,
    })),
  ];
  items.sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
  return items;
}

const isPayment = (i: CalendarItem) => i.amount !== null;
const sumOf = (items: CalendarItem[]) => Math.round(items.reduce((a, i) => a + (i.amount ?? 0) * 100, 0)) / 100;

export function createCalendarService(ctx: LkContext) {
  return {
    async list(profileId: number, month?: string): Promise<CalendarListResponse> {
      const today = ctx.today();
      const m = month ?? today.slice(0, 7);
      const { first, last } = monthRange(m);
      const items = await itemsBetween(ctx, profileId, first, last);
      const byDay = new Map<string, CalendarItem[]>();
      for (const item of items) byDay.set(item.date, [...(byDay.get(item.date) ?? []), item]);
      const payments = items.filter(isPayment);
      return {
        month: m,
        today,
        days: [...byDay.entries()].map(([date, dayItems]) => ({
          date,
          paymentsAmount: sumOf(dayItems.filter(isPayment)),
          paymentsCnt: dayItems.filter(isPayment).length,
          eventsCnt: dayItems.filter((i) => !isPayment(i)).length,
          hasOverdue: dayItems.some((i) => i.status === "overdue"),
          items: dayItems,
        })),
        totals: {
          payments: sumOf(payments),
          paid: sumOf(payments.filter((i) => i.status === "paid")),
          unpaid: sumOf(payments.filter((i) => i.status !== "paid")),
          overdue: sumOf(payments.filter((i) => i.status === "overdue")),
        },
      };
    },

    /** The day's items, or null when the profile has nothing that day (the API answers 404). */
    async detail(profileId: number, date: string): Promise<CalendarDetailResponse | null> {
      const items = await itemsBetween(ctx, profileId, date, date);
      if (items.length === 0) return null;
      return { date, paymentsAmount: sumOf(items.filter(isPayment)), items };
    },
  };
}
