import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Fine, FinesFiltersSchema, FinesListResponse, FinesSort } from "../../../contract/lk-fines.ts";
import { addDays, moscowMidnight } from "../../../core/calendar-dates.ts";
import { lkContracts, lkFines } from "../../db/schema/lk.ts";
import type { LkContext } from "./lk-context.ts";
import { toPagination } from "./lk-mappers.ts";
import { rub } from "./lk-money.ts";
import { FINE_STATUS_TITLES } from "./lk-reference.ts";

export const FINES_PAGE_SIZE = 10;
/** КоАП РФ ч. 1.3 ст. 32.2: half the fine when paid within 20 days of the decree. */
export const FINE_DISCOUNT_DAYS = 20;

const f = lkFines;

/**
 * The order of the whole list, in SQL, so that page 2 continues page 1. «Сначала срочные»: unpaid fines whose
 * discount still runs (decree on or after `discountFrom`), the nearest deadline (the oldest decree) first; then
 * the other unpaid, the appealed, the paid; within each, the newest violation first. The id settles ties.
 */
function orderOf(sort: FinesSort, discountFrom: string): SQL[] {
  const newest = [desc(f.violatedAt), desc(f.id)];
  if (sort === "date") return newest;
  if (sort === "amount") return [desc(f.amount), ...newest];
  const discountRuns = sql`(${f.status} = 'unpaid' and ${f.discountAllowed} and ${f.decreeDate} >= ${discountFrom}::date)`;
  return [
    sql`case when ${discountRuns} then 0 else 1 end`,
    asc(sql`case when ${discountRuns} then ${f.decreeDate} end`),
    sql`case ${f.status} when 'unpaid' then 0 when 'appealed' then 1 else 2 end`,
    ...newest,
  ];
}

export function createFinesService(ctx: LkContext) {
  const { db } = ctx;
  return {
    async list(
      profileId: number,
      filters: z.output<typeof FinesFiltersSchema>,
      sort: FinesSort,
      currentPage: number,
    ): Promise<FinesListResponse> {
      const today = ctx.today();
      // The discount runs through decree + 20 days: a decree on or after this date still has it today.
      const discountFrom = addDays(today, -FINE_DISCOUNT_DAYS);
      const where: (SQL | undefined)[] = [eq(f.profileId, profileId)];
      if (filters.status) where.push(eq(f.status, filters.status));
      if (filters.dateFrom) where.push(gte(f.violatedAt, moscowMidnight(filters.dateFrom)));
      if (filters.dateTo) where.push(lt(f.violatedAt, moscowMidnight(addDays(filters.dateTo, 1))));
      const condition = and(...where);
      const [[total], rows, [totals]] = await Promise.all([
        db.select({ n: count() }).from(f).where(condition),
        db
          .select({ f, c: lkContracts })
          .from(f)
          .innerJoin(lkContracts, eq(lkContracts.id, f.contractId))
          .where(condition)
          .orderBy(...orderOf(sort, discountFrom))
          .limit(FINES_PAGE_SIZE)
          .offset((currentPage - 1) * FINES_PAGE_SIZE),
        db
          .select({
            n: count(),
            amount: sql<number>`coalesce(sum(${f.amount}), 0)`.mapWith(Number),
            now: sql<number>`coalesce(sum(case when ${f.discountAllowed} and ${f.decreeDate} >= ${discountFrom}::date then ${f.amount} / 2 else ${f.amount} end), 0)`.mapWith(
              Number,
            ),
          })
          .from(f)
          .where(and(eq(f.profileId, profileId), eq(f.status, "unpaid"))),
      ]);
      const totalCnt = total?.n ?? 0;
      const items: Fine[] = rows.map(({ f: row, c }) => {
        const until = row.discountAllowed ? addDays(row.decreeDate, FINE_DISCOUNT_DAYS) : null;
        return {
          id: row.id,
          uin: row.uin,
          decreeNumber: row.decreeNumber,
          date: row.violatedAt.toISOString(),
          decreeDate: row.decreeDate,
          vehicle: { title: c.vehicleTitle, regNumber: c.regNumber },
          contractCode: c.code,
          contractNumber: c.number,
          article: row.article,
          articleTitle: row.articleTitle,
          place: row.place,
          amount: rub(row.amount),
          discountAmount: row.discountAllowed ? rub(Math.round(row.amount / 2)) : null,
          discountUntil: until,
          discountActive: row.status === "unpaid" && until !== null && until >= today,
          status: row.status,
          statusTitle: FINE_STATUS_TITLES[row.status],
          paidAt: row.paidAt,
        };
      });
      return {
        items,
        pagination: toPagination(currentPage, FINES_PAGE_SIZE, totalCnt),
        filters,
        totals: {
          unpaidCnt: totals?.n ?? 0,
          unpaidAmount: rub(totals?.amount ?? 0),
          toPayNow: rub(totals?.now ?? 0),
        },
      };
    },
  };
}
