import { formatNumber, NBSP } from "../../lib/number-format";

/** Formatting of dates, sizes and counts for the content pages; the same output on the server and in the browser. */

const MONTHS = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/**
 * «10 ноября 2026» from `YYYY-MM-DD` or an ISO date-time. Read as a calendar date in UTC (the API's dates
 * carry no time zone), so the server and every browser print the same day.
 */
export function formatDate(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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

/** Russian plural: plural(3, ["статья", "статьи", "статей"]) → «статьи». */
export function plural(n: number, forms: readonly [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
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
