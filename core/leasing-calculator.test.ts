import { describe, expect, it } from "vitest";
import {
  calculateLeasing,
  estimateMonthlyPayment,
  type LeasingCalculation,
  type LeasingInput,
} from "./leasing-calculator.ts";

// The literal figures below were derived independently of this module, in 50-digit decimal arithmetic
// straight from the formulas of DOMAIN.md, with the rounding rule applied by hand; docs/calculator.md shows
// the intermediate figures (i, vⁿ, the exact PMT) and the reference script. VAT is per row: round(row·22/122)
// of each row's own amount, and the contract's VAT is the sum of the rows (docs/calculator.md lists the rows).

const kop = (rub: number) => Math.round(rub * 100);

function sumKop(values: number[]): number {
  let sum = 0;
  for (const value of values) sum += kop(value);
  return sum;
}

/** The rows add up to the totals to the kopeck, and every row is consistent in itself. */
function expectRowsAddUp(result: LeasingCalculation) {
  const rows = result.schedule;
  const monthly = rows.filter((row) => row.kind === "payment");
  expect(monthly).toHaveLength(result.term);
  expect(monthly.map((row) => row.month)).toEqual(Array.from({ length: result.term }, (_, k) => k + 1));
  expect(sumKop(rows.map((row) => row.payment))).toBe(kop(result.contractSum));
  expect(sumKop(monthly.map((row) => row.payment))).toBe(kop(result.paymentsTotal));
  expect(sumKop(rows.map((row) => row.vat))).toBe(kop(result.vatReclaimable));
  expect(sumKop(rows.map((row) => row.principal))).toBe(kop(result.price));
  expect(sumKop(rows.map((row) => row.interest))).toBe(kop(result.overpayment));
  expect(kop(result.advanceSum) + kop(result.paymentsTotal) + kop(result.buyoutSum)).toBe(kop(result.contractSum));
  expect(kop(result.contractSum) - kop(result.vatReclaimable)).toBe(kop(result.contractSumWithoutVat));
  let remaining = kop(result.price);
  for (const row of rows) {
    for (const value of [row.payment, row.vat, row.principal, row.interest, row.remaining]) {
      expect(Number.isInteger(Math.round(value * 100 * 1e6) / 1e6)).toBe(true); // whole kopecks
    }
    expect(kop(row.principal) + kop(row.interest)).toBe(kop(row.payment));
    remaining -= kop(row.principal);
    expect(kop(row.remaining)).toBe(remaining);
  }
  expect(rows.at(-1)?.remaining).toBe(0);
}

const base = { price: 3_000_000, advance: 20, term: 36, rate: 18, buyout: 1 } as const;

describe("worked example 1: annuity, P = 3 000 000 ₽, a = 20 %, n = 36, r = 18 %, b = 1 %", () => {
  const result = calculateLeasing({ ...base, scheduleType: "annuity" });

  it("matches the figures derived by hand", () => {
    expect(result.advanceSum).toBe(600_000);
    expect(result.financedSum).toBe(2_400_000);
    expect(result.buyoutSum).toBe(30_000);
    expect(result.monthlyPayment).toBe(86_131.18);
    expect(result.monthlyPaymentFirst).toBe(86_131.18);
    expect(result.monthlyPaymentLast).toBe(86_131.09);
    expect(result.paymentsTotal).toBe(3_100_722.39);
    expect(result.contractSum).toBe(3_730_722.39);
    expect(result.overpayment).toBe(730_722.39);
    expect(result.appreciationPerYear).toBe(8.12);
    // 108 196.72 + 35 × 15 531.85 + 15 531.84 + 5 409.84
    expect(result.vatReclaimable).toBe(672_753.15);
    expect(result.contractSumWithoutVat).toBe(3_057_969.24);
    expect(result.profitTaxSaving).toBe(764_492.29);
  });

  it("lays out the schedule: advance, 36 months, buyout", () => {
    expect(result.schedule).toHaveLength(38);
    expect(result.schedule[0]).toEqual({
      month: 0,
      kind: "advance",
      payment: 600_000,
      vat: 108_196.72,
      principal: 600_000,
      interest: 0,
      remaining: 2_400_000,
    });
    expect(result.schedule[1]).toEqual({
      month: 1,
      kind: "payment",
      payment: 86_131.18,
      vat: 15_531.85,
      principal: 50_131.18,
      interest: 36_000,
      remaining: 2_349_868.82,
    });
    expect(result.schedule[36]).toMatchObject({
      month: 36,
      payment: 86_131.09,
      principal: 84_414.92,
      remaining: 30_000,
    });
    expect(result.schedule[37]).toEqual({
      month: 36,
      kind: "buyout",
      payment: 30_000,
      vat: 5_409.84,
      principal: 30_000,
      interest: 0,
      remaining: 0,
    });
    expectRowsAddUp(result);
  });
});

