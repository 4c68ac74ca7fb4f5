import { type FinesSort, FinesSortSchema } from "../../../../contract/lk-fines.ts";

/** The orders the server sorts the fines in (`sort` of `fines/list/`), as the «Порядок» select names them. */
export const FINES_SORTS: Readonly<Record<FinesSort, string>> = {
  urgent: "Сначала срочные",
  date: "Сначала новые",
  amount: "По сумме",
};

/** The order of a plain visit: what the address means when it names none. */
export const DEFAULT_FINES_SORT: FinesSort = "urgent";

/** The order `?sort=` asks for; anything else is the default. */
export function readFinesSort(value: string | null): FinesSort {
  return FinesSortSchema.catch(DEFAULT_FINES_SORT).parse(value);
}
