import type { CalcInitial } from "./calculator.ts";

/**
 * The calculator's figure limits as messages, without zod: the server's schema (`calcRequestSchema` in
 * calculator.ts) is built from these, and the calculator page checks a typed figure with `calcFieldError`, so its
 * browser code does not import zod (≈ 25 KB gzip, ADR 013) and says exactly what the API would.
 */

export type CalcNumberField = "price" | "advance" | "term" | "buyout";

/** Thousands separated by a no-break space, comma decimals: 1 000 000, 0,5. */
function formatNumber(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return fraction ? `${grouped},${fraction}` : grouped;
}

/** «месяца» after «до 21», «до 31»…, otherwise «месяцев». */
function monthsGenitive(value: number): string {
  return value % 10 === 1 && value % 100 !== 11 ? "месяца" : "месяцев";
}

type Limits = Pick<CalcInitial, "price" | "advance" | "term" | "buyout">;

/** The field's name, the unit after its bounds, whether it is whole months. */
export function calcFieldRule(initial: Limits, field: CalcNumberField) {
  const rules = {
    price: { name: "Стоимость предмета лизинга", unit: "\u00a0₽", integer: false },
    advance: { name: "Аванс", unit: "\u00a0%", integer: false },
    term: { name: "Срок лизинга", unit: ` ${monthsGenitive(initial.term.max)}`, integer: true },
    buyout: { name: "Выкупной платёж", unit: "\u00a0%", integer: false },
  } as const;
  const rule = rules[field];
  const limits = initial[field];
  return {
    ...rule,
    min: limits.min,
    max: limits.max,
    notNumber: `${rule.name}: укажите число`,
    notWhole: `${rule.name} — целое число месяцев`,
    range: `${rule.name} — от ${formatNumber(limits.min)} до ${formatNumber(limits.max)}${rule.unit}`,
  };
}

/** What is wrong with a typed figure, as the API's validation says it; undefined when it is within the limits. */
export function calcFieldError(initial: Limits, field: CalcNumberField, value: number): string | undefined {
  const rule = calcFieldRule(initial, field);
  if (typeof value !== "number" || !Number.isFinite(value)) return rule.notNumber;
  if (rule.integer && !Number.isSafeInteger(value)) return rule.notWhole;
  if (value < rule.min || value > rule.max) return rule.range;
  return undefined;
}
