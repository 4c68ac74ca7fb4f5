import { and, eq, lte } from "drizzle-orm";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentItem, ReconciliationAct } from "../../contract/lk-accounting.ts";
import { addDays } from "../../core/calendar-dates.ts";
import { vatOf } from "../../core/vat.ts";
import { lkCharges } from "../db/schema/accounting.ts";
import { lkContracts } from "../db/schema/lk.ts";
import { formatRub } from "../domain/lk/lk-money.ts";
import { LESSOR } from "../domain/lk/lk-reference.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { zipNames } from "../testing/zip-entries.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The accounting files through the API as a client sees them: the reconciliation act (JSON, PDF, XLSX: one closing
 * balance, opening + debit − credit = closing, a period split in two joins up), the penalty calculation (JSON = PDF),
 * a bill with its QR, an invoice's VAT, the reports list and its ZIP, and the guards (another profile → 404, bad
 * dates → 400 naming the field).
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»
let other: Client; // assignee@example.com, another client
let today: string;
let year: number;

const kop = (roubles: number) => Math.round(roubles * 100);
const flat = (text: string) => text.replace(/\s+/g, " ");
const reports = (r: { dateFrom: string; dateTo: string; contracts?: string[] }) =>
  encodeURIComponent(JSON.stringify({ contracts: [], ...r }));

/** The seeded contract with overdue payments (ООО «СтройТехМонтаж»). */
const OVERDUE_NUMBER = "ЛА-2024/03157";

async function codeOf(number: string): Promise<string> {
  const [row] = await app.services.database.db
    .select({ code: lkContracts.code })
    .from(lkContracts)
    .where(eq(lkContracts.number, number));
  if (!row) throw new Error(`no contract ${number}`);
  return row.code;
}

async function act(c: Client, r: { dateFrom: string; dateTo: string; contracts?: string[] }) {
  return (await c.json<{ act: ReconciliationAct }>(`/apilk/accounting/reconciliation/act/?reports=${reports(r)}`)).act;
}

async function reportItems(c: Client, filters: object = {}): Promise<DocumentItem[]> {
  const q = encodeURIComponent(JSON.stringify(filters));
  const first = await c.json(`/apilk/accounting/reports/?filters=${q}`);
  const items: DocumentItem[] = [...first.items];
  for (let page = 2; page <= first.pagination.pageCnt; page++) {
    items.push(...(await c.json(`/apilk/accounting/reports/?filters=${q}&currentPage=${page}`)).items);
  }
  return items;
}

const numericId = (item: DocumentItem) => Number(item.id.split(":")[1]);

async function bytesOf(res: Response) {
  return new Uint8Array(await res.arrayBuffer());
}

async function problemOf(res: Response) {
  expect(res.headers.get("content-type")).toMatch(/problem\+json/);
  return (await res.json()) as { detail: string; errors?: { field: string; message: string }[] };
}

/** The numbers of the XLSX row whose label starts with `label`. */
async function xlsxNumbers(bytes: Uint8Array, label: string): Promise<number[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: number[][] = [];
  book.worksheets[0]?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    if (values.some((v) => typeof v === "string" && v.startsWith(label))) {
      rows.push(values.filter((v): v is number => typeof v === "number"));
    }
  });
  expect(rows).toHaveLength(1);
  return rows[0] as number[];
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
  today = app.services.lk.today();
  year = Number(today.slice(0, 4));
});

afterAll(async () => {
  await app?.close();
});

