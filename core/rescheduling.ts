import { addMonths } from "./calendar-dates.ts";
import { DEFAULT_VAT_RATE, roundHalfAway } from "./leasing-calculator.ts";
import { nextWorkingDay } from "./production-calendar.ts";

/**
 * Rescheduling (реструктуризация) of a leasing contract's remaining payments: pure maths, next to the calculator.
 *
 * The rule every option keeps: the financed amount does not change, so the present value at the contract's monthly
 * rate i = r/12 of the new remaining schedule equals that of the old remaining one. Rows are discounted by their
 * contract month, v^(month − m₀), where m₀ is the month before the first changed row — the same monthly grid the
 * calculator builds the schedule on (docs/calculator.md), so a contract rescheduled at its own rate costs the lessor
 * nothing and gives the client nothing: money paid later carries the contract's rate, money paid earlier saves it.
 *
 * Each payment is rounded to kopecks once (as the calculator does), then the last regular payment takes the rounded
 * remainder of the present value, which leaves the two present values less than 1 kopeck apart in total.
 *
 * Options (limits in RESCHEDULING_LIMITS):
 * - holiday: the first N ≤ 3 payments are skipped; their present value is spread as an equal addition over the rest;
 * - reduced: the first N ≤ 12 payments are paid at a share (30–90 %); the shortfall is caught up the same way;
 * - extension: N ≤ 12 months are added to the term; the remaining payments become equal over the longer term and
 *   the buyout moves to the new last month;
 * - seasonal: each remaining payment is the base payment X times its calendar month's weight (low months a share
 *   of 30–90 %, high months 110–200 %, the rest 100 %), X chosen by the rule (DOMAIN.md: PMT_k = c_k·X).
 *
 * Money in kopecks (integers) in and out.
 */

export const RESCHEDULING_OPTIONS = ["holiday", "reduced", "extension", "seasonal"] as const;
export type ReschedulingOptionCode = (typeof RESCHEDULING_OPTIONS)[number];

export const RESCHEDULING_LIMITS = {
  holiday: { minMonths: 1, maxMonths: 3 },
  reduced: { minMonths: 1, maxMonths: 12, minShare: 30, maxShare: 90 },
  extension: { minMonths: 1, maxMonths: 12 },
  seasonal: {
    minLowMonths: 1,
    maxLowMonths: 6,
    maxHighMonths: 6,
    minLowShare: 30,
    maxLowShare: 90,
    minHighShare: 110,
    maxHighShare: 200,
  },
  /** Regular payments that must stay after the changed months, and the least a contract needs to be rescheduled. */
  minRestPayments: 3,
  justification: { min: 20, max: 2000 },
} as const;

export type ReschedulingChange =
  | { option: "holiday"; params: { months: number } }
  | { option: "reduced"; params: { months: number; share: number } }
  | { option: "extension"; params: { months: number } }
  | { option: "seasonal"; params: { lowMonths: number[]; lowShare: number; highMonths: number[]; highShare: number } };

/** One remaining row of the schedule as stored (kopecks). */
export interface RemainingRow {
  /** Contract month 1…n; the buyout carries n. */
  month: number;
  kind: "payment" | "buyout";
  date: string;
  payment: number;
  vat: number;
  principal: number;
  /** Price not yet repaid after this row. */
  remaining: number;
}

export interface ReschedulingInput {
  /** The unpaid rows the change replaces, from the first one on: regular payments by month, the buyout last. */
  rows: RemainingRow[];
  /** Annual rate of the contract, %. */
  rate: number;
  /** The contract's month 0 (its start): month k falls on `addMonths(startDate, k)`, as the schedule was built. */
  startDate: string;
  /** Price of the vehicle with VAT, kopecks (P of the удорожание). */
  price: number;
  /** Term, months. */
  term: number;
  /** The whole contract sum and its VAT now, kopecks (every row, paid or not). */
  contractSum: number;
  contractVat: number;
  vatRate?: number;
}

