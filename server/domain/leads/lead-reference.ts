import { randomInt } from "node:crypto";
import { moscowDate } from "../../../core/calendar-dates.ts";

/** Letters and digits a person reads out on the phone without doubt: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V. */
const ALPHABET = "34679ACDEFGHJKMNPQRTWXY";
const CODE_LENGTH = 4;

/**
 * The reference a visitor is shown for a lead, «Л-2611-4F7K»: the year and month in Moscow, then a random
 * code. Not the table's serial number, which would tell anyone how many leads the lessor gets a month.
 * 23⁴ ≈ 280 000 codes a month: a repeat is possible and harmless (the lead's own id stays the key; the
 * reference is for a conversation, next to the name and the phone).
 */
export function leadReference(now: Date = new Date()): string {
  const month = moscowDate(now).slice(2, 7).replace("-", "");
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `Л-${month}-${code}`;
}

export const LEAD_REFERENCE_PATTERN = /^Л-\d{4}-[34679ACDEFGHJKMNPQRTWXY]{4}$/;
