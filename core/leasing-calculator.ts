import { addMonths, isIsoDate } from "./calendar-dates.ts";
import { nextWorkingDay } from "./production-calendar.ts";
import { vatOf } from "./vat.ts";

/**
 * The leasing calculator: the formulas of DOMAIN.md as one pure, isomorphic function.
 * It runs in the browser on every slider move, on the server for `POST /api/calc/` and for every catalogue
 * card, so it allocates little and never formats text. The derivation, sources and worked examples are in
 * docs/calculator.md.
 *
 * Money is computed exactly in kopecks (floating point, no rounding on the way), rounded to whole kopecks once
 * at the end of each row, and the last monthly row takes the rounding remainder of the payments and the principal
 * so that the rows add up to the totals. VAT is different: every row carries the VAT of its own amount (core/vat.ts)
 * and the contract's VAT is the sum of the rows — a bill or an invoice for one row must show the same VAT as the
 * schedule, so no row may absorb a remainder. Amounts in the result are roubles with two decimals.
 */

export const SCHEDULE_TYPES = ["annuity", "degressive"] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** VAT, %: 22 % from 1 January 2026 (Tax Code art. 164 p. 3 as amended by Federal Law 425-ФЗ of 28.11.2025). */
export const DEFAULT_VAT_RATE = 22;
/** Profit tax, % (Tax Code art. 284 p. 1, 25 % from 2025). */
export const DEFAULT_PROFIT_TAX_RATE = 25;

export interface LeasingInput {
  /** Price of the vehicle, ₽ with VAT (P). */
  price: number;
  /** Advance, % of the price (a). */
  advance: number;
  /** Term, whole months (n). */
  term: number;
  /** Annual financing rate of the programme, % (r); never typed by the client. */
  rate: number;
  /** Buyout, % of the price (b), paid with month n. */
  buyout: number;
  scheduleType: ScheduleType;
  /** VAT, %; 22 by default. */
  vatRate?: number;
  /** Profit tax, %; 25 by default. */
  profitTaxRate?: number;
  /**
   * Date of the advance, `YYYY-MM-DD`; when given, every row gets a `date`: month k is k months later, moved to
   * the next working day when that falls on a day off (production calendar).
   */
  startDate?: string;
}

export type ScheduleRowKind = "advance" | "payment" | "buyout";

export interface ScheduleRow {
  /** 0 for the advance, 1…n for the monthly payments; the buyout row carries n (paid with month n). */
  month: number;
  kind: ScheduleRowKind;
  /** The due date `YYYY-MM-DD` (a working day), only when `startDate` was given. */
  date?: string;
  /** The whole payment, ₽ with VAT. */
  payment: number;
  /** VAT inside the payment, ₽. */
  vat: number;
  /** The part of the payment that repays the price, ₽. */
  principal: number;
  /** The financing charge in the payment, ₽ (payment − principal). */
  interest: number;
  /** Price not yet repaid after this row, ₽ (the buyout is repaid by the buyout row). */
  remaining: number;
}

export interface LeasingCalculation {
  scheduleType: ScheduleType;
  /** The inputs as used (price rounded to kopecks). */
  price: number;
  advance: number;
  term: number;
  rate: number;
  buyout: number;
  vatRate: number;
  profitTaxRate: number;
  /** A = P·a, ₽. */
  advanceSum: number;
  /** F = P − A, ₽. */
  financedSum: number;
  /** B = P·b, ₽, paid with month n. */
  buyoutSum: number;
  /** The payment of month 1, ₽ (the regular payment of an annuity). */
  monthlyPayment: number;
  monthlyPaymentFirst: number;
  monthlyPaymentLast: number;
  /** Σ PMT_k, ₽ (the monthly payments only). */
  paymentsTotal: number;
  /** S = A + Σ PMT_k + B, ₽ with VAT. */
  contractSum: number;
  /** S without VAT, ₽ (S − vatReclaimable). */
  contractSumWithoutVat: number;
  /** Δ = S − P, ₽; also the sum of the `interest` column. */
  overpayment: number;
  /** Δ / P / (n/12) · 100, % per year, two decimals. */
  appreciationPerYear: number;
  /** The sum of the `vat` column (each row's VAT rounded on its own), ₽; ≈ S · VAT / (100 + VAT). */
  vatReclaimable: number;
  /** S / (1 + VAT) · profit tax, ₽ (general regime with taxable profit only). */
  profitTaxSaving: number;
  /** Advance (when A > 0), months 1…n, buyout (when B > 0). */
  schedule: ScheduleRow[];
}

