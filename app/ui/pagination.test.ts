import { describe, expect, it } from "vitest";
import { pageSlots } from "./pagination";

describe("pageSlots", () => {
  it("lists every page when there are few", () => {
    expect(pageSlots(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps first, last and the neighbours of the current page", () => {
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 4, 5, "gap-end", 20]);
    expect(pageSlots(10, 20)).toEqual([1, "gap-start", 9, 10, 11, "gap-end", 20]);
    expect(pageSlots(20, 20)).toEqual([1, "gap-start", 16, 17, 18, 19, 20]);
  });

  it("never hides a single page behind an ellipsis", () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, "gap-end", 20]);
    expect(pageSlots(17, 20)).toEqual([1, "gap-start", 16, 17, 18, 19, 20]);
    expect(pageSlots(5, 9)).toEqual([1, "gap-start", 4, 5, 6, "gap-end", 9]);
  });

  it("always includes the current page", () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const numbers = pageSlots(page, count).filter((slot) => typeof slot === "number");
        expect(numbers).toContain(page);
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
      }
    }
  });
});
