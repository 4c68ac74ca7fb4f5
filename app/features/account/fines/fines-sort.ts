import { type FinesSort, FinesSortSchema } from "../../../../contract/lk-fines.ts";

/** The orders the server sorts the fines in (`sort` of `fines/list/`), as the «Порядок» select names them. */
export const FINES_SORTS: { value: FinesSort; label: string }[] = [
  { value: "urgent", label: "Сначала срочные" },
  { value: "date", label: "Сначала новые" },
  { value: "amount", label: "По сумме" },
];

/** The order of a plain visit: what the address means when it names none. */
export const DEFAULT_FINES_SORT: FinesSort = "urgent";

/** The order `?sort=` asks for; anything else is the default. */
export function readFinesSort(value: string | null): FinesSort {
  return FinesSortSchema.catch(DEFAULT_FINES_SORT).parse(value);
}
