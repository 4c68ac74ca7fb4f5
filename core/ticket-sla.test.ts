import { describe, expect, it } from "vitest";
import { isWorkingDay } from "./production-calendar.ts";
import { slaDueAt } from "./ticket-sla.ts";

/** Moscow wall-clock `YYYY-MM-DDTHH:MM` as a moment. */
const msk = (local: string) => new Date(`${local}:00+03:00`);

describe("the answer deadline of a ticket (two working days, Moscow)", () => {
  it("a Monday message is due on Wednesday at the same time", () => {
    expect(slaDueAt(msk("2026-03-16T14:30"))).toEqual(msk("2026-03-18T14:30"));
  });

  it("a Thursday message skips the weekend", () => {
    expect(slaDueAt(msk("2026-03-19T10:00"))).toEqual(msk("2026-03-23T10:00"));
  });

  it("a Saturday message counts from 09:00 of Monday", () => {
    expect(slaDueAt(msk("2026-03-21T22:15"))).toEqual(msk("2026-03-25T09:00"));
  });

  it("skips the 2026 days off of the decree: 9 March, the May holidays", () => {
    expect(isWorkingDay("2026-03-09")).toBe(false);
    expect(slaDueAt(msk("2026-03-06T12:00"))).toEqual(msk("2026-03-11T12:00"));
    expect(slaDueAt(msk("2026-04-30T09:30"))).toEqual(msk("2026-05-05T09:30"));
    expect(slaDueAt(msk("2026-05-08T16:00"))).toEqual(msk("2026-05-13T16:00"));
  });

  it("the New Year holidays of 2026 end on 9 January", () => {
    expect(slaDueAt(msk("2025-12-30T18:00"))).toEqual(msk("2026-01-13T18:00"));
    // 31 December 2025 was a day off by the 2025 decree (moved from 5 January): the count starts at 09:00 of 12 January.
    expect(slaDueAt(msk("2025-12-31T18:00"))).toEqual(msk("2026-01-14T09:00"));
    expect(isWorkingDay("2026-01-12")).toBe(true);
  });

  it("another year keeps the fixed public holidays", () => {
    expect(isWorkingDay("2027-06-11")).toBe(true);
    expect(isWorkingDay("2027-11-04")).toBe(false);
  });
});