export interface ScheduleLine {
  month: number;
  kind: "payment" | "buyout";
  date: string;
  payment: number;
  vat: number;
  principal: number;
  interest: number;
  remaining: number;
}

export interface ComparisonLine {
  month: number;
  kind: "payment" | "buyout";
  date: string;
  old: ScheduleLine | null;
  new: ScheduleLine | null;
  /** new payment − old payment (a missing side counts 0). */
  difference: number;
}

export interface ScheduleSide {
  rows: ScheduleLine[];
  payments: number;
  vat: number;
  count: number;
  contractSum: number;
  contractVat: number;
  term: number;
  endDate: string;
  /** % per year, two decimals: (S − P) / P / (n/12) · 100. */
  appreciationPerYear: number;
  /** Σ payment · v^(month − m₀), kopecks, not rounded. */
  presentValue: number;
}

export interface ReschedulingResult {
  fromDate: string;
  old: ScheduleSide;
  new: ScheduleSide;
  comparison: ComparisonLine[];
  /** new payments total − old payments total. */
  difference: number;
}

/** A limit the client's choice breaks, with the field it concerns and the Russian message to show. */
export class ReschedulingLimitError extends Error {
  readonly field: string;
  constructor(field: string, message: string) {
    super(message);
    this.name = "ReschedulingLimitError";
    this.field = field;
  }
}

const L = RESCHEDULING_LIMITS;

function refuse(condition: boolean, field: string, message: string): void {
  if (condition) throw new ReschedulingLimitError(field, message);
}

const paymentsWord = (n: number) => {
  const d = n % 10;
  const dd = n % 100;
  if (d === 1 && dd !== 11) return "платёж";
  if (d >= 2 && d <= 4 && (dd < 12 || dd > 14)) return "платежа";
  return "платежей";
};

/** The regular rows and the buyout, checked: increasing months, one buyout at most. */
function splitRows(rows: RemainingRow[]): { regular: RemainingRow[]; buyout: RemainingRow | null } {
  const regular = rows.filter((r) => r.kind === "payment");
  const buyouts = rows.filter((r) => r.kind === "buyout");
  if (buyouts.length > 1) throw new RangeError("at most one buyout row");
  // Months may skip (a holiday approved earlier leaves no rows for its months), but never go back.
  regular.forEach((r, j) => {
    const prev = regular[j - 1];
    if (prev && r.month <= prev.month) throw new RangeError("regular rows must be in increasing months");
  });
  return { regular, buyout: buyouts[0] ?? null };
}

/**
 * The largest value of each "months" parameter this contract allows now: the option's limit, lowered so that
 * `minRestPayments` regular payments stay after the changed months. Null when the contract cannot take the option.
 */
export function monthsLimit(option: ReschedulingOptionCode, regularCount: number): number | null {
  if (regularCount < L.minRestPayments) return null;
  const rest = regularCount - L.minRestPayments;
  if (option === "holiday") return rest >= L.holiday.minMonths ? Math.min(L.holiday.maxMonths, rest) : null;
  if (option === "reduced") return rest >= L.reduced.minMonths ? Math.min(L.reduced.maxMonths, rest) : null;
  if (option === "extension") return L.extension.maxMonths;
  return 0;
}

/** Why a contract with `regularCount` unpaid regular payments cannot take the option; null when it can. */
export function optionUnavailable(option: ReschedulingOptionCode, regularCount: number): string | null {
  if (regularCount < L.minRestPayments) {
    return `До конца договора ${regularCount === 1 ? "остался" : "осталось"} ${regularCount} ${paymentsWord(regularCount)}: график можно изменить, пока их не меньше ${L.minRestPayments}`;
  }
  if (monthsLimit(option, regularCount) === null) {
    return `После изменённых месяцев должно остаться не меньше ${L.minRestPayments} платежей, а осталось ${regularCount}`;
  }
  return null;
}

