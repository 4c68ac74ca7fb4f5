import { moscowDate, moscowMidnight } from "./calendar-dates.ts";
import { addWorkingDays, isWorkingDay, nextWorkingDay } from "./production-calendar.ts";

/**
 * The answer the lessor promises a ticket (SLA): within two working days, Moscow time. The deadline is the moment
 * the client wrote moved forward by two working days at the same wall-clock time; a message written on a day off
 * counts from 09:00 of the next working day. Working days are those of the production calendar
 * (core/production-calendar.ts), the one calendar of the product.
 */

export const SLA_WORKING_DAYS = 2;

const HOUR_MS = 3_600_000;
const WORKDAY_START_HOUR = 9;

/** The deadline of an answer to a message written at `from`. */
export function slaDueAt(from: Date, workingDays = SLA_WORKING_DAYS): Date {
  let day = moscowDate(from);
  let offsetMs = from.getTime() - moscowMidnight(day).getTime();
  if (!isWorkingDay(day)) {
    day = nextWorkingDay(day);
    offsetMs = WORKDAY_START_HOUR * HOUR_MS;
  }
  day = addWorkingDays(day, workingDays);
  return new Date(moscowMidnight(day).getTime() + offsetMs);
}
