import { CALC_TYPES, type CalcType } from "../../../contract/calc-types.ts";
import type { CalcInitial, CalcRequest } from "../../../contract/calculator.ts";
import { SCHEDULE_TYPES, type ScheduleType } from "../../../core/leasing-calculator.ts";

/** The calculator's inputs (the request of `POST /api/calc/`). */
export type CalcInput = CalcRequest;

/** The vehicle a catalogue page sends along (`vehicle`, `vehicleId`), shown and passed to the request. */
export interface CalcVehicle {
  name: string;
  id?: number;
  type: CalcType;
}

export function parseCalcType(raw: string | null): CalcType {
  return raw && (CALC_TYPES as readonly string[]).includes(raw) ? (raw as CalcType) : "cars";
}

/** A number as people type it: «3 000 000», «3000000», «20,5». NaN when it is not one. */
export function parseTypedNumber(raw: string | null | undefined): number {
  if (raw === null || raw === undefined) return Number.NaN;
  const text = raw.replace(/[\s\u00a0\u202f]/g, "").replace(",", ".");
  return text === "" ? Number.NaN : Number(text);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The inputs from a query (the home page's teaser, catalogue vehicle pages, a shared link): each value
 * clamped to the type's limits, the default where it is missing or unreadable.
 */
export function calcInputFromSearch(params: URLSearchParams, initial: CalcInitial): CalcInput {
  const read = (name: "price" | "advance" | "term" | "buyout", digits: number) => {
    const value = parseTypedNumber(params.get(name));
    const limit = initial[name];
    if (!Number.isFinite(value)) return initial.defaults[name];
    const rounded = Math.round(value * 10 ** digits) / 10 ** digits;
    return clamp(rounded, limit.min, limit.max);
  };
  const schedule = params.get("scheduleType");
  return {
    type: initial.type,
    price: read("price", 0),
    advance: read("advance", 2),
    term: read("term", 0),
    buyout: read("buyout", 2),
    scheduleType:
      schedule && (SCHEDULE_TYPES as readonly string[]).includes(schedule)
        ? (schedule as ScheduleType)
        : initial.defaults.scheduleType,
  };
}

export function vehicleFromSearch(params: URLSearchParams, type: CalcType): CalcVehicle | null {
  const name = params.get("vehicle")?.trim().slice(0, 200);
  if (!name) return null;
  const id = Number(params.get("vehicleId"));
  return { name, type, ...(Number.isInteger(id) && id > 0 ? { id } : {}) };
}

/** The address of these inputs, so that a reload or a shared link opens the same calculation. */
export function calcInputToSearch(input: CalcInput, vehicle: CalcVehicle | null): string {
  const params = new URLSearchParams({
    type: input.type,
    price: String(input.price),
    advance: String(input.advance),
    term: String(input.term),
    buyout: String(input.buyout),
    scheduleType: input.scheduleType,
  });
  if (vehicle && vehicle.type === input.type) {
    params.set("vehicle", vehicle.name);
    if (vehicle.id) params.set("vehicleId", String(vehicle.id));
  }
  return params.toString();
}
