import type { ReschedulingOption, ReschedulingParams } from "../../../contract/lk-rescheduling.ts";
import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";
import { countOf } from "../../lib/quantity-format";

const MONTHS = ["месяц", "месяца", "месяцев"] as const;

const monthNames = (months: readonly number[]) => months.map((m) => MONTHS_NOMINATIVE[m - 1] ?? String(m)).join(", ");

/** A request's parameters in words, as the employee deciding on it reads them. */
export function paramsText(option: ReschedulingOption, params: ReschedulingParams): string {
  if (option === "holiday" && "months" in params) return `пропуск ${countOf(params.months, MONTHS)}`;
  if (option === "reduced" && "share" in params) {
    return `${countOf(params.months, MONTHS)} по ${params.share} % платежа, затем доплата`;
  }
  if (option === "extension" && "months" in params) return `срок длиннее на ${countOf(params.months, MONTHS)}`;
  if ("lowMonths" in params) {
    const high =
      params.highMonths.length > 0 ? `; высокие: ${monthNames(params.highMonths)} — ${params.highShare} %` : "";
    return `низкие месяцы: ${monthNames(params.lowMonths)} — ${params.lowShare} % платежа${high}`;
  }
  return "—";
}
