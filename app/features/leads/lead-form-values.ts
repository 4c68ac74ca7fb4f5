import type { z } from "zod";
import { UTM_FIELDS, type UtmEcho } from "../../../contract/forms.ts";

/** Fields the forms send as numbers and as checkboxes; everything else is text. */
const NUMBER_FIELDS = new Set(["price", "advance", "term", "buyout", "vehicleId", "rating", "budget", "yearFrom"]);
/** Phone inputs carry the mask's text («+7 (___) ___-__-__» untouched means nothing was typed). */
const PHONE_FIELDS = new Set(["phone"]);
const BOOLEAN_FIELDS = new Set(["consentPersonalData", "consentAdvertising"]);
/** Not form fields: the action's own switches. */
const IGNORED = new Set(["kind"]);

/**
 * An HTML form's fields as the JSON the form schemas expect: numbers for the number fields (typed with spaces
 * or a decimal comma too), true for a ticked checkbox, text trimmed; empty fields are left out, so that an
 * optional field left blank is simply absent. A number that cannot be read stays text, so the schema names it.
 */
export function formValues(data: FormData | URLSearchParams): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, raw] of data.entries()) {
    if (typeof raw !== "string" || IGNORED.has(name)) continue;
    if (BOOLEAN_FIELDS.has(name)) {
      values[name] = raw === "on" || raw === "true";
      continue;
    }
    const text = raw.trim();
    if (text === "" || (PHONE_FIELDS.has(name) && text.replace(/\D/g, "") === "7" && text.startsWith("+"))) continue;
    if (NUMBER_FIELDS.has(name)) {
      const number = Number(text.replace(/[\s\u00a0]/g, "").replace(",", "."));
      values[name] = Number.isFinite(number) ? number : text;
      continue;
    }
    values[name] = text;
  }
  return values;
}

/** The first message of each invalid field, keyed by the field's name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** UTM parameters of a URL (or its query string); null where absent. */
export function utmFromUrl(url: string | null | undefined): UtmEcho {
  const utm = Object.fromEntries(UTM_FIELDS.map((field) => [field, null])) as UtmEcho;
  if (!url) return utm;
  let params: URLSearchParams;
  try {
    params = url.startsWith("?") ? new URLSearchParams(url) : new URL(url, "http://localhost").searchParams;
  } catch {
    return utm;
  }
  for (const field of UTM_FIELDS) {
    const value = params.get(field)?.trim().slice(0, 200);
    utm[field] = value ? value : null;
  }
  return utm;
}

export function hasUtm(utm: UtmEcho): boolean {
  return UTM_FIELDS.some((field) => utm[field] !== null);
}

/** What the `/lead` action answers: the stored lead, or the messages to show beside the fields. */
export type LeadActionResult =
  | { ok: true; kind: string; reference: string; message: string; utm: UtmEcho }
  | {
      ok: false;
      /** The form that was sent (several share a page); absent when it could not be read. */
      kind?: string;
      /** 400: invalid fields; 413: a body no form sends; 429: too many leads from the address. */
      status: 400 | 413 | 429;
      message: string;
      errors: Record<string, string>;
      /** What was typed, to fill the form again when the page was sent without JavaScript. */
      values: Record<string, string>;
    };
