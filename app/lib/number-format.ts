/**
 * Russian number formatting (SPEC §9): groups of three digits, comma before the decimals,
 * «тыс.» and «млн», the rouble sign, and the form of the noun that follows a number.
 *
 * Every space these functions produce is U+00A0 NO-BREAK SPACE, so "1 234 567 ₽" never wraps
 * across lines and a price never loses its sign. Negative numbers get U+2212 MINUS SIGN, the
 * typographic minus (same width as a digit). NaN and ±Infinity become "—": a dash reads as
 * "no value" where a broken number would mislead.
 *
 * Written by hand rather than with Intl "ru-RU": that locale leaves four-digit numbers ungrouped
 * ("1234" but "12 345") and its output depends on the ICU data of the runtime, so the server and
 * the browser could render different strings and break hydration. Intl is used only for rounding,
 * in the locale-neutral "en-US" form without grouping.
 */

export const NBSP = "\u00a0";
export const MINUS = "\u2212";
export const NO_VALUE = "—";

const plainFormats = new Map<string, Intl.NumberFormat>();

/**
 * Below this a whole number's digits are its `String` (no exponent, exactly represented): the common case — prices,
 * counts — without Intl, which costs microseconds a call and a catalogue page formats hundreds of numbers.
 */
const EXACT_INTEGER = 1e15;

/** Decimal digits of a non-negative number, rounded half away from zero, "." as the separator. */
export function plainDigits(abs: number, minFraction: number, maxFraction: number): string {
  // Math.round rounds halves up, which for a non-negative number is away from zero, as Intl does.
  if (maxFraction === 0 && abs < EXACT_INTEGER) return String(Math.round(abs));
  const key = `${minFraction}:${maxFraction}`;
  let format = plainFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      useGrouping: false,
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    plainFormats.set(key, format);
  }
  return format.format(abs);
}

function clampDigits(digits: number): number {
  return Math.min(20, Math.max(0, Math.trunc(digits) || 0));
}

function compose(value: number, minFraction: number, maxFraction: number): string {
  const digits = plainDigits(Math.abs(value), clampDigits(minFraction), clampDigits(maxFraction));
  const [integer = "0", fraction] = digits.split(".");
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const body = fraction ? `${grouped},${fraction}` : grouped;
  // No sign when rounding made it zero: "−0" would read as a debt that is not there.
  return value < 0 && /[1-9]/.test(digits) ? `${MINUS}${body}` : body;
}

/** formatNumber(1234567.5, 1) → "1 234 567,5". Exactly `fractionDigits` decimals. */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return compose(value, fractionDigits, fractionDigits);
}

/** formatMoney(1234567) → "1 234 567 ₽"; with `{ kopecks: true }` → "1 234 567,00 ₽". */
export function formatMoney(value: number, opts: { kopecks?: boolean } = {}): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const digits = opts.kopecks ? 2 : 0;
  return `${compose(value, digits, digits)}${NBSP}₽`;
}

/**
 * Compact amounts for cards and filters: 950 → "950 ₽", 12 500 → "12,5 тыс. ₽",
 * 3 450 000 → "3,45 млн ₽", 2 000 000 → "2 млн ₽". Trailing zeros are dropped; an amount that
 * rounds up to the next unit moves to it (999 999 → "1 млн ₽", not "1 000 тыс. ₽").
 */
export function formatMoneyShort(value: number): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  const abs = Math.abs(value);
  if (Number(plainDigits(abs / 1e3, 0, 1)) >= 1000) return `${compose(value / 1e6, 0, 2)}${NBSP}млн${NBSP}₽`;
  if (Math.round(abs) >= 1000) return `${compose(value / 1e3, 0, 1)}${NBSP}тыс.${NBSP}₽`;
  return `${compose(value, 0, 0)}${NBSP}₽`;
}

/** `value` is already in percent: formatPercent(12.5, 1) → "12,5 %" (Russian puts a space before %). */
export function formatPercent(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return NO_VALUE;
  return `${compose(value, fractionDigits, fractionDigits)}${NBSP}%`;
}

/**
 * The form of a noun after a whole number: plural(5, ["платёж", "платежа", "платежей"]) → "платежей".
 * 1, 21, 101 take the first form, 2–4, 22–24 the second, 0, 5–20, 25–30, 111–114 the third.
 */
export function plural(n: number, forms: readonly [one: string, few: string, many: string]): string {
  const abs = Math.abs(Math.trunc(n));
  const tens = abs % 100;
  const units = abs % 10;
  if (tens >= 11 && tens <= 14) return forms[2];
  if (units === 1) return forms[0];
  if (units >= 2 && units <= 4) return forms[1];
  return forms[2];
}
