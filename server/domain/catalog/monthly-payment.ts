import type { CatalogSection } from "../../../contract/catalog.ts";
import type { CalculatorService } from "../calculator/calculator-service.ts";

/**
 * The cards' monthly payment, from the calculator service (its programme for the section), memoised per
 * (section, price): the index computes it for every vehicle and many vehicles share a list price.
 */
export function createPaymentEstimator(calculator: CalculatorService) {
  const cache = new Map<string, number>();
  return (price: number, section: CatalogSection) => {
    const key = `${section}:${price}`;
    let value = cache.get(key);
    if (value === undefined) {
      value = calculator.monthlyPayment(section, price);
      cache.set(key, value);
    }
    return value;
  };
}
