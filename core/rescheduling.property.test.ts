import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addMonths } from "./calendar-dates.ts";
import { calculateLeasing, type ScheduleType } from "./leasing-calculator.ts";
import { nextWorkingDay } from "./production-calendar.ts";
import {
  monthsLimit,
  presentValue,
  RESCHEDULING_LIMITS,
  type RemainingRow,
  type ReschedulingChange,
  type ReschedulingInput,
  reschedule,
} from "./rescheduling.ts";

/**
 * For every option, over random contracts (term, rate, price, advance, buyout, schedule type, start date) and random
 * paid-so-far: the present value at the contract's monthly rate of the new remaining schedule equals the old one's
 * within 1 kopeck per row; the buyout keeps its amount and comes with the last payment; dates follow the contract's
 * monthly grid; every other column adds up (VAT 22/122 per row, the balance ends at zero, the totals are the rows').
 */

const kop = (rub: number) => Math.round(rub * 100);

interface Contract {
  input: ReschedulingInput;
  /** Rows before the remaining ones (advance and the paid months). */
  paidRows: number;
}

const contractArb = fc
  .record({
    price: fc.integer({ min: 300_000, max: 40_000_000 }),
    advance: fc.integer({ min: 0, max: 49 }),
    buyout: fc.constantFrom(0, 1, 1, 2, 5),
    term: fc.integer({ min: 12, max: 84 }),
    rateBp: fc.integer({ min: 0, max: 3_500 }),
    scheduleType: fc.constantFrom<ScheduleType>("annuity", "degressive"),
    start: fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true }),
    paidShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((spec): Contract => {
    const startDate = spec.start.toISOString().slice(0, 10);
    const rate = spec.rateBp / 100;
    const calc = calculateLeasing({ ...spec, rate, startDate });
    // Leave at least 3 regular payments unpaid (the least a contract can be rescheduled with).
    const paidMonths = Math.floor(spec.paidShare * (spec.term - RESCHEDULING_LIMITS.minRestPayments));
    const stored = calc.schedule.map((r) => ({
      month: r.month,
      kind: r.kind,
      date: r.date as string,
      payment: kop(r.payment),
      vat: kop(r.vat),
      principal: kop(r.principal),
      remaining: kop(r.remaining),
    }));
    const rows = stored.filter((r) => r.kind !== "advance" && r.month > paidMonths) as RemainingRow[];
    return {
      paidRows: stored.length - rows.length,
      input: {
        rows,
        rate,
        startDate,
        price: kop(calc.price),
        term: spec.term,
        contractSum: kop(calc.contractSum),
        contractVat: kop(calc.vatReclaimable),
      },
    };
  });

const regularCount = (c: Contract) => c.input.rows.filter((r) => r.kind === "payment").length;

/** A random choice the contract allows, for each option. */
function changeArb(option: ReschedulingChange["option"]) {
  return (c: Contract): fc.Arbitrary<ReschedulingChange> => {
    const k = regularCount(c);
    const L = RESCHEDULING_LIMITS;
    switch (option) {
      case "holiday":
        return fc
          .integer({ min: 1, max: monthsLimit("holiday", k) ?? 1 })
          .map((months) => ({ option, params: { months } }));
      case "reduced":
        return fc
          .record({
            months: fc.integer({ min: 1, max: monthsLimit("reduced", k) ?? 1 }),
            share: fc.integer({ min: L.reduced.minShare, max: L.reduced.maxShare }),
          })
          .map((params) => ({ option, params }));
      case "extension":
        return fc.integer({ min: 1, max: L.extension.maxMonths }).map((months) => ({ option, params: { months } }));
      case "seasonal": {
        const present = [...new Set(c.input.rows.map((r) => Number(r.date.slice(5, 7))))];
        return fc
          .record({
            low: fc.constantFrom(...present),
            lowMore: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 5 }),
            high: fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }),
            lowShare: fc.integer({ min: L.seasonal.minLowShare, max: L.seasonal.maxLowShare }),
            highShare: fc.integer({ min: L.seasonal.minHighShare, max: L.seasonal.maxHighShare }),
          })
          .map(({ low, lowMore, high, lowShare, highShare }) => {
            const lowMonths = [...new Set([low, ...lowMore])].slice(0, L.seasonal.maxLowMonths);
            const highMonths = high.filter((m) => !lowMonths.includes(m));
            return { option, params: { lowMonths, lowShare, highMonths, highShare } };
          });
      }
    }
  };
}

const OPTIONS = ["holiday", "reduced", "extension", "seasonal"] as const;

/**
 * How far the last payment may stray for its rounded remainder: up to ½ kopeck per row of present value, carried to
 * the last month at the contract's rate.
 */
