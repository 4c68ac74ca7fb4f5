import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";

/** Calendar arithmetic on `YYYY-MM-DD` strings (no time zones once a date is a date). */

const MOSCOW = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Moscow",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The date in Moscow at this moment: the account's "today" (payments fall due by Moscow dates). */
export function moscowDate(moment: Date): string {
  return MOSCOW.format(moment);
}

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** k months later, the day clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: string, months: number, day = Number(date.slice(8, 10))): string {
  const y = Number(date.slice(0, 4));
  const m0 = Number(date.slice(5, 7)) - 1 + months;
  const yy = y + Math.floor(m0 / 12);
  const mm = ((m0 % 12) + 12) % 12;
  const last = new Date(Date.UTC(yy, mm + 1, 0)).getUTCDate();
  return `${yy}-${String(mm + 1).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/** First and last day of a `YYYY-MM` month. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addMonths(first, 1), -1) };
}

/** «ноябрь 2026» */
export function monthTitle(date: string): string {
  return `${MONTHS_NOMINATIVE[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** «25.11.2026» */
export function ruDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}
