import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addMonthsToMonth,
  daysBetween,
  daysInMonth,
  isIsoDate,
  isIsoMonth,
  monthRange,
  moscowClock,
  moscowDate,
  moscowMidnight,
  weekdayIndex,
} from "./calendar-dates.ts";

describe("calendar dates", () => {
  it("take today from Moscow, not from the machine's zone", () => {
    // 21:30 UTC on 23 November is already 24 November in Moscow.
    expect(moscowDate(Date.UTC(2026, 10, 23, 21, 30))).toBe("2026-11-24");
    expect(moscowDate(new Date(Date.UTC(2026, 10, 23, 20, 59)))).toBe("2026-11-23");
    expect(moscowMidnight("2026-11-24").toISOString()).toBe("2026-11-23T21:00:00.000Z");
    expect(moscowClock("2026-11-22T06:05:00Z")).toEqual({ date: "2026-11-22", hours: 9, minutes: 5 });
    expect(moscowClock("not a date")).toBeNull();
  });

  it("add days and months across year ends and short months", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addMonths("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(addMonths("2026-11-15", -11)).toBe("2025-12-15");
    expect(addMonthsToMonth("2026-01", -1)).toBe("2025-12");
    expect(addMonthsToMonth("2026-12", 13)).toBe("2028-01");
  });

  it("count days and month lengths", () => {
    expect(daysBetween("2026-11-24", "2026-12-01")).toBe(7);
    expect(daysBetween("2026-12-01", "2026-11-24")).toBe(-7);
    expect(daysInMonth("2026-02")).toBe(28);
    expect(daysInMonth("2028-02")).toBe(29);
    expect(monthRange("2026-11")).toEqual({ first: "2026-11-01", last: "2026-11-30" });
    expect(weekdayIndex("2026-11-23")).toBe(0); // a Monday
    expect(weekdayIndex("2026-11-29")).toBe(6);
  });

  it("tell real dates and months from look-alikes", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2026-02-30")).toBe(false);
    expect(isIsoDate("2026-2-3")).toBe(false);
    expect(isIsoMonth("2026-11")).toBe(true);
    expect(isIsoMonth("2026-13")).toBe(false);
    expect(isIsoMonth("1999-01")).toBe(false);
  });
});
