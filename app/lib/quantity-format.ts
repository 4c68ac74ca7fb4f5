import { formatNumber, NBSP, plural } from "./number-format";

/**
 * Counted things and file sizes in running text, the same on public pages and in the account. Kept apart from
 * number-format.ts so that pages which only format prices (the catalogue, held to a JavaScript budget) do not
 * download them.
 */

/** «3 статьи», «1 024 уведомления»: the number grouped as SPEC §9 asks, the noun in its form. */
export function countOf(n: number, forms: readonly [string, string, string]): string {
  return `${formatNumber(n)}${NBSP}${plural(n, forms)}`;
}

/** «512 Б», «41 КБ», «1 МБ», «1,5 МБ» (binary units, one decimal where it says something). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}${NBSP}Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}${NBSP}КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "").replace(".", ",")}${NBSP}МБ`;
}
