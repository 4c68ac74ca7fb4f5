import { addDays, daysBetween } from "./calendar-dates.ts";
import { nextWorkingDay } from "./production-calendar.ts";

/**
 * The lease account of one contract as a ledger: charges (what the client owes and when) and receipts (money that
 * came in). Everything else — which charge a payment paid, penalties, the debt, the reconciliation act — is derived
 * here, so the home page, the accounting section and the documents agree to the kopeck.
 *
 * Money is whole kopecks; dates are `YYYY-MM-DD`. A charge dated on a day off is due on the next working day
 * (production calendar): paying then is on time, and penalties start the day after that.
 */

export const LEASE_CHARGE_KINDS = ["advance", "payment", "buyout", "service", "fine"] as const;
export type LeaseChargeKind = (typeof LEASE_CHARGE_KINDS)[number];

export interface LedgerCharge {
  id: number;
  kind: LeaseChargeKind;
  date: string;
  amount: number;
}

export interface LedgerReceipt {
  id: number;
  date: string;
  amount: number;
  /** What the client paid for: the charges (FIFO) or the penalties. */
  target: "charges" | "penalties";
}

/** A part of a receipt that paid a charge. */
export interface Coverage {
  receiptId: number;
  date: string;
  amount: number;
}

export interface ChargeState {
  id: number;
  amount: number;
  paid: number;
  unpaid: number;
  /** The date of the receipt that paid the charge in full; null while anything is unpaid. */
  paidOn: string | null;
  coverage: Coverage[];
}

/** Charge kinds that bear penalties (the lease payments); services and fines do not. */
const PENALTY_KINDS: ReadonlySet<LeaseChargeKind> = new Set(["advance", "payment", "buyout"]);

const byDateThenId = <T extends { date: string; id: number }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/** round(value) half away from zero; the nudge absorbs binary floating-point error at .5. */
const roundKopecks = (value: number) =>
  (value < 0 ? -1 : 1) * Math.round(Math.abs(value) * (1 + 4 * Number.EPSILON)) || 0;

/** The date a charge must be paid by: its date, or the next working day when it falls on a day off. */
export function dueDateOf(charge: Pick<LedgerCharge, "date">): string {
  return nextWorkingDay(charge.date);
}

/**
 * Receipts with target "charges", by (date, id), pay the oldest unpaid charges, by (date, id), in full and then the
 * next (FIFO) — a receipt may also pay a charge dated later (an advance payment). `asOf`: receipts after that date
 * are ignored. Money left over after every charge is paid stays as `credit`.
 */
export function allocate(
  charges: LedgerCharge[],
  receipts: LedgerReceipt[],
  asOf?: string,
): { states: Map<number, ChargeState>; credit: number } {
  const ordered = [...charges].sort(byDateThenId);
  const states = new Map<number, ChargeState>();
  for (const c of ordered) {
    states.set(c.id, { id: c.id, amount: c.amount, paid: 0, unpaid: c.amount, paidOn: null, coverage: [] });
  }
  const money = receipts
    .filter((r) => r.target === "charges" && (asOf === undefined || r.date <= asOf))
    .sort(byDateThenId);
  let credit = 0;
  let next = 0; // index of the oldest charge that may still be unpaid
  for (const r of money) {
    let left = r.amount;
    while (left > 0 && next < ordered.length) {
      const state = states.get((ordered[next] as LedgerCharge).id) as ChargeState;
      if (state.unpaid <= 0) {
        next++;
        continue;
      }
      const part = Math.min(left, state.unpaid);
      state.paid += part;
      state.unpaid -= part;
      state.coverage.push({ receiptId: r.id, date: r.date, amount: part });
      if (state.unpaid === 0) {
        state.paidOn = r.date;
        next++;
      }
      left -= part;
    }
    credit += left;
  }
  return { states, credit };
}

