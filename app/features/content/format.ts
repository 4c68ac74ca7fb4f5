import { MONTHS_GENITIVE } from "../../../core/russian-months.ts";

/** Dates and text of the content pages; the same output on the server and in the browser (counts and sizes: app/lib/quantity-format.ts). */

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

/** Paragraphs of a plain text separated by empty lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
