import { describe, expect, it } from "vitest";
import type { Fine } from "../../../../contract/lk-fines.ts";
import { sortFines } from "./fines-sort";

const fine = (id: number, over: Partial<Fine>): Fine => ({
  id,
  uin: "1",
  decreeNumber: "1",
  date: "2026-11-01T10:00:00Z",
  decreeDate: "2026-11-02",
  vehicle: { title: "Haval", regNumber: null },
  contractCode: "c",
  contractNumber: "n",
  article: "a",
  articleTitle: "t",
  place: "p",
  amount: 500,
  discountAmount: null,
  discountUntil: null,
  discountActive: false,
  status: "unpaid",
  statusTitle: "Не оплачен",
  paidAt: null,
  ...over,
});

describe("fines order", () => {
  const items = [
    fine(1, { status: "paid", date: "2026-11-20T00:00:00Z" }),
    fine(2, { discountActive: true, discountUntil: "2026-12-10", date: "2026-11-18T00:00:00Z" }),
    fine(3, { discountActive: true, discountUntil: "2026-12-03", date: "2026-11-11T00:00:00Z" }),
    fine(4, { status: "unpaid", amount: 5000, date: "2026-10-01T00:00:00Z" }),
  ];

  it("puts the discounts about to end first", () => {
    expect(sortFines(items, "urgent").map((f) => f.id)).toEqual([3, 2, 4, 1]);
  });

  it("sorts by date and by amount on request", () => {
    expect(sortFines(items, "date").map((f) => f.id)).toEqual([1, 2, 3, 4]);
    expect(sortFines(items, "amount")[0]?.id).toBe(4);
  });
});
