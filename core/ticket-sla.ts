import { addDays, moscowDate, moscowMidnight, weekdayIndex } from "./calendar-dates.ts";

/**
 * The answer the lessor promises a ticket (SLA): within two working days, Moscow time. The deadline is the moment
 * the client wrote moved forward by two working days at the same wall-clock time; a message written on a day off
 * counts from 09:00 of the next working day. Working days are Monday to Friday without the days off of DOMAIN.md:
 * for 2026 the decree № 1466 of 24.09.2025 (1–9 January, 23 February, 9 March, 1 May, 11 May, 12 June, 4 November,
 * 31 December); for other years the fixed public holidays (1–8 January, 23 February, 8 March, 1 May, 9 May,
 * 12 June, 4 November) without the yearly moves, which a decree publishes a year ahead at most.
 */

export const SLA_WORKING_DAYS = 2;

const DAYS_OFF_2026 = new Set([
  "2026-01-01",
  "2026-01-02",
  "2026-01-03",
  "2026-01-04",
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
]);
const FIXED_HOLIDAYS = new Set([
  "01-01",
  "01-02",
  "01-03",
  "01-04",
  "01-05",
  "01-06",
  "01-07",
  "01-08",
  "02-23",
  "03-08",
  "05-01",
  "05-09",
  "06-12",
  "11-04",
]);

const HOUR_MS = 3_600_000;
const WORKDAY_START_HOUR = 9;

/** A Moscow date the lessor works on. */
export function isWorkingDay(date: string): boolean {
  if (weekdayIndex(date) >= 5) return false;
  if (date.startsWith("2026-")) return !DAYS_OFF_2026.has(date);
  return !FIXED_HOLIDAYS.has(date.slice(5));
}

/** The deadline of an answer to a message written at `from`. */
export function slaDueAt(from: Date, workingDays = SLA_WORKING_DAYS): Date {
  let day = moscowDate(from);
  let offsetMs = from.getTime() - moscowMidnight(day).getTime();
  if (!isWorkingDay(day)) {
    while (!isWorkingDay(day)) day = addDays(day, 1);
    offsetMs = WORKDAY_START_HOUR * HOUR_MS;
  }
  for (let left = workingDays; left > 0; ) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) left--;
  }
  return new Date(moscowMidnight(day).getTime() + offsetMs);
}
