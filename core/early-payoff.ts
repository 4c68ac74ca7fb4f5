import { daysBetween, isIsoDate } from "./calendar-dates.ts";
import { DEFAULT_VAT_RATE } from "./leasing-calculator.ts";

/**
 * The early payoff quote («досрочный выкуп»): what a lessee pays to end the contract on a chosen date, computed
 * from the contract's own payment schedule so that a person can redo it with the rows in hand.
 *
 *   principal  = Σ principal of the unpaid monthly rows due after the date
 *   interest   = balance · r/12 · days / periodDays, the balance being principal + the unpaid buyout (the schedule's
 *                «остаток» after the last row due, on which the next payment's interest is charged), `days` from the
 *                last due date (or the start) to the date, `periodDays` from it to the next due date — so a full
 *                period accrues exactly the interest of the next payment and the quote has no jump on a due date
 *   buyout     = the buyout row, unless paid
 *   overdue    = unpaid rows due before today (whole payments)
 *   due        = unpaid rows due from today to the date (they fall due before the payoff)
 *   penalties  = the contract's % per day of each unpaid row past its due date, to the date (the formula of the
 *                account's penalties, contract-sums.ts, rounded once over all rows)
 *
 * Money is whole kopecks in and out. VAT is shown inside each component (22/122); penalties are a sanction, not a
 * payment for the lease, and carry no VAT (Tax Code art. 162, the Finance Ministry's letters).
 */

export type PayoffRowKind = "advance" | "payment" | "buyout";

/** One row of the contract's schedule, in kopecks. */
export interface PayoffScheduleRow {
  /** 0 for the advance, 1…n; the buyout row carries n. */
  month: number;
  kind: PayoffRowKind;
  dueDate: string;
  /** The whole payment with VAT. */
  amount: number;
  /** The part that repays the price. */
  principal: number;
  /** Price not yet repaid after this row (the schedule's «остаток»). */
  remaining: number;
  paid: boolean;
}

export interface PayoffInput {
  /** The payoff date, `YYYY-MM-DD`, not before `today`. */
  date: string;
  /** Today (Moscow): rows due before it are overdue, the rest due by the date. */
  today: string;
  /** The contract's start (the advance's date): the first period's interest runs from it. */
  startDate: string;
  /** The contract's annual rate in basis points (1900 = 19 %). */
  rateBp: number;
  /** Penalty, % of the overdue amount per day (0.1 in the demo contracts). */
  penaltyPercentPerDay: number;
  rows: readonly PayoffScheduleRow[];
  /** VAT, %; 22 by default. */
  vatRate?: number;
}

export const PAYOFF_COMPONENTS = ["principal", "interest", "buyout", "due", "overdue", "penalties"] as const;
export type PayoffComponentCode = (typeof PAYOFF_COMPONENTS)[number];

export interface PayoffComponent {
  code: PayoffComponentCode;
  amount: number;
  /** VAT inside `amount`; 0 for penalties. */
  vat: number;
}

/**
 * How a schedule row enters the quote: its principal (a future row), its whole payment (overdue or due by the date,
 * with penalty days when late), or the buyout.
 */
export type PayoffRowRole = "principal" | "overdue" | "due" | "buyout";

export interface PayoffRowUse extends PayoffScheduleRow {
  role: PayoffRowRole;
  /** What the row adds: its principal for `principal`, its whole amount otherwise. */
  counted: number;
  /** Days late on the payoff date (0 when not late). */
  penaltyDays: number;
}

export interface PayoffInterest {
  /** The balance interest runs on: the principal still to repay plus the unpaid buyout. */
  base: number;
  rateBp: number;
  /** The last due date on or before the payoff date, or the start. */
  from: string;
  /** The next due date after the payoff date; null when no monthly payment is left after it. */
  to: string | null;
  days: number;
  periodDays: number;
  amount: number;
}

export interface PayoffQuote {
  date: string;
  components: PayoffComponent[];
  total: number;
  vat: number;
  interest: PayoffInterest;
  /** The schedule rows the quote came from, in schedule order. */
  rows: PayoffRowUse[];
}

