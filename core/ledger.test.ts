import { describe, expect, it } from "vitest";
import { allocate, debt, type LedgerCharge, type LedgerReceipt, penalties, reconciliation } from "./ledger.ts";

const RATE = 10; // 0.1 % a day, in hundredths of a percent

const charge = (id: number, date: string, amount: number, kind: LedgerCharge["kind"] = "payment"): LedgerCharge => ({
  id,
  kind,
  date,
  amount,
});
const paid = (id: number, date: string, amount: number, target: LedgerReceipt["target"] = "charges") => ({
  id,
  date,
  amount,
  target,
});

/**
 * The worked example. Monthly payments of 120 000,00 ₽ on the 7th:
 *   #1 7 March 2026 (a Saturday; Sunday, then 9 March the day off for 8 March) → due Tuesday 10 March
 *   #2 7 April (Tuesday), #3 7 May (Thursday), #4 7 June (Sunday → due Monday 8 June).
 * Receipts: 50 000,00 on 20 March, 70 000,00 on 3 April (both to the charges, FIFO → #1), 1 000,00 ₽ of
 * penalties on 10 April.
 */
const charges = [
  charge(1, "2026-03-07", 120_000_00),
  charge(2, "2026-04-07", 120_000_00),
  charge(3, "2026-05-07", 120_000_00),
  charge(4, "2026-06-07", 120_000_00),
];
const receipts: LedgerReceipt[] = [
  paid(1, "2026-03-20", 50_000_00),
  paid(2, "2026-04-03", 70_000_00),
  paid(3, "2026-04-10", 1_000_00, "penalties"),
];

describe("allocate: receipts pay the oldest charges first", () => {
  it("covers #1 with two receipts and leaves the rest unpaid", () => {
    const { states, credit } = allocate(charges, receipts);
    expect(states.get(1)).toEqual({
      id: 1,
      amount: 120_000_00,
      paid: 120_000_00,
      unpaid: 0,
      paidOn: "2026-04-03",
      coverage: [
        { receiptId: 1, date: "2026-03-20", amount: 50_000_00 },
        { receiptId: 2, date: "2026-04-03", amount: 70_000_00 },
      ],
    });
    expect(states.get(2)).toMatchObject({ paid: 0, unpaid: 120_000_00, paidOn: null, coverage: [] });
    expect(credit).toBe(0); // the penalty receipt pays no charge
  });

  it("orders by date then id whatever the input order; a surplus pays later charges, then stays as credit", () => {
    const { states, credit } = allocate(
      [charge(9, "2026-05-07", 100_00), charge(3, "2026-04-07", 100_00), charge(2, "2026-04-07", 100_00)],
      [paid(7, "2026-04-01", 250_00), paid(5, "2026-04-01", 100_00)],
    );
    // receipt 5 (100) → charge 2; receipt 7 (250) → charge 3 (100), charge 9 (100), 50 left.
    expect(states.get(2)?.coverage).toEqual([{ receiptId: 5, date: "2026-04-01", amount: 100_00 }]);
    expect(states.get(3)?.coverage).toEqual([{ receiptId: 7, date: "2026-04-01", amount: 100_00 }]);
    expect(states.get(9)).toMatchObject({ paid: 100_00, paidOn: "2026-04-01" });
    expect(credit).toBe(50_00);
  });

  it("asOf ignores later receipts", () => {
    const { states } = allocate(charges, receipts, "2026-03-31");
    expect(states.get(1)).toMatchObject({ paid: 50_000_00, unpaid: 70_000_00, paidOn: null });
  });
});

