/**
 * Masks that shape what a person types as they type it: a Russian phone as «+7 (916) 123-45-67» and a date
 * as «05.12.2026» (ДД.ММ.ГГГГ whatever the browser's language: a native date input shows the OS's format).
 * The server accepts the unmasked spellings too (core/phone.ts), so a form sent before JavaScript works.
 */

/** «89161234567», «+7 916 1234567», «916…» → «+7 (916) 123-45-67» (as far as typed); "" stays "". */
export function maskRussianPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits === "") return "";
  // A leading 7 or 8 is the country or trunk prefix, not the first digit of the code.
  const national = (
    /^[78]/.test(digits) && (input.trim().startsWith("+") || digits.length > 10 || digits[0] === "8")
      ? digits.slice(1)
      : digits
  ).slice(0, 10);
  let out = "+7";
  if (national.length > 0) out += ` (${national.slice(0, 3)}`;
  if (national.length > 3) out += `) ${national.slice(3, 6)}`;
  if (national.length > 6) out += `-${national.slice(6, 8)}`;
  if (national.length > 8) out += `-${national.slice(8, 10)}`;
  return out;
}

/** Digits typed into a date field → «ДД.ММ.ГГГГ» with the dots put in. */
export function maskRuDate(input: string): string {
  const digits = input.replace(/\D/g, "").slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean);
  return parts.join(".");
}