function checkChange(change: ReschedulingChange, regular: RemainingRow[]): void {
  const k = regular.length;
  const tooShort = optionUnavailable(change.option, k);
  refuse(tooShort !== null, "contractCode", tooShort ?? "");
  const whole = (v: number) => Number.isInteger(v);
  switch (change.option) {
    case "holiday": {
      const { months } = change.params;
      refuse(
        !whole(months) || months < L.holiday.minMonths || months > L.holiday.maxMonths,
        "params.months",
        `Платёжные каникулы — от ${L.holiday.minMonths} до ${L.holiday.maxMonths} месяцев`,
      );
      refuse(
        k - months < L.minRestPayments,
        "params.months",
        `После каникул должно остаться не меньше ${L.minRestPayments} платежей: сейчас осталось ${k}, каникулы — не больше ${k - L.minRestPayments} мес.`,
      );
      return;
    }
    case "reduced": {
      const { months, share } = change.params;
      refuse(
        !whole(months) || months < L.reduced.minMonths || months > L.reduced.maxMonths,
        "params.months",
        `Сниженные платежи — от ${L.reduced.minMonths} до ${L.reduced.maxMonths} месяцев`,
      );
      refuse(
        !whole(share) || share < L.reduced.minShare || share > L.reduced.maxShare,
        "params.share",
        `Доля платежа — от ${L.reduced.minShare} до ${L.reduced.maxShare} %`,
      );
      refuse(
        k - months < L.minRestPayments,
        "params.months",
        `После сниженных платежей должно остаться не меньше ${L.minRestPayments} платежей: сейчас осталось ${k}, снижение — не больше ${k - L.minRestPayments} мес.`,
      );
      return;
    }
    case "extension": {
      const { months } = change.params;
      refuse(
        !whole(months) || months < L.extension.minMonths || months > L.extension.maxMonths,
        "params.months",
        `Срок можно увеличить на ${L.extension.minMonths}–${L.extension.maxMonths} месяцев`,
      );
      return;
    }
    case "seasonal": {
      const { lowMonths, lowShare, highMonths, highShare } = change.params;
      const S = L.seasonal;
      const calendar = (m: number) => whole(m) && m >= 1 && m <= 12;
      refuse(
        lowMonths.length < S.minLowMonths || lowMonths.length > S.maxLowMonths || !lowMonths.every(calendar),
        "params.lowMonths",
        `Низкие месяцы: выберите от ${S.minLowMonths} до ${S.maxLowMonths}`,
      );
      refuse(
        highMonths.length > S.maxHighMonths || !highMonths.every(calendar),
        "params.highMonths",
        `Высокие месяцы: не больше ${S.maxHighMonths}`,
      );
      refuse(
        new Set(lowMonths).size !== lowMonths.length || new Set(highMonths).size !== highMonths.length,
        "params.lowMonths",
        "Месяцы не должны повторяться",
      );
      refuse(
        highMonths.some((m) => lowMonths.includes(m)),
        "params.highMonths",
        "Месяц не может быть одновременно высоким и низким",
      );
      refuse(
        !whole(lowShare) || lowShare < S.minLowShare || lowShare > S.maxLowShare,
        "params.lowShare",
        `Платёж в низкий месяц — от ${S.minLowShare} до ${S.maxLowShare} % обычного`,
      );
      refuse(
        !whole(highShare) || highShare < S.minHighShare || highShare > S.maxHighShare,
        "params.highShare",
        `Платёж в высокий месяц — от ${S.minHighShare} до ${S.maxHighShare} % обычного`,
      );
      refuse(
        !regular.some((r) => lowMonths.includes(calendarMonth(r.date))),
        "params.lowMonths",
        "Ни один из оставшихся платежей не приходится на выбранные низкие месяцы",
      );
      return;
    }
  }
}

const calendarMonth = (date: string) => Number(date.slice(5, 7));

/** A planned payment before rounding: its month, kind, date and exact amount in kopecks. */
interface Planned {
  month: number;
  kind: "payment" | "buyout";
  date: string;
  amount: number;
}

