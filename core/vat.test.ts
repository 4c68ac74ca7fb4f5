import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VAT_RATE, vatOf } from "./vat.ts";

describe("VAT inside a gross sum", () => {
  it("is 22/122 of the sum, to the kopeck", () => {
    expect(VAT_RATE).toBe(22);
    expect(vatOf(30_000_00)).toBe(5_409_84); // 30 000 ₽ buyout: 5 409,836… → 5 409,84
    expect(vatOf(122_00)).toBe(22_00);
    expect(vatOf(86_131_18)).toBe(15_531_85);
    expect(vatOf(0)).toBe(0);
    expect(vatOf(3)).toBe(1); // 0,54… kopeck rounds up
    expect(vatOf(2)).toBe(0); // 0,36… kopeck rounds down
  });

  it("rounds half away from zero and is odd: a refund's VAT is minus the payment's", () => {
    expect(vatOf(-30_000_00)).toBe(-5_409_84);
    expect(vatOf(600_00, 20)).toBe(100_00);
    expect(vatOf(3, 20)).toBe(1); // 0,5 kopeck exactly → 1
    expect(vatOf(-3, 20)).toBe(-1);
  });

  it("for any sum: the closest whole kopeck to X·22/122", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (x) => {
        const v = vatOf(x);
        expect(Number.isInteger(v)).toBe(true);
        // |122·v − 22·x| ≤ 61, in integers (no ties exist at 22/122).
        expect(Math.abs(122 * v - 22 * x)).toBeLessThanOrEqual(61);
      }),
    );
  });
});