describe("penalties: 0.1 % a day on the unpaid base, a partial payment lowers it the next day", () => {
  it("the worked example, by hand", () => {
    // #1, due 10 March (moved off the weekend and 9 March):
    //   11–20 March, 10 days on 120 000,00: 120 000,00 × 0,1 % × 10 = 1 200,00 (the payment day counts)
    //   21 March – 3 April, 14 days (11 + 3) on 70 000,00: 70 000,00 × 0,1 % × 14 = 980,00
    // #2, due 7 April, unpaid: 8–15 April, 8 days on 120 000,00 = 960,00
    // #3 and #4 are not due by 15 April. Accrued 3 140,00; paid 1 000,00; total 2 140,00.
    const result = penalties(charges, receipts, { rateBpPerDay: RATE, dateTo: "2026-04-15" });
    expect(result.rows).toEqual([
      {
        chargeId: 1,
        dueDate: "2026-03-10",
        base: 120_000_00,
        from: "2026-03-11",
        to: "2026-03-20",
        days: 10,
        penalty: 1_200_00,
      },
      {
        chargeId: 1,
        dueDate: "2026-03-10",
        base: 70_000_00,
        from: "2026-03-21",
        to: "2026-04-03",
        days: 14,
        penalty: 980_00,
      },
      {
        chargeId: 2,
        dueDate: "2026-04-07",
        base: 120_000_00,
        from: "2026-04-08",
        to: "2026-04-15",
        days: 8,
        penalty: 960_00,
      },
    ]);
    expect(result).toMatchObject({ accrued: 3_140_00, paid: 1_000_00, total: 2_140_00 });
  });

  it("rounds each span to the kopeck: 86 131,18 ₽ late 3 days = 258,39354 → 258,39", () => {
    const result = penalties([charge(1, "2026-11-10", 86_131_18)], [paid(1, "2026-11-13", 86_131_18)], {
      rateBpPerDay: RATE,
      dateTo: "2026-11-30",
    });
    expect(result.rows).toMatchObject([{ from: "2026-11-11", to: "2026-11-13", days: 3, penalty: 258_39 }]);
  });

  it("none when paid on a due date moved by a 2026 holiday, none before the due date", () => {
    const result = penalties(
      [
        charge(1, "2026-01-01", 10_000_00), // due 12 January (the New Year holidays)
        charge(2, "2026-11-04", 10_000_00), // due 5 November
        charge(3, "2026-12-31", 10_000_00), // due 11 January 2027
      ],
      [paid(1, "2026-01-12", 10_000_00), paid(2, "2026-11-05", 10_000_00)],
      { rateBpPerDay: RATE, dateTo: "2027-01-11" },
    );
    expect(result.rows).toEqual([]);
    expect(result.accrued).toBe(0);
  });

  it("none on services and fines, however late", () => {
    const result = penalties(
      [charge(1, "2026-02-02", 5_000_00, "service"), charge(2, "2026-02-02", 5_000_00, "fine")],
      [],
      {
        rateBpPerDay: RATE,
        dateTo: "2026-11-30",
      },
    );
    expect(result).toEqual({ rows: [], accrued: 0, paid: 0, total: 0 });
  });

  it("one day late after a holiday shift: paid on 13 January 2026 for a charge of 1 January", () => {
    const result = penalties([charge(1, "2026-01-01", 10_000_00)], [paid(1, "2026-01-13", 10_000_00)], {
      rateBpPerDay: RATE,
      dateTo: "2026-01-31",
    });
    expect(result.rows).toMatchObject([{ dueDate: "2026-01-12", from: "2026-01-13", to: "2026-01-13", days: 1 }]);
    expect(result.accrued).toBe(10_00);
  });

  it("a payment made before the due date lowers the base from the start", () => {
    const result = penalties([charge(1, "2026-04-07", 100_000_00)], [paid(1, "2026-04-01", 40_000_00)], {
      rateBpPerDay: RATE,
      dateTo: "2026-04-10",
    });
    expect(result.rows).toMatchObject([
      { base: 60_000_00, from: "2026-04-08", to: "2026-04-10", days: 3, penalty: 180_00 },
    ]);
  });
});

