import { like, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/ledger-records.ts";

/**
 * The next number of a yearly register «PREFIX-YYYY-NNNN» (letters БП, requests ДУБ and АС): one after the year's
 * highest. Run inside the transaction that inserts the row: a transaction-wide advisory lock per register makes two
 * requests at once take consecutive numbers instead of the same one.
 */
export async function nextYearlyNumber(
  tx: DbOrTx,
  register: { table: PgTable; column: PgColumn; prefix: string },
  year: string,
): Promise<string> {
  const head = `${register.prefix}-${year}-`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${head}))`);
  const [row] = await tx
    .select({
      // An integer literal: a bound parameter would be taken as text, which makes substring() a regex match.
      max: sql<number>`coalesce(max(substring(${register.column} from ${sql.raw(String(head.length + 1))})::int), 0)`.mapWith(
        Number,
      ),
    })
    .from(register.table)
    .where(like(register.column, `${head}%`));
  return `${head}${String((row?.max ?? 0) + 1).padStart(4, "0")}`;
}
