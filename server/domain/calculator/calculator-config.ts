import type { CalcType } from "../../../contract/calc-types.ts";
import type { ScheduleType } from "../../../core/leasing-calculator.ts";

/**
 * The calculator's programmes per vehicle type: limits the client may choose within, the annual financing rate
 * (set by the lessor, never typed by the client) and the defaults the page opens with.
 * Change a rate or a limit here; the page, the API and the catalogue cards follow.
 */

/**
 * VAT, %: 22 % from 1 January 2026 — Tax Code art. 164 p. 3 as amended by Federal Law No. 425-ФЗ of
 * 28.11.2025; the rate follows the shipment date, so lease payments due from 2026 carry 22 %.
 * A constant rather than an environment variable: the rate is set by law, and a change of it is a reviewed
 * code change together with docs/calculator.md.
 */
export const VAT_RATE = 22;

/** Profit tax, % (Tax Code art. 284 p. 1, 25 % from 2025). */
export const PROFIT_TAX_RATE = 25;

export const SCHEDULE_TYPE_TITLES: Record<ScheduleType, string> = {
  annuity: "Аннуитетный",
  degressive: "Дегрессивный",
};

export interface Limit {
  min: number;
  max: number;
  default: number;
  step: number;
}

export interface CalculatorProgramme {
  title: string;
  /** Price of the vehicle, ₽ with VAT. */
  price: Limit;
  /** Advance, % of the price. */
  advance: Limit;
  /** Term, months. */
  term: Limit;
  /** Buyout, % of the price. */
  buyout: Limit;
  /** Annual financing rate, %. */
  rate: number;
  scheduleTypes: readonly ScheduleType[];
  defaultScheduleType: ScheduleType;
}

export const CALCULATOR_PROGRAMMES: Record<CalcType, CalculatorProgramme> = {
  cars: {
    title: "Легковые автомобили",
    price: { min: 500_000, max: 30_000_000, default: 3_000_000, step: 10_000 },
    advance: { min: 0, max: 49, default: 20, step: 1 },
    term: { min: 12, max: 60, default: 36, step: 1 },
    buyout: { min: 1, max: 10, default: 1, step: 1 },
    rate: 18,
    scheduleTypes: ["annuity", "degressive"],
    defaultScheduleType: "annuity",
  },
  trucks: {
    title: "Грузовой транспорт",
    price: { min: 2_000_000, max: 60_000_000, default: 12_500_000, step: 50_000 },
    advance: { min: 10, max: 49, default: 30, step: 1 },
    term: { min: 12, max: 60, default: 48, step: 1 },
    buyout: { min: 1, max: 10, default: 1, step: 1 },
    rate: 19,
    scheduleTypes: ["annuity", "degressive"],
    defaultScheduleType: "annuity",
  },
  used: {
    title: "Автомобили с пробегом",
    price: { min: 300_000, max: 15_000_000, default: 2_000_000, step: 10_000 },
    advance: { min: 10, max: 49, default: 30, step: 1 },
    term: { min: 12, max: 48, default: 36, step: 1 },
    buyout: { min: 1, max: 10, default: 1, step: 1 },
    rate: 21,
    scheduleTypes: ["annuity", "degressive"],
    defaultScheduleType: "annuity",
  },
  special: {
    title: "Спецтехника",
    price: { min: 1_000_000, max: 80_000_000, default: 8_000_000, step: 50_000 },
    advance: { min: 10, max: 49, default: 25, step: 1 },
    term: { min: 12, max: 60, default: 48, step: 1 },
    buyout: { min: 1, max: 10, default: 1, step: 1 },
    rate: 20,
    scheduleTypes: ["annuity", "degressive"],
    defaultScheduleType: "degressive",
  },
};
