/**
 * Dates of the account screens (counts and sizes: app/lib/quantity-format.ts), formatted by hand (like app/lib/number-format.ts) so the
 * server and the browser print the same strings. The API sends calendar dates as `YYYY-MM-DD` and moments
 * as ISO 8601; moments are shown in Moscow time (UTC+3 all year since 2014).
 */

import { MONTHS_GENITIVE, MONTHS_NOMINATIVE } from "../../../../core/russian-months.ts";
import { plural } from "../../../lib/number-format";

/** Monday first, as Russian calendars are printed. */
export const WEEKDAYS_SHORT = ["Пн", "Вт", "Ср", "Чт", "Пт", "Сб", "Вс"];
const WEEKDAYS_LONG = ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"];

const MSK_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
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

/** Day of the week of a calendar date, 0 = Monday. */
export function weekdayIndex(date: string): number {
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return (new Date(ms).getUTCDay() + 6) % 7;
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
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "—";
  const d = new Date(ms + MSK_OFFSET_MS);
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** Today in Moscow, `YYYY-MM-DD`. */
export function todayInMoscow(now: number = Date.now()): string {
  return new Date(now + MSK_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** "через 3 дня", "сегодня", "завтра", "2 дня назад". */
export function relativeDays(days: number): string {
  if (days === 0) return "сегодня";
  if (days === 1) return "завтра";
  if (days === -1) return "вчера";
  const word = plural(Math.abs(days), ["день", "дня", "дней"]);
  return days > 0 ? `через ${days}\u00a0${word}` : `${-days}\u00a0${word} назад`;
}
