import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./calendar-dates.ts";
import { type PayoffInput, type PayoffScheduleRow, quoteEarlyPayoff, vatInside } from "./early-payoff.ts";
import { calculateLeasing, type ScheduleType } from "./leasing-calculator.ts";

const kop = (rub: number) => Math.round(rub * 100);

interface Contract {
  /** F = P − A, the balance before the first monthly payment. */
  financed: number;
  rateBp: number;
  startDate: string;
  rows: PayoffScheduleRow[];
}

/** A contract's schedule as the account stores it (kopecks), from the calculator; the first `paidMonths` paid. */
function contract(spec: {
  price: number;
  advance: number;
  term: number;
  rateBp: number;
  buyout: number;
  scheduleType: ScheduleType;
  startDate: string;
}): Contract {
  const calc = calculateLeasing({ ...spec, rate: spec.rateBp / 100 });
  return {
    financed: kop(calc.financedSum),
    rateBp: spec.rateBp,
    startDate: spec.startDate,
    rows: calc.schedule.map((r) => ({
      month: r.month,
      kind: r.kind,
      dueDate: r.date as string,
      amount: kop(r.payment),
      principal: kop(r.principal),
      remaining: kop(r.remaining),
      paid: false,
    })),
  };
}

function paidThrough(c: Contract, month: number): PayoffScheduleRow[] {
  return c.rows.map((r) => ({ ...r, paid: r.kind !== "buyout" && r.month <= month }));
}

function quote(c: Contract, rows: PayoffScheduleRow[], today: string, date: string) {
  const input: PayoffInput = {
    date,
    today,
    startDate: c.startDate,
    rateBp: c.rateBp,
    penaltyPercentPerDay: 0.1,
    rows,
  };
  return quoteEarlyPayoff(input);
}

const amountOf = (q: ReturnType<typeof quoteEarlyPayoff>, code: string) =>
  q.components.find((x) => x.code === code)?.amount;

const contractArb = fc
  .record({
    price: fc.integer({ min: 300_000, max: 30_000_000 }),
    advance: fc.integer({ min: 0, max: 49 }),
    term: fc.integer({ min: 2, max: 60 }),
    rateBp: fc.integer({ min: 0, max: 4_000 }),
    buyout: fc.integer({ min: 0, max: 10 }),
    scheduleType: fc.constantFrom<ScheduleType>("annuity", "degressive"),
    startDate: fc
      .date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2027-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  })
  .map(contract);

/** A contract, a month k of it (0 = before the first payment) and how many monthly rows are paid. */
const situationArb = contractArb.chain((c) => {
  const term = c.rows.filter((r) => r.kind === "payment").length;
  return fc.record({
    c: fc.constant(c),
    k: fc.integer({ min: 0, max: term - 1 }),
    paid: fc.integer({ min: 0, max: term }),
    offset: fc.integer({ min: 0, max: 40 }),
  });
});

const dueOf = (c: Contract, month: number) =>
  month === 0 ? c.startDate : (c.rows.find((r) => r.kind === "payment" && r.month === month)?.dueDate as string);