/** The new regular payments and buyout, exact (not rounded), for the option. */
function plan(
  change: ReschedulingChange,
  regular: RemainingRow[],
  buyout: RemainingRow | null,
  discount: (month: number) => number,
  startDate: string,
): Planned[] {
  const k = regular.length;
  const B = buyout?.payment ?? 0;
  const keepBuyout = (month: number, date: string): Planned[] =>
    buyout ? [{ month, kind: "buyout", date, amount: B }] : [];
  const lastRegular = regular[k - 1] as RemainingRow;

  if (change.option === "holiday" || change.option === "reduced") {
    const n = change.params.months;
    const paidShare = change.option === "holiday" ? 0 : change.params.share / 100;
    // The part of the first n payments not paid now, valued at month m₀, spread equally over the rest.
    let deferred = 0;
    let restWeight = 0;
    regular.forEach((r, j) => {
      if (j < n) deferred += r.payment * (1 - paidShare) * discount(r.month);
      else restWeight += discount(r.month);
    });
    const addition = deferred / restWeight;
    return [
      ...regular.map(
        (r, j): Planned => ({
          month: r.month,
          kind: "payment",
          date: r.date,
          amount: j < n ? r.payment * paidShare : r.payment + addition,
        }),
      ),
      ...keepBuyout(lastRegular.month, lastRegular.date),
    ];
  }

  const pvOld = regular.reduce((s, r) => s + r.payment * discount(r.month), 0) + B * discount(lastRegular.month);

  if (change.option === "extension") {
    const n = change.params.months;
    const months = [...regular.map((r) => r.month), ...Array.from({ length: n }, (_, j) => lastRegular.month + 1 + j)];
    const lastMonth = months[months.length - 1] as number;
    // A month added by the extension is due on the contract's grid, moved off a day off like every schedule row.
    const dateOf = (month: number, j: number) => regular[j]?.date ?? nextWorkingDay(addMonths(startDate, month));
    const weight = months.reduce((s, m) => s + discount(m), 0);
    const equal = (pvOld - B * discount(lastMonth)) / weight;
    const lastDate = dateOf(lastMonth, k + n - 1);
    return [
      ...months.map((m, j): Planned => ({ month: m, kind: "payment", date: dateOf(m, j), amount: equal })),
      ...keepBuyout(lastMonth, lastDate),
    ];
  }

  const { lowMonths, lowShare, highMonths, highShare } = change.params;
  const weightOf = (date: string) => {
    const m = calendarMonth(date);
    if (lowMonths.includes(m)) return lowShare / 100;
    if (highMonths.includes(m)) return highShare / 100;
    return 1;
  };
  const weighted = regular.reduce((s, r) => s + weightOf(r.date) * discount(r.month), 0);
  const base = (pvOld - B * discount(lastRegular.month)) / weighted;
  return [
    ...regular.map(
      (r): Planned => ({ month: r.month, kind: "payment", date: r.date, amount: base * weightOf(r.date) }),
    ),
    ...keepBuyout(lastRegular.month, lastRegular.date),
  ];
}

function appreciation(contractSum: number, price: number, term: number): number {
  return roundHalfAway(((contractSum - price) / price / (term / 12)) * 100 * 100) / 100;
}

/**
 * The new remaining schedule for the option, side by side with the old one, with the totals, the difference and
 * the new удорожание. Throws ReschedulingLimitError (field, Russian message) when the choice breaks a limit, and
 * RangeError on rows no contract has (not consecutive, two buyouts).
 */
