import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../core/calendar-dates.ts";
import { vatOf } from "../../core/vat.ts";
import { chargeSchedule, projectPayments } from "../db/ledger-records.ts";
import {
  lkAccountingNotes,
  lkCharges,
  lkDuplicateRequests,
  lkReconciliationRequests,
} from "../db/schema/accounting.ts";
import { lkPayments } from "../db/schema/lk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The accounting calls of the account (issue 11, ADR 028) as a client sees them on the demo ledger: bills, invoices,
 * debts with their split, the lessor's letters and the reply, duplicates and reconciliation requests, paying by QR;
 * the ledger's identities across the calls (the home debt included); and the refusals: another profile's bill,
 * letter or contract (404 and none of their data), no CSRF token (403), bad dates and too long a period (400 naming
 * the field in Russian).
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»: the overdue contract, the part-payment, the letters
let other: Client; // assignee@example.com, ООО «ТрансЛогистик»
let sibling: Client; // client@example.com switched to ИП Петров (EDO not connected)
let today: string;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const kop = (roubles: number) => Math.round(roubles * 100);

/** Every item of a paged list, following its pages. */
// biome-ignore lint/suspicious/noExplicitAny: tests read answers field by field
async function everything(who: Client, path: string, filters: unknown = {}): Promise<any[]> {
  const first = await who.json(`${path}?filters=${q(filters)}`);
  const items = [...first.items];
  for (let page = 2; page <= first.pagination.pageCnt; page++) {
    items.push(...(await who.json(`${path}?filters=${q(filters)}&currentPage=${page}`)).items);
  }
  return items;
}

const OVERDUE_CONTRACT = "ЛА-2024/03157";
const PARTIAL_CONTRACT = "ЛА-2026/00517";

async function codeOf(who: Client, number: string): Promise<string> {
  const { items } = await who.json("/apilk/contracts/list/");
  const found = items.find((c: { number: string }) => c.number === number);
  if (!found) throw new Error(`no contract ${number}`);
  return found.code;
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
  sibling = await clientOf(app, "client@example.com");
  await sibling.switchTo("ИП Петров Иван Сергеевич");
  today = app.services.lk.today();
});
afterAll(async () => {
  await app?.close();
});

