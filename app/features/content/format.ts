import { MONTHS_GENITIVE } from "../../../core/russian-months.ts";
import { formatNumber, NBSP, plural } from "../../lib/number-format";

/** Formatting of dates, sizes and counts for the content pages; the same output on the server and in the browser. */

/**
 * «10 ноября 2026» from `YYYY-MM-DD` or an ISO date-time. Read as a calendar date in UTC (the API's dates
 * carry no time zone), so the server and every browser print the same day.
 */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS_GENITIVE[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The calendar date part for `<time dateTime>`. */
export function isoDate(value: string): string {
  return value.slice(0, 10);
}

/** «41 КБ», «1,2 МБ». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}${NBSP}КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")}${NBSP}МБ`;
}

/** «3 статьи». */
export function countOf(n: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(n)}${NBSP}${plural(n, forms)}`;
}

/** Paragraphs of a plain text separated by empty lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
