import { describe, expect, it } from "vitest";
import { countOf, formatFileSize } from "./quantity-format";

const NBSP = "\u00a0";

describe("countOf", () => {
  it("groups the number and picks the noun's form", () => {
    expect(countOf(1, ["статья", "статьи", "статей"])).toBe(`1${NBSP}статья`);
    expect(countOf(3, ["статья", "статьи", "статей"])).toBe(`3${NBSP}статьи`);
    expect(countOf(1024, ["уведомление", "уведомления", "уведомлений"])).toBe(`1${NBSP}024${NBSP}уведомления`);
  });
});

describe("formatFileSize", () => {
  it("uses bytes, kilobytes and megabytes with a decimal only where it says something", () => {
    expect(formatFileSize(512)).toBe(`512${NBSP}Б`);
    expect(formatFileSize(41_978)).toBe(`41${NBSP}КБ`);
    expect(formatFileSize(1_048_576)).toBe(`1${NBSP}МБ`);
    expect(formatFileSize(1_300_000)).toBe(`1,2${NBSP}МБ`);
    expect(formatFileSize(1_572_864)).toBe(`1,5${NBSP}МБ`);
  });
});