describe("the reconciliation act", () => {
  it("opening + debit − credit = closing on the seeded ledger, every row counted in the turnover", async () => {
    const a = await act(client, { dateFrom: `${year - 2}-01-01`, dateTo: today });
    expect(a.rows.length).toBeGreaterThan(10);
    expect(a.contracts.length).toBeGreaterThan(1);
    expect(kop(a.opening) + kop(a.debitTurnover) - kop(a.creditTurnover)).toBe(kop(a.closing));
    expect(a.rows.reduce((s, r) => s + kop(r.debit), 0)).toBe(kop(a.debitTurnover));
    expect(a.rows.reduce((s, r) => s + kop(r.credit), 0)).toBe(kop(a.creditTurnover));
    expect(a.rows.map((r) => r.date)).toEqual(a.rows.map((r) => r.date).sort());
    expect(a.rows.some((r) => r.document.startsWith("Платёжное поручение №"))).toBe(true);
    expect(a.lessor.inn).toBe(LESSOR.inn);
    expect(a.client.title).toBe("ООО «СтройТехМонтаж»");
    // The overdue contract leaves the client owing the lessor.
    expect(a.closing).toBeGreaterThan(0);
    expect(a.closingText).toBe(
      `Задолженность в пользу ${LESSOR.shortTitle} на ${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)} — ${formatRub(kop(a.closing))}`,
    );
  });

  it("a period split in two joins up: the first closing is the second opening, the turnovers add up", async () => {
    const from = `${year - 2}-01-01`;
    const whole = await act(client, { dateFrom: from, dateTo: today });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 700 }), async (offset) => {
        const middle = addDays(from, offset);
        if (middle >= today) return;
        const first = await act(client, { dateFrom: from, dateTo: middle });
        const second = await act(client, { dateFrom: addDays(middle, 1), dateTo: today });
        expect(kop(first.closing)).toBe(kop(second.opening));
        expect(kop(second.closing)).toBe(kop(whole.closing));
        expect(kop(first.opening)).toBe(kop(whole.opening));
        expect(kop(first.debitTurnover) + kop(second.debitTurnover)).toBe(kop(whole.debitTurnover));
        expect(kop(first.creditTurnover) + kop(second.creditTurnover)).toBe(kop(whole.creditTurnover));
      }),
      { numRuns: 8 },
    );
  });

  it("for one contract lists only that contract's rows", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const a = await act(client, { dateFrom: `${year - 1}-01-01`, dateTo: today, contracts: [code] });
    expect(a.contracts).toEqual([{ contractCode: code, contractNumber: OVERDUE_NUMBER }]);
    expect(new Set(a.rows.map((r) => r.contractNumber))).toEqual(new Set([OVERDUE_NUMBER]));
    expect(kop(a.opening) + kop(a.debitTurnover) - kop(a.creditTurnover)).toBe(kop(a.closing));
  });

  it("the PDF and the XLSX show the JSON's closing balance", async () => {
    const r = { dateFrom: `${year - 1}-01-01`, dateTo: today };
    const a = await act(client, r);
    const pdf = await client.get(`/apilk/accounting/download/reconciliation/?reports=${reports(r)}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const disposition = pdf.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="Akt_sverki_[\w.-]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? "")).toMatch(/^Акт сверки .+\.pdf$/);
    const text = flat(await pdfText(await bytesOf(pdf)));
    expect(text).toContain(a.closingText);
    expect(text).toContain(`Сальдо конечное на`);
    expect(text).toContain(formatRub(kop(a.closing)));
    expect(text).toContain("ООО «СтройТехМонтаж»");

    const xlsx = await client.get(`/apilk/accounting/download/reconciliation/?reports=${reports(r)}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const bytes = await bytesOf(xlsx);
    expect(await xlsxNumbers(bytes, "Сальдо конечное")).toEqual([Math.abs(a.closing)]);
    expect(await xlsxNumbers(bytes, "Обороты за период")).toEqual([a.debitTurnover, a.creditTurnover]);
  });

  it("another profile's contract → 404 and none of its data; bad dates and periods → 400 naming the field", async () => {
    const theirs = (await other.json("/apilk/contracts/list/")).items[0];
    const res = await client.get(
      `/apilk/accounting/reconciliation/act/?reports=${reports({ dateFrom: `${year}-01-01`, dateTo: today, contracts: [theirs.code] })}`,
    );
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(theirs.number);
    const file = await client.get(
      `/apilk/accounting/download/reconciliation/?reports=${reports({ dateFrom: `${year}-01-01`, dateTo: today, contracts: [theirs.code] })}`,
    );
    expect(file.status).toBe(404);

    const cases: [string, string, RegExp][] = [
      [reports({ dateFrom: `${year}-02-30`, dateTo: today }), "reports.dateFrom", /Такой даты не существует/],
      [reports({ dateFrom: `${year - 4}-01-01`, dateTo: today }), "reports.dateTo", /трёх лет/],
      [reports({ dateFrom: today, dateTo: `${year - 1}-01-01` }), "reports.dateTo", /не позже/],
      [encodeURIComponent("{dateFrom"), "reports", /JSON/],
    ];
    for (const [param, field, message] of cases) {
      const bad = await client.get(`/apilk/accounting/reconciliation/act/?reports=${param}`);
      expect(bad.status).toBe(400);
      const problem = await problemOf(bad);
      expect(problem.errors?.find((e) => e.field === field)?.message).toMatch(message);
    }
    const format = await client.get(
      `/apilk/accounting/download/reconciliation/?reports=${reports({ dateFrom: `${year}-01-01`, dateTo: today })}&format=doc`,
    );
    expect(format.status).toBe(400);
    expect((await problemOf(format)).errors?.[0]?.field).toBe("format");
  });
});