describe("bills and invoices", () => {
  it("bills: numbered, due ten days after the bill, VAT of each bill's own amount, paid and unpaid adding up", async () => {
    const bills = await everything(client, "/apilk/accounting/bills/");
    expect(bills.length).toBeGreaterThan(50);
    for (const b of bills) {
      expect(b.number).toMatch(/^СП-\d{4}-\d{6}$/);
      // Issued up to today, or paid in part ahead of its bill.
      expect(b.date <= today || b.paid > 0).toBe(true);
      expect(b.dueDate >= addDays(b.date, 10)).toBe(true);
      expect(kop(b.vat)).toBe(b.kind === "fine" ? 0 : vatOf(kop(b.amount)));
      expect(kop(b.paid) + kop(b.unpaid)).toBe(kop(b.amount));
      expect(b.pdfUrl).toBe(`/apilk/accounting/download/bill/?id=${b.id}`);
      expect(b.purpose).toContain(b.contractNumber);
      expect(b.purpose).not.toMatch(/…|\.\.\.|XXX/);
    }
    // Newest first, and the numbers are unique.
    expect(bills.map((b) => b.date)).toEqual([...bills.map((b) => b.date)].sort().reverse());
    expect(new Set(bills.map((b) => b.number)).size).toBe(bills.length);
    const statuses = new Set(bills.map((b) => b.status));
    expect([...statuses].sort()).toEqual(["overdue", "paid", "partial", "unpaid"]);
  });

  it("the overdue bill is the overdue contract's; the partial one carries the part paid ahead of its date", async () => {
    const overdue = await everything(client, "/apilk/accounting/bills/", { status: "overdue" });
    expect(overdue.map((b) => b.contractNumber)).toEqual([OVERDUE_CONTRACT]);
    expect(overdue[0]).toMatchObject({ paid: 0, statusTitle: "Просрочен", kind: "payment" });
    expect(overdue[0].dueDate < today).toBe(true);

    const partial = await everything(client, "/apilk/accounting/bills/", { status: "partial" });
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatchObject({ contractNumber: PARTIAL_CONTRACT, statusTitle: "Оплачен частично" });
    expect(partial[0].paid).toBeGreaterThan(0);
    expect(partial[0].unpaid).toBeGreaterThan(0);
    expect(partial[0].dueDate >= today).toBe(true);
    // The purpose is for what is left to pay, with that part's VAT.
    expect(partial[0].purpose).toContain("Оплата лизингового платежа по договору лизинга № ЛА-2026/00517");
    const vat = (vatOf(kop(partial[0].unpaid)) / 100).toFixed(2).replace(".", ",");
    expect(partial[0].purpose).toContain(`в т. ч. НДС 22 % — ${vat.replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ₽`);
  });

  it("filters by contract, status and the bill's date; totals are of every matching bill", async () => {
    const code = await codeOf(client, OVERDUE_CONTRACT);
    const from = addDays(today, -90);
    const page = await client.json(`/apilk/accounting/bills/?filters=${q({ contractCode: code, dateFrom: from })}`);
    expect(page.items.length).toBeGreaterThan(0);
    for (const b of page.items) {
      expect(b.contractCode).toBe(code);
      expect(b.date >= from).toBe(true);
    }
    expect(page.filters).toEqual({ contractCode: code, dateFrom: from });
    const all = await everything(client, "/apilk/accounting/bills/", { contractCode: code, dateFrom: from });
    expect(kop(page.totals.amount)).toBe(all.reduce((s, b) => s + kop(b.amount), 0));
    expect(kop(page.totals.unpaid)).toBe(all.reduce((s, b) => s + kop(b.unpaid), 0));
    expect(page.statuses.map((s: { code: string }) => s.code)).toEqual(["paid", "partial", "unpaid", "overdue"]);
  });

  it("invoices: one per charge whose date has come, СФ with the bill's serial, amount = without VAT + VAT", async () => {
    const invoices = await everything(client, "/apilk/accounting/invoices/");
    const bills = await everything(client, "/apilk/accounting/bills/");
    const billOf = new Map(bills.map((b) => [b.id, b]));
    expect(invoices.length).toBeGreaterThan(50);
    for (const inv of invoices) {
      expect(inv.number).toMatch(/^СФ-\d{4}-\d{6}$/);
      expect(inv.date <= today).toBe(true);
      expect(inv.kind).not.toBe("fine");
      expect(kop(inv.amountWithoutVat) + kop(inv.vat)).toBe(kop(inv.amount));
      expect(kop(inv.vat)).toBe(vatOf(kop(inv.amount)));
      expect(inv.number.slice(-6)).toBe(billOf.get(inv.id)?.number.slice(-6));
    }
    const month = today.slice(0, 7);
    const inMonth = await everything(client, "/apilk/accounting/invoices/", {
      dateFrom: `${month}-01`,
      dateTo: today,
    });
    expect(inMonth.length).toBeGreaterThan(0);
    expect(inMonth.every((i) => i.date.startsWith(month))).toBe(true);
  });
});