const remainderBound = (c: Contract, rows: number) => 1 + rows * (1 + c.input.rate / 1200) ** rows;
const RUNS = 250;

describe.each(OPTIONS)("rescheduling: %s", (option) => {
  const cases = contractArb
    .filter((c) => monthsLimit(option, regularCount(c)) !== null)
    .chain((c) => fc.tuple(fc.constant(c), changeArb(option)(c)));

  it("keeps the present value of the remaining schedule within 1 kopeck per row", () => {
    fc.assert(
      fc.property(cases, ([c, change]) => {
        const result = reschedule(c.input, change);
        const base = (c.input.rows[0] as RemainingRow).month - 1;
        const before = presentValue(c.input.rows, c.input.rate, base);
        const after = presentValue(result.new.rows, c.input.rate, base);
        expect(Math.abs(after - before)).toBeLessThanOrEqual(result.new.count);
        // The rounded remainder goes into the last payment, so in fact it is within a kopeck in total.
        expect(Math.abs(after - before)).toBeLessThan(1);
        expect(result.new.presentValue).toBeCloseTo(after, 6);
        expect(result.old.presentValue).toBeCloseTo(before, 6);
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps the buyout, dates the rows on the contract's monthly grid and ends the balance at zero", () => {
    fc.assert(
      fc.property(cases, ([c, change]) => {
        const result = reschedule(c.input, change);
        const rows = result.new.rows;
        const regular = rows.filter((r) => r.kind === "payment");
        const oldRegular = c.input.rows.filter((r) => r.kind === "payment");
        const added = change.option === "extension" ? change.params.months : 0;
        // Months: consecutive from the first changed one, as many as before plus the extension.
        expect(regular.map((r) => r.month)).toEqual(
          Array.from({ length: oldRegular.length + added }, (_, j) => (oldRegular[0] as RemainingRow).month + j),
        );
        // Due dates: the contract's monthly grid, a day off moved to the next working day (production calendar).
        for (const r of regular) expect(r.date).toBe(nextWorkingDay(addMonths(c.input.startDate, r.month)));
        const lastRegular = regular[regular.length - 1] as (typeof rows)[number];
        expect(result.new.term).toBe(c.input.term + added);
        expect(lastRegular.month).toBe(c.input.term + added);
        // The buyout: the same amount, with the last payment, last row.
        const oldBuyout = c.input.rows.find((r) => r.kind === "buyout");
        const newBuyout = rows.find((r) => r.kind === "buyout");
        expect(newBuyout?.payment).toBe(oldBuyout?.payment);
        if (newBuyout) {
          expect(newBuyout.month).toBe(lastRegular.month);
          expect(newBuyout.date).toBe(lastRegular.date);
          expect(rows[rows.length - 1]).toBe(newBuyout);
        }
        expect(result.new.endDate).toBe(lastRegular.date);
        // Every payment whole kopecks and positive where not skipped; principal repays exactly the balance.
        for (const r of rows) {
          expect(Number.isInteger(r.payment)).toBe(true);
          expect(r.payment).toBeGreaterThanOrEqual(0);
          expect(r.interest).toBe(r.payment - r.principal);
          expect(r.vat).toBe(Math.round((r.payment * 22) / 122));
        }
        const first = c.input.rows[0] as RemainingRow;
        const balance = first.remaining + first.principal;
        expect(rows.reduce((s, r) => s + r.principal, 0)).toBe(balance);
        expect((rows[rows.length - 1] as (typeof rows)[number]).remaining).toBe(0);
        expect(lastRegular.remaining).toBe(newBuyout?.payment ?? 0);
      }),
      { numRuns: RUNS },
    );
  });

  it("adds the totals up: payments, VAT, the contract sum, the difference and the удорожание", () => {
    fc.assert(
      fc.property(cases, ([c, change]) => {
        const result = reschedule(c.input, change);
        const sum = (rows: { payment: number }[]) => rows.reduce((s, r) => s + r.payment, 0);
        expect(result.old.payments).toBe(sum(c.input.rows));
        expect(result.new.payments).toBe(sum(result.new.rows));
        expect(result.difference).toBe(result.new.payments - result.old.payments);
        expect(result.old.contractSum).toBe(c.input.contractSum);
        expect(result.new.contractSum).toBe(c.input.contractSum + result.difference);
        expect(result.new.contractVat - result.old.contractVat).toBe(
          result.new.rows.reduce((s, r) => s + r.vat, 0) - c.input.rows.reduce((s, r) => s + r.vat, 0),
        );
        const expected = ((result.new.contractSum - c.input.price) / c.input.price / (result.new.term / 12)) * 100;
        expect(result.new.appreciationPerYear).toBeCloseTo(expected, 2);
        // The comparison pairs every old and new row once, old totals and new totals unchanged.
        const olds = result.comparison.flatMap((l) => (l.old ? [l.old] : []));
        const news = result.comparison.flatMap((l) => (l.new ? [l.new] : []));
        expect(sum(olds)).toBe(result.old.payments);
        expect(sum(news)).toBe(result.new.payments);
        expect(result.comparison.reduce((s, l) => s + l.difference, 0)).toBe(result.difference);
        expect(c.paidRows + c.input.rows.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS },
    );
  });
});

describe("rescheduling: the shape of each option", () => {
  const cases = (option: (typeof OPTIONS)[number]) =>
    contractArb
      .filter((c) => monthsLimit(option, regularCount(c)) !== null)
      .chain((c) => fc.tuple(fc.constant(c), changeArb(option)(c)));

  it("holiday: the skipped months are 0 and every later payment grows by the same amount (±1 kopeck)", () => {
    fc.assert(
      fc.property(cases("holiday"), ([c, change]) => {
        if (change.option !== "holiday") return;
        const lines = reschedule(c.input, change).comparison.filter((l) => l.kind === "payment");
        const n = change.params.months;
        for (const l of lines.slice(0, n)) expect(l.new?.payment).toBe(0);
        const growth = lines.slice(n, -1).map((l) => l.difference);
        if (growth.length > 0) expect(Math.max(...growth) - Math.min(...growth)).toBeLessThanOrEqual(1);
        for (const g of growth) expect(g).toBeGreaterThanOrEqual(0);
        // The last payment differs from the others only by the rounded remainder: kopecks, not roubles.
        const lastGrowth = (lines[lines.length - 1] as (typeof lines)[number]).difference;
        if (growth.length > 0) {
          expect(Math.abs(lastGrowth - (growth[0] as number))).toBeLessThanOrEqual(remainderBound(c, lines.length));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("reduced: the reduced months pay the share, the rest catches up by the same amount", () => {
    fc.assert(
      fc.property(cases("reduced"), ([c, change]) => {
        if (change.option !== "reduced") return;
        const lines = reschedule(c.input, change).comparison.filter((l) => l.kind === "payment");
        const { months, share } = change.params;
        for (const l of lines.slice(0, months)) {
          expect(Math.abs((l.new?.payment ?? 0) - ((l.old?.payment ?? 0) * share) / 100)).toBeLessThanOrEqual(0.5);
        }
        const growth = lines.slice(months, -1).map((l) => l.difference);
        if (growth.length > 0) expect(Math.max(...growth) - Math.min(...growth)).toBeLessThanOrEqual(1);
        const lastGrowth = (lines[lines.length - 1] as (typeof lines)[number]).difference;
        if (growth.length > 0) {
          expect(Math.abs(lastGrowth - (growth[0] as number))).toBeLessThanOrEqual(remainderBound(c, lines.length));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("extension: equal payments over the longer term, the last one within its rounded remainder", () => {
    fc.assert(
      fc.property(cases("extension"), ([c, change]) => {
        if (change.option !== "extension") return;
        const result = reschedule(c.input, change);
        const regular = result.new.rows.filter((r) => r.kind === "payment").map((r) => r.payment);
        expect(Math.max(...regular.slice(0, -1)) - Math.min(...regular.slice(0, -1))).toBe(0);
        expect(Math.abs((regular[regular.length - 1] as number) - (regular[0] as number))).toBeLessThanOrEqual(
          remainderBound(c, regular.length),
        );
        expect(regular.length).toBe(regularCount(c) + change.params.months);
      }),
      { numRuns: RUNS },
    );
  });

  it("seasonal: payments in proportion to the month's weight", () => {
    fc.assert(
      fc.property(cases("seasonal"), ([c, change]) => {
        if (change.option !== "seasonal") return;
        const { lowMonths, lowShare, highMonths, highShare } = change.params;
        const rows = reschedule(c.input, change).new.rows.filter((r) => r.kind === "payment");
        const weight = (date: string) => {
          const m = Number(date.slice(5, 7));
          return lowMonths.includes(m) ? lowShare / 100 : highMonths.includes(m) ? highShare / 100 : 1;
        };
        const bases = rows.map((r) => r.payment / weight(r.date));
        // ±1 kopeck of rounding per row (scaled by the weight), the last row also its rounded remainder.
        if (bases.length > 1)
          expect(Math.max(...bases) - Math.min(...bases)).toBeLessThanOrEqual(
            2 + (2 * remainderBound(c, rows.length)) / Math.min(...rows.map((r) => weight(r.date))),
          );
      }),
      { numRuns: RUNS },
    );
  });
});
