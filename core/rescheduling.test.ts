import { describe, expect, it } from "vitest";
import { calculateLeasing } from "./leasing-calculator.ts";
import {
  monthsLimit,
  optionUnavailable,
  presentValue,
  type RemainingRow,
  type ReschedulingChange,
  type ReschedulingInput,
  ReschedulingLimitError,
  reschedule,
} from "./rescheduling.ts";

const kop = (rub: number) => Math.round(rub * 100);

/** 3 000 000 ₽, advance 20 %, 36 months at 18 %, buyout 1 %, from 15 January 2026; the first `paid` months paid. */
function contract(paid: number, rate = 18, term = 36): ReschedulingInput {
  const calc = calculateLeasing({
    price: 3_000_000,
    advance: 20,
    term,
    rate,
    buyout: 1,
    scheduleType: "annuity",
    startDate: "2026-01-15",
  });
  const rows = calc.schedule
    .filter((r) => r.kind !== "advance" && r.month > paid)
    .map(
      (r): RemainingRow => ({
        month: r.month,
        kind: r.kind as "payment" | "buyout",
        date: r.date as string,
        payment: kop(r.payment),
        vat: kop(r.vat),
        principal: kop(r.principal),
        remaining: kop(r.remaining),
      }),
    );
  return {
    rows,
    rate,
    startDate: "2026-01-15",
    price: kop(calc.price),
    term,
    contractSum: kop(calc.contractSum),
    contractVat: kop(calc.vatReclaimable),
  };
}

function limitError(input: ReschedulingInput, change: ReschedulingChange): ReschedulingLimitError {
  try {
    reschedule(input, change);
  } catch (error) {
    if (error instanceof ReschedulingLimitError) return error;
    throw error;
  }
  throw new Error("no limit error");
}

