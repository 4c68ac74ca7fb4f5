import { and, eq, gte, isNull, lte, or, type SQL } from "drizzle-orm";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { offers } from "../../db/schema/content.ts";

/**
 * An offer is shown from its first to its last day by Moscow dates (the end date is inclusive); before and
 * after that it is not listed, found, put in the sitemap or opened — as if unpublished, without anyone
 * having to unpublish it.
 */
export function liveOffer(now: Date = new Date()): SQL {
  const today = moscowDate(now);
  return and(
    eq(offers.isPublished, true),
    lte(offers.validFrom, today),
    or(isNull(offers.validTo), gte(offers.validTo, today)),
  ) as SQL;
}