describe("worked example 2: degressive, the same terms", () => {
  const result = calculateLeasing({ ...base, scheduleType: "degressive" });

  it("matches the figures derived by hand", () => {
    expect(result.monthlyPayment).toBe(101_833.33);
    expect(result.monthlyPaymentFirst).toBe(101_833.33);
    expect(result.schedule[2]?.payment).toBe(100_845.83);
    expect(result.monthlyPaymentLast).toBe(67_270.95);
    expect(result.paymentsTotal).toBe(3_043_875);
    expect(result.contractSum).toBe(3_673_875);
    expect(result.overpayment).toBe(673_875);
    expect(result.appreciationPerYear).toBe(7.49);
    expect(result.vatReclaimable).toBe(662_502.05);
    expect(result.profitTaxSaving).toBe(752_843.24);
  });

  it("repays the same principal every month, the last month taking the rounding remainder", () => {
    const monthly = result.schedule.filter((row) => row.kind === "payment");
    for (const row of monthly.slice(0, -1)) expect(row.principal).toBe(65_833.33);
    expect(monthly.at(-1)?.principal).toBe(65_833.45);
    expect(monthly.at(-1)?.interest).toBe(1_437.5);
    expectRowsAddUp(result);
  });

  it("is cheaper in total than the annuity with the same terms", () => {
    expect(result.contractSum).toBeLessThan(calculateLeasing({ ...base, scheduleType: "annuity" }).contractSum);
  });
});

describe("worked example 3: a truck, P = 12 500 000 ₽, a = 30 %, n = 48, r = 19 %, b = 1 %", () => {
  const truck = { price: 12_500_000, advance: 30, term: 48, rate: 19, buyout: 1 } as const;

  it("annuity", () => {
    const result = calculateLeasing({ ...truck, scheduleType: "annuity" });
    expect(result.advanceSum).toBe(3_750_000);
    expect(result.buyoutSum).toBe(125_000);
    expect(result.monthlyPayment).toBe(259_867.69);
    expect(result.monthlyPaymentLast).toBe(259_867.51);
    expect(result.paymentsTotal).toBe(12_473_648.94);
    expect(result.contractSum).toBe(16_348_648.94);
    expect(result.overpayment).toBe(3_848_648.94);
    expect(result.appreciationPerYear).toBe(7.7);
    // 676 229.51 + 47 × 46 861.39 + 46 861.35 + 22 540.98
    expect(result.vatReclaimable).toBe(2_948_117.17);
    expect(result.profitTaxSaving).toBe(3_350_132.98);
    expect(result.schedule[1]).toMatchObject({ principal: 121_326.02, interest: 138_541.67, vat: 46_861.39 });
    expectRowsAddUp(result);
  });

  it("degressive", () => {
    const result = calculateLeasing({ ...truck, scheduleType: "degressive" });
    expect(result.monthlyPaymentFirst).toBe(318_229.17);
    expect(result.schedule[2]?.payment).toBe(315_384.11);
    expect(result.monthlyPaymentLast).toBe(184_511.71);
    expect(result.paymentsTotal).toBe(12_065_781.25);
    expect(result.contractSum).toBe(15_940_781.25);
    expect(result.appreciationPerYear).toBe(6.88);
    expect(result.vatReclaimable).toBe(2_874_567.12);
    expect(result.profitTaxSaving).toBe(3_266_553.53);
    expectRowsAddUp(result);
  });
});