/** One period a base sum stayed unpaid after its due date. */
export interface PenaltySpan {
  chargeId: number;
  dueDate: string;
  /** The unpaid sum the penalty runs on, kopecks. */
  base: number;
  /** First and last day of the span, inclusive. */
  from: string;
  to: string;
  days: number;
  penalty: number;
}

/**
 * Penalties (пени) on the charges of kinds advance, payment and buyout at `rateBpPerDay` hundredths of a percent a
 * day (10 = 0.1 %/day). For each charge the unpaid base runs from the day after its due date to the date of the
 * receipt that covers it, inclusive (or to `dateTo`, inclusive, while unpaid); a partial payment lowers the base
 * from the day after its date, which starts a new span. Penalty of a span = round(base · rate / 10000 · days).
 * `paid` = receipts with target "penalties" dated ≤ dateTo; `total` = max(0, accrued − paid).
 */
export function penalties(
  charges: LedgerCharge[],
  receipts: LedgerReceipt[],
  o: { rateBpPerDay: number; dateTo: string },
): { rows: PenaltySpan[]; accrued: number; paid: number; total: number } {
  const { states } = allocate(charges, receipts, o.dateTo);
  const rows: PenaltySpan[] = [];
  for (const charge of [...charges].sort(byDateThenId)) {
    if (!PENALTY_KINDS.has(charge.kind) || charge.amount <= 0) continue;
    const dueDate = dueDateOf(charge);
    let base = charge.amount;
    let from = addDays(dueDate, 1);
    const span = (to: string) => {
      if (base <= 0 || to < from) return;
      const days = daysBetween(from, to) + 1;
      rows.push({
        chargeId: charge.id,
        dueDate,
        base,
        from,
        to,
        days,
        penalty: roundKopecks((base * o.rateBpPerDay * days) / 10_000),
      });
    };
    for (const c of (states.get(charge.id) as ChargeState).coverage) {
      if (c.date > dueDate) {
        span(c.date);
        from = addDays(c.date, 1); // coverage is in date order, so this never moves back
      }
      base -= c.amount;
    }
    span(o.dateTo);
  }
  const accrued = rows.reduce((s, r) => s + r.penalty, 0);
  const paid = receipts.filter((r) => r.target === "penalties" && r.date <= o.dateTo).reduce((s, r) => s + r.amount, 0);
  return { rows, accrued, paid, total: Math.max(0, accrued - paid) };
}

export interface Debt {
  /** Charges dated ≤ today + horizon, plus penalties accrued to today. */
  charged: number;
  /** Receipts dated ≤ today (both targets). */
  paid: number;
  /** Unpaid charges whose due date has passed. */
  overdue: number;
  /** The first day of the oldest delay (the day after the oldest unpaid due date); null without overdue. */
  overdueSince: string | null;
  /** Unpaid charges due today or within the horizon. */
  dueSoon: number;
  /** The nearest due date among them; null without any. */
  dueSoonDate: string | null;
  /** Penalties accrued to today less penalties paid (not below zero). */
  penalties: number;
  /** Money paid beyond what is charged (advance payments for later charges, penalties overpaid). */
  credit: number;
  /** What to pay now: max(0, overdue + dueSoon + penalties − credit). */
  total: number;
}

/**
 * The debt as of `today`. Charges dated ≤ today + horizonDays (30 by default) count as charged, plus the penalties
 * accrued to today. Identity: charged − paid = overdue + dueSoon + penalties − credit.
 */