export function reschedule(input: ReschedulingInput, change: ReschedulingChange): ReschedulingResult {
  const vatRate = input.vatRate ?? DEFAULT_VAT_RATE;
  const { regular, buyout } = splitRows(input.rows);
  checkChange(change, regular);
  const first = regular[0] as RemainingRow;
  const i = input.rate / 1200;
  const m0 = first.month - 1;
  const discount = (month: number) => (1 + i) ** -(month - m0);

  // Round each payment once, then let the last regular payment take the present value's rounded remainder.
  const planned = plan(change, regular, buyout, discount, input.startDate);
  const amounts = planned.map((p) => roundHalfAway(p.amount));
  const pvOf = (rows: { month: number; payment: number }[]) =>
    rows.reduce((s, r) => s + r.payment * discount(r.month), 0);
  const pvOld = pvOf(input.rows);
  const lastIdx = planned.map((p) => p.kind).lastIndexOf("payment");
  const last = planned[lastIdx] as Planned;
  const pvRounded = planned.reduce((s, p, j) => s + (amounts[j] as number) * discount(p.month), 0);
  amounts[lastIdx] = (amounts[lastIdx] as number) + roundHalfAway((pvOld - pvRounded) / discount(last.month));

  // Principal and interest of the new rows: the month's financing charge on the balance, the rest repays it; the
  // last regular row repays what is left but the buyout, so the balance ends exactly at zero.
  const B = buyout?.payment ?? 0;
  let balance = first.remaining + first.principal;
  const newRows: ScheduleLine[] = planned.map((p, j) => {
    const payment = amounts[j] as number;
    const vat = roundHalfAway((payment * vatRate) / (100 + vatRate));
    if (p.kind === "buyout") {
      balance -= payment;
      return {
        month: p.month,
        kind: p.kind,
        date: p.date,
        payment,
        vat,
        principal: payment,
        interest: 0,
        remaining: 0,
      };
    }
    const principal = j === lastIdx ? balance - B : payment - roundHalfAway(balance * i);
    balance -= principal;
    return {
      month: p.month,
      kind: p.kind,
      date: p.date,
      payment,
      vat,
      principal,
      interest: payment - principal,
      remaining: balance,
    };
  });
  const oldRows: ScheduleLine[] = input.rows.map((r) => ({ ...r, interest: r.payment - r.principal }));

  const side = (rows: ScheduleLine[], term: number): ScheduleSide => {
    const payments = rows.reduce((s, r) => s + r.payment, 0);
    const vat = rows.reduce((s, r) => s + r.vat, 0);
    const oldPayments = oldRows.reduce((s, r) => s + r.payment, 0);
    const oldVat = oldRows.reduce((s, r) => s + r.vat, 0);
    const contractSum = input.contractSum - oldPayments + payments;
    return {
      rows,
      payments,
      vat,
      count: rows.length,
      contractSum,
      contractVat: input.contractVat - oldVat + vat,
      term,
      endDate: (rows[rows.length - 1] as ScheduleLine).date,
      appreciationPerYear: appreciation(contractSum, input.price, term),
      presentValue: pvOf(rows),
    };
  };
  const oldSide = side(oldRows, input.term);
  const newSide = side(newRows, input.term + (change.option === "extension" ? change.params.months : 0));

  return {
    fromDate: first.date,
    old: oldSide,
    new: newSide,
    comparison: compare(oldRows, newRows),
    difference: newSide.payments - oldSide.payments,
  };
}

/** Old and new rows paired by month and kind, in the order of the months (a buyout after its month's payment). */
function compare(oldRows: ScheduleLine[], newRows: ScheduleLine[]): ComparisonLine[] {
  const key = (r: ScheduleLine) => `${r.month}:${r.kind}`;
  const byKey = new Map<string, ComparisonLine>();
  for (const r of oldRows) {
    byKey.set(key(r), { month: r.month, kind: r.kind, date: r.date, old: r, new: null, difference: -r.payment });
  }
  for (const r of newRows) {
    const line = byKey.get(key(r));
    if (line) {
      line.new = r;
      line.date = r.date;
      line.difference = r.payment - (line.old?.payment ?? 0);
    } else {
      byKey.set(key(r), { month: r.month, kind: r.kind, date: r.date, old: null, new: r, difference: r.payment });
    }
  }
  const rank = (l: ComparisonLine) => l.month * 2 + (l.kind === "buyout" ? 1 : 0);
  return [...byKey.values()].sort((a, b) => rank(a) - rank(b));
}

/** The present value at the month before the first row, kopecks: what the tests and the server check with. */
export function presentValue(rows: { month: number; payment: number }[], rate: number, baseMonth: number): number {
  const i = rate / 1200;
  return rows.reduce((s, r) => s + r.payment * (1 + i) ** -(r.month - baseMonth), 0);
}
