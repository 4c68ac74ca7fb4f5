import { type SQL, sql } from "drizzle-orm";
import { leads } from "../../db/schema/leads.ts";

/**
 * The keys a duplicate is found by: the phone's last 10 digits (so «+7 916…», «8 916…» and «916…» agree) and the
 * e-mail in lower case. The account's form keeps the sender's contacts under `payload.client`, the public forms
 * at the top level. The JS and the SQL spellings must agree: the page's rows are keyed in JS, the other leads are
 * found in SQL.
 */

function digitsKey(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : null;
}

function emailKey(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim().toLowerCase();
  return text || null;
}

function clientOf(payload: Record<string, unknown>): Record<string, unknown> {
  const client = payload.client;
  return typeof client === "object" && client !== null ? (client as Record<string, unknown>) : {};
}

export function leadPhone(payload: Record<string, unknown>): string | null {
  const phone = payload.phone ?? clientOf(payload).phone;
  return typeof phone === "string" && phone ? phone : null;
}

export function leadEmail(payload: Record<string, unknown>): string | null {
  const email = payload.email ?? clientOf(payload).email;
  return typeof email === "string" && email ? email : null;
}

export function leadName(payload: Record<string, unknown>): string | null {
  const name = payload.name ?? clientOf(payload).name;
  return typeof name === "string" && name ? name : null;
}

export function phoneKeyOf(payload: Record<string, unknown>): string | null {
  return digitsKey(leadPhone(payload));
}

export function emailKeyOf(payload: Record<string, unknown>): string | null {
  return emailKey(leadEmail(payload));
}

const phoneText = sql`coalesce(${leads.payload}->>'phone', ${leads.payload}->'client'->>'phone', '')`;
const phoneDigits = sql<string>`regexp_replace(${phoneText}, '[^0-9]', '', 'g')`;

/** SQL of phoneKeyOf. */
export const phoneKeySql: SQL<string | null> =
  sql`case when length(${phoneDigits}) >= 10 then right(${phoneDigits}, 10) end`;

/** SQL of emailKeyOf. */
export const emailKeySql: SQL<string | null> =
  sql`nullif(lower(trim(coalesce(${leads.payload}->>'email', ${leads.payload}->'client'->>'email', ''))), '')`;

/** The digits of the phone as stored, for a search by part of the number. */
export const phoneDigitsSql: SQL<string> = phoneDigits;

/** The name the inbox shows: the form's, or the account's for the account's form. */
export const nameSql: SQL<string> = sql`coalesce(${leads.payload}->>'name', ${leads.payload}->'client'->>'name', '')`;
