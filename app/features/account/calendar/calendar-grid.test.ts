import { describe, expect, it } from "vitest";
import { dateForKey, monthGrid } from "./calendar-grid";

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
    expect(dateForKey("2026-03-31", "PageUp")).toBe("2026-02-28");
    expect(dateForKey("2026-11-04", "Tab")).toBeNull();
  });
});
