import { allocate, type ChargeState, debt, dueDateOf } from "../../../core/ledger.ts";
import { type LedgerFigures, loadLedgerFigures } from "../accounting/ledger-reader.ts";
import type { LkContext } from "./lk-context.ts";

/** The horizon of «due soon»: charges due within this many days from today (today included) are to pay now. */
export const DEBT_HORIZON_DAYS = 30;

/** Payment totals of one contract as of today, in kopecks, all from its ledger (core/ledger.ts, ADR 028). */
export interface ContractSums {
  /** Paid of the schedule (advance, payments, buyout). */
  paid: number;
  /** Every unpaid part of the schedule to the end. */
  remaining: number;
  /** Unpaid charges past their due date (a due date on a day off moves to the next working day). */
  overdue: number;
  overdueCnt: number;
  /** The due date of the oldest overdue charge. */
  oldestOverdue: string | null;
  /** Unpaid charges due today or within DEBT_HORIZON_DAYS. */
  current: number;
  /** The nearest due date among them. */
  currentDate: string | null;
  /** Penalties accrued to today and not paid. */
  penalties: number;
  /** Paid beyond the charges so far (переплата). */
  credit: number;
  /** overdue + current + penalties − credit, not below 0: what to pay now. */
  total: number;
  /** Per cent a day of delay (0.1). */
  penaltyRate: number;
  /** The nearest charge due today or later — never an overdue one — and its unpaid part on that date. */
  next: { date: string; amount: number } | null;
}

export const EMPTY_SUMS: ContractSums = {
  paid: 0,
  remaining: 0,
  overdue: 0,
  overdueCnt: 0,
  oldestOverdue: null,
  current: 0,
  currentDate: null,
  penalties: 0,
  credit: 0,
  total: 0,
  penaltyRate: 0,
  next: null,
};

const SCHEDULE_KINDS = new Set(["advance", "payment", "buyout"]);

/** One contract's sums from its ledger as of `today`. */
export function sumsOf(ledger: LedgerFigures, today: string): ContractSums {
  const { charges, receipts, contract } = ledger;
  const d = debt(charges, receipts, {
    today,
    rateBpPerDay: contract.penaltyRate,
    horizonDays: DEBT_HORIZON_DAYS,
  });
  const { states } = allocate(charges, receipts, today);
  const sums: ContractSums = {
    ...EMPTY_SUMS,
    overdue: d.overdue,
    current: d.dueSoon,
    currentDate: d.dueSoonDate,
    penalties: d.penalties,
    credit: d.credit,
    total: d.total,
    penaltyRate: contract.penaltyRate / 100,
  };
  for (const c of charges) {
    const state = states.get(c.id) as ChargeState;
    if (SCHEDULE_KINDS.has(c.kind)) {
      sums.paid += state.paid;
      sums.remaining += state.unpaid;
    }
    if (state.unpaid <= 0) continue;
    const due = dueDateOf(c);
    if (due < today) {
      sums.overdueCnt++;
      if (sums.oldestOverdue === null || due < sums.oldestOverdue) sums.oldestOverdue = due;
    } else if (sums.next === null || due < sums.next.date) {
      sums.next = { date: due, amount: state.unpaid };
    } else if (due === sums.next.date) {
      sums.next.amount += state.unpaid;
    }
  }
  return sums;
}

/**
 * The sums of the profile's contracts (all of them, or the listed ones) as of today, from the ledger: three queries
 * whatever the number of contracts.
 */
export async function contractSums(
  ctx: LkContext,
  profileId: number,
  contractIds?: number[],
): Promise<Map<number, ContractSums>> {
  const today = ctx.today();
  const ledgers = await loadLedgerFigures(ctx, profileId, contractIds);
  return new Map(ledgers.map((l) => [l.contract.id, sumsOf(l, today)]));
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
    total.credit += s.credit;
    total.total += s.total;
    total.penaltyRate = Math.max(total.penaltyRate, s.penaltyRate);
    if (s.oldestOverdue && (!total.oldestOverdue || s.oldestOverdue < total.oldestOverdue)) {
      total.oldestOverdue = s.oldestOverdue;
    }
    if (s.currentDate && (!total.currentDate || s.currentDate < total.currentDate)) total.currentDate = s.currentDate;
  }
  return total;
}