describe("debts: the ledger's split and identities", () => {
  it("per contract: charged − paid = overdue + due soon + penalties − credit; only the overdue contract is overdue", async () => {
    const debts = await client.json("/apilk/accounting/debts/");
    expect(debts.asOf).toBe(today);
    for (const d of debts.items) {
      expect(kop(d.charged) - kop(d.paid)).toBe(kop(d.overdue) + kop(d.dueSoon) + kop(d.penalties) - kop(d.credit));
      expect(kop(d.total)).toBe(Math.max(0, kop(d.overdue) + kop(d.dueSoon) + kop(d.penalties) - kop(d.credit)));
      expect(d.penaltyRate).toBe(0.1);
    }
    const overdue = debts.items.filter((d: { status: string }) => d.status === "overdue");
    expect(overdue.map((d: { contractNumber: string }) => d.contractNumber)).toEqual([OVERDUE_CONTRACT]);
    expect(overdue[0].penalties).toBeGreaterThan(0);
    expect(overdue[0].overdueSince < today).toBe(true);
    expect(overdue[0].statusTitle).toBe("Есть просрочка");
    // Late months were paid with their penalties: no other contract owes any.
    for (const d of debts.items.filter((x: { status: string }) => x.status !== "overdue")) expect(d.penalties).toBe(0);
  });

  it("Σ overdue bills' unpaid = overdue; Σ unpaid bills ≤ overdue + due soon; the totals = Σ contracts = the home debt", async () => {
    const debts = await client.json("/apilk/accounting/debts/");
    const bills = await everything(client, "/apilk/accounting/bills/");
    const sum = (xs: { [k: string]: number }[], key: string) => xs.reduce((s, x) => s + kop(x[key] as number), 0);
    const overdueBills = bills.filter((b) => b.status === "overdue");
    expect(sum(overdueBills, "unpaid")).toBe(kop(debts.totals.overdue));
    expect(sum(bills, "unpaid")).toBeLessThanOrEqual(kop(debts.totals.overdue) + kop(debts.totals.dueSoon));
    for (const key of ["overdue", "dueSoon", "penalties", "credit", "total"]) {
      expect(kop(debts.totals[key])).toBe(sum(debts.items, key));
    }

    const home = await client.json("/apilk/account/debt/");
    expect(home.total).toBe(debts.totals.total);
    expect(home.overdue).toBe(debts.totals.overdue);
    expect(home.current).toBe(debts.totals.dueSoon);
    expect(home.penalties).toBe(debts.totals.penalties);
    expect(home.currentDate).not.toBeNull();
    const info = await client.json("/apilk/account/info/");
    expect(info.overdue.amount).toBe(debts.totals.overdue);
    // The next payment is never the overdue one.
    expect(info.nextPayment.date >= today).toBe(true);
  });

  it("the contract page: its debt split and a next payment that is due today or later", async () => {
    const code = await codeOf(client, OVERDUE_CONTRACT);
    const { contract } = await client.json(`/apilk/contracts/detail/?code=${code}`);
    const [debt] = (await client.json(`/apilk/accounting/debts/?filters=${q({ contractCode: code })}`)).items;
    expect(contract.sums).toMatchObject({ overdue: debt.overdue, dueSoon: debt.dueSoon, penalties: debt.penalties });
    expect(contract.sums.overdueSince < today).toBe(true);
    expect(contract.nextPayment.date >= today).toBe(true);

    const partial = await codeOf(client, PARTIAL_CONTRACT);
    const detail = (await client.json(`/apilk/contracts/detail/?code=${partial}`)).contract;
    const bill = (await everything(client, "/apilk/accounting/bills/", { status: "partial" }))[0];
    // What is left of the part-paid payment, on its (working) due date.
    expect(detail.nextPayment).toEqual({ date: bill.dueDate, amount: bill.unpaid });
  });

  it("filters by status; the totals stay the profile's", async () => {
    const all = await client.json("/apilk/accounting/debts/");
    const clear = await client.json(`/apilk/accounting/debts/?filters=${q({ status: "clear" })}`);
    expect(clear.items.length).toBeGreaterThan(0);
    expect(clear.items.every((d: { total: number; status: string }) => d.total === 0 && d.status === "clear")).toBe(
      true,
    );
    expect(clear.totals).toEqual(all.totals);
  });
});

