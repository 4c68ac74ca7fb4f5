/** The month grid of the payment calendar: whole weeks, Monday first, dates as `YYYY-MM-DD`. */

export interface GridDay {
  date: string;
  day: number;
  inMonth: boolean;
}

const DAY_MS = 86_400_000;

function toIso(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function msOf(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function isMonth(value: string | null | undefined): value is string {
  return !!value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) && Number(value.slice(0, 4)) >= 2000;
}

export function isDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = msOf(value);
  return !Number.isNaN(ms) && toIso(ms) === value;
}

/** The weeks that cover the month, from the Monday on or before the 1st to the Sunday on or after the last day. */
export function monthGrid(month: string): GridDay[][] {
  const first = msOf(`${month}-01`);
  const offset = (new Date(first).getUTCDay() + 6) % 7;
  const start = first - offset * DAY_MS;
  const next = addMonths(month, 1);
  const end = msOf(`${next}-01`);
  const weeks: GridDay[][] = [];
  for (let ms = start; ms < end; ms += 7 * DAY_MS) {
    const week: GridDay[] = [];
    for (let i = 0; i < 7; i++) {
      const date = toIso(ms + i * DAY_MS);
      week.push({ date, day: Number(date.slice(8)), inMonth: date.startsWith(month) });
    }
    weeks.push(week);
  }
  return weeks;
}

export function addMonths(month: string, delta: number): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7)) - 1 + delta;
  const year = y + Math.floor(m / 12);
  const mm = ((m % 12) + 12) % 12;
  return `${year}-${String(mm + 1).padStart(2, "0")}`;
}

export function addDays(date: string, delta: number): string {
  return toIso(msOf(date) + delta * DAY_MS);
}

/** The same day of another month, clamped to its length (31 January + 1 month → 28/29 February). */
export function shiftMonthKeepDay(date: string, delta: number): string {
  const month = addMonths(date.slice(0, 7), delta);
  const lastDay = Number(addDays(`${addMonths(month, 1)}-01`, -1).slice(8));
  const day = Math.min(Number(date.slice(8)), lastDay);
  return `${month}-${String(day).padStart(2, "0")}`;
}

/** Where a key moves the focus in the grid (WAI-ARIA date grid); null for keys the grid does not handle. */
export function dateForKey(date: string, key: string): string | null {
  const weekday = (new Date(msOf(date)).getUTCDay() + 6) % 7;
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
    case "PageUp":
      return shiftMonthKeepDay(date, -1);
    case "PageDown":
      return shiftMonthKeepDay(date, 1);
    default:
      return null;
  }
}
