import { addDays, weekdayIndex } from "./calendar-dates.ts";

/**
 * The production calendar of Russia (five-day week): which dates are working days. One calendar for the product —
 * payment due dates (a payment due on a day off is paid on the next working day, DOMAIN.md), penalties, the ticket
 * SLA. Dates are `YYYY-MM-DD` (Moscow calendar days).
 *
 * Data, days off besides Saturdays and Sundays, and Saturdays/Sundays made working days:
 * - 2025: decree of the Government № 1335 of 04.10.2024 — 1–8 January, 2 May (from 4 January), 8 May (from
 *   23 February), 9 May, 12 June, 13 June (from 8 March), 3 November (from Saturday 1 November, which was a working
 *   day), 4 November, 31 December (from 5 January).
 * - 2026: decree № 1466 of 24.09.2025 (DOMAIN.md) — 1–9 January, 23 February, 9 March, 1 May, 11 May, 12 June,
 *   4 November, 31 December; no working Saturdays.
 * - 2027: the decree for 2027 was not available to us, so the list is the statutory public holidays (Labour Code
 *   art. 112 part 1: 1–8 January, 23 February, 8 March, 1 May, 9 May, 12 June, 4 November) with the weekend rule of
 *   art. 112 part 2: a holiday on a Saturday or Sunday moves the day off to the next working day (1 May → Monday
 *   3 May, 9 May → Monday 10 May, 12 June → Monday 14 June), except the January holidays, which only a decree moves
 *   (2 and 3 January 2027 fall on a weekend and stay there). Replace with the decree's list once it is published.
 * Other years: Saturdays and Sundays only — we do not guess holidays nobody has decreed.
 */

const DAYS_OFF: ReadonlySet<string> = new Set([
  // 2025
  "2025-01-01",
  "2025-01-02",
  "2025-01-03",
  "2025-01-06",
  "2025-01-07",
  "2025-01-08",
  "2025-05-01",
  "2025-05-02",
  "2025-05-08",
  "2025-05-09",
  "2025-06-12",
  "2025-06-13",
  "2025-11-03",
  "2025-11-04",
  "2025-12-31",
  // 2026
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
  // 2027 (statutory holidays and art. 112 part 2, see above)
  "2027-01-01",
  "2027-01-04",
  "2027-01-05",
  "2027-01-06",
  "2027-01-07",
  "2027-01-08",
  "2027-02-23",
  "2027-03-08",
  "2027-05-03",
  "2027-05-10",
  "2027-06-14",
  "2027-11-04",
]);

/** Saturdays and Sundays a decree made working days. */
const WORKING_WEEKENDS: ReadonlySet<string> = new Set(["2025-11-01"]);

/** A date people work on: Monday to Friday except the days off above, plus the decreed working Saturdays. */
export function isWorkingDay(date: string): boolean {
  if (WORKING_WEEKENDS.has(date)) return true;
  return weekdayIndex(date) < 5 && !DAYS_OFF.has(date);
}

/** The date itself when it is a working day, otherwise the first working day after it. */
export function nextWorkingDay(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/**
 * `n` working days after `date` (n ≥ 0; the start itself does not count, as in «within two working days»);
 * n = 0 gives `nextWorkingDay(date)`. Negative n counts back.
 */
export function addWorkingDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError("n must be a whole number of working days");
  if (n === 0) return nextWorkingDay(date);
  const step = n > 0 ? 1 : -1;
  let day = date;
  for (let left = Math.abs(n); left > 0; ) {
    day = addDays(day, step);
    if (isWorkingDay(day)) left--;
  }
  return day;
}
