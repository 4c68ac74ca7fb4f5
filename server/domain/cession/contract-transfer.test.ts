import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { allocate } from "../../../core/ledger.ts";
import { projectPayments } from "../../db/ledger-records.ts";
import { lkCharges, lkReceipts } from "../../db/schema/accounting.ts";
import { profiles } from "../../db/schema/accounts.ts";
import { lkContracts, lkPayments } from "../../db/schema/lk.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { transferContract } from "./contract-transfer.ts";

/**
 * The ledger stays whole through a transfer: what the assignor owed before the day stays its own, what falls due
 * from the day on moves, and a payment made in advance on a moving row stays with the assignor (the row is split).
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("transferContract", () => {
  it("moves the unpaid rows due from the day on, splits one paid in advance, and conserves every kopeck", async () => {
    const { db } = app.services.database;
    const today = moscowDate();
    // A running contract of the demo company with at least two rows still ahead.
    const [contract] = await db
      .select({ c: lkContracts })
      .from(lkContracts)
      .innerJoin(profiles, eq(profiles.id, lkContracts.profileId))
      .where(
        and(
          eq(profiles.inn, "7724518030"),
          eq(lkContracts.status, "active"),
          sql`(select count(*) from ${lkPayments} p where p.contract_id = ${lkContracts.id} and p.due_date >= ${today} and p.paid_at is null) >= 2`,
        ),
      )
      .orderBy(asc(lkContracts.id))
      .limit(1);
    if (!contract) throw new Error("no running demo contract with rows ahead");
    const c = contract.c;
    const [assignee] = await db.select().from(profiles).where(eq(profiles.inn, "5003124571"));
    if (!assignee) throw new Error("no assignee profile");

    // Pay everything owed before the first row ahead and half of that row: it is paid in advance, in part.
    const rows = () =>
      db.select().from(lkPayments).where(eq(lkPayments.contractId, c.id)).orderBy(asc(lkPayments.dueDate));
    const first = (await rows()).find((p) => p.dueDate >= today && p.paidAmount < p.amount);
    if (!first) throw new Error("no row ahead");
    const charges = await db.select().from(lkCharges).where(eq(lkCharges.contractId, c.id));
    const receipts = await db.select().from(lkReceipts).where(eq(lkReceipts.contractId, c.id));
    const { states } = allocate(charges, receipts);
    const firstCharge = charges.find((x) => x.paymentId === first.id);
    if (!firstCharge) throw new Error("the row has no charge");
    const owedBefore = charges
      .filter((x) => x.date < firstCharge.date || (x.date === firstCharge.date && x.id < firstCharge.id))
      .reduce((sum, x) => sum + (states.get(x.id)?.unpaid ?? 0), 0);
    const half = Math.floor((first.amount - first.paidAmount) / 2);
    await db.insert(lkReceipts).values({
      contractId: c.id,
      profileId: c.profileId,
      date: today,
      amount: owedBefore + half,
      orderNumber: "999",
      purpose: "Оплата вперёд",
    });
    await projectPayments(db, c.id);
    const paidAhead = (await rows()).find((p) => p.id === first.id);
    expect(paidAhead?.paidAmount).toBe(first.paidAmount + half);

    const before = await rows();
    const chargedBefore = (await db.select().from(lkCharges).where(eq(lkCharges.contractId, c.id))).reduce(
      (sum, x) => sum + x.amount,
      0,
    );
    const moving = before.filter((p) => p.dueDate >= today && p.paidAmount < p.amount);

    const created = await db.transaction((tx) =>
      transferContract(tx, { contractId: c.id, toProfileId: assignee.id, today }),
    );

    // The assignee's contract: the moving rows with their months, the split one only for what was not paid.
    const theirs = await db.select().from(lkPayments).where(eq(lkPayments.contractId, created.id));
    expect(theirs.map((p) => p.month).sort((a, b) => a - b)).toEqual(moving.map((p) => p.month).sort((a, b) => a - b));
    expect(theirs.find((p) => p.month === first.month)?.amount).toBe(first.amount - (first.paidAmount + half));
    expect(theirs.every((p) => p.profileId === assignee.id && p.paidAmount === 0)).toBe(true);
    const [newContract] = await db.select().from(lkContracts).where(eq(lkContracts.id, created.id));
    expect(newContract).toMatchObject({ number: c.number, vin: c.vin, status: "active", signedAt: today });
    expect(newContract?.contractSum).toBe(theirs.reduce((sum, p) => sum + p.amount, 0));
    const theirCharges = await db.select().from(lkCharges).where(eq(lkCharges.contractId, created.id));
    expect(theirCharges).toHaveLength(theirs.length);

    // The assignor's: finished, marked, nothing left to pay from the day on; what was paid stays paid.
    const [old] = await db.select().from(lkContracts).where(eq(lkContracts.id, c.id));
    expect(old).toMatchObject({ status: "finished", assignedAt: today });
    const mine = await rows();
    expect(mine.filter((p) => p.dueDate >= today && p.paidAmount < p.amount)).toEqual([]);
    expect(mine.find((p) => p.id === first.id)).toMatchObject({ amount: first.paidAmount + half, paidAt: today });
    const chargedAfter = (await db.select().from(lkCharges).where(eq(lkCharges.contractId, c.id))).reduce(
      (sum, x) => sum + x.amount,
      0,
    );
    // Every kopeck charged before is charged once after: to the assignor or to the assignee.
    expect(chargedAfter + theirCharges.reduce((sum, x) => sum + x.amount, 0)).toBe(chargedBefore);
    // Rows due before the day are untouched, paid or not.
    expect(mine.filter((p) => p.dueDate < today)).toEqual(before.filter((p) => p.dueDate < today));
  });
});