/** To a whole number (kopecks), half away from zero; the tiny relative nudge absorbs binary floating-point error at .5. */
export function roundHalfAway(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(value) * (1 + 4 * Number.EPSILON));
}

const rub = (kopecks: number) => kopecks / 100;

/** The annuity payment in kopecks: PMT = (F − B·vⁿ)·i / (1 − vⁿ); (F − B)/n at rate 0. */
function annuityPayment(financed: number, buyout: number, i: number, n: number): number {
  if (i === 0) return (financed - buyout) / n;
  const vn = (1 + i) ** -n;
  return ((financed - buyout * vn) * i) / (1 - vn);
}

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message);
}

function validate(input: LeasingInput, vatRate: number, profitTaxRate: number): void {
  const finite = Number.isFinite;
  check(finite(input.price) && input.price > 0, "price must be a positive number");
  check(finite(input.advance) && input.advance >= 0, "advance must be a share in % from 0");
  check(finite(input.buyout) && input.buyout >= 0, "buyout must be a share in % from 0");
  check(input.advance + input.buyout <= 100, "advance + buyout must not exceed 100 %");
  check(Number.isInteger(input.term) && input.term >= 1 && input.term <= 600, "term must be whole months, 1…600");
  check(finite(input.rate) && input.rate >= 0, "rate must be a non-negative % per year");
  check(finite(vatRate) && vatRate >= 0, "vatRate must be a non-negative %");
  check(finite(profitTaxRate) && profitTaxRate >= 0, "profitTaxRate must be a non-negative %");
  check(input.scheduleType === "annuity" || input.scheduleType === "degressive", "unknown scheduleType");
}

/**
 * The due date of month k: k months after the start, the day clamped to the month's end (31 Jan + 1 → 28/29 Feb),
 * then moved to the next working day if it is a day off (DOMAIN.md: a payment due on a day off is paid on the
 * next working day).
 */
function dateLabels(start: string): (k: number) => string {
  check(isIsoDate(start), "startDate must be a real YYYY-MM-DD date");
  return (k) => nextWorkingDay(addMonths(start, k));
}

/**
 * Computes the advance, the monthly payments, the schedule month by month and the totals.
 * Throws RangeError on inputs no programme allows (negative price, term not whole, advance + buyout > 100 %…);
 * the per-type limits are checked by the request schema before this is called.
 */
