/**
 * Russian month names, for dates the browser and the server print alike («28 ноября 2026», «ноябрь 2026»).
 * Written out rather than read from Intl "ru-RU": a runtime's ICU data decides Intl's spaces and suffixes
 * («28 ноября 2026 г.»), so the server and a browser could print different strings and break hydration
 * (the reason app/lib/number-format.ts formats numbers by hand). Index 0 is January.
 */

/** After a day number: «28 ноября». */
export const MONTHS_GENITIVE: readonly string[] = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
];

/** On its own, lower case: «ноябрь 2026». */
export const MONTHS_NOMINATIVE: readonly string[] = [
  "январь",
  "февраль",
  "март",
  "апрель",
  "май",
  "июнь",
  "июль",
  "август",
  "сентябрь",
  "октябрь",
  "ноябрь",
  "декабрь",
];
