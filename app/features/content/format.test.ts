import { describe, expect, it } from "vitest";
import { formatDate, paragraphs } from "./format";
import { pageHref, withQuery } from "./paging";

describe("content formatting", () => {
  it("prints calendar dates the same everywhere", () => {
    expect(formatDate("2026-11-10")).toBe("10 ноября 2026");
    expect(formatDate("2026-01-01T23:30:00.000Z")).toBe("1 января 2026");
  });

  it("splits plain text into paragraphs", () => {
    expect(paragraphs("Первый.\n\nВторой\nс переносом.\n\n\n")).toEqual(["Первый.", "Второй\nс переносом."]);
  });

  it("builds list addresses without page 1 and empty values", () => {
    expect(pageHref("/press/", 1)).toBe("/press/");
    expect(pageHref("/press/", 2)).toBe("/press/?page=2");
    expect(pageHref("/guide/", 3, { category: "taxes" })).toBe("/guide/?category=taxes&page=3");
    expect(withQuery("/investors/docs/", { group: null, year: 2025 })).toBe("/investors/docs/?year=2025");
  });
});
