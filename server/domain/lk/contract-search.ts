import { ilike, or, type SQL, sql } from "drizzle-orm";
import { lkContracts } from "../../db/schema/lk.ts";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * A contract list's search box (SPEC: number, VIN or registration plate, spaces ignored): the condition, or
 * undefined when nothing was typed. Shared by the contracts list and the rescheduling page.
 */
export function contractSearchCondition(text: string | undefined): SQL | undefined {
  const search = text?.replace(/\s+/g, "");
  if (!search) return undefined;
  const needle = `%${escapeLike(search)}%`;
  const c = lkContracts;
  return or(
    ilike(c.number, needle),
    ilike(c.vin, needle),
    ilike(sql`replace(coalesce(${c.regNumber}, ''), ' ', '')`, needle),
  );
}
