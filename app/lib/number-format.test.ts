import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney, formatMoneyShort, formatNumber, formatPercent, plainDigits, plural } from "./number-format";

// Expected strings are written with ordinary spaces for readability and turned into the
// U+00A0 no-break spaces the functions really produce.
const nb = (text: string) => text.replaceAll(" ", "\u00a0");

describe("formatNumber", () => {
  it("groups thousands with no-break spaces and uses a decimal comma", () => {
    expect(formatNumber(1234567.5, 1)).toBe("1\u00a0234\u00a0567,5");
    expect(formatNumber(1234567.5, 1)).not.toContain(" ");
  });

  it("groups from four digits on and rounds to the given decimals", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1234)).toBe(nb("1 234"));
    expect(formatNumber(1000000)).toBe(nb("1 000 000"));
    expect(formatNumber(1234.5)).toBe(nb("1 235"));
    expect(formatNumber(0.125, 2)).toBe("0,13");
    expect(formatNumber(12, 2)).toBe("12,00");
  });

  it("writes negatives with U+2212 and never a minus zero", () => {
    expect(formatNumber(-1234.5, 1)).toBe(nb("\u22121 234,5"));
    expect(formatNumber(-0.001, 2)).toBe("0,00");
    expect(formatNumber(-0)).toBe("0");
  });

  it("shows a dash for NaN and infinities", () => {
    expect(formatNumber(Number.NaN)).toBe("—");
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe("—");
    expect(formatNumber(Number.NEGATIVE_INFINITY, 2)).toBe("—");
  });
});

describe("formatMoney", () => {
  it("formats whole roubles", () => {
    expect(formatMoney(1234567)).toBe(nb("1 234 567 ₽"));
    expect(formatMoney(1234567.4)).toBe(nb("1 234 567 ₽"));
    expect(formatMoney(0)).toBe(nb("0 ₽"));
    expect(formatMoney(-15000)).toBe(nb("\u221215 000 ₽"));
  });

  it("formats kopecks on request", () => {
    expect(formatMoney(1234567.5, { kopecks: true })).toBe(nb("1 234 567,50 ₽"));
    expect(formatMoney(99.999, { kopecks: true })).toBe(nb("100,00 ₽"));
  });

  it("shows a dash for NaN", () => {
    expect(formatMoney(Number.NaN)).toBe("—");
  });
});

describe("formatMoneyShort", () => {
  it("uses roubles, thousands and millions", () => {
    expect(formatMoneyShort(950)).toBe(nb("950 ₽"));
    expect(formatMoneyShort(12500)).toBe(nb("12,5 тыс. ₽"));
    expect(formatMoneyShort(12000)).toBe(nb("12 тыс. ₽"));
    expect(formatMoneyShort(3450000)).toBe(nb("3,45 млн ₽"));
    expect(formatMoneyShort(2000000)).toBe(nb("2 млн ₽"));
    expect(formatMoneyShort(1250000000)).toBe(nb("1 250 млн ₽"));
  });

  it("moves to the next unit when rounding reaches it", () => {
    expect(formatMoneyShort(999.6)).toBe(nb("1 тыс. ₽"));
    expect(formatMoneyShort(999999)).toBe(nb("1 млн ₽"));
    expect(formatMoneyShort(999940)).toBe(nb("999,9 тыс. ₽"));
  });

  it("keeps the sign and shows a dash for NaN", () => {
    expect(formatMoneyShort(-12500)).toBe(nb("\u221212,5 тыс. ₽"));
    expect(formatMoneyShort(Number.NaN)).toBe("—");
  });
});

describe("formatPercent", () => {
  it("puts a no-break space before the percent sign", () => {
    expect(formatPercent(12.5, 1)).toBe(nb("12,5 %"));
    expect(formatPercent(12.5)).toBe(nb("13 %"));
    expect(formatPercent(-3)).toBe(nb("\u22123 %"));
    expect(formatPercent(Number.NaN)).toBe("—");
  });
});

describe("plural", () => {
  it("chooses the noun's form after a whole number", () => {
    const forms = ["новость", "новости", "новостей"] as const;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 112, 1024].map((n) => plural(n, forms))).toEqual([
      "новостей",
      "новость",
      "новости",
      "новости",
      "новостей",
      "новостей",
      "новостей",
      "новостей",
      "новость",
      "новости",
      "новостей",
      "новость",
      "новостей",
      "новостей",
      "новости",
    ]);
  });

  it("reads a negative number by its size", () => {
    expect(plural(-1, ["день", "дня", "дней"])).toBe("день");
    expect(plural(-3, ["день", "дня", "дней"])).toBe("дня");
  });
});

describe("plainDigits", () => {
  const intl = new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 0 });
  it("gives a whole number's digits exactly as Intl would, halves rounded away from zero", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e15, noNaN: true, noDefaultInfinity: true }),
          fc.integer({ min: 0, max: 2 ** 40 }).map((n) => n + 0.5),
          fc.integer({ min: 0, max: 1e9 }),
        ),
        (abs) => {
          expect(plainDigits(abs, 0, 0)).toBe(intl.format(abs));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
