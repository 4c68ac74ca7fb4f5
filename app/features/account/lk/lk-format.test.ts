import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateLong,
  formatDateWithWeekday,
  formatMoment,
  formatMonth,
  relativeDays,
} from "./lk-format";

describe("account date formats", () => {
  it("prints calendar dates the Russian way", () => {
    expect(formatDate("2026-11-28")).toBe("28.11.2026");
    expect(formatDate(null)).toBe("—");
    expect(formatDateLong("2026-03-01")).toBe("1\u00a0марта 2026");
    expect(formatMonth("2026-11")).toBe("Ноябрь 2026");
    expect(formatDateWithWeekday("2026-11-22")).toBe("воскресенье, 22\u00a0ноября 2026");
  });

  it("shows moments in Moscow time", () => {
    expect(formatMoment("2026-11-22T06:00:00.000Z")).toBe("22.11.2026, 09:00");
    expect(formatMoment("2026-12-31T22:30:00Z")).toBe("01.01.2027, 01:30");
    expect(formatMoment("not a moment")).toBe("—");
  });

  it("says how far a day is", () => {
    expect(relativeDays(0)).toBe("сегодня");
    expect(relativeDays(3)).toBe("через 3\u00a0дня");
    expect(relativeDays(-5)).toBe("5\u00a0дней назад");
  });
});
