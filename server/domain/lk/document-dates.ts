import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";

/** Dates as the account's documents print them (contracts, invoices, policies, payment purposes). */

/** «25.11.2026» */
export function ruDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** «ноябрь 2026» */
export function monthTitle(date: string): string {
  return `${MONTHS_NOMINATIVE[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}
