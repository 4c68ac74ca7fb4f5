/**
 * Dates of the account screens in Russian words (counts and sizes: app/lib/quantity-format.ts), formatted by hand
 * (like app/lib/number-format.ts) so the server and the browser print the same strings. The API sends calendar
 * dates as `YYYY-MM-DD` and moments as ISO 8601; moments are shown in Moscow time. The arithmetic (today in
 * Moscow, day differences) is core/calendar-dates.ts's.
 */

import { moscowClock, weekdayIndex } from "../../../../core/calendar-dates.ts";
import { MONTHS_GENITIVE, MONTHS_NOMINATIVE } from "../../../../core/russian-months.ts";
import { plural } from "../../../lib/number-format";

/** Monday first, as Russian calendars are printed. */
export const WEEKDAYS_SHORT = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"];
const WEEKDAYS_LONG = ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"];

const pad = (n: number) => String(n).padStart(2, "0");

function parts(date: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

/** "2026-11-28" → "28.11.2026". */
export function formatDate(date: string | null | undefined): string {
  const p = date ? parts(date) : null;
  return p ? `${pad(p.d)}.${pad(p.m)}.${p.y}` : "—";
}

/** "2026-11-28" → "28 ноября 2026". */
export function formatDateLong(date: string | null | undefined): string {
  const p = date ? parts(date) : null;
  return p ? `${p.d}\u00a0${MONTHS_GENITIVE[p.m - 1]} ${p.y}` : "—";
}

/** "2026-11-28" → "28 ноября". */
export function formatDayMonth(date: string): string {
  const p = parts(date);
  return p ? `${p.d}\u00a0${MONTHS_GENITIVE[p.m - 1]}` : "—";
}

/** "2026-11-28" → "суббота, 28 ноября 2026". */
export function formatDateWithWeekday(date: string): string {
  return `${WEEKDAYS_LONG[weekdayIndex(date)]}, ${formatDateLong(date)}`;
}

/** "2026-11" → "Ноябрь 2026": a heading, so the month's name starts with a capital. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTHS_NOMINATIVE[Number(match[2]) - 1] : undefined;
  if (!match || !name) return month;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${match[1]}`;
}

/** An ISO moment in Moscow time: "22.11.2026, 09:00". */
export function formatMoment(iso: string): string {
  const clock = moscowClock(iso);
  return clock ? `${formatDate(clock.date)}, ${pad(clock.hours)}:${pad(clock.minutes)}` : "—";
}

/** "через 3 дня", "сегодня", "завтра", "2 дня назад". */
export function relativeDays(days: number): string {
  if (days === 0) return "сегодня";
  if (days === 1) return "завтра";
  if (days === -1) return "вчера";
  const word = plural(Math.abs(days), ["день", "дня", "дней"]);
  return days > 0 ? `через ${days}\u00a0${word}` : `${-days}\u00a0${word} назад`;
}