describe("the lessor's letters", () => {
  it("lists allocation notices and the open clarification; the client answers it once", async () => {
    const notes = await client.json("/apilk/accounting/notes/");
    expect(notes.openCnt).toBe(1);
    const clarification = notes.items.find((n: { kind: string }) => n.kind === "clarification");
    expect(clarification).toMatchObject({
      status: "open",
      statusTitle: "Ждёт ответа",
      canReply: true,
      contractNumber: "ЛА-2025/01248",
      replies: [],
    });
    expect(clarification.number).toMatch(/^БП-\d{4}-\d{4}$/);
    expect(clarification.text).toContain("Оплата по счёту");
    const allocations = notes.items.filter((n: { kind: string }) => n.kind === "allocation");
    expect(allocations.length).toBeGreaterThanOrEqual(2);
    expect(allocations.every((n: { canReply: boolean; status: string }) => !n.canReply && n.status === "info")).toBe(
      true,
    );

    const noCsrf = await client.post(
      "/apilk/accounting/notes/reply/",
      { noteId: clarification.id, text: "x" },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    const empty = await client.post("/apilk/accounting/notes/reply/", { noteId: clarification.id, text: "  " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: "text", message: "Напишите ответ" }]);

    const text = "Платёж от 13.11 — за ноябрь по договору № ЛА-2025/01248, назначение подтверждаем.";
    const res = await client.post("/apilk/accounting/notes/reply/", { noteId: clarification.id, text });
    expect(res.status).toBe(201);
    const { note } = await res.json();
    expect(note).toMatchObject({
      id: clarification.id,
      status: "answered",
      statusTitle: "Ответ отправлен",
      canReply: false,
    });
    expect(note.replies).toEqual([
      { number: expect.stringMatching(/^БП-\d{4}-\d{4}$/), date: today, text, authorName: expect.any(String) },
    ]);
    expect((await client.json("/apilk/accounting/notes/")).openCnt).toBe(0);

    const again = await client.post("/apilk/accounting/notes/reply/", { noteId: clarification.id, text });
    expect(again.status).toBe(409);
    const info = await client.post("/apilk/accounting/notes/reply/", { noteId: allocations[0].id, text });
    expect(info.status).toBe(409);
  });

  it("another profile's letter → 404, nothing stored and none of their text", async () => {
    const theirs = (await other.json("/apilk/accounting/notes/")).items[0];
    const [before] = await app.services.database.db.select({ n: count() }).from(lkAccountingNotes);
    for (const who of [client, sibling]) {
      const res = await who.post("/apilk/accounting/notes/reply/", { noteId: theirs.id, text: "Ответ" });
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain(theirs.text.slice(0, 30));
      expect(body).not.toContain(theirs.number);
    }
    const [after] = await app.services.database.db.select({ n: count() }).from(lkAccountingNotes);
    expect(after?.n).toBe(before?.n);
  });
});

