import {
  RESCHEDULING_PARAMS,
  type ReschedulingChangeResponse,
  type ReschedulingField,
  type ReschedulingOption,
  type ReschedulingParams,
} from "../../../../contract/lk-rescheduling.ts";

/** What the form holds per field: a number field's text as typed, a month list as chosen. */
export type FieldValues = Record<string, string | readonly number[]>;

/** The form's starting values: the defaults change/ answers for this contract. */
export function initialValues(fields: readonly ReschedulingField[]): FieldValues {
  return Object.fromEntries(
    fields.map((f) => [f.name, Array.isArray(f.default) ? [...f.default].sort((a, b) => a - b) : String(f.default)]),
  );
}

function unitWord(field: ReschedulingField, n: number): string {
  if (field.unit === "percent") return "%";
  if (field.unit !== "months") return "";
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return "месяцев";
  if (units === 1) return "месяца";
  return "месяцев";
}

/** «от 1 до 3 месяцев», «от 30 до 90 %»; the month lists «до 6 месяцев». */
export function limitsText(field: ReschedulingField): string {
  if (field.kind === "calendarMonths") {
    return field.min > 0 ? `от ${field.min} до ${field.max} месяцев` : `до ${field.max} месяцев`;
  }
  return `от ${field.min} до ${field.max} ${unitWord(field, field.max)}`;
}

/**
 * The `params` of calculate/ from the form, or the Russian messages by field name: the contract's schema of the
 * option, then this contract's own limits (change/ may allow less than the option in general).
 */
export function readParams(
  change: Pick<ReschedulingChangeResponse, "option" | "fields">,
  values: FieldValues,
): { params: ReschedulingParams; errors: null } | { params: null; errors: Record<string, string> } {
  const raw = Object.fromEntries(
    change.fields.map((f) => {
      const value = values[f.name];
      if (Array.isArray(value)) return [f.name, value];
      const text = typeof value === "string" ? value.trim().replace(",", ".") : "";
      return [f.name, text === "" ? undefined : Number(text)];
    }),
  );
  const errors: Record<string, string> = {};
  const parsed = RESCHEDULING_PARAMS[change.option as ReschedulingOption].safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "");
      errors[name] ??= issue.message;
    }
  }
  for (const f of change.fields) {
    if (errors[f.name]) continue;
    const value = raw[f.name];
    const size = Array.isArray(value) ? value.length : typeof value === "number" ? value : null;
    if (size === null) continue;
    const what = Array.isArray(value) ? `${f.title}: выберите` : `${f.title}:`;
    if (size > f.max)
      errors[f.name] = `${what} не больше ${f.max}${Array.isArray(value) ? " месяцев" : ""} для этого договора`;
    else if (size < f.min) errors[f.name] = `${what} не меньше ${f.min}`;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { params: null, errors };
  return { params: parsed.data as ReschedulingParams, errors: null };
}

/** The server's messages about `params.<field>` (calculate/, save/), by field name; the rest under "". */
export function paramErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const name = key.replace(/^request\./, "").replace(/^params\.?/, "");
    const field = name.split(".")[0] ?? "";
    result[field] ??= message;
  }
  return result;
}
