import { CALC_TYPES, type CalcType } from "../../../contract/calc-types.ts";
import type { CalcInitial, CalcRequest } from "../../../contract/calculator.ts";
import {
  calculateLeasing,
  estimateMonthlyPayment,
  type LeasingCalculation,
  type ScheduleType,
} from "../../../core/leasing-calculator.ts";
import {
  CALCULATOR_PROGRAMMES,
  type CalculatorProgramme,
  PROFIT_TAX_RATE,
  SCHEDULE_TYPE_TITLES,
  VAT_RATE,
} from "./calculator-config.ts";

/** The calculator's programmes and the calculation with the rate and taxes of the chosen vehicle type. */
export function createCalculatorService(programmes: Record<CalcType, CalculatorProgramme> = CALCULATOR_PROGRAMMES) {
  const types = CALC_TYPES.map((code) => ({ code, title: programmes[code].title }));
  const initials = new Map<CalcType, CalcInitial>();
  for (const type of CALC_TYPES) {
    const p = programmes[type];
    initials.set(type, {
      type,
      title: p.title,
      types,
      price: { ...p.price },
      advance: { ...p.advance },
      term: { ...p.term },
      buyout: { ...p.buyout },
      scheduleTypes: p.scheduleTypes.map((code) => ({ code, title: SCHEDULE_TYPE_TITLES[code] })),
      rate: p.rate,
      vatRate: VAT_RATE,
      profitTaxRate: PROFIT_TAX_RATE,
      defaults: {
        price: p.price.default,
        advance: p.advance.default,
        term: p.term.default,
        buyout: p.buyout.default,
        scheduleType: p.defaultScheduleType,
      },
    });
  }

  return {
    /** What the calculator page opens with for this vehicle type. */
    initial(type: CalcType): CalcInitial {
      return initials.get(type) as CalcInitial;
    },

    /** The full calculation; the request must already be within the type's limits (`calcRequestSchema`). */
    calculate(request: CalcRequest): LeasingCalculation & { type: CalcType } {
      const p = programmes[request.type];
      return {
        type: request.type,
        ...calculateLeasing({
          price: request.price,
          advance: request.advance,
          term: request.term,
          buyout: request.buyout,
          scheduleType: request.scheduleType,
          rate: p.rate,
          vatRate: VAT_RATE,
          profitTaxRate: PROFIT_TAX_RATE,
        }),
      };
    },

    /**
     * The monthly payment for a catalogue card and the sort by payment: the type's default advance, term,
     * buyout and schedule at its rate (the same figure the calculator page opens with for this price).
     */
    monthlyPayment(type: CalcType, price: number, scheduleType?: ScheduleType): number {
      const p = programmes[type];
      return estimateMonthlyPayment(price, {
        rate: p.rate,
        advance: p.advance.default,
        term: p.term.default,
        buyout: p.buyout.default,
        scheduleType: scheduleType ?? p.defaultScheduleType,
      });
    },
  };
}

export type CalculatorService = ReturnType<typeof createCalculatorService>;
