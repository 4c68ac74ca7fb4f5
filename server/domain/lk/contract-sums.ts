import { and, eq, inArray, sql } from "drizzle-orm";
import { addDays } from "../../../core/calendar-dates.ts";
import { lkPayments } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";
import { PENALTY_RATE_PERCENT_PER_DAY } from "./lk-reference.ts";

/** Payment totals of one contract as of a date, in kopecks. */
export interface ContractSums {
  paid: number;
  /** Every unpaid payment to the end. */
  remaining: number;
  /** Unpaid and past due. */
  overdue: number;
  overdueCnt: number;
  oldestOverdue: string | null;
  /** Unpaid and due within 30 days from today (today included). */
  current: number;
  penalties: number;
  next: { date: string; amount: number } | null;
}

export const EMPTY_SUMS: ContractSums = {
  paid: 0,
  remaining: 0,
  overdue: 0,
  overdueCnt: 0,
  oldestOverdue: null,
  current: 0,
  penalties: 0,
  next: null,
};

/**
 * The totals of the profile's contracts (all of them, or the listed ones) as of today: one query over lk_payments,
 * whatever the number of payments.
 */
export async function contractSums(
  ctx: LkContext,
  profileId: number,
  contractIds?: number[],
): Promise<Map<number, ContractSums>> {
  const out = new Map<number, ContractSums>();
  if (contractIds?.length === 0) return out;
  const today = ctx.today();
  const soon = addDays(today, 30);
  const p = lkPayments;
  // One pass: each payment row carries its contract's nearest unpaid date (a window), then one aggregate per contract.
  const rowsWithNext = ctx.db
    .select({
      contractId: p.contractId,
      dueDate: p.dueDate,
      amount: p.amount,
      paidAt: p.paidAt,
      paidAmount: p.paidAmount,
      nextDate: sql<
        string | null
      >`min(${p.dueDate}) filter (where ${p.paidAt} is null and ${p.dueDate} >= ${today}) over (partition by ${p.contractId})`.as(
        "next_date",
      ),
    })
    .from(p)
    .where(and(eq(p.profileId, profileId), contractIds ? inArray(p.contractId, contractIds) : undefined))
    .as("s");
  const r = rowsWithNext;
  const unpaid = sql`${r.paidAt} is null`;
  const late = sql`${r.paidAt} is null and ${r.dueDate} < ${today}`;
  const rows = await ctx.db
    .select({
      contractId: r.contractId,
      paid: sql<number>`coalesce(sum(${r.paidAmount}), 0)`.mapWith(Number),
      remaining: sql<number>`coalesce(sum(${r.amount}) filter (where ${unpaid}), 0)`.mapWith(Number),
      overdue: sql<number>`coalesce(sum(${r.amount}) filter (where ${late}), 0)`.mapWith(Number),
      overdueCnt: sql<number>`count(*) filter (where ${late})`.mapWith(Number),
      oldestOverdue: sql<string | null>`min(${r.dueDate}) filter (where ${late})`,
      overdueDays:
        sql<number>`coalesce(sum(${r.amount} * (${today}::date - ${r.dueDate})) filter (where ${late}), 0)`.mapWith(
          Number,
        ),
      current:
        sql<number>`coalesce(sum(${r.amount}) filter (where ${unpaid} and ${r.dueDate} >= ${today} and ${r.dueDate} <= ${soon}), 0)`.mapWith(
          Number,
        ),
      nextDate: sql<string | null>`min(${r.nextDate})`,
      nextAmount:
        sql<number>`coalesce(sum(${r.amount}) filter (where ${unpaid} and ${r.dueDate} = ${r.nextDate}), 0)`.mapWith(
          Number,
        ),
    })
    .from(r)
    .groupBy(r.contractId);

  for (const row of rows) {
    out.set(row.contractId, {
      paid: row.paid,
      remaining: row.remaining,
      overdue: row.overdue,
      overdueCnt: row.overdueCnt,
      oldestOverdue: row.oldestOverdue ? String(row.oldestOverdue).slice(0, 10) : null,
      current: row.current,
      penalties: Math.round((row.overdueDays * PENALTY_RATE_PERCENT_PER_DAY) / 100),
      next: row.nextDate ? { date: String(row.nextDate).slice(0, 10), amount: row.nextAmount } : null,
    });
  }
  return out;
}

export function sumAll(map: Map<number, ContractSums>): ContractSums {
  const total = { ...EMPTY_SUMS };
  for (const s of map.values()) {
    total.paid += s.paid;
    total.remaining += s.remaining;
    total.overdue += s.overdue;
    total.overdueCnt += s.overdueCnt;
    total.current += s.current;
    total.penalties += s.penalties;
    if (s.oldestOverdue && (!total.oldestOverdue || s.oldestOverdue < total.oldestOverdue)) {
      total.oldestOverdue = s.oldestOverdue;
    }
  }
  return total;
}
