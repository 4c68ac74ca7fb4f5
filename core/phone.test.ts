import { describe, expect, it } from "vitest";
import { formatRussianPhone, isRussianPhone, normaliseRussianPhone } from "./phone.ts";

describe("normaliseRussianPhone", () => {
  it("turns the usual ways of writing a number into +7XXXXXXXXXX", () => {
    for (const typed of [
      "+7 (916) 123-45-67",
      "+79161234567",
      "8 916 123 45 67",
      "8(916)1234567",
      "89161234567",
      "9161234567",
      "7 916 123-45-67",
      " +7.916.123.45.67 ",
    ]) {
      expect(normaliseRussianPhone(typed), typed).toBe("+79161234567");
    }
    expect(normaliseRussianPhone("8 800 550-35-35")).toBe("+78005503535");
    expect(normaliseRussianPhone("+7 495 777-35-35")).toBe("+74957773535");
    expect(normaliseRussianPhone("(3843) 74-12-34")).toBe("+73843741234");
  });

  it("refuses what is not a Russian number", () => {
    for (const typed of [
      "",
      "123",
      "+7 916 123-45-6", // 9 national digits
      "+7 916 123-45-678", // 11
      "+8 916 123-45-67", // another country code
      "+1 202 555 0123",
      "+7 727 123-45-67", // Kazakhstan (7xx)
      "+7 600 123-45-67",
      "8 (016) 123-45-67", // no such code
      "+7 916 123-45-67 доб. 5",
      "916-CALL-NOW",
      "++79161234567",
      "+9161234567", // a plus needs the country code
    ]) {
      expect(normaliseRussianPhone(typed), typed).toBeNull();
      expect(isRussianPhone(typed)).toBe(false);
    }
  });
});

describe("formatRussianPhone", () => {
  it("groups a normalised number for people", () => {
    expect(formatRussianPhone("+79161234567")).toBe("+7 916 123-45-67");
    expect(formatRussianPhone("not a number")).toBe("not a number");
  });
});
