import { describe, expect, it } from "vitest";
import { addMonths, dateForKey, isDate, isMonth, monthGrid, shiftMonthKeepDay } from "./calendar-grid";

describe("the payment calendar grid", () => {
  it("covers the month in whole weeks, Monday first", () => {
    const weeks = monthGrid("2026-11");
    expect(weeks[0]?.[0]?.date).toBe("2026-10-26");
    expect(weeks[0]?.[6]?.date).toBe("2026-11-01");
    expect(weeks.at(-1)?.[6]?.date).toBe("2026-12-06");
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    // February 2027 starts on a Monday and fits four weeks.
    expect(monthGrid("2027-02")).toHaveLength(4);
  });

  it("moves by keys like a date grid", () => {
    expect(dateForKey("2026-11-30", "ArrowRight")).toBe("2026-12-01");
    expect(dateForKey("2026-11-04", "ArrowUp")).toBe("2026-10-28");
    expect(dateForKey("2026-11-04", "Home")).toBe("2026-11-02");
    expect(dateForKey("2026-11-04", "End")).toBe("2026-11-08");
    expect(dateForKey("2026-01-31", "PageDown")).toBe("2026-02-28");
    expect(dateForKey("2026-11-04", "Tab")).toBeNull();
    expect(shiftMonthKeepDay("2026-03-31", -1)).toBe("2026-02-28");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });

  it("accepts only real months and dates from the URL", () => {
    expect(isMonth("2026-11")).toBe(true);
    expect(isMonth("2026-13")).toBe(false);
    expect(isDate("2026-02-30")).toBe(false);
    expect(isDate("2026-02-28")).toBe(true);
  });
});
