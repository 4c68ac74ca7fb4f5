import { addDays, addMonths, daysInMonth, weekdayIndex } from "../../../../core/calendar-dates.ts";

/** The month grid of the payment calendar: whole weeks, Monday first, dates as `YYYY-MM-DD`. */

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

/** The weeks that cover the month, from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const end = addDays(first, daysInMonth(month));
  const weeks: GridDay[][] = [];
  for (let monday = start; monday < end; monday = addDays(monday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, i) => {
        const date = addDays(monday, i);
        return { date, day: Number(date.slice(8)), inMonth: date.startsWith(month) };
      }),
    );
  }
  return weeks;
}

/** Where a key moves the focus in the grid (WAI-ARIA date grid); null for keys the grid does not handle. */
export function dateForKey(date: string, key: string): string | null {
  const weekday = weekdayIndex(date);
  switch (key) {
    case "ArrowLeft":
      return addDays(date, -1);
    case "ArrowRight":
      return addDays(date, 1);
    case "ArrowUp":
      return addDays(date, -7);
    case "ArrowDown":
      return addDays(date, 7);
    case "Home":
      return addDays(date, -weekday);
    case "End":
      return addDays(date, 6 - weekday);
    // The same day of the next or previous month, clamped to its length (31 January → 28/29 February).
    case "PageUp":
      return addMonths(date, -1);
    case "PageDown":
      return addMonths(date, 1);
    default:
      return null;
  }
}