describe("debt", () => {
  it("the worked example on 15 April 2026, with the identity charged − paid = overdue + dueSoon + penalties − credit", () => {
    const d = debt(charges, receipts, { today: "2026-04-15", rateBpPerDay: RATE });
    // Charged: #1–#3 (7 May is within 30 days; #4 of 7 June is not) + penalties accrued 3 140,00.
    // Paid: 50 000 + 70 000 + 1 000. Overdue: #2 since 8 April. Due soon: #3 on 7 May.
    expect(d).toEqual({
      charged: 360_000_00 + 3_140_00,
      paid: 121_000_00,
      overdue: 120_000_00,
      overdueSince: "2026-04-08",
      dueSoon: 120_000_00,
      dueSoonDate: "2026-05-07",
      penalties: 2_140_00,
      credit: 0,
      total: 242_140_00,
    });
    expect(d.charged - d.paid).toBe(d.overdue + d.dueSoon + d.penalties - d.credit);
  });

  it("money paid ahead is credit, and the total does not go below zero", () => {
    const d = debt(
      [charge(1, "2026-04-07", 100_00), charge(2, "2026-09-07", 100_00)],
      [paid(1, "2026-04-01", 500_00)],
      {
        today: "2026-04-15",
        rateBpPerDay: RATE,
      },
    );
    // #2 is beyond the 30 days: not charged yet, so the whole 400,00 left after #1 is credit.
    expect(d).toMatchObject({ charged: 100_00, paid: 500_00, overdue: 0, dueSoon: 0, credit: 400_00, total: 0 });
    expect(d.charged - d.paid).toBe(d.overdue + d.dueSoon + d.penalties - d.credit);
  });

  it("a charge due on a 2026 holiday is due soon, not overdue, until the next working day has passed", () => {
    const onHoliday = [charge(1, "2026-01-01", 100_000_00)];
    expect(debt(onHoliday, [], { today: "2026-01-12", rateBpPerDay: RATE })).toMatchObject({
      overdue: 0,
      dueSoon: 100_000_00,
      dueSoonDate: "2026-01-12",
      penalties: 0,
    });
    expect(debt(onHoliday, [], { today: "2026-01-13", rateBpPerDay: RATE })).toMatchObject({
      overdue: 100_000_00,
      overdueSince: "2026-01-13",
      dueSoon: 0,
      penalties: 100_00,
    });
  });
});

describe("reconciliation act", () => {
  it("March and April 2026 of the worked example: the closing of March opens April", () => {
    const march = reconciliation(charges, receipts, {
      dateFrom: "2026-03-01",
      dateTo: "2026-03-31",
      rateBpPerDay: RATE,
    });
    // Penalties in March: 1 200,00 (11–20 March) + 11 days on 70 000,00 (21–31 March) = 770,00 → 1 970,00.
    expect(march).toEqual({
      opening: 0,
      rows: [
        { date: "2026-03-07", kind: "charge", id: 1, debit: 120_000_00, credit: 0 },
        { date: "2026-03-20", kind: "receipt", id: 1, debit: 0, credit: 50_000_00 },
        { date: "2026-03-31", kind: "penalty", id: null, debit: 1_970_00, credit: 0 },
      ],
      debit: 121_970_00,
      credit: 50_000_00,
      closing: 71_970_00,
    });
    const april = reconciliation(charges, receipts, {
      dateFrom: "2026-04-01",
      dateTo: "2026-04-30",
      rateBpPerDay: RATE,
    });
    // Penalties in April: #1 1–3 April on 70 000,00 = 210,00; #2 8–30 April, 23 days on 120 000,00 = 2 760,00.
    expect(april.opening).toBe(march.closing);
    expect(april.rows).toEqual([
      { date: "2026-04-03", kind: "receipt", id: 2, debit: 0, credit: 70_000_00 },
      { date: "2026-04-07", kind: "charge", id: 2, debit: 120_000_00, credit: 0 },
      { date: "2026-04-10", kind: "receipt", id: 3, debit: 0, credit: 1_000_00 },
      { date: "2026-04-30", kind: "penalty", id: null, debit: 2_970_00, credit: 0 },
    ]);
    expect(april.closing).toBe(april.opening + april.debit - april.credit);
    expect(april.closing).toBe(71_970_00 - 70_000_00 + 120_000_00 - 1_000_00 + 2_970_00);
    // The same as one act over both months.
    const both = reconciliation(charges, receipts, {
      dateFrom: "2026-03-01",
      dateTo: "2026-04-30",
      rateBpPerDay: RATE,
    });
    expect(both.closing).toBe(april.closing);
  });

  it("on one date the charge comes before the receipt; no penalty row when nothing accrued", () => {
    const act = reconciliation([charge(5, "2026-06-10", 100_00)], [paid(4, "2026-06-10", 100_00)], {
      dateFrom: "2026-06-01",
      dateTo: "2026-06-30",
      rateBpPerDay: RATE,
    });
    expect(act.rows.map((r) => r.kind)).toEqual(["charge", "receipt"]);
    expect(act).toMatchObject({ opening: 0, debit: 100_00, credit: 100_00, closing: 0 });
  });
});
