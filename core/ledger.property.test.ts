import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-dates.ts";
import {
  allocate,
  debt,
  LEASE_CHARGE_KINDS,
  type LedgerCharge,
  type LedgerReceipt,
  penalties,
  reconciliation,
} from "./ledger.ts";

/**
 * Random lease accounts: a monthly schedule (advance, payments, buyout) with services and fines among them, and
 * receipts of random sizes on random dates (some for penalties), around the 2025–2027 holidays. The identities of
 * the ledger must hold to the kopeck for every one.
 */

const BASE = "2025-10-01";
const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays(BASE, n));

const account = fc
  .record({
    start: fc.integer({ min: 0, max: 120 }),
    monthly: fc.integer({ min: 1_000_00, max: 500_000_00 }),
    months: fc.integer({ min: 1, max: 18 }),
    extras: fc.array(
      fc.record({
        kind: fc.constantFrom(...LEASE_CHARGE_KINDS),
        date: day,
        amount: fc.integer({ min: 1, max: 200_000_00 }),
      }),
      { maxLength: 5 },
    ),
    receipts: fc.array(
      fc.record({
        date: day,
        amount: fc.integer({ min: 1, max: 600_000_00 }),
        target: fc.constantFrom<LedgerReceipt["target"]>("charges", "charges", "charges", "penalties"),
      }),
      { maxLength: 25 },
    ),
    rate: fc.constantFrom(0, 1, 5, 10, 13, 30),
  })
  .map((a) => {
    const charges: LedgerCharge[] = Array.from({ length: a.months }, (_, k) => ({
      id: k + 1,
      kind: k === 0 ? "advance" : "payment",
      date: addDays(BASE, a.start + k * 30 + (k % 3)),
      amount: a.monthly,
    }));
    a.extras.forEach((e, j) => {
      charges.push({ id: 100 + j, ...e });
    });
    // Ids shuffled against dates on purpose: the ledger must order by date, then id.
    const receipts: LedgerReceipt[] = a.receipts.map((r, j) => ({ id: a.receipts.length - j, ...r }));
    return { charges, receipts, rate: a.rate };
  });

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe("ledger identities over random accounts", () => {
  it("allocation conserves money and is FIFO: Σ paid + credit = Σ receipts for the charges", () => {
    fc.assert(
      fc.property(account, fc.option(day, { nil: undefined }), ({ charges, receipts }, asOf) => {
        const { states, credit } = allocate(charges, receipts, asOf);
        const money = sum(
          receipts.filter((r) => r.target === "charges" && (asOf === undefined || r.date <= asOf)).map((r) => r.amount),
        );
        expect(sum([...states.values()].map((s) => s.paid)) + credit).toBe(money);
        expect(credit).toBeGreaterThanOrEqual(0);
        const ordered = [...charges].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
        let sawUnpaid = false;
        for (const c of ordered) {
          const s = states.get(c.id);
          if (!s) throw new Error(`no state for charge ${c.id}`);
          expect(s.paid + s.unpaid).toBe(c.amount);
          expect(s.paid).toBe(sum(s.coverage.map((x) => x.amount)));
          expect(s.unpaid).toBeGreaterThanOrEqual(0);
          // Nothing is paid on a charge while an older one is unpaid, and credit only when all are paid.
          if (sawUnpaid) expect(s.paid).toBe(0);
          if (s.unpaid > 0) sawUnpaid = true;
          expect(s.paidOn !== null).toBe(s.unpaid === 0 && s.coverage.length > 0);
          // Receipts are spent in date order, so a charge's coverage runs forward in time.
          const dates = s.coverage.map((x) => x.date);
          expect(dates).toEqual([...dates].sort());
          if (s.paidOn !== null) expect(s.paidOn).toBe(dates.at(-1));
        }
        if (credit > 0) expect(sawUnpaid).toBe(false);
      }),
    );
  });

  it("debt: charged − paid = overdue + dueSoon + penalties − credit; total = max(0, that)", () => {
    fc.assert(
      fc.property(account, day, fc.integer({ min: 0, max: 60 }), ({ charges, receipts, rate }, today, horizonDays) => {
        const d = debt(charges, receipts, { today, rateBpPerDay: rate, horizonDays });
        expect(d.charged - d.paid).toBe(d.overdue + d.dueSoon + d.penalties - d.credit);
        expect(d.total).toBe(Math.max(0, d.overdue + d.dueSoon + d.penalties - d.credit));
        for (const v of [d.overdue, d.dueSoon, d.penalties, d.credit, d.total]) expect(v).toBeGreaterThanOrEqual(0);
        expect(d.overdueSince === null).toBe(d.overdue === 0);
        expect(d.dueSoonDate === null).toBe(d.dueSoon === 0);
        expect(d.paid).toBe(sum(receipts.filter((r) => r.date <= today).map((r) => r.amount)));
      }),
    );
  });

  it("acts chain: closing = opening + debit − credit, and one period's closing opens the next", () => {
    fc.assert(
      fc.property(account, fc.uniqueArray(day, { minLength: 3, maxLength: 3 }), ({ charges, receipts, rate }, cut) => {
        const [a, b, c] = [...cut].sort() as [string, string, string];
        const first = reconciliation(charges, receipts, { dateFrom: a, dateTo: b, rateBpPerDay: rate });
        const second = reconciliation(charges, receipts, { dateFrom: addDays(b, 1), dateTo: c, rateBpPerDay: rate });
        const whole = reconciliation(charges, receipts, { dateFrom: a, dateTo: c, rateBpPerDay: rate });
        for (const act of [first, second, whole]) {
          expect(act.closing).toBe(act.opening + act.debit - act.credit);
          expect(act.debit).toBe(sum(act.rows.map((r) => r.debit)));
          expect(act.credit).toBe(sum(act.rows.map((r) => r.credit)));
        }
        expect(second.opening).toBe(first.closing);
        expect(whole.closing).toBe(second.closing);
        // From the beginning of the account the opening is zero, and the closing is the balance as of the end.
        const fromStart = reconciliation(charges, receipts, { dateFrom: BASE, dateTo: b, rateBpPerDay: rate });
        expect(fromStart.opening).toBe(0);
        expect(fromStart.closing).toBe(first.closing);
      }),
    );
  });

  it("penalties only grow with dateTo, and each span is round(base · rate / 10000 · days)", () => {
    fc.assert(
      fc.property(account, day, fc.integer({ min: 0, max: 200 }), ({ charges, receipts, rate }, dateTo, more) => {
        const early = penalties(charges, receipts, { rateBpPerDay: rate, dateTo });
        const late = penalties(charges, receipts, { rateBpPerDay: rate, dateTo: addDays(dateTo, more) });
        expect(late.accrued).toBeGreaterThanOrEqual(early.accrued);
        expect(early.accrued).toBe(sum(early.rows.map((r) => r.penalty)));
        expect(early.total).toBe(Math.max(0, early.accrued - early.paid));
        // A charge's spans follow each other without overlapping, and never outrun the days since its due date.
        const byCharge = new Map<number, typeof early.rows>();
        for (const r of early.rows) byCharge.set(r.chargeId, [...(byCharge.get(r.chargeId) ?? []), r]);
        for (const spans of byCharge.values()) {
          for (let k = 1; k < spans.length; k++) {
            expect((spans[k] as (typeof spans)[number]).from > (spans[k - 1] as (typeof spans)[number]).to).toBe(true);
          }
        }
        for (const r of early.rows) {
          expect(r.from > r.dueDate && r.to <= dateTo && r.from <= r.to).toBe(true);
          expect(r.days).toBeGreaterThan(0);
          expect(r.base).toBeGreaterThan(0);
          expect(Math.abs(r.penalty * 10_000 - r.base * rate * r.days)).toBeLessThanOrEqual(5_000);
        }
      }),
    );
  });
});
