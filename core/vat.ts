/**
 * VAT inside a gross sum. 22 % from 1 January 2026 (Tax Code art. 164 p. 3 as amended by Federal Law 425-ФЗ of
 * 28.11.2025); the VAT of a sum X with VAT is X·22/122 (DOMAIN.md). Every document row carries the VAT of its own
 * amount, rounded to the kopeck, and a total's VAT is the sum of its rows' — never a remainder pushed into one row.
 */

export const VAT_RATE = 22;

/**
 * VAT inside `kopecks` (a gross amount, whole kopecks), rounded half away from zero: round(kopecks·rate/(100+rate)).
 * Exact in integers for whole kopecks and a whole rate (no floating-point tie errors).
 */
export function vatOf(kopecks: number, rate: number = VAT_RATE): number {
  const sign = kopecks < 0 ? -1 : 1;
  const abs = Math.abs(kopecks);
  const base = 100 + rate;
  if (Number.isInteger(abs) && Number.isInteger(rate) && abs * rate * 2 < Number.MAX_SAFE_INTEGER) {
    // round(a·r/b) half up for a ≥ 0 is floor((2·a·r + b) / (2·b)).
    return sign * Math.floor((2 * abs * rate + base) / (2 * base)) || 0;
  }
  return sign * Math.round(((abs * rate) / base) * (1 + 4 * Number.EPSILON)) || 0;
}
