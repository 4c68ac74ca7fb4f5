/**
 * Calendar arithmetic on `YYYY-MM-DD` dates and `YYYY-MM` months, the one copy for the server and the browser.
 * A date is a date: once it is a calendar day no time zone enters the sums (they run on UTC midnights). The
 * account's "today" and the start of a day as a moment are Moscow's, since payments fall due by Moscow dates;
 * Moscow has kept UTC+3 all year since 26 October 2014, and the dates we handle are later.
 */

const DAY_MS = 86_400_000;
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, "0");
const msOf = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date in Moscow at this moment (default: now). */
export function moscowDate(moment: Date | number = Date.now()): string {
  const ms = typeof moment === "number" ? moment : moment.getTime();
  return isoOf(ms + MOSCOW_OFFSET_MS);
}

/** The moment a Moscow calendar day starts: `2026-11-24` → 2026-11-23T21:00:00Z. */
export function moscowMidnight(date: string): Date {
  return new Date(msOf(date) - MOSCOW_OFFSET_MS);
}

/** A moment's wall-clock parts in Moscow (for «24.11.2026, 09:00»). */
export function moscowClock(iso: string): { date: string; hours: number; minutes: number } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const d = new Date(ms + MOSCOW_OFFSET_MS);
  return { date: isoOf(d.getTime()), hours: d.getUTCHours(), minutes: d.getUTCMinutes() };
}

/** A real `YYYY-MM-DD` calendar date (not 2026-02-30). */
export function isIsoDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = msOf(value);
  return !Number.isNaN(ms) && isoOf(ms) === value;
}

/** A `YYYY-MM` month of this century or later. */
export function isIsoMonth(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && Number(value.slice(0, 4)) >= 2000;
}

export function addDays(date: string, days: number): string {
  return isoOf(msOf(date) + days * DAY_MS);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((msOf(to) - msOf(from)) / DAY_MS);
}

/** `YYYY-MM` shifted by `delta` months. */
export function addMonthsToMonth(month: string, delta: number): string {
  const m0 = Number(month.slice(5, 7)) - 1 + delta;
  const year = Number(month.slice(0, 4)) + Math.floor(m0 / 12);
  return `${year}-${pad((((m0 % 12) + 12) % 12) + 1)}`;
}

/** The number of days in a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/**
 * `months` later on day `day` (by default the date's own), clamped to the month's end:
 * 31 January + 1 → 28/29 February; 28 February + 1 with day 31 → 31 March.
 */
export function addMonths(date: string, months: number, day = Number(date.slice(8, 10))): string {
  const month = addMonthsToMonth(date.slice(0, 7), months);
  return `${month}-${pad(Math.min(day, daysInMonth(month)))}`;
}

/** First and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { first: string; last: string } {
  return { first: `${month}-01`, last: `${month}-${pad(daysInMonth(month))}` };
}

/** Day of the week, 0 = Monday (Russian calendars start on Monday). */
export function weekdayIndex(date: string): number {
  return (new Date(msOf(date)).getUTCDay() + 6) % 7;
}
