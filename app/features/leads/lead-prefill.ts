import { CALC_TYPES, type CalcType } from "../../../contract/calc-types.ts";
import { SCHEDULE_TYPES, type ScheduleType } from "../../../core/leasing-calculator.ts";
import type { LeadPrefill } from "../../store/slices/lead-slice";

const NUMBER_FIELDS = ["vehicleId", "price", "advance", "term", "buyout"] as const;

/** The prefill as a query string for `/lead?…`, the page the «Оставить заявку» link opens without JavaScript. */
export function prefillToSearch(prefill: LeadPrefill | null | undefined): string {
  const params = new URLSearchParams();
  if (!prefill) return "";
  if (prefill.vehicle) params.set("vehicle", prefill.vehicle);
  if (prefill.type) params.set("type", prefill.type);
  for (const field of NUMBER_FIELDS) {
    const value = prefill[field];
    if (value !== undefined && Number.isFinite(value)) params.set(field, String(value));
  }
  if (prefill.scheduleType) params.set("scheduleType", prefill.scheduleType);
  return params.toString();
}

function positiveNumber(raw: string | null): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw.replace(/[\s\u00a0]/g, "").replace(",", "."));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** Reads a prefill back from the query; anything unreadable is left out (the form validates the rest). */
export function prefillFromSearch(params: URLSearchParams): LeadPrefill {
  const prefill: LeadPrefill = {};
  const vehicle = params.get("vehicle")?.trim().slice(0, 200);
  if (vehicle) prefill.vehicle = vehicle;
  const type = params.get("type");
  if (type && (CALC_TYPES as readonly string[]).includes(type)) prefill.type = type as CalcType;
  for (const field of NUMBER_FIELDS) {
    const value = positiveNumber(params.get(field));
    if (value !== undefined) prefill[field] = field === "vehicleId" || field === "term" ? Math.trunc(value) : value;
  }
  const schedule = params.get("scheduleType");
  if (schedule && (SCHEDULE_TYPES as readonly string[]).includes(schedule)) {
    prefill.scheduleType = schedule as ScheduleType;
  }
  return prefill;
}

export function hasTerms(prefill: LeadPrefill | null | undefined): prefill is LeadPrefill & { price: number } {
  return prefill?.price !== undefined;
}
