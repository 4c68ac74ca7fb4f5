import type { Fine } from "../../../../contract/lk-fines.ts";

export type FinesSort = "urgent" | "date" | "amount";

export const FINES_SORTS: { value: FinesSort; label: string }[] = [
  { value: "urgent", label: "Сначала срочные" },
  { value: "date", label: "Сначала новые" },
  { value: "amount", label: "По сумме" },
];

/** The order of a plain visit: what the address means when it names none. */
export const DEFAULT_FINES_SORT: FinesSort = "urgent";

export function readFinesSort(value: string | null): FinesSort {
  return value === "date" || value === "amount" ? value : DEFAULT_FINES_SORT;
}

const STATUS_RANK: Record<Fine["status"], number> = { unpaid: 0, appealed: 1, paid: 2 };

/**
 * «Сначала срочные»: unpaid fines whose discount is still on, the nearest deadline first; then the other unpaid
 * ones; then appealed and paid, newest first. The other orders: newest violation first, or the largest amount.
 */
export function sortFines<T extends Fine>(items: readonly T[], sort: FinesSort): T[] {
  const byDateDesc = (a: T, b: T) => b.date.localeCompare(a.date);
  const copy = [...items];
  if (sort === "date") return copy.sort(byDateDesc);
  if (sort === "amount") return copy.sort((a, b) => b.amount - a.amount || byDateDesc(a, b));
  return copy.sort((a, b) => {
    if (a.discountActive !== b.discountActive) return a.discountActive ? -1 : 1;
    if (a.discountActive && b.discountActive) {
      return (a.discountUntil ?? "").localeCompare(b.discountUntil ?? "") || byDateDesc(a, b);
    }
    return STATUS_RANK[a.status] - STATUS_RANK[b.status] || byDateDesc(a, b);
  });
}
