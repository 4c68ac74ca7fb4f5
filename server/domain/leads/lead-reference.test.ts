import { describe, expect, it } from "vitest";
import { LEAD_REFERENCE_PATTERN, leadReference } from "./lead-reference.ts";

describe("leadReference", () => {
  it("names the Moscow year and month, then a code of unambiguous characters", () => {
    // 31 Oct 2026 22:30 UTC is already 1 November in Moscow.
    const reference = leadReference(new Date("2026-10-31T22:30:00Z"));
    expect(reference).toMatch(/^Л-2611-/);
    expect(reference).toMatch(LEAD_REFERENCE_PATTERN);
  });

  it("is not a counter: consecutive leads get unrelated codes", () => {
    const now = new Date("2026-11-24T10:00:00Z");
    const codes = Array.from({ length: 200 }, () => leadReference(now).slice(-4));
    expect(new Set(codes).size).toBeGreaterThan(190);
    const sorted = [...codes].sort();
    expect(codes).not.toEqual(sorted);
  });
});