export function debt(
  charges: LedgerCharge[],
  receipts: LedgerReceipt[],
  o: { today: string; rateBpPerDay: number; horizonDays?: number },
): Debt {
  const horizonEnd = addDays(o.today, o.horizonDays ?? 30);
  // The counted charges are a prefix of the FIFO order, so allocating over them alone gives the same states, and
  // the money that would pay later charges shows as credit.
  const counted = charges.filter((c) => c.date <= horizonEnd);
  const { states, credit: chargeCredit } = allocate(counted, receipts, o.today);
  const pen = penalties(charges, receipts, { rateBpPerDay: o.rateBpPerDay, dateTo: o.today });

  let overdue = 0;
  let overdueSince: string | null = null;
  let dueSoon = 0;
  let dueSoonDate: string | null = null;
  for (const c of [...counted].sort(byDateThenId)) {
    const unpaid = (states.get(c.id) as ChargeState).unpaid;
    if (unpaid <= 0) continue;
    const due = dueDateOf(c);
    if (due < o.today) {
      overdue += unpaid;
      const since = addDays(due, 1);
      if (overdueSince === null || since < overdueSince) overdueSince = since;
    } else {
      dueSoon += unpaid;
      if (dueSoonDate === null || due < dueSoonDate) dueSoonDate = due;
    }
  }
  const charged = counted.reduce((s, c) => s + c.amount, 0) + pen.accrued;
  const paid = receipts.filter((r) => r.date <= o.today).reduce((s, r) => s + r.amount, 0);
  const penaltiesDue = pen.total;
  const credit = chargeCredit + Math.max(0, pen.paid - pen.accrued);
  return {
    charged,
    paid,
    overdue,
    overdueSince,
    dueSoon,
    dueSoonDate,
    penalties: penaltiesDue,
    credit,
    total: Math.max(0, overdue + dueSoon + penaltiesDue - credit),
  };
}

export interface ActEntry {
  date: string;
  kind: "charge" | "receipt" | "penalty";
  /** The charge's or receipt's id; null for the penalty row. */
  id: number | null;
  debit: number;
  credit: number;
}

/**
 * The reconciliation act over [dateFrom, dateTo] from the client's debt side: opening = charges dated before
 * dateFrom + penalties accrued to the day before − receipts dated before; rows: every charge (debit) and receipt
 * (credit) dated in the period, by date, charges first on a date, then by id; one debit row of kind "penalty" dated
 * dateTo for the penalties accrued within the period (when > 0). closing = opening + debit − credit, which equals the
 * opening of the act that starts the day after dateTo.
 */
export function reconciliation(
  charges: LedgerCharge[],
  receipts: LedgerReceipt[],
  o: { dateFrom: string; dateTo: string; rateBpPerDay: number },
): { opening: number; rows: ActEntry[]; debit: number; credit: number; closing: number } {
  const dayBefore = addDays(o.dateFrom, -1);
  const accruedBefore = penalties(charges, receipts, { rateBpPerDay: o.rateBpPerDay, dateTo: dayBefore }).accrued;
  const accruedTo = penalties(charges, receipts, { rateBpPerDay: o.rateBpPerDay, dateTo: o.dateTo }).accrued;
  const opening =
    charges.filter((c) => c.date < o.dateFrom).reduce((s, c) => s + c.amount, 0) +
    accruedBefore -
    receipts.filter((r) => r.date < o.dateFrom).reduce((s, r) => s + r.amount, 0);

  const inPeriod = (date: string) => date >= o.dateFrom && date <= o.dateTo;
  const rows: ActEntry[] = [
    ...[...charges]
      .filter((c) => inPeriod(c.date))
      .sort(byDateThenId)
      .map((c): ActEntry => ({ date: c.date, kind: "charge", id: c.id, debit: c.amount, credit: 0 })),
    ...[...receipts]
      .filter((r) => inPeriod(r.date))
      .sort(byDateThenId)
      .map((r): ActEntry => ({ date: r.date, kind: "receipt", id: r.id, debit: 0, credit: r.amount })),
  ];
  // Stable sort by date keeps charges before receipts on a date and each group in id order.
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const accruedInPeriod = accruedTo - accruedBefore;
  if (accruedInPeriod > 0) {
    rows.push({ date: o.dateTo, kind: "penalty", id: null, debit: accruedInPeriod, credit: 0 });
  }
  const debit = rows.reduce((s, r) => s + r.debit, 0);
  const credit = rows.reduce((s, r) => s + r.credit, 0);
  return { opening, rows, debit, credit, closing: opening + debit - credit };
}
