/** Money in the account's tables is whole kopecks; the contract answers roubles with two decimals. */
export const rub = (kopecks: number): number => Math.round(kopecks) / 100;

export const kop = (roubles: number): number => Math.round(roubles * 100);

const GROUPED = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** «1 234 567,89 ₽» for documents (SPEC.md §9: space thousands separator, comma decimals). */
export function formatRub(kopecks: number): string {
  return `${GROUPED.format(kopecks / 100).replace(/\u00a0|\u202f/g, " ")} ₽`;
}
