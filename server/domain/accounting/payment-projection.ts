import { asc, eq } from "drizzle-orm";
import { allocate } from "../../../core/ledger.ts";
import type { Db } from "../../db/client.ts";
import { lkCharges, lkReceipts } from "../../db/schema/accounting.ts";
import { lkPayments } from "../../db/schema/lk.ts";

/** The database or a transaction over it: the projection runs inside whatever writes the ledger. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Writes `lk_payments.paid_at` / `paid_amount` of one contract from its ledger (ADR 028): the schedule's paid state is
 * a projection of the charges and receipts, never entered by hand. Receipts cover the oldest charges first
 * (core/ledger.ts `allocate`); a schedule row is paid on the date its charge became fully covered, and carries what
 * was paid of it so far. Only rows whose state changed are updated.
 */
export async function projectPayments(tx: DbOrTx, contractId: number): Promise<void> {
  const [charges, receipts, payments] = await Promise.all([
    tx
      .select({
        id: lkCharges.id,
        kind: lkCharges.kind,
        date: lkCharges.date,
        amount: lkCharges.amount,
        paymentId: lkCharges.paymentId,
      })
      .from(lkCharges)
      .where(eq(lkCharges.contractId, contractId))
      .orderBy(asc(lkCharges.date), asc(lkCharges.id)),
    tx
      .select({ id: lkReceipts.id, date: lkReceipts.date, amount: lkReceipts.amount, target: lkReceipts.target })
      .from(lkReceipts)
      .where(eq(lkReceipts.contractId, contractId))
      .orderBy(asc(lkReceipts.date), asc(lkReceipts.id)),
    tx
      .select({ id: lkPayments.id, paidAt: lkPayments.paidAt, paidAmount: lkPayments.paidAmount })
      .from(lkPayments)
      .where(eq(lkPayments.contractId, contractId)),
  ]);
  const { states } = allocate(charges, receipts);
  const current = new Map(payments.map((p) => [p.id, p]));
  const seen = new Set<number>();
  for (const charge of charges) {
    if (charge.paymentId === null) continue;
    const state = states.get(charge.id);
    const paidAmount = state?.paid ?? 0;
    seen.add(charge.paymentId);
    const paidAt = state && state.unpaid === 0 ? state.paidOn : null;
    const row = current.get(charge.paymentId);
    if (!row || (row.paidAt === paidAt && row.paidAmount === paidAmount)) continue;
    await tx.update(lkPayments).set({ paidAt, paidAmount }).where(eq(lkPayments.id, charge.paymentId));
  }
  // A schedule row whose charge no longer exists is unpaid: nothing in the ledger says otherwise.
  for (const row of payments) {
    if (seen.has(row.id) || (row.paidAt === null && row.paidAmount === 0)) continue;
    await tx.update(lkPayments).set({ paidAt: null, paidAmount: 0 }).where(eq(lkPayments.id, row.id));
  }
}
