import { CALC_TYPES, type CalcType } from "../../../contract/calc-types.ts";
import type { CalcInitial, CalcRequest } from "../../../contract/calculator.ts";
import { calculateLeasing, estimateMonthlyPayment, type LeasingCalculation } from "../../../core/leasing-calculator.ts";
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

  /** The terms a catalogue card's payment assumes: the type's default advance, term and buyout at its rate. */
  function cardTerms(type: CalcType) {
    const p = programmes[type];
    return { advance: p.advance.default, term: p.term.default, buyout: p.buyout.default, rate: p.rate };
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

    cardTerms,

    /**
     * The monthly payment of a catalogue card and the sort by payment, whole roubles with VAT: `cardTerms` at the
     * type's default schedule, so the card and the calculator page show the same figure for the same price.
     * 0 where there is no price.
     */
    monthlyPayment(type: CalcType, price: number): number {
      if (!(price > 0)) return 0;
      const p = programmes[type];
      return Math.round(estimateMonthlyPayment(price, { ...cardTerms(type), scheduleType: p.defaultScheduleType }));
    },
  };
}

export type CalculatorService = ReturnType<typeof createCalculatorService>;
