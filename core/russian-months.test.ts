import { describe, expect, it } from "vitest";
import { MONTHS_GENITIVE, MONTHS_NOMINATIVE } from "./russian-months.ts";

/** The name of month `m` (0 = January) as Intl "ru-RU" of this runtime writes it in `format`. */
function intlMonth(format: Intl.DateTimeFormat, m: number): string | undefined {
  return format.formatToParts(Date.UTC(2026, m, 1)).find((part) => part.type === "month")?.value;
}

describe("Russian month names", () => {
  const months = Array.from({ length: 12 }, (_, m) => m);

  it("are those of the Russian locale after a day number", () => {
    const withDay = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "UTC" });
    expect(MONTHS_GENITIVE).toEqual(months.map((m) => intlMonth(withDay, m)));
  });

  it("are those of the Russian locale on their own", () => {
    const alone = new Intl.DateTimeFormat("ru-RU", { month: "long", timeZone: "UTC" });
    expect(MONTHS_NOMINATIVE).toEqual(months.map((m) => intlMonth(alone, m)));
  });
});
