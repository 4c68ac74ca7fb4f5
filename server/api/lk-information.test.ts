import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vatOf } from "../../core/vat.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * `information/requisites/?contractCode=&month=`: the payment purpose of a chosen contract and month, its amount and
 * VAT from that month's charges in the ledger; another profile's contract → 404, a bad or unknown month → 400.
 */

let app: TestApp;
let client: Client; // ООО «СтройТехМонтаж»
let other: Client; // assignee@example.com, ООО «ТрансЛогистик»

const kop = (roubles: number) => Math.round(roubles * 100);
const money = (kopecks: number) =>
  `${String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, " ")},${String(kopecks % 100).padStart(2, "0")} ₽`;
const dotted = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

interface Purpose {
  contractCode: string;
  contractNumber: string;
  contractDate: string;
  month: string;
  monthTitle: string;
  dueDate: string;
  amount: number;
  vat: number;
  text: string;
  months: { code: string; title: string; dueDate: string; amount: number; paid: boolean }[];
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
});
afterAll(async () => {
  await app?.close();
});

async function problem(c: Client, path: string, status: number) {
  const res = await c.get(path);
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  return res.json() as Promise<{ detail: string; errors?: { field: string; message: string }[] }>;
}

describe("information/requisites/ payment purpose", () => {
  it("by default: the first active contract's oldest unpaid month, a real purpose with the month and its VAT", async () => {
    const r = await client.json("/apilk/information/requisites/");
    const purpose = r.purpose as Purpose;
    expect(purpose).not.toBeNull();
    expect(r.contracts.map((c: { code: string }) => c.code)).toContain(purpose.contractCode);
    const month = purpose.months.find((m) => m.code === purpose.month);
    expect(month?.amount).toBe(purpose.amount);
    // The default is the oldest month with something unpaid, when there is one.
    const firstUnpaid = purpose.months.find((m) => !m.paid);
    if (firstUnpaid) expect(purpose.month).toBe(firstUnpaid.code);
    expect(purpose.text).not.toMatch(/[<>]/);
    expect(purpose.text).toContain(`№ ${purpose.contractNumber} от ${dotted(purpose.contractDate)}`);
    expect(purpose.text).toContain(`НДС 22 % — ${money(kop(purpose.vat))}`);
    // Every active contract has a real purpose too, none with a placeholder.
    expect(r.paymentPurposes.length).toBeGreaterThan(0);
    for (const p of r.paymentPurposes) {
      expect(p.text).toMatch(/^Оплата .+ по договору лизинга № \S+ от \d\d\.\d\d\.\d{4}/);
      expect(p.text).not.toContain("<");
    }
  });

  it("a chosen contract and month: «за ноябрь 2026 г.», the amount and the VAT of that month's charge", async () => {
    const { contracts } = await client.json("/apilk/information/requisites/");
    // Some contract with a lease payment in a month other than its default one.
    let checked = 0;
    for (const { code } of contracts as { code: string }[]) {
      const { purpose } = (await client.json(`/apilk/information/requisites/?contractCode=${code}`)) as {
        purpose: Purpose;
      };
      expect(purpose.contractCode).toBe(code);
      const month = purpose.months.find((m) => m.code !== purpose.month && !/—/.test(m.title));
      if (!month) continue;
      const chosen = (await client.json(`/apilk/information/requisites/?contractCode=${code}&month=${month.code}`))
        .purpose as Purpose;
      expect(chosen.month).toBe(month.code);
      expect(chosen.amount).toBe(month.amount);
      expect(chosen.monthTitle).toBe(month.title);
      const [name = "", year] = month.title.split(" ");
      expect(chosen.text).toBe(
        `Оплата лизингового платежа по договору лизинга № ${chosen.contractNumber} от ${dotted(chosen.contractDate)} за ${name.toLowerCase()} ${year} г., в т. ч. НДС 22 % — ${money(kop(chosen.vat))}`,
      );
      // One charge a month: its VAT is 22/122 of its own amount, to the kopeck.
      expect(kop(chosen.vat)).toBe(vatOf(kop(chosen.amount)));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("a month outside the contract's schedule or not a month → 400 naming month", async () => {
    const { purpose } = (await client.json("/apilk/information/requisites/")) as { purpose: Purpose };
    const code = purpose.contractCode;
    for (const month of ["1999-01", "2026-13", "2026-1", "ноябрь", "2026-11-01"]) {
      const body = await problem(client, `/apilk/information/requisites/?contractCode=${code}&month=${month}`, 400);
      expect(body.errors?.map((e) => e.field)).toEqual(["month"]);
      expect(body.errors?.[0]?.message).toMatch(/[а-я]/);
    }
    const empty = await problem(client, "/apilk/information/requisites/?contractCode=", 400);
    expect(empty.errors?.map((e) => e.field)).toEqual(["contractCode"]);
  });

  it("another profile's contract → 404 and nothing of it", async () => {
    const { purpose } = (await client.json("/apilk/information/requisites/")) as { purpose: Purpose };
    const res = await other.get(`/apilk/information/requisites/?contractCode=${purpose.contractCode}`);
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain(purpose.contractNumber);
    await problem(client, "/apilk/information/requisites/?contractCode=NO-SUCH-CONTRACT", 404);
    // Its own contracts still answer for the other client.
    const own = await other.json("/apilk/information/requisites/");
    expect(own.contracts.map((c: { code: string }) => c.code)).not.toContain(purpose.contractCode);
  });
});