describe("reschedule: examples", () => {
  const input = contract(10);
  const payment = (input.rows[0] as RemainingRow).payment; // the annuity payment
  const v = 1 / (1 + 18 / 1200);

  it("holiday of 2 months: the 11th and 12th payments are 0, the rest grow by the value of the two, at 1.5 % a month", () => {
    const result = reschedule(input, { option: "holiday", params: { months: 2 } });
    expect(result.fromDate).toBe("2026-12-15");
    const lines = result.comparison;
    expect(lines.slice(0, 2).map((l) => [l.month, l.date, l.new?.payment])).toEqual([
      [11, "2026-12-15", 0],
      [12, "2027-01-15", 0],
    ]);
    // X · Σ_{t=3..26} vᵗ = P·(v + v²)
    let weight = 0;
    for (let t = 3; t <= 26; t++) weight += v ** t;
    const addition = (payment * (v + v * v)) / weight;
    expect(lines[2]?.difference).toBe(Math.round(addition));
    expect(lines[2]?.new?.payment).toBe(payment + Math.round(addition));
    // Paying later costs the contract's rate: the total grows, the present value does not.
    expect(result.difference).toBeGreaterThan(0);
    expect(Math.abs(result.new.presentValue - result.old.presentValue)).toBeLessThan(1);
    // The buyout stays with month 36, the term and the end date do not move.
    expect(lines[lines.length - 1]).toMatchObject({ month: 36, kind: "buyout", date: "2029-01-15" });
    expect(lines[lines.length - 1]?.difference).toBe(0);
    expect(result.new.term).toBe(36);
    expect(result.new.endDate).toBe("2029-01-15");
    // Holiday months repay nothing and the balance grows by the month's charge.
    const skipped = lines[0]?.new;
    expect(skipped?.principal).toBe(-(skipped?.interest ?? 0));
    expect(skipped?.interest).toBe(
      Math.round(((input.rows[0]?.remaining ?? 0) + (input.rows[0]?.principal ?? 0)) * 0.015),
    );
  });

  it("holiday at 0 % a year moves the money and adds nothing", () => {
    const free = contract(10, 0);
    const result = reschedule(free, { option: "holiday", params: { months: 3 } });
    expect(Math.abs(result.difference)).toBeLessThanOrEqual(0);
    expect(result.new.contractSum).toBe(free.contractSum);
    expect(result.new.appreciationPerYear).toBe(result.old.appreciationPerYear);
  });

  it("reduced to 50 % for 6 months: half of each, the other half caught up over the rest", () => {
    const result = reschedule(input, { option: "reduced", params: { months: 6, share: 50 } });
    const lines = result.comparison.filter((l) => l.kind === "payment");
    for (const l of lines.slice(0, 6)) expect(l.new?.payment).toBe(Math.round(payment / 2));
    let deferred = 0;
    for (let t = 1; t <= 6; t++) deferred += (payment / 2) * v ** t;
    let weight = 0;
    for (let t = 7; t <= 26; t++) weight += v ** t;
    expect(lines[6]?.difference).toBe(Math.round(deferred / weight));
    expect(result.new.term).toBe(36);
  });

  it("extension by 6 months: 32 equal payments instead of 26, the buyout moves to month 42", () => {
    const result = reschedule(input, { option: "extension", params: { months: 6 } });
    const regular = result.new.rows.filter((r) => r.kind === "payment");
    expect(regular).toHaveLength(32);
    expect(regular[31]).toMatchObject({ month: 42, date: "2029-07-16" }); // 15 July 2029 is a Sunday
    const buyout = result.new.rows.find((r) => r.kind === "buyout");
    expect(buyout).toMatchObject({ month: 42, date: "2029-07-16", payment: kop(30_000) });
    // P' · Σ_{t=1..32} vᵗ + B·v³² = PV of the old rows
    const pvOld = presentValue(input.rows, 18, 10);
    let weight = 0;
    for (let t = 1; t <= 32; t++) weight += v ** t;
    expect(regular[0]?.payment).toBe(Math.round((pvOld - kop(30_000) * v ** 32) / weight));
    expect(regular[0]?.payment).toBeLessThan(payment);
    expect(result.new.term).toBe(42);
    expect(result.new.endDate).toBe("2029-07-16");
    // The old buyout row (month 36) has no new counterpart, the new one (month 42) no old one.
    expect(result.comparison.find((l) => l.kind === "buyout" && l.month === 36)?.new).toBeNull();
    expect(result.comparison.find((l) => l.kind === "buyout" && l.month === 42)?.old).toBeNull();
    // A longer term at the same rate costs more in total, and the удорожание per year is over the new term.
    expect(result.difference).toBeGreaterThan(0);
    const expected = ((result.new.contractSum - input.price) / input.price / (42 / 12)) * 100;
    expect(result.new.appreciationPerYear).toBeCloseTo(expected, 2);
  });

  it("seasonal: winter months at 50 %, summer at 150 %, the rest the base", () => {
    const result = reschedule(input, {
      option: "seasonal",
      params: { lowMonths: [12, 1, 2], lowShare: 50, highMonths: [6, 7, 8], highShare: 150 },
    });
    const byMonth = (m: string) => result.new.rows.find((r) => r.kind === "payment" && r.date.slice(5, 7) === m);
    const base = byMonth("03")?.payment ?? 0;
    expect(Math.abs((byMonth("01")?.payment ?? 0) - base / 2)).toBeLessThanOrEqual(1);
    expect(Math.abs((byMonth("07")?.payment ?? 0) - base * 1.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(result.new.presentValue - result.old.presentValue)).toBeLessThan(1);
  });

  it("VAT 22/122 in every new row; the contract's VAT changes by the rows' difference", () => {
    const result = reschedule(input, { option: "holiday", params: { months: 1 } });
    for (const r of result.new.rows) expect(r.vat).toBe(Math.round((r.payment * 22) / 122));
    const delta = result.new.rows.reduce((s, r) => s + r.vat, 0) - input.rows.reduce((s, r) => s + r.vat, 0);
    expect(result.new.contractVat).toBe(input.contractVat + delta);
  });
});

describe("reschedule: limits, in Russian", () => {
  const input = contract(10);

  it("refuses a holiday longer than 3 months", () => {
    const error = limitError(input, { option: "holiday", params: { months: 4 } });
    expect(error.field).toBe("params.months");
    expect(error.message).toBe("Платёжные каникулы — от 1 до 3 месяцев");
  });

  it("refuses a holiday that leaves fewer than 3 payments", () => {
    const short = contract(31); // 5 payments left
    expect(monthsLimit("holiday", 5)).toBe(2);
    const error = limitError(short, { option: "holiday", params: { months: 3 } });
    expect(error.message).toBe(
      "После каникул должно остаться не меньше 3 платежей: сейчас осталось 5, каникулы — не больше 2 мес.",
    );
  });

  it("refuses a reduced share out of 30–90 % and more than 12 months", () => {
    expect(limitError(input, { option: "reduced", params: { months: 3, share: 95 } }).message).toBe(
      "Доля платежа — от 30 до 90 %",
    );
    expect(limitError(input, { option: "reduced", params: { months: 13, share: 50 } }).field).toBe("params.months");
  });

  it("refuses an extension beyond 12 months", () => {
    expect(limitError(input, { option: "extension", params: { months: 13 } }).message).toBe(
      "Срок можно увеличить на 1–12 месяцев",
    );
  });

  it("refuses seasonal months that overlap or that no remaining payment falls on", () => {
    expect(
      limitError(input, {
        option: "seasonal",
        params: { lowMonths: [1], lowShare: 50, highMonths: [1], highShare: 150 },
      }).message,
    ).toBe("Месяц не может быть одновременно высоким и низким");
    const short = contract(32); // months 33–36: October 2028 to January 2029
    expect(
      limitError(short, {
        option: "seasonal",
        params: { lowMonths: [6], lowShare: 50, highMonths: [], highShare: 150 },
      }).message,
    ).toBe("Ни один из оставшихся платежей не приходится на выбранные низкие месяцы");
  });

  it("refuses every option when fewer than 3 payments are left", () => {
    const short = contract(34);
    expect(optionUnavailable("extension", 2)).toBe(
      "До конца договора осталось 2 платежа: график можно изменить, пока их не меньше 3",
    );
    const error = limitError(short, { option: "extension", params: { months: 1 } });
    expect(error.field).toBe("contractCode");
    expect(optionUnavailable("extension", 1)).toContain("остался 1 платёж");
  });
});

describe("reschedule: a schedule changed before", () => {
  it("after an approved holiday (no rows for its months) an extension keeps the value and continues the months", () => {
    const input = contract(10);
    const holiday = reschedule(input, { option: "holiday", params: { months: 2 } });
    // As approval stores it: the skipped months have no row; a month later the first of them has passed.
    const stored = holiday.new.rows.filter((r) => r.payment > 0);
    const next: ReschedulingInput = {
      ...input,
      rows: stored.map(({ interest: _interest, ...r }) => r),
      contractSum: holiday.new.contractSum,
      contractVat: holiday.new.contractVat,
    };
    const result = reschedule(next, { option: "extension", params: { months: 3 } });
    const base = 12; // the month before the first stored row (13)
    expect(Math.abs(presentValue(result.new.rows, 18, base) - presentValue(next.rows, 18, base))).toBeLessThan(1);
    const months = result.new.rows.filter((r) => r.kind === "payment").map((r) => r.month);
    expect(months[0]).toBe(13);
    expect(months.at(-1)).toBe(39);
    expect(months).toHaveLength(27);
    expect(result.new.rows.at(-1)).toMatchObject({ kind: "buyout", month: 39, date: "2029-04-16" }); // 15 April 2029 is a Sunday
    expect(result.new.term).toBe(39);
  });
});