/** To a whole number (kopecks), half away from zero; the nudge absorbs binary floating-point error at .5. */
function roundHalfAway(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) * (1 + 4 * Number.EPSILON));
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

/** VAT inside a gross sum: X·VAT/(100+VAT), to the kopeck. */
export function vatInside(amount: number, vatRate: number = DEFAULT_VAT_RATE): number {
  return roundHalfAway((amount * vatRate) / (100 + vatRate));
}

/**
 * The quote on `input.date`. Throws RangeError for a date before today or not a date, a negative rate, or rows
 * that are not whole kopecks; the caller checks the date against the contract's term first.
 */
export function quoteEarlyPayoff(input: PayoffInput): PayoffQuote {
  const { date, today, startDate, rateBp, penaltyPercentPerDay, rows } = input;
  const vatRate = input.vatRate ?? DEFAULT_VAT_RATE;
  check(isIsoDate(date) && isIsoDate(today) && isIsoDate(startDate), "dates must be real YYYY-MM-DD dates");
  check(date >= today, "the payoff date must not be before today");
  check(Number.isFinite(rateBp) && rateBp >= 0, "rateBp must be a non-negative number");
  check(Number.isFinite(penaltyPercentPerDay) && penaltyPercentPerDay >= 0, "penalty must be non-negative");
  for (const r of rows) {
    check(Number.isInteger(r.amount) && Number.isInteger(r.principal), "row amounts must be whole kopecks");
    check(isIsoDate(r.dueDate), "row due dates must be real dates");
  }

  const used: PayoffRowUse[] = [];
  let principal = 0;
  let buyout = 0;
  let overdue = 0;
  let due = 0;
  /** Σ amount × days late, the penalty base of contract-sums.ts. */
  let amountDays = 0;
  for (const row of rows) {
    if (row.paid) continue;
    if (row.kind === "buyout") {
      buyout += row.amount;
      used.push({ ...row, role: "buyout", counted: row.amount, penaltyDays: 0 });
    } else if (row.kind === "payment" && row.dueDate > date) {
      principal += row.principal;
      used.push({ ...row, role: "principal", counted: row.principal, penaltyDays: 0 });
    } else {
      // A monthly payment due by the date, or an advance still unpaid (whenever due): paid in full.
      const late = Math.max(0, daysBetween(row.dueDate, date));
      amountDays += row.amount * late;
      const role = row.dueDate < today ? "overdue" : "due";
      if (role === "overdue") overdue += row.amount;
      else due += row.amount;
      used.push({ ...row, role, counted: row.amount, penaltyDays: late });
    }
  }
  const penalties = Math.round((amountDays * penaltyPercentPerDay) / 100);

  // The current period: from the last monthly due date on or before the date (or the start) to the next one.
  let from = startDate;
  let to: string | null = null;
  for (const row of rows) {
    if (row.kind !== "payment") continue;
    if (row.dueDate <= date && row.dueDate > from) from = row.dueDate;
    if (row.dueDate > date && (to === null || row.dueDate < to)) to = row.dueDate;
  }
  const base = principal + buyout;
  const days = to === null ? 0 : Math.max(0, daysBetween(from, date));
  const periodDays = to === null ? 0 : daysBetween(from, to);
  const interest = periodDays > 0 ? roundHalfAway((base * rateBp * days) / 120_000 / periodDays) : 0;

  const amounts: Record<PayoffComponentCode, number> = { principal, interest, buyout, due, overdue, penalties };
  const components = PAYOFF_COMPONENTS.map((code) => ({
    code,
    amount: amounts[code],
    vat: code === "penalties" ? 0 : vatInside(amounts[code], vatRate),
  }));
  return {
    date,
    components,
    total: components.reduce((s, c) => s + c.amount, 0),
    vat: components.reduce((s, c) => s + c.vat, 0),
    interest: { base, rateBp, from, to, days, periodDays, amount: interest },
    rows: used,
  };
}