describe("the penalty calculation", () => {
  it("rows per overdue span with the rate; the PDF prints the JSON's total", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const { calculation } = await client.json(`/apilk/accounting/penalties/request/?contractCode=${code}`);
    expect(calculation.contractNumber).toBe(OVERDUE_NUMBER);
    expect(calculation.dateTo).toBe(today);
    expect(calculation.rate).toBe(0.1);
    expect(calculation.rows.length).toBeGreaterThan(0);
    for (const row of calculation.rows) {
      expect(row.days).toBeGreaterThan(0);
      expect(row.from > row.dueDate).toBe(true);
      expect(kop(row.penalty)).toBe(Math.round((kop(row.base) * 10 * row.days) / 10_000));
    }
    const accrued = calculation.rows.reduce((s: number, r: { penalty: number }) => s + kop(r.penalty), 0);
    expect(kop(calculation.accrued)).toBe(accrued);
    expect(kop(calculation.total)).toBe(Math.max(0, accrued - kop(calculation.paid)));
    expect(calculation.total).toBeGreaterThan(0);

    const pdf = await client.get(`/apilk/accounting/penalties/request/?contractCode=${code}&format=pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = flat(await pdfText(await bytesOf(pdf)));
    expect(text).toContain(`Итого к оплате: ${formatRub(kop(calculation.total))}`);
    expect(text).toContain(OVERDUE_NUMBER);
  });

  it("up to an earlier date accrues no more than up to today", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const now = (await client.json(`/apilk/accounting/penalties/request/?contractCode=${code}`)).calculation;
    const before = (
      await client.json(`/apilk/accounting/penalties/request/?contractCode=${code}&dateTo=${addDays(today, -20)}`)
    ).calculation;
    expect(before.dateTo).toBe(addDays(today, -20));
    expect(before.accrued).toBeLessThan(now.accrued);
  });

  it("another profile's contract → 404; a bad date → 400 naming dateTo", async () => {
    const theirs = (await other.json("/apilk/contracts/list/")).items[0];
    for (const format of ["json", "pdf"]) {
      const res = await client.get(`/apilk/accounting/penalties/request/?contractCode=${theirs.code}&format=${format}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(theirs.number);
    }
    const code = await codeOf(OVERDUE_NUMBER);
    for (const dateTo of ["2026-13-01", "вчера", `${year + 4}-01-01`]) {
      const res = await client.get(
        `/apilk/accounting/penalties/request/?contractCode=${code}&dateTo=${encodeURIComponent(dateTo)}`,
      );
      expect(res.status).toBe(400);
      expect(new Set((await problemOf(res)).errors?.map((e) => e.field))).toEqual(new Set(["dateTo"]));
    }
  });
});

