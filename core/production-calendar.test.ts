import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, weekdayIndex } from "./calendar-dates.ts";
import { addWorkingDays, isWorkingDay, nextWorkingDay } from "./production-calendar.ts";

/** Working days of a year, and of each month (index 0 = January). */
function countWorkingDays(year: number): { total: number; byMonth: number[] } {
  const byMonth = new Array<number>(12).fill(0);
  for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addDays(day, 1)) {
    const m = Number(day.slice(5, 7)) - 1;
    if (isWorkingDay(day)) byMonth[m] = (byMonth[m] ?? 0) + 1;
  }
  return { total: byMonth.reduce((s, n) => s + n, 0), byMonth };
}

describe("the production calendar", () => {
  it("2026 (decree № 1466): the days off of DOMAIN.md and nothing else on weekdays", () => {
    const daysOff = [
      "2026-01-01",
      "2026-01-02",
      "2026-01-05",
      "2026-01-06",
      "2026-01-07",
      "2026-01-08",
      "2026-01-09",
      "2026-02-23",
      "2026-03-09",
      "2026-05-01",
      "2026-05-11",
      "2026-06-12",
      "2026-11-04",
      "2026-12-31",
    ];
    for (const day of daysOff) expect(isWorkingDay(day), day).toBe(false);
    // 247 working days, as the published 2026 calendar says.
    const y2026 = countWorkingDays(2026);
    expect(y2026.total).toBe(247);
    expect(y2026.byMonth[0]).toBe(15);
    expect(y2026.byMonth[4]).toBe(19);
    expect(isWorkingDay("2026-01-12")).toBe(true);
    expect(isWorkingDay("2026-03-10")).toBe(true);
    expect(isWorkingDay("2026-12-30")).toBe(true);
  });

  it("2026 due dates move to the next working day", () => {
    expect(nextWorkingDay("2026-01-01")).toBe("2026-01-12");
    expect(nextWorkingDay("2026-03-07")).toBe("2026-03-10"); // Saturday, Sunday, 9 March
    expect(nextWorkingDay("2026-05-09")).toBe("2026-05-12"); // Victory Day on a Saturday, day off on Monday 11 May
    expect(nextWorkingDay("2026-11-04")).toBe("2026-11-05");
    expect(nextWorkingDay("2026-12-31")).toBe("2027-01-11"); // 1–8 January 2027, then the weekend
    expect(nextWorkingDay("2026-11-24")).toBe("2026-11-24"); // a working day stays
  });

  it("2025 (decree № 1335): the moved days off and the working Saturday 1 November", () => {
    for (const day of ["2025-05-02", "2025-05-08", "2025-06-13", "2025-11-03", "2025-12-31"]) {
      expect(isWorkingDay(day), day).toBe(false);
    }
    expect(isWorkingDay("2025-11-01")).toBe(true);
    expect(isWorkingDay("2025-02-24")).toBe(true); // 23 February's day off went to 8 May
    const y2025 = countWorkingDays(2025);
    expect(y2025.total).toBe(247); // 118 days off, 247 working days
    expect(y2025.byMonth[10]).toBe(19); // a six-day week ends on Saturday 1 November
    expect(nextWorkingDay("2025-12-31")).toBe("2026-01-12");
  });

  it("2027: statutory holidays with the weekend rule of Labour Code art. 112", () => {
    for (const day of ["2027-01-01", "2027-01-08", "2027-02-23", "2027-03-08", "2027-05-03", "2027-05-10"]) {
      expect(isWorkingDay(day), day).toBe(false);
    }
    expect(isWorkingDay("2027-06-14")).toBe(false); // 12 June is a Saturday
    expect(isWorkingDay("2027-06-11")).toBe(true);
    expect(isWorkingDay("2027-11-04")).toBe(false);
    expect(isWorkingDay("2027-12-31")).toBe(true);
  });

  it("outside 2025–2027 only weekends are days off", () => {
    expect(isWorkingDay("2028-01-03")).toBe(true);
    expect(isWorkingDay("2024-12-28")).toBe(false);
    expect(isWorkingDay("2028-01-04")).toBe(true);
  });

  it("addWorkingDays counts working days after the start, forwards and back", () => {
    expect(addWorkingDays("2026-12-29", 2)).toBe("2027-01-11");
    expect(addWorkingDays("2026-03-06", 1)).toBe("2026-03-10");
    expect(addWorkingDays("2026-03-07", 0)).toBe("2026-03-10");
    expect(addWorkingDays("2026-03-10", -1)).toBe("2026-03-06");
    expect(() => addWorkingDays("2026-03-10", 1.5)).toThrow(RangeError);
  });

  it("for any date: the next working day is working, not earlier, and nothing between is working", () => {
    const dates = fc.integer({ min: 0, max: 4 * 366 }).map((n) => addDays("2024-12-01", n));
    fc.assert(
      fc.property(dates, (date) => {
        const next = nextWorkingDay(date);
        expect(isWorkingDay(next)).toBe(true);
        expect(next >= date).toBe(true);
        for (let d = date; d < next; d = addDays(d, 1)) expect(isWorkingDay(d)).toBe(false);
        if (weekdayIndex(date) >= 5 && date !== "2025-11-01") expect(next > date).toBe(true);
      }),
    );
  });

  it("for any working day and n: n working days forward then n back returns to it", () => {
    const workingDays = fc.integer({ min: 0, max: 3 * 366 }).map((n) => nextWorkingDay(addDays("2025-01-01", n)));
    fc.assert(
      fc.property(workingDays, fc.integer({ min: 1, max: 40 }), (date, n) => {
        const later = addWorkingDays(date, n);
        expect(later > date).toBe(true);
        expect(addWorkingDays(later, -n)).toBe(date);
      }),
    );
  });
});
