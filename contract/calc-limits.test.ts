import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CalcNumberField, calcFieldError } from "./calc-limits.ts";
import { calcRequestSchema } from "./calculator.ts";

const limit = (min: number, max: number) => ({ min, max, default: min, step: 1 });
const programmes = [
  { type: "cars", price: limit(500_000, 50_000_000), advance: limit(0, 49), term: limit(12, 60), buyout: limit(1, 30) },
  // «до 61 месяца»: the genitive follows the upper bound.
  {
    type: "special",
    price: limit(1_000_000, 90_000_000),
    advance: limit(10, 50),
    term: limit(6, 61),
    buyout: limit(0.5, 10),
  },
] as const;
const fields: CalcNumberField[] = ["price", "advance", "term", "buyout"];

describe("the calculator page's check of a typed figure", () => {
  it("gives the API schema's verdict and its first message for any number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...programmes),
        fc.constantFrom(...fields),
        fc.oneof(fc.double(), fc.integer({ min: -1_000, max: 100_000_000 }), fc.constantFrom(12.5, 60, 61, 0.5)),
        (initial, field, value) => {
          const parsed = calcRequestSchema(initial).shape[field].safeParse(value);
          expect(calcFieldError(initial, field, value)).toBe(
            parsed.success ? undefined : parsed.error.issues[0]?.message,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("names the field and its bounds in Russian", () => {
    expect(calcFieldError(programmes[0], "term", 72)).toBe("Срок лизинга — от 12 до 60 месяцев");
    expect(calcFieldError(programmes[1], "term", 5)).toBe("Срок лизинга — от 6 до 61 месяца");
    expect(calcFieldError(programmes[0], "term", 24.5)).toBe("Срок лизинга — целое число месяцев");
    expect(calcFieldError(programmes[0], "price", 100)).toBe(
      "Стоимость предмета лизинга — от 500\u00a0000 до 50\u00a0000\u00a0000\u00a0₽",
    );
    expect(calcFieldError(programmes[0], "advance", Number.NaN)).toBe("Аванс: укажите число");
    expect(calcFieldError(programmes[0], "buyout", 10)).toBeUndefined();
  });
});
