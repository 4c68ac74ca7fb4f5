import type { CatalogSection } from "../../../contract/catalog.ts";
import { estimateMonthlyPayment as corePayment } from "../../../core/leasing-calculator.ts";
import { CALCULATOR_PROGRAMMES } from "../calculator/calculator-config.ts";

/**
 * Terms of the monthly payment shown on catalogue cards: the calculator programme of the section (its annual
 * rate and the advance, term and buyout the calculator page opens with), always as an annuity. For new cars that
 * is 20 % advance, 36 months, 1 % buyout; trucks and used vehicles use their programmes' defaults, so the card and
 * the calculator page show the same figure for the same price.
 */
export function catalogLeasingTerms(section: CatalogSection) {
  const p = CALCULATOR_PROGRAMMES[section];
  return { advance: p.advance.default, term: p.term.default, buyout: p.buyout.default, rate: p.rate };
}

/** Monthly payment estimate, whole roubles with VAT (core/leasing-calculator.ts, annuity). */
export function estimateMonthlyPayment(price: number, type: CatalogSection): number {
  if (!(price > 0)) return 0;
  return Math.round(corePayment(price, { ...catalogLeasingTerms(type), scheduleType: "annuity" }));
}

/** The same, memoised per (price, section): many vehicles share a list price. */
export function createPaymentEstimator() {
  const cache = new Map<string, number>();
  return (price: number, type: CatalogSection) => {
    const key = `${type}:${price}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = estimateMonthlyPayment(price, type);
      cache.set(key, value);
    }
    return value;
  };
}
