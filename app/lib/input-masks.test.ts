import { describe, expect, it } from "vitest";
import { normaliseRussianPhone } from "../../core/phone.ts";
import { maskRuDate, maskRussianPhone } from "./input-masks";

describe("maskRussianPhone", () => {
  it.each([
    ["9", "+7 (9"],
    ["916123", "+7 (916) 123"],
    ["9161234567", "+7 (916) 123-45-67"],
    ["89161234567", "+7 (916) 123-45-67"],
    ["8 (916) 123-45-67", "+7 (916) 123-45-67"],
    ["+7 916 123 45 67", "+7 (916) 123-45-67"],
    ["+7 (916) 123-45-678", "+7 (916) 123-45-67"],
    ["+7", "+7"],
    ["", ""],
  ])("%s → %s", (typed, shown) => {
    expect(maskRussianPhone(typed)).toBe(shown);
  });

  it("gives a spelling the server reads as the same number", () => {
    expect(normaliseRussianPhone(maskRussianPhone("89161234567"))).toBe("+79161234567");
  });
});

describe("maskRuDate", () => {
  it.each([
    ["0", "0"],
    ["0512", "05.12"],
    ["05122026", "05.12.2026"],
    ["05.12.2026", "05.12.2026"],
    ["051220261", "05.12.2026"],
  ])("%s → %s", (typed, shown) => {
    expect(maskRuDate(typed)).toBe(shown);
  });
});