describe("duplicates and reconciliation requests", () => {
  it("periods: months and quarters with closing documents, newest first; the address and EDO state", async () => {
    const periods = await client.json("/apilk/accounting/duplicates/periods/");
    const codes = periods.periods.map((p: { code: string }) => p.code);
    expect(codes).toContain(today.slice(0, 7));
    expect(codes).toContain(`${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`);
    expect(periods.periods.find((p: { code: string }) => p.code === "2026-10")?.title).toBe("Октябрь 2026");
    expect(periods.periods.find((p: { code: string }) => p.code === "2026-Q3")).toEqual({
      code: "2026-Q3",
      title: "III квартал 2026",
      kind: "quarter",
    });
    expect(periods.address).toContain("г. Москва");
    expect(periods.edoConnected).toBe(true);
    expect((await sibling.json("/apilk/accounting/duplicates/periods/")).edoConnected).toBe(false);
  });

  it("orders duplicates: a tracked request, listed; refusals name the field", async () => {
    const res = await client.post("/apilk/accounting/duplicates/request/", {
      periods: ["2026-Q3"],
      kinds: ["invoice", "reconciliation"],
      delivery: "edo",
    });
    expect(res.status).toBe(201);
    const { request } = await res.json();
    expect(request).toMatchObject({
      kind: "duplicates",
      status: "new",
      statusTitle: "Принят",
      summary: "Счета-фактуры, Акты сверки: III квартал 2026; ЭДО",
      documentId: null,
    });
    expect(request.number).toMatch(/^ДУБ-\d{4}-\d{4}$/);
    const { items } = await client.json("/apilk/accounting/requests/");
    expect(items[0]).toEqual(request);
    expect(
      items.some(
        (r: { kind: string; status: string; documentId: string | null }) =>
          r.kind === "reconciliation" && r.status === "signed" && r.documentId?.startsWith("reconciliation:"),
      ),
    ).toBe(true);

    const bill = (await client.json(`/apilk/accounting/bills/?filters=${q({ status: "paid" })}`)).items[0];
    const paper = await client.post("/apilk/accounting/duplicates/request/", {
      documents: [`bill:${bill.id}`],
      delivery: "paper",
      address: "115487, г. Москва, ул. Академика Миллионщикова, д. 35",
    });
    expect(paper.status).toBe(201);
    expect((await paper.json()).request.summary).toBe(
      "отмеченных документов: 1; оригиналы почтой: 115487, г. Москва, ул. Академика Миллионщикова, д. 35",
    );

    const [before] = await app.services.database.db.select({ n: count() }).from(lkDuplicateRequests);
    const refusals: [unknown, string, string][] = [
      [
        { periods: ["2026-Q3"], kinds: ["invoice"], delivery: "paper" },
        "address",
        "Укажите адрес для отправки оригиналов",
      ],
      [
        { periods: ["2026-13"], kinds: ["invoice"], delivery: "edo" },
        "periods.0",
        "Период указывается как ГГГГ-ММ или ГГГГ-Q1…Q4",
      ],
      [
        { periods: ["2001-01"], kinds: ["invoice"], delivery: "edo" },
        "periods",
        "За период «Январь 2001» закрывающих документов нет",
      ],
      [{ periods: [], kinds: [], delivery: "edo" }, "periods", "Выберите хотя бы один период и вид документа"],
    ];
    for (const [body, field, message] of refusals) {
      const r = await client.post("/apilk/accounting/duplicates/request/", body);
      expect(r.status).toBe(400);
      expect((await r.json()).errors).toContainEqual({ field, message });
    }
    // EDO is not connected for ИП Петров: only paper.
    const noEdo = await sibling.post("/apilk/accounting/duplicates/request/", {
      periods: [today.slice(0, 7)],
      kinds: ["invoice"],
      delivery: "edo",
    });
    expect(noEdo.status).toBe(400);
    expect((await noEdo.json()).errors[0].field).toBe("delivery");
    // Another profile's document: 404, nothing stored.
    const theirs = (await other.json("/apilk/accounting/bills/")).items[0];
    const foreign = await client.post("/apilk/accounting/duplicates/request/", {
      documents: [`bill:${theirs.id}`],
      delivery: "paper",
      address: "Москва",
    });
    expect(foreign.status).toBe(404);
    const [after] = await app.services.database.db.select({ n: count() }).from(lkDuplicateRequests);
    expect(after?.n).toBe(before?.n);
  });

  it("a reconciliation act through EDO: «АС-…», sent; another's contract 404; bad or too long periods 400", async () => {
    const code = await codeOf(client, OVERDUE_CONTRACT);
    const res = await client.post("/apilk/accounting/reconciliation/edo/", {
      dateFrom: "2026-01-01",
      dateTo: "2026-09-30",
      contracts: [code],
    });
    expect(res.status).toBe(201);
    const { request } = await res.json();
    expect(request).toMatchObject({
      kind: "reconciliation",
      status: "sent",
      statusTitle: "Отправлен",
      summary: `С 01.01.2026 по 30.09.2026; договор № ${OVERDUE_CONTRACT}; ЭДО`,
      documentId: null,
    });
    expect(request.number).toMatch(/^АС-\d{4}-\d{4}$/);
    const second = await (
      await client.post("/apilk/accounting/reconciliation/edo/", { dateFrom: "2026-01-01", dateTo: "2026-06-30" })
    ).json();
    expect(Number(second.request.number.slice(-4))).toBe(Number(request.number.slice(-4)) + 1);

    const [before] = await app.services.database.db.select({ n: count() }).from(lkReconciliationRequests);
    const theirs = (await other.json("/apilk/contracts/list/")).items[0];
    const foreign = await client.post("/apilk/accounting/reconciliation/edo/", {
      dateFrom: "2026-01-01",
      dateTo: "2026-09-30",
      contracts: [code, theirs.code],
    });
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(theirs.number);
    const bad: [unknown, string, string][] = [
      [{ dateFrom: "2026-02-30", dateTo: "2026-09-30" }, "dateFrom", ""],
      [{ dateFrom: "2022-01-01", dateTo: "2026-09-30" }, "dateTo", "Период не может быть длиннее трёх лет"],
      [{ dateFrom: "2026-10-01", dateTo: "2026-09-30" }, "dateTo", "Дата «с» должна быть не позже даты «по»"],
    ];
    for (const [body, field, message] of bad) {
      const r = await client.post("/apilk/accounting/reconciliation/edo/", body);
      expect(r.status).toBe(400);
      const error = (await r.json()).errors.find((e: { field: string }) => e.field === field);
      expect(error.message).toMatch(message ? message : /[а-яё]/i);
    }
    const noCsrf = await client.post(
      "/apilk/accounting/reconciliation/edo/",
      { dateFrom: "2026-01-01", dateTo: "2026-09-30" },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
    const noEdo = await sibling.post("/apilk/accounting/reconciliation/edo/", {
      dateFrom: "2026-01-01",
      dateTo: "2026-09-30",
    });
    expect(noEdo.status).toBe(409);
    const [after] = await app.services.database.db.select({ n: count() }).from(lkReconciliationRequests);
    expect(after?.n).toBe(before?.n);
  });
});

describe("paying by QR", () => {
  it("a bill: the unpaid part, the lessor's requisites, the real purpose, ГОСТ QR text and its SVG", async () => {
    const bill = (await everything(client, "/apilk/accounting/bills/", { status: "partial" }))[0];
    const { payment } = await client.json(`/apilk/accounting/pay/?billId=${bill.id}`);
    expect(payment.amount).toBe(bill.unpaid);
    expect(payment.purpose).toBe(bill.purpose);
    expect(payment.payee).toEqual({
      name: "ООО «Лизинг-Авто»",
      inn: "7736548215",
      kpp: "773601001",
      bankName: "ПАО Сбербанк, г. Москва",
      bic: "044525225",
      correspAcc: "30101810400000000225",
      personalAcc: "40702810538000047215",
    });
    expect(payment.qrText).toMatch(/^ST00012\|Name=ООО «Лизинг-Авто»\|PersonalAcc=40702810538000047215\|/);
    expect(payment.qrText).toContain(`|Sum=${kop(bill.unpaid)}`);
    expect(payment.qrText).toContain("|PayeeINN=7736548215|");
    expect(payment.qrText).toContain("|Purpose=Оплата лизингового платежа по договору лизинга № ЛА-2026/00517");
    expect(payment.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(payment.qrImage.split(",")[1], "base64").toString()).toContain("<svg");
    expect(payment.billPdfUrl).toBe(`/apilk/accounting/download/bill/?id=${bill.id}`);
  });

  it("a contract: its debt now (overdue + due soon + penalties), «Погашение задолженности»", async () => {
    const code = await codeOf(client, OVERDUE_CONTRACT);
    const [debt] = (await client.json(`/apilk/accounting/debts/?filters=${q({ contractCode: code })}`)).items;
    const { payment } = await client.json(`/apilk/accounting/pay/?contractCode=${code}`);
    expect(payment.amount).toBe(debt.total);
    expect(payment.purpose).toMatch(
      /^Погашение задолженности по договору лизинга № ЛА-2024\/03157 от \d\d\.\d\d\.\d{4}, в т\. ч\. НДС 22 % — /,
    );
    expect(payment.qrText).toContain(`|Sum=${kop(debt.total)}`);
    expect(payment.billPdfUrl).toBeNull();
  });

  it("refusals: a paid bill 409, another profile's bill or contract 404 without their data, no input 400", async () => {
    const paid = (await everything(client, "/apilk/accounting/bills/", { status: "paid" }))[0];
    expect((await client.get(`/apilk/accounting/pay/?billId=${paid.id}`)).status).toBe(409);
    const finished = await codeOf(client, "ЛА-2022/00874");
    expect((await client.get(`/apilk/accounting/pay/?contractCode=${finished}`)).status).toBe(409);

    const theirBill = (await other.json("/apilk/accounting/bills/")).items[0];
    const theirContract = (await sibling.json("/apilk/contracts/list/")).items[0];
    for (const path of [
      `/apilk/accounting/pay/?billId=${theirBill.id}`,
      `/apilk/accounting/pay/?contractCode=${theirContract.code}`,
    ]) {
      const res = await client.get(path);
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).not.toContain(theirBill.number);
      expect(body).not.toContain(theirContract.number);
      expect(body).not.toContain("ST00012");
    }
    const none = await client.get("/apilk/accounting/pay/");
    expect(none.status).toBe(400);
    expect((await none.json()).errors).toEqual([{ field: "billId", message: "Укажите счёт или договор" }]);
  });
});