describe("edge cases", () => {
  it("handles a zero rate without dividing by zero", () => {
    for (const scheduleType of ["annuity", "degressive"] as const) {
      const result = calculateLeasing({ price: 1_000_000, advance: 10, term: 12, rate: 0, buyout: 1, scheduleType });
      expect(result.monthlyPayment).toBe(74_166.67);
      expect(result.monthlyPaymentLast).toBe(74_166.63);
      expect(result.contractSum).toBe(1_000_000);
      expect(result.overpayment).toBe(0);
      expect(result.appreciationPerYear).toBe(0);
      // 18 032.79 + 11 × 13 374.32 + 13 374.31 + 1 803.28
      expect(result.vatReclaimable).toBe(180_327.9);
      expect(result.profitTaxSaving).toBe(204_918.03);
      expectRowsAddUp(result);
    }
  });

  it("leaves out the advance and buyout rows when they are zero", () => {
    const result = calculateLeasing({ ...base, advance: 0, buyout: 0, scheduleType: "annuity" });
    expect(result.schedule).toHaveLength(36);
    expect(result.schedule.every((row) => row.kind === "payment")).toBe(true);
    expectRowsAddUp(result);
  });

  it("rounds a price in fractions of a kopeck and odd shares consistently", () => {
    const result = calculateLeasing({
      price: 2_345_678.905,
      advance: 17.5,
      term: 37,
      rate: 21.7,
      buyout: 3.3,
      scheduleType: "degressive",
    });
    expect(result.price).toBe(2_345_678.91);
    expectRowsAddUp(result);
  });

  it("adds up for every term of every schedule", () => {
    for (let term = 1; term <= 60; term++) {
      for (const scheduleType of ["annuity", "degressive"] as const) {
        expectRowsAddUp(
          calculateLeasing({ price: 4_999_999.99, advance: 49, term, rate: 23.5, buyout: 10, scheduleType }),
        );
      }
    }
  });

  it("uses the VAT rate given", () => {
    const result = calculateLeasing({ ...base, scheduleType: "annuity", vatRate: 20 });
    // 600 000 × 20/120 = 100 000.00; 86 131.18 → 14 355.20 (35 months); 86 131.09 → 14 355.18; 30 000 → 5 000.00
    expect(result.schedule[1]?.vat).toBe(14_355.2);
    expect(result.vatReclaimable).toBe(621_787.18);
    expectRowsAddUp(result);
  });

  it("labels rows with due dates when a start date is given: clamped to the month's end, off days off", () => {
    const result = calculateLeasing({ ...base, term: 13, scheduleType: "annuity", startDate: "2026-01-31" });
    expect(result.schedule.map((row) => row.date).slice(0, 4)).toEqual([
      "2026-02-02", // 31 January 2026 is a Saturday
      "2026-03-02", // 28 February (clamped) is a Saturday
      "2026-03-31",
      "2026-04-30",
    ]);
    expect(result.schedule.at(-1)?.date).toBe("2027-03-01"); // 28 February 2027 is a Sunday
    expect(calculateLeasing({ ...base, scheduleType: "annuity" }).schedule[0]).not.toHaveProperty("date");
  });

  it("moves a payment due on a 2026 holiday to the next working day", () => {
    const result = calculateLeasing({ ...base, term: 12, scheduleType: "annuity", startDate: "2026-01-09" });
    expect(result.schedule.map((row) => row.date).slice(0, 6)).toEqual([
      "2026-01-12", // 9 January: the New Year holidays run to 11 January
      "2026-02-09",
      "2026-03-10", // 9 March: the day off for 8 March, a Sunday
      "2026-04-09",
      "2026-05-12", // Victory Day on Saturday 9 May, its day off on Monday 11 May
      "2026-06-09",
    ]);
    expect(result.schedule.at(-1)).toMatchObject({ kind: "buyout", date: "2027-01-11" }); // 9 Jan 2027 is a Saturday
  });

  it("the buyout row of 30 000 ₽ carries the VAT of its own amount, 5 409.84 ₽, whatever the other rows", () => {
    for (const scheduleType of ["annuity", "degressive"] as const) {
      for (const term of [12, 36, 37]) {
        const result = calculateLeasing({ ...base, term, scheduleType });
        expect(result.schedule.at(-1)).toMatchObject({ kind: "buyout", payment: 30_000, vat: 5_409.84 });
        for (const row of result.schedule) expect(kop(row.vat)).toBe(Math.round((kop(row.payment) * 22) / 122));
      }
    }
  });

  it("refuses inputs no programme allows", () => {
    const ok: LeasingInput = { ...base, scheduleType: "annuity" };
    expect(() => calculateLeasing({ ...ok, price: 0 })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, price: Number.NaN })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, term: 12.5 })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, term: 0 })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, rate: -1 })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, advance: 95, buyout: 10 })).toThrow(RangeError);
    expect(() => calculateLeasing({ ...ok, startDate: "31.01.2026" })).toThrow(RangeError);
  });
});

describe("estimateMonthlyPayment", () => {
  it("uses 20 % advance, 36 months, 1 % buyout, annuity by default", () => {
    expect(estimateMonthlyPayment(3_000_000, { rate: 18 })).toBe(86_131.18);
  });

  it("gives the first payment of the full calculation for any terms", () => {
    for (const price of [450_000, 1_999_999.99, 3_000_000, 12_500_000, 79_000_000]) {
      for (const scheduleType of ["annuity", "degressive"] as const) {
        for (const [advance, term, rate, buyout] of [
          [0, 12, 0, 0],
          [20, 36, 18, 1],
          [30, 48, 19, 1],
          [49, 60, 24.5, 10],
          [10, 1, 17, 5],
        ] as const) {
          const full = calculateLeasing({ price, advance, term, rate, buyout, scheduleType });
          expect(estimateMonthlyPayment(price, { rate, advance, term, buyout, scheduleType })).toBe(
            full.monthlyPayment,
          );
        }
      }
    }
  });

  it("is fast: a 60-month schedule in microseconds, an estimate in less", () => {
    const input: LeasingInput = { ...base, term: 60, scheduleType: "degressive" };
    let started = performance.now();
    for (let k = 0; k < 2_000; k++) calculateLeasing({ ...input, price: 3_000_000 + k });
    const perCalculation = ((performance.now() - started) * 1000) / 2_000;
    started = performance.now();
    for (let k = 0; k < 20_000; k++) estimateMonthlyPayment(3_000_000 + k, { rate: 18 });
    const perEstimate = ((performance.now() - started) * 1000) / 20_000;
    // Typically ≈ 4 µs and ≈ 0.1 µs; the bounds leave room for a busy CI machine.
    expect(perCalculation).toBeLessThan(100);
    expect(perEstimate).toBeLessThan(10);
  });
});
