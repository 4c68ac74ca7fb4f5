/**
 * Russian phone numbers, the same in the browser and on the server (ADR 007): forms accept what people
 * type («8 (916) 123-45-67», «+7 916 1234567», «9161234567») and store one form, +7XXXXXXXXXX.
 *
 * The national number has 10 digits; its first digit is 3, 4, 8 or 9 (the geographic codes 3xx/4xx/8xx,
 * the mobile codes 9xx, 800 free calls). +7 6xx and +7 7xx are Kazakhstan's and are refused: the forms are
 * for Russian numbers.
 */

const NATIONAL = /^[3489]\d{9}$/;

/** +7XXXXXXXXXX, or null when the text is not a Russian phone number. */
export function normaliseRussianPhone(input: string): string | null {
  const trimmed = input.trim();
  // Only digits, spaces, brackets, dashes, dots and one leading plus are allowed around the number.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  let national: string;
  if (digits.length === 11 && (digits[0] === "7" || (digits[0] === "8" && !trimmed.startsWith("+")))) {
    national = digits.slice(1);
  } else if (digits.length === 10 && !trimmed.startsWith("+")) {
    national = digits;
  } else {
    return null;
  }
  return NATIONAL.test(national) ? `+7${national}` : null;
}

export function isRussianPhone(input: string): boolean {
  return normaliseRussianPhone(input) !== null;
}

/** +79161234567 → «+7 916 123-45-67»; anything else unchanged. */
export function formatRussianPhone(normalised: string): string {
  const m = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalised);
  return m ? `+7 ${m[1]} ${m[2]}-${m[3]}-${m[4]}` : normalised;
}