describe("early payoff quote: properties", () => {
  it("on a due date, right after paying that month: the schedule's balance (principal left + buyout), no interest", () => {
    fc.assert(
      fc.property(situationArb, ({ c, k }) => {
        const date = dueOf(c, k);
        const q = quote(c, paidThrough(c, k), date, date);
        const balance =
          k === 0 ? c.financed : (c.rows.find((r) => r.kind === "payment" && r.month === k)?.remaining as number);
        const buyout = c.rows.find((r) => r.kind === "buyout")?.amount ?? 0;
        expect(q.total).toBe(balance);
        expect(amountOf(q, "interest")).toBe(0);
        expect(amountOf(q, "buyout")).toBe(buyout);
        expect(amountOf(q, "principal")).toBe(balance - buyout);
        expect(amountOf(q, "overdue")).toBe(0);
        expect(amountOf(q, "penalties")).toBe(0);
      }),
    );
  });

  it("never goes below the buyout, whatever is paid and whatever the date", () => {
    fc.assert(
      fc.property(situationArb, ({ c, k, paid, offset }) => {
        const today = dueOf(c, k);
        const end = c.rows.at(-1)?.dueDate as string;
        const date = [addDays(today, offset), end].sort()[0] as string;
        const q = quote(c, paidThrough(c, paid), today, date);
        expect(q.total).toBeGreaterThanOrEqual(c.rows.find((r) => r.kind === "buyout")?.amount ?? 0);
        for (const part of q.components) expect(part.amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("the parts add up to the total, VAT is 22/122 of each part (none in penalties), and the rows give the parts", () => {
    fc.assert(
      fc.property(situationArb, ({ c, k, paid, offset }) => {
        const today = dueOf(c, k);
        const end = c.rows.at(-1)?.dueDate as string;
        const date = [addDays(today, offset), end].sort()[0] as string;
        const q = quote(c, paidThrough(c, paid), today, date);
        expect(q.components.reduce((s, x) => s + x.amount, 0)).toBe(q.total);
        expect(q.components.reduce((s, x) => s + x.vat, 0)).toBe(q.vat);
        for (const part of q.components) {
          expect(part.vat).toBe(part.code === "penalties" ? 0 : Math.round((part.amount * 22) / 122));
        }
        const byRole = (role: string) => q.rows.filter((r) => r.role === role).reduce((s, r) => s + r.counted, 0);
        expect(byRole("principal")).toBe(amountOf(q, "principal"));
        expect(byRole("overdue")).toBe(amountOf(q, "overdue"));
        expect(byRole("due")).toBe(amountOf(q, "due"));
        expect(byRole("buyout")).toBe(amountOf(q, "buyout"));
        const amountDays = q.rows.reduce((s, r) => s + r.amount * r.penaltyDays, 0);
        expect(amountOf(q, "penalties")).toBe(Math.round((amountDays * 0.1) / 100));
      }),
    );
  });

  it("inside a period, with everything due paid, the quote grows day by day by the interest only", () => {
    fc.assert(
      fc.property(situationArb, ({ c, k }) => {
        const from = dueOf(c, k);
        const to = dueOf(c, k + 1);
        const rows = paidThrough(c, k);
        let before = quote(c, rows, from, from);
        for (let d = 1; d < daysBetween(from, to); d++) {
          const q = quote(c, rows, from, addDays(from, d));
          expect(q.total).toBeGreaterThanOrEqual(before.total);
          expect(q.total - (amountOf(q, "interest") as number)).toBe(
            before.total - (amountOf(before, "interest") ?? 0),
          );
          before = q;
        }
      }),
      { numRuns: 40 },
    );
  });

  it("no jump on a due date: a full period accrues the interest of that month's payment (to 2 kopecks)", () => {
    fc.assert(
      fc.property(situationArb, ({ c, k }) => {
        const term = c.rows.filter((r) => r.kind === "payment").length;
        fc.pre(k + 1 < term); // the last month takes the schedule's rounding remainder
        const from = dueOf(c, k);
        const to = dueOf(c, k + 1);
        const rows = paidThrough(c, k);
        // The day before the due date plus that day's interest, against the due date itself (that month unpaid).
        const dayBefore = quote(c, rows, from, addDays(to, -1));
        const oneDay = Math.round((dayBefore.interest.base * c.rateBp) / 120_000 / dayBefore.interest.periodDays);
        const onDue = quote(c, rows, from, to);
        const payment = c.rows.find((r) => r.kind === "payment" && r.month === k + 1)?.amount as number;
        expect(amountOf(onDue, "due")).toBe(payment);
        expect(Math.abs(onDue.total - (dayBefore.total + oneDay))).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("an unpaid payment past due is owed whole, with 0.1 % a day of it as penalties", () => {
    fc.assert(
      fc.property(situationArb, fc.integer({ min: 1, max: 25 }), ({ c, k }, late) => {
        fc.pre(k >= 1);
        const rows = paidThrough(c, k - 1); // month k left unpaid
        const dueK = dueOf(c, k);
        const today = addDays(dueK, late);
        const end = c.rows.at(-1)?.dueDate as string;
        fc.pre(today <= end);
        const q = quote(c, rows, today, today);
        const row = c.rows.find((r) => r.kind === "payment" && r.month === k) as PayoffScheduleRow;
        const alsoDue = q.rows.filter((r) => r.role !== "principal" && r.role !== "buyout");
        const owed = alsoDue.reduce((s, r) => s + r.amount, 0);
        expect(alsoDue.some((r) => r.month === k && r.role === "overdue" && r.penaltyDays === late)).toBe(true);
        expect((amountOf(q, "overdue") ?? 0) + (amountOf(q, "due") ?? 0)).toBe(owed);
        expect(amountOf(q, "penalties")).toBeGreaterThanOrEqual(Math.round((row.amount * late * 0.1) / 100));
      }),
    );
  });
});

describe("early payoff quote: a worked example", () => {
  // P = 1 220 000 ₽, no advance, 12 months at 12 %, buyout 1 %, annuity, from 10 January 2026.
  const c = contract({
    price: 1_220_000,
    advance: 0,
    term: 12,
    rateBp: 1_200,
    buyout: 1,
    scheduleType: "annuity",
    startDate: "2026-01-10",
  });

  it("15 March 2026 with February paid and March (due 10 March) overdue by 5 days", () => {
    const rows = paidThrough(c, 1);
    const q = quote(c, rows, "2026-03-15", "2026-03-15");
    const march = c.rows.find((r) => r.month === 2 && r.kind === "payment") as PayoffScheduleRow;
    const april = c.rows.find((r) => r.month === 3 && r.kind === "payment") as PayoffScheduleRow;
    // The balance after March's row: interest on it from 10 March to 15 March, of the 31 days to 10 April.
    const base = march.remaining;
    expect(q.interest).toMatchObject({ base, from: "2026-03-10", to: "2026-04-10", days: 5, periodDays: 31 });
    expect(amountOf(q, "interest")).toBe(Math.round((base * 0.01 * 5) / 31));
    expect(amountOf(q, "overdue")).toBe(march.amount);
    expect(amountOf(q, "penalties")).toBe(Math.round((march.amount * 5 * 0.1) / 100));
    expect(amountOf(q, "buyout")).toBe(1_220_000);
    expect(amountOf(q, "principal")).toBe(base - 1_220_000);
    expect(q.total).toBe(
      base + Math.round((base * 0.01 * 5) / 31) + march.amount + Math.round((march.amount * 5 * 0.1) / 100),
    );
    expect(q.rows.filter((r) => r.role === "principal").map((r) => r.month)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(q.rows.some((r) => r.month === april.month && r.role === "principal")).toBe(true);
  });

  it("on the last due date with everything but the last month paid: that payment and the buyout", () => {
    // 10 January 2027 is a Sunday: month 12 is due on Monday 11 January.
    expect(c.rows.find((r) => r.month === 12)?.dueDate).toBe("2027-01-11");
    const q = quote(c, paidThrough(c, 11), "2026-12-10", "2027-01-11");
    const last = c.rows.find((r) => r.month === 12 && r.kind === "payment") as PayoffScheduleRow;
    expect(q.interest.to).toBeNull();
    expect(q.total).toBe(last.amount + 1_220_000);
    expect(amountOf(q, "due")).toBe(last.amount);
  });

  it("refuses a date before today", () => {
    expect(() => quote(c, c.rows, "2026-03-15", "2026-03-14")).toThrow(RangeError);
  });

  it("VAT inside a sum is 22/122 of it", () => {
    expect(vatInside(122_00)).toBe(22_00);
    expect(vatInside(1)).toBe(0);
    expect(vatInside(3)).toBe(1);
  });
});