describe("a bill and an invoice", () => {
  it("the bill carries the payee's requisites, the purpose and the QR image", async () => {
    const bills = await reportItems(client, { kind: "bill" });
    const payable = await Promise.all(
      bills.map(async (b) => (await client.get(`/apilk/accounting/pay/?billId=${numericId(b)}`)).status === 200),
    );
    const bill = bills.find((_, k) => payable[k]);
    if (!bill) throw new Error("no unpaid bill seeded");
    expect(bill.url).toBe(`/apilk/accounting/download/bill/?id=${numericId(bill)}`);
    const res = await client.get(bill.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="Schet_na_oplatu_SP-[\d-]+\.pdf"/);
    const bytes = await bytesOf(res);
    const text = flat(await pdfText(bytes));
    const { payment } = await client.json(`/apilk/accounting/pay/?billId=${numericId(bill)}`);
    expect(text).toContain(formatRub(kop(payment.amount)));
    expect(text).toContain(LESSOR.settlementAccount);
    expect(text).toContain(LESSOR.bik);
    expect(text).toContain(flat(payment.purpose));
    expect(text).toContain("QR-код для оплаты");
    // The QR code is an image in the page.
    expect(Buffer.from(bytes).toString("latin1")).toMatch(/\/Subtype\s*\/Image/);
  });

  it("a paid bill is still there, without a QR code", async () => {
    const bills = await reportItems(client, { kind: "bill" });
    let bill: DocumentItem | undefined;
    for (const b of bills) {
      if ((await client.get(`/apilk/accounting/pay/?billId=${numericId(b)}`)).status === 200) continue;
      bill = b;
      break;
    }
    if (!bill) throw new Error("no paid bill seeded");
    const res = await client.get(bill.url);
    expect(res.status).toBe(200);
    const bytes = await bytesOf(res);
    const text = flat(await pdfText(bytes));
    expect(text).toContain("Счёт оплачен полностью.");
    expect(text).not.toContain("QR-код для оплаты");
    expect(Buffer.from(bytes).toString("latin1")).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it("a re-invoiced fine is billed without VAT and has no VAT invoice", async () => {
    const { profile } = await client.json("/apilk/account/check/");
    const [fine] = await app.services.database.db
      .select()
      .from(lkCharges)
      .where(and(eq(lkCharges.profileId, profile.id), eq(lkCharges.kind, "fine"), lte(lkCharges.billDate, today)));
    if (!fine) throw new Error("no fine seeded");
    const res = await client.get(`/apilk/accounting/download/bill/?id=${fine.id}`);
    expect(res.status).toBe(200);
    const text = flat(await pdfText(await bytesOf(res)));
    expect(text).toContain(fine.title);
    expect(text).toContain("без НДС");
    expect(text).not.toContain(formatRub(vatOf(fine.amount)));
    expect((await client.get(`/apilk/accounting/download/invoice/?id=${fine.id}`)).status).toBe(404);
    const invoices = await reportItems(client, { kind: "invoice" });
    expect(invoices.map(numericId)).not.toContain(fine.id);
  });

  it("the invoice's VAT is 22/122 of its own amount", async () => {
    const invoices = await reportItems(client, { kind: "invoice" });
    expect(invoices.length).toBeGreaterThan(2);
    for (const invoice of invoices.slice(0, 3)) {
      const [charge] = await app.services.database.db
        .select()
        .from(lkCharges)
        .where(eq(lkCharges.id, numericId(invoice)));
      if (!charge) throw new Error("no charge");
      const res = await client.get(invoice.url);
      expect(res.status).toBe(200);
      const text = flat(await pdfText(await bytesOf(res)));
      expect(text).toContain(`Счёт-фактура № ${charge.invoiceNumber}`);
      expect(text).toContain(
        `Всего к оплате ${formatRub(charge.amount)}, в т. ч. НДС 22 % — ${formatRub(vatOf(charge.amount))}`,
      );
    }
  });

  it("another profile's bill or invoice → 404, a bad id → 400", async () => {
    const [theirBill] = await reportItems(other, { kind: "bill" });
    const [theirInvoice] = await reportItems(other, { kind: "invoice" });
    if (!theirBill || !theirInvoice) throw new Error("the other client has no bills");
    for (const path of [
      `/apilk/accounting/download/bill/?id=${numericId(theirBill)}`,
      `/apilk/accounting/download/invoice/?id=${numericId(theirInvoice)}`,
    ]) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      expect(Object.keys(await problemOf(res)).sort()).toEqual(["detail", "requestId", "status", "title", "type"]);
    }
    const bad = await client.get("/apilk/accounting/download/bill/?id=abc");
    expect(bad.status).toBe(400);
    expect((await problemOf(bad)).errors?.[0]?.field).toBe("id");
  });
});

describe("the reports list and its ZIP", () => {
  it("lists only bills, invoices and signed reconciliation acts, newest first, with filters", async () => {
    const all = await reportItems(client);
    expect(new Set(all.map((i) => i.kind))).toEqual(new Set(["bill", "invoice", "reconciliation"]));
    expect(all.map((i) => i.date)).toEqual(
      all
        .map((i) => i.date)
        .sort()
        .reverse(),
    );
    const first = await client.json("/apilk/accounting/reports/");
    expect(first.pagination.totalCnt).toBe(all.length);
    expect(first.items.length).toBeLessThanOrEqual(20);
    expect(first.kinds.map((k: { code: string }) => k.code)).toEqual(["invoice", "bill", "reconciliation"]);

    const code = await codeOf(OVERDUE_NUMBER);
    const ofContract = await reportItems(client, { contractCode: code, kind: "invoice" });
    expect(ofContract.length).toBeGreaterThan(0);
    expect(ofContract.every((i) => i.contractCode === code && i.kind === "invoice")).toBe(true);
    const period = await reportItems(client, { dateFrom: `${year}-01-01`, dateTo: `${year}-03-31` });
    expect(period.every((i) => i.date >= `${year}-01-01` && i.date <= `${year}-03-31`)).toBe(true);

    const wrongKind = await client.get(
      `/apilk/accounting/reports/?filters=${encodeURIComponent('{"kind":"contract"}')}`,
    );
    expect(wrongKind.status).toBe(400);
    expect((await problemOf(wrongKind)).errors?.[0]?.field).toBe("filters.kind");
    const tooLong = await client.get(
      `/apilk/accounting/reports/?filters=${encodeURIComponent(JSON.stringify({ dateFrom: "2020-01-01", dateTo: "2024-01-02" }))}`,
    );
    expect(tooLong.status).toBe(400);
    expect((await problemOf(tooLong)).errors?.[0]?.field).toBe("filters.dateTo");
  });

  it("three ticked documents download as a ZIP of three files with their names", async () => {
    const all = await reportItems(client);
    const picked = [
      all.find((i) => i.kind === "invoice"),
      all.find((i) => i.kind === "bill"),
      all.find((i) => i.kind === "reconciliation"),
    ].filter((i) => i !== undefined);
    expect(picked).toHaveLength(3);
    const res = await client.get(`/apilk/accounting/download/reports/?ids=${picked.map((i) => i.id).join(",")}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/filename="Dokumenty_[\d.]+\.zip"/);
    expect(zipNames(await bytesOf(res)).sort()).toEqual(picked.map((i) => i.fileName).sort());
  });

  it("a ZIP with one id of another profile, or of a non-accounting document, → 404 and no archive", async () => {
    const [ours] = await reportItems(client, { kind: "invoice" });
    const [theirs] = await reportItems(other, { kind: "invoice" });
    const contractDoc = (await client.json("/apilk/documents/list/?filters=%7B%22kind%22%3A%22contract%22%7D"))
      .items[0];
    for (const ids of [`${ours?.id},${theirs?.id}`, `${ours?.id},${contractDoc.id}`, "invoice:999999"]) {
      const res = await client.get(`/apilk/accounting/download/reports/?ids=${ids}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    }
    const empty = await client.get("/apilk/accounting/download/reports/?ids=");
    expect(empty.status).toBe(400);
    expect((await problemOf(empty)).errors?.[0]?.field).toBe("ids");
  });
});
