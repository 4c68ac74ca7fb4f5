import type { PenaltyCalculation } from "../../../contract/lk-accounting.ts";
import { penalties } from "../../../core/ledger.ts";
import type { LkContext } from "../lk/lk-context.ts";
import { rub } from "../lk/lk-money.ts";
import { loadLedgers } from "./ledger-reader.ts";

/** The contract's penalty rate as the documents print it: hundredths of a percent per day → % per day. */
export const ratePercent = (rateBpPerDay: number) => rateBpPerDay / 100;

/**
 * The penalty calculation of one contract up to `dateTo` (today when absent), from the ledger: one row per span of an
 * unpaid amount (a partial payment starts a new span with a lower base), the rate, what was accrued, paid and is due.
 * Null when the contract is not the profile's.
 */
export async function calculatePenalties(
  ctx: LkContext,
  profileId: number,
  contractCode: string,
  dateTo?: string,
): Promise<PenaltyCalculation | null> {
  const [ledger] = await loadLedgers(ctx, profileId, [contractCode]);
  if (!ledger) return null;
  const to = dateTo ?? ctx.today();
  const result = penalties(ledger.charges, ledger.receipts, { rateBpPerDay: ledger.contract.penaltyRate, dateTo: to });
  const titles = new Map(ledger.charges.map((c) => [c.id, c.title]));
  return {
    contractCode: ledger.contract.code,
    contractNumber: ledger.contract.number,
    dateTo: to,
    rate: ratePercent(ledger.contract.penaltyRate),
    rows: result.rows.map((row) => ({
      title: titles.get(row.chargeId) ?? "",
      dueDate: row.dueDate,
      base: rub(row.base),
      from: row.from,
      to: row.to,
      days: row.days,
      penalty: rub(row.penalty),
    })),
    accrued: rub(result.accrued),
    paid: rub(result.paid),
    total: rub(result.total),
  };
}