describe("lists refuse what is not the profile's or not a date", () => {
  it("another profile's contract in the filters → 404 and none of its data", async () => {
    const theirs = (await other.json("/apilk/contracts/list/")).items[0];
    for (const list of ["bills", "invoices", "debts", "notes"]) {
      const res = await client.get(`/apilk/accounting/${list}/?filters=${q({ contractCode: theirs.code })}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain(theirs.number);
    }
  });

  it("bad dates and a period over three years → 400 naming the field in Russian", async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ dateFrom: "2026-13-01" }, "filters.dateFrom", /[а-яё]/i],
      [{ dateFrom: "2022-01-01", dateTo: "2026-01-02" }, "filters.dateTo", /Период не может быть длиннее трёх лет/],
      [{ dateFrom: "2026-05-01", dateTo: "2026-04-01" }, "filters.dateTo", /не позже/],
      [{ status: "late" }, "filters.status", /Неизвестный статус/],
    ];
    for (const list of ["bills", "invoices", "notes"]) {
      for (const [filters, field, message] of cases) {
        const res = await client.get(`/apilk/accounting/${list}/?filters=${q(filters)}`);
        expect(res.status).toBe(400);
        const errors = (await res.json()).errors as { field: string; message: string }[];
        expect(errors.find((e) => e.field === field)?.message).toMatch(message);
      }
    }
    const exactly = await client.get(
      `/apilk/accounting/bills/?filters=${q({ dateFrom: "2023-01-01", dateTo: "2026-01-01" })}`,
    );
    expect(exactly.status).toBe(200);
  });
});

describe("the schedule follows the ledger", () => {
  it("rows replaced as an approved rescheduling does: charged with new bills, the part already paid pays them, oldest first", async () => {
    const { db } = app.services.database;
    const bill = (await everything(client, "/apilk/accounting/bills/", { status: "partial" }))[0];
    const [charge] = await db.select().from(lkCharges).where(eq(lkCharges.id, bill.id));
    const [row] = await db
      .select()
      .from(lkPayments)
      .where(eq(lkPayments.id, charge?.paymentId ?? 0));
    if (!charge || !row) throw new Error("the part-paid charge has no schedule row");
    expect(row).toMatchObject({ paidAt: null, paidAmount: kop(bill.paid) });

    const half = Math.round(row.amount / 2);
    await db.transaction(async (tx) => {
      await tx.delete(lkPayments).where(eq(lkPayments.id, row.id));
      const { id: _, ...rest } = row;
      await tx.insert(lkPayments).values([
        { ...rest, amount: half, paidAt: null, paidAmount: 0 },
        { ...rest, dueDate: addDays(row.dueDate, 14), amount: row.amount - half, paidAt: null, paidAmount: 0 },
      ]);
      await chargeSchedule(tx, row.contractId, today);
      await projectPayments(tx, row.contractId);
    });

    const after = (await everything(client, "/apilk/accounting/bills/", { contractCode: bill.contractCode })).filter(
      (b) => b.id > bill.id,
    );
    // The first new row is billed now (or paid in part); both carry new bill numbers and their own VAT.
    const first = after.find((b) => b.dueDate === bill.dueDate);
    expect(first).toMatchObject({ paid: bill.paid, status: "partial" });
    expect(first.number).not.toBe(bill.number);
    expect(kop(first.vat)).toBe(vatOf(half));
    const projected = await db.select().from(lkPayments).where(eq(lkPayments.contractId, row.contractId));
    expect(projected.find((p) => p.dueDate === row.dueDate)).toMatchObject({
      amount: half,
      paidAt: null,
      paidAmount: kop(bill.paid),
    });
    expect(projected.find((p) => p.dueDate === addDays(row.dueDate, 14))).toMatchObject({
      amount: row.amount - half,
      paidAt: null,
      paidAmount: 0,
    });
    const [debt] = (await client.json(`/apilk/accounting/debts/?filters=${q({ contractCode: bill.contractCode })}`))
      .items;
    expect(kop(debt.charged) - kop(debt.paid)).toBe(
      kop(debt.overdue) + kop(debt.dueSoon) + kop(debt.penalties) - kop(debt.credit),
    );
  });
});