export function calculateLeasing(input: LeasingInput): LeasingCalculation {
  const vatRate = input.vatRate ?? DEFAULT_VAT_RATE;
  const profitTaxRate = input.profitTaxRate ?? DEFAULT_PROFIT_TAX_RATE;
  validate(input, vatRate, profitTaxRate);
  const n = input.term;
  const i = input.rate / 1200;
  const annuity = input.scheduleType === "annuity";
  const dateOf = input.startDate === undefined ? undefined : dateLabels(input.startDate);

  // Amounts in kopecks.
  const price = roundHalfAway(input.price * 100);
  const advanceSum = roundHalfAway((price * input.advance) / 100);
  const financed = price - advanceSum;
  const buyoutSum = roundHalfAway((price * input.buyout) / 100);
  const repaidMonthly = financed - buyoutSum;
  const pmt = annuity ? annuityPayment(financed, buyoutSum, i, n) : 0;
  const degressivePrincipal = repaidMonthly / n;

  // Pass 1: the monthly rows, rounded; the last monthly row takes the remainder of payments and principal.
  const schedule: ScheduleRow[] = [];
  if (advanceSum > 0) {
    schedule.push({
      month: 0,
      kind: "advance",
      payment: advanceSum,
      vat: 0,
      principal: advanceSum,
      interest: 0,
      remaining: financed,
    });
  }
  let balance = financed; // exact outstanding principal O_{k−1}
  let exactPayments = 0;
  let roundedPayments = 0;
  let roundedPrincipal = 0;
  let remaining = financed;
  for (let k = 1; k <= n; k++) {
    const interestExact = balance * i;
    const paymentExact = annuity ? pmt : degressivePrincipal + interestExact;
    const principalExact = annuity ? paymentExact - interestExact : degressivePrincipal;
    balance = annuity ? balance - principalExact : financed - k * degressivePrincipal;
    exactPayments += paymentExact;
    let payment: number;
    let principal: number;
    if (k < n) {
      payment = roundHalfAway(paymentExact);
      principal = roundHalfAway(principalExact);
    } else {
      payment = roundHalfAway(exactPayments) - roundedPayments;
      principal = repaidMonthly - roundedPrincipal;
    }
    roundedPayments += payment;
    roundedPrincipal += principal;
    remaining -= principal;
    schedule.push({ month: k, kind: "payment", payment, vat: 0, principal, interest: payment - principal, remaining });
  }
  if (buyoutSum > 0) {
    schedule.push({
      month: n,
      kind: "buyout",
      payment: buyoutSum,
      vat: 0,
      principal: buyoutSum,
      interest: 0,
      remaining: 0,
    });
  }

  const paymentsTotal = roundedPayments;
  const contractSum = advanceSum + paymentsTotal + buyoutSum;
  const overpayment = contractSum - price;

  // Pass 2: VAT of each row from its own rounded payment; the contract's VAT is their sum. Kopecks → roubles.
  let vatTotal = 0;
  const last = schedule.length - 1;
  for (const row of schedule) {
    const vat = vatOf(row.payment, vatRate);
    vatTotal += vat;
    row.vat = rub(vat);
    row.payment = rub(row.payment);
    row.principal = rub(row.principal);
    row.interest = rub(row.interest);
    row.remaining = rub(row.remaining);
    if (dateOf) row.date = dateOf(row.month);
  }

  const first = schedule[advanceSum > 0 ? 1 : 0] as ScheduleRow;
  const lastMonthly = schedule[buyoutSum > 0 ? last - 1 : last] as ScheduleRow;
  return {
    scheduleType: input.scheduleType,
    price: rub(price),
    advance: input.advance,
    term: n,
    rate: input.rate,
    buyout: input.buyout,
    vatRate,
    profitTaxRate,
    advanceSum: rub(advanceSum),
    financedSum: rub(financed),
    buyoutSum: rub(buyoutSum),
    monthlyPayment: first.payment,
    monthlyPaymentFirst: first.payment,
    monthlyPaymentLast: lastMonthly.payment,
    paymentsTotal: rub(paymentsTotal),
    contractSum: rub(contractSum),
    contractSumWithoutVat: rub(contractSum - vatTotal),
    overpayment: rub(overpayment),
    appreciationPerYear: roundHalfAway((overpayment / price / (n / 12)) * 100 * 100) / 100,
    vatReclaimable: rub(vatTotal),
    profitTaxSaving: rub(roundHalfAway(((contractSum * 100) / (100 + vatRate)) * (profitTaxRate / 100))),
    schedule,
  };
}

export interface EstimateOptions {
  /** Annual financing rate of the programme, % (from the calculator configuration of the vehicle type). */
  rate: number;
  /** % of the price; 20 by default. */
  advance?: number;
  /** Months; 36 by default. */
  term?: number;
  /** % of the price; 1 by default. */
  buyout?: number;
  /** "annuity" by default. */
  scheduleType?: ScheduleType;
}

/**
 * The first monthly payment, ₽ with VAT, for catalogue cards and the sort by payment: the same figure as
 * `calculateLeasing(…).monthlyPayment`, without building the schedule.
 */
export function estimateMonthlyPayment(price: number, options: EstimateOptions): number {
  const { rate, advance = 20, term = 36, buyout = 1, scheduleType = "annuity" } = options;
  validate({ price, advance, term, rate, buyout, scheduleType }, DEFAULT_VAT_RATE, DEFAULT_PROFIT_TAX_RATE);
  const priceK = roundHalfAway(price * 100);
  const financed = priceK - roundHalfAway((priceK * advance) / 100);
  const buyoutSum = roundHalfAway((priceK * buyout) / 100);
  const i = rate / 1200;
  const payment =
    scheduleType === "annuity"
      ? annuityPayment(financed, buyoutSum, i, term)
      : (financed - buyoutSum) / term + financed * i;
  return rub(roundHalfAway(payment));
}
