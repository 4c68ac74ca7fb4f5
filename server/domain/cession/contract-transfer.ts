import { and, asc, eq } from "drizzle-orm";
import { vatOf } from "../../../core/vat.ts";
import { chargeSchedule, type DbOrTx, projectPayments } from "../../db/ledger-records.ts";
import { lkCharges } from "../../db/schema/accounting.ts";
import { lkContracts, lkPayments } from "../../db/schema/lk.ts";
import { randomToken } from "../../infra/crypto.ts";

/**
 * The transfer of one contract to the assignee when the lessor accepts a cession (issue 12, ADR 032), inside the
 * acceptance's transaction.
 *
 * What moves: the schedule rows still to be paid (paid_amount < amount) due on or after the acceptance day. What
 * stays with the assignor: everything due before that day — paid or not. An overdue debt is the assignor's own
 * (it arose under its contract before the assignment), so it stays on the assignor's finished contract, with its
 * penalties, and the account's debt pages go on showing it. A row due later but partly paid in advance is split:
 * the paid part stays with the assignor (the row shrinks to it), the rest is the assignee's.
 *
 * The assignor's contract is finished with `assigned_at`; the assignee gets a new contract (new code, the same
 * number, vehicle and terms, signed on the acceptance day) whose schedule is the moved rows with their month
 * numbers. Both ledgers follow the schedules (chargeSchedule + projectPayments, as rescheduling does): the moved
 * rows' charges leave the assignor's ledger with their rows, the assignee's rows get new charges and bills.
 */
export async function transferContract(
  tx: DbOrTx,
  input: { contractId: number; toProfileId: number; today: string },
): Promise<{ id: number; code: string; moved: number; amount: number }> {
  const { contractId, toProfileId, today } = input;
  const [original] = await tx.select().from(lkContracts).where(eq(lkContracts.id, contractId)).for("update");
  if (!original) throw new Error(`contract ${contractId} vanished during the transfer`);
  const rows = await tx
    .select()
    .from(lkPayments)
    .where(eq(lkPayments.contractId, contractId))
    .orderBy(asc(lkPayments.dueDate), asc(lkPayments.month), asc(lkPayments.id));
  const moving = rows.filter((p) => p.dueDate >= today && p.paidAmount < p.amount);

  const { id: _id, code: _code, assignedAt: _assignedAt, ...terms } = original;
  const part = (p: (typeof moving)[number]) => p.amount - p.paidAmount;
  const movedSum = moving.reduce((sum, p) => sum + part(p), 0);
  const movedVat = moving.reduce((sum, p) => sum + (p.paidAmount > 0 ? vatOf(part(p)) : p.vat), 0);
  const [created] = await tx
    .insert(lkContracts)
    .values({
      ...terms,
      code: randomToken(),
      profileId: toProfileId,
      signedAt: today,
      startDate: today,
      status: "active",
      // The assignee's contract is what it takes over: the sum still to be paid, the advance only if it moved.
      advanceSum: moving.filter((p) => p.kind === "advance").reduce((sum, p) => sum + part(p), 0),
      contractSum: movedSum,
      vatSum: movedVat,
    })
    .returning({ id: lkContracts.id, code: lkContracts.code });
  if (!created) throw new Error("contract insert returned nothing");

  if (moving.length > 0) {
    await tx.insert(lkPayments).values(
      moving.map((p) => ({
        contractId: created.id,
        profileId: toProfileId,
        month: p.month,
        kind: p.kind,
        dueDate: p.dueDate,
        amount: part(p),
        vat: p.paidAmount > 0 ? vatOf(part(p)) : p.vat,
        principal: p.principal,
        remaining: p.remaining,
      })),
    );
  }
  for (const p of moving) {
    if (p.paidAmount > 0) {
      // The part paid in advance stays the assignor's: its row and its charge shrink to it.
      const vat = vatOf(p.paidAmount);
      await tx.update(lkPayments).set({ amount: p.paidAmount, vat }).where(eq(lkPayments.id, p.id));
      await tx
        .update(lkCharges)
        .set({ amount: p.paidAmount, vat })
        .where(and(eq(lkCharges.paymentId, p.id), eq(lkCharges.contractId, contractId)));
    } else {
      // Its charge (and bill) goes with it (lk_charges.payment_id cascades).
      await tx.delete(lkPayments).where(eq(lkPayments.id, p.id));
    }
  }
  await tx.update(lkContracts).set({ status: "finished", assignedAt: today }).where(eq(lkContracts.id, contractId));
  await projectPayments(tx, contractId);
  await chargeSchedule(tx, created.id, today);
  await projectPayments(tx, created.id);
  return { id: created.id, code: created.code, moved: moving.length, amount: movedSum };
}
