import { afterEach, describe, expect, it } from "vitest";
import { moscowMidnight } from "../../../core/calendar-dates.ts";
import { allocate, debt, dueDateOf } from "../../../core/ledger.ts";
import { type Database, openDatabase } from "../client.ts";
import { lkAccountingNotes, lkCharges, lkReceipts } from "../schema/accounting.ts";
import { lkContracts, lkPayments } from "../schema/lk.ts";
import { seedAccounts } from "./accounts.ts";
import { seedLk } from "./lk.ts";

/**
 * The demo ledger is written relative to the day the seed runs: it must hold whatever that day is — a weekend, the
 * January holidays, a month's end — with the same facts the account's screens and tests rely on.
 */

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const DAYS = ["2026-01-03", "2026-01-12", "2026-03-31", "2026-11-24", "2027-02-28", "2027-06-06"];

describe("the demo ledger on any day", () => {
  for (const today of DAYS)
    it(`seeded on ${today}: receipts pay their charges, the schedule is their projection, one contract overdue`, async () => {
      database = await openDatabase({ dataDir: null });
      const { db } = database;
      await seedAccounts(db);
      expect(await seedLk(db, new Date(moscowMidnight(today).getTime() + 10 * 3_600_000))).toBe(true);
      const [contracts, charges, receipts, payments, notes] = await Promise.all([
        db.select().from(lkContracts),
        db.select().from(lkCharges),
        db.select().from(lkReceipts),
        db.select().from(lkPayments),
        db.select().from(lkAccountingNotes),
      ]);
      const overdue: string[] = [];
      let partial = 0;
      for (const c of contracts) {
        const own = charges.filter((x) => x.contractId === c.id);
        const paid = receipts.filter((x) => x.contractId === c.id);
        expect(paid.every((r) => r.date <= today)).toBe(true);
        const d = debt(own, paid, { today, rateBpPerDay: c.penaltyRate });
        expect(d.charged - d.paid).toBe(d.overdue + d.dueSoon + d.penalties - d.credit);
        if (d.overdue > 0) overdue.push(c.number);
        else expect(d.penalties).toBe(0);
        const { states } = allocate(own, paid, today);
        for (const charge of own) {
          const state = states.get(charge.id);
          if (state && state.paid > 0 && state.unpaid > 0) partial++;
          const row = payments.find((p) => p.id === charge.paymentId);
          if (!row || !state) continue;
          // The schedule's paid state is the ledger's.
          expect(row.paidAmount).toBe(state.paid);
          expect(row.paidAt).toBe(state.unpaid === 0 ? state.paidOn : null);
          if (state.unpaid > 0 && dueDateOf(charge) < today) expect(c.number).toBe("ЛА-2024/03157");
        }
        expect(own.every((x) => x.billDate < x.date && /^СП-\d{4}-\d{6}$/.test(x.billNumber))).toBe(true);
      }
      expect(overdue).toEqual(["ЛА-2024/03157"]);
      expect(partial).toBe(1);
      expect(notes.filter((n) => n.kind === "clarification" && n.status === "open")).toHaveLength(1);
    });
});
