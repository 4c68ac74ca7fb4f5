import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInnLegal,
  isValidOgrn,
  isValidSettlementAccount,
} from "../../core/requisites.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/** What a client sees in each read-only section of the account (the demo data of ADR 011). */

let app: TestApp;
let client: Client; // ООО «СтройТехМонтаж»
let today: string;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const cents = (n: number) => Math.round(n * 100);
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  today = app.services.lk.today();
});
afterAll(async () => {
  await app?.close();
});

describe("home", () => {
  it("account/info answers at a glance: the next payment, the overdue debt, unread notifications", async () => {
    const info = await client.json("/apilk/account/info/");
    expect(info.company.title).toBe("ООО «СтройТехМонтаж»");
    expect(info.contractsCnt).toBe(6);
    expect(info.activeContractsCnt).toBe(5);
    expect(info.nextPayment.date >= today).toBe(true);
    expect(info.nextPayment.amount).toBeGreaterThan(0);
    expect(info.overdue.amount).toBeGreaterThan(0);
    expect(info.overdue.paymentsCnt).toBe(1);
    expect(info.overdue.since < today).toBe(true);
    expect(info.unreadNotifications).toBeGreaterThan(0);
  });

  it("account/debt adds up and names the overdue contract", async () => {
    const debt = await client.json("/apilk/account/debt/");
    expect(cents(debt.total)).toBe(cents(debt.current) + cents(debt.overdue) + cents(debt.penalties));
    expect(debt.penalties).toBeGreaterThan(0);
    const late = debt.byContract.filter((c: { overdue: number }) => c.overdue > 0);
    expect(late.map((c: { contractNumber: string }) => c.contractNumber)).toEqual(["ЛА-2024/03157"]);
  });

  it("the other profile has no overdue debt, different contracts", async () => {
    const ip = await clientOf(app, "client@example.com");
    await ip.switchTo("ИП Петров Иван Сергеевич");
    const info = await ip.json("/apilk/account/info/");
    expect(info.company.title).toBe("ИП Петров Иван Сергеевич");
    expect(info.overdue).toEqual({ amount: 0, paymentsCnt: 0, since: null });
    const list = await ip.json("/apilk/contracts/list/");
    expect(list.items.map((c: { number: string }) => c.number)).toEqual([
      "ЛА-2026/00988",
      "ЛА-2025/02290",
      "ЛА-2023/01105",
    ]);
  });

  it("edo, manager, popular, promo", async () => {
    const edo = await client.json("/apilk/account/edo/");
    expect(edo).toMatchObject({ state: "connected", operator: { name: "Контур.Диадок" } });
    expect(edo.howToConnect.length).toBeGreaterThan(2);
    const { manager } = await client.json("/apilk/account/manager/");
    expect(manager).toMatchObject({
      name: "Алексей Викторович Орлов",
      initials: "АО",
      email: "a.orlov@leasing-auto.ru",
    });
    expect(manager.photo).toMatch(/^data:image\/svg\+xml/);
    const popular = await client.json("/apilk/popular/");
    expect(popular.items.map((i: { link: string }) => i.link)).toContain("/account/contracts");
    const promo = await client.json("/apilk/promo/");
    expect(promo.items.length).toBeGreaterThan(0);
  });
});

describe("contracts", () => {
  it("lists the profile's contracts with sums and statuses, 10 a page", async () => {
    const list = await client.json("/apilk/contracts/list/");
    expect(list.pagination).toEqual({ currentPage: 1, pageSize: 10, pageCnt: 1, totalCnt: 6 });
    const byNumber = Object.fromEntries(list.items.map((c: { number: string }) => [c.number, c]));
    expect(byNumber["ЛА-2024/03157"].status).toBe("overdue");
    expect(byNumber["ЛА-2022/00874"]).toMatchObject({ status: "finished", remaining: 0, nextPayment: null });
    expect(byNumber["ЛА-2025/04812"].vehicle).toMatchObject({ brand: "Haval", model: "Jolion", type: "passenger" });
    expect(list.statuses.map((s: { code: string }) => s.code)).toEqual(["active", "overdue", "finished"]);
    const page2 = await client.json("/apilk/contracts/list/?currentPage=2");
    expect(page2.items).toEqual([]);
  });

  it("filters by status, vehicle type, dates and search (number, VIN, plate)", async () => {
    const numbers = async (filters: unknown) =>
      (await client.json(`/apilk/contracts/list/?filters=${q(filters)}`)).items.map(
        (c: { number: string }) => c.number,
      );
    expect(await numbers({ status: "finished" })).toEqual(["ЛА-2022/00874"]);
    expect(await numbers({ status: "overdue" })).toEqual(["ЛА-2024/03157"]);
    expect((await numbers({ status: "active" })).length).toBe(4);
    expect(await numbers({ vehicleType: "special" })).toEqual(["ЛА-2026/00517"]);
    expect(await numbers({ search: "04812" })).toEqual(["ЛА-2025/04812"]);
    expect(await numbers({ search: "xtc6511" })).toEqual(["ЛА-2024/03157"]);
    expect(await numbers({ search: "А318ВН" })).toEqual(["ЛА-2025/04812"]);
    expect(await numbers({ search: "%" })).toEqual([]);
    const all = await client.json("/apilk/contracts/list/");
    const jolion = all.items.find((c: { number: string }) => c.number === "ЛА-2025/04812");
    expect(await numbers({ dateFrom: jolion.signedAt, dateTo: jolion.signedAt })).toEqual(["ЛА-2025/04812"]);
    const echoed = await client.json(`/apilk/contracts/list/?filters=${q({ status: "finished" })}`);
    expect(echoed.filters).toEqual({ status: "finished" });
  });

  it("refuses broken filters with a Russian message per field", async () => {
    const bad = await client.get(`/apilk/contracts/list/?filters=${encodeURIComponent("{status:")}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toContain("filters");
    const res = await client.get(`/apilk/contracts/list/?filters=${q({ status: "lost", dateFrom: "2026-02-30" })}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["filters.status", "filters.dateFrom"]);
    expect(body.errors[1].message).toBe("Такой даты не существует");
    expect((await client.get("/apilk/contracts/list/?currentPage=0")).status).toBe(400);
  });

  it("detail: vehicle, sums, the schedule with paid, overdue and future rows, documents, insurance, manager", async () => {
    const list = await client.json(`/apilk/contracts/list/?filters=${q({ status: "overdue" })}`);
    const { contract } = await client.json(`/apilk/contracts/detail/?code=${list.items[0].code}`);
    expect(contract.vehicle.title).toContain("КАМАЗ 65115");
    const rows = contract.schedule as { payment: number; status: string; date: string; paidAt: string | null }[];
    expect(rows.reduce((a, r) => a + cents(r.payment), 0)).toBe(cents(contract.sums.contractSum));
    expect(rows.filter((r) => r.status === "overdue")).toHaveLength(1);
    expect(rows.some((r) => r.status === "paid" && r.paidAt)).toBe(true);
    expect(rows.some((r) => r.status === "planned")).toBe(true);
    expect(cents(contract.sums.paid) + cents(contract.sums.remaining)).toBe(cents(contract.sums.contractSum));
    expect(contract.documents.map((d: { kind: string }) => d.kind)).toEqual(["contract", "schedule", "act", "invoice"]);
    expect(contract.insurance.map((p: { typeTitle: string }) => p.typeTitle)).toContain("ОСАГО");
    expect(contract.manager.name).toBe("Алексей Викторович Орлов");
    expect(contract.status).toBe("overdue");
  });

  it("a contract document downloads as a PDF", async () => {
    const list = await client.json("/apilk/contracts/list/");
    const { contract } = await client.json(`/apilk/contracts/detail/?code=${list.items[0].code}`);
    for (const doc of contract.documents) {
      const res = await client.get(doc.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
      const text = (await pdfText(bytes)).replace(/\s+/g, " ");
      expect(text).toContain(contract.number);
    }
  });

  it("an unknown code is a 404", async () => {
    expect((await client.get("/apilk/contracts/detail/?code=nope")).status).toBe(404);
    expect((await client.get("/apilk/contracts/detail/")).status).toBe(400);
  });
});

describe("calendar", () => {
  it("lists the month's days with payments and events", async () => {
    const cal = await client.json("/apilk/accounting/calendar/list/");
    expect(cal.month).toBe(today.slice(0, 7));
    expect(cal.days.length).toBeGreaterThan(3);
    const all = cal.days.flatMap((d: { items: unknown[] }) => d.items);
    expect(all.some((i: { kind: string }) => i.kind === "payment")).toBe(true);
    expect(cents(cal.totals.payments)).toBe(cents(cal.totals.paid) + cents(cal.totals.unpaid));
    const day = cal.days[0];
    const detail = await client.json(`/apilk/accounting/calendar/detail/?date=${day.date}`);
    expect(detail.items).toEqual(day.items);
  });

  it("the overdue payment shows as overdue on its day", async () => {
    const info = await client.json("/apilk/account/info/");
    const detail = await client.json(`/apilk/accounting/calendar/detail/?date=${info.overdue.since}`);
    expect(detail.items.some((i: { status: string }) => i.status === "overdue")).toBe(true);
  });

  it("validates month and date", async () => {
    expect((await client.get("/apilk/accounting/calendar/list/?month=2026-13")).status).toBe(400);
    expect((await client.get("/apilk/accounting/calendar/detail/?date=25.11.2026")).status).toBe(400);
    expect((await client.get("/apilk/accounting/calendar/detail/?date=1990-01-01")).status).toBe(404);
  });
});

describe("insurance", () => {
  it("lists КАСКО and ОСАГО with statuses, one about to end", async () => {
    const { items } = await client.json("/apilk/insurance/list/");
    expect(new Set(items.map((p: { typeTitle: string }) => p.typeTitle))).toEqual(new Set(["КАСКО", "ОСАГО"]));
    expect(items[0].status).toBe("expiring");
    expect(items.some((p: { status: string }) => p.status === "expired")).toBe(true);
  });

  it("download/policy gives a real PDF, one or several policies", async () => {
    const { items } = await client.json("/apilk/insurance/list/");
    const res = await client.get(items[0].downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="polis-/);
    const one = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(one.slice(0, 5))).toBe("%PDF-");
    expect(await pdfText(one)).toContain(`Полис ${items[0].typeTitle} № ${items[0].number}`);
    const two = await client.get(`/apilk/download/policy/?policies=${items[0].id},${items[1].id}&fromClient=1`);
    expect(two.status).toBe(200);
    expect((await two.arrayBuffer()).byteLength).toBeGreaterThan(one.byteLength);
    expect((await client.get("/apilk/download/policy/?policies=abc")).status).toBe(400);
  });
});

describe("fines", () => {
  it("gives the article, the amount, half of it and the 20-day deadline", async () => {
    const list = await client.json("/apilk/fines/list/");
    expect(list.items.length).toBe(6);
    for (const fine of list.items) {
      expect(fine.article).toMatch(/КоАП РФ$/);
      expect(fine.discountAmount).toBe(fine.amount / 2);
      expect(fine.discountUntil).toBe(addDays(fine.decreeDate, 20));
    }
    const fresh = list.items[0];
    expect(fresh).toMatchObject({ status: "unpaid", discountActive: true });
    expect(
      list.items.some((f: { status: string; discountActive: boolean }) => f.status === "unpaid" && !f.discountActive),
    ).toBe(true);
    const unpaid = await client.json(`/apilk/fines/list/?filters=${q({ status: "unpaid" })}`);
    expect(unpaid.items.every((f: { status: string }) => f.status === "unpaid")).toBe(true);
    expect(list.totals.unpaidCnt).toBe(unpaid.items.length);
    expect(list.totals.toPayNow).toBeLessThan(list.totals.unpaidAmount);
  });
});

describe("services, FAQ, requisites and terms, staff", () => {
  it("paid services and bonuses", async () => {
    const paid = await client.json("/apilk/services/paid/");
    expect(paid.items[0].status).toBe("connected");
    expect(paid.monthlyTotal).toBeGreaterThan(0);
    const bonuses = await client.json("/apilk/services/bonuses/");
    expect(bonuses.balance).toBe(bonuses.operations.reduce((a: number, o: { points: number }) => a + o.points, 0));
    expect(bonuses.level.title).toBeTruthy();
  });

  it("FAQ by section", async () => {
    const faq = await client.json("/apilk/faq/list/");
    expect(faq.sections.map((s: { code: string }) => s.code)).toContain("payments");
  });

  it("the lessor's requisites pass their own check digits; a payment purpose per active contract", async () => {
    const r = await client.json("/apilk/information/requisites/");
    expect(isValidInnLegal(r.lessor.inn)).toBe(true);
    expect(isValidOgrn(r.lessor.ogrn)).toBe(true);
    expect(isValidBik(r.lessor.bik)).toBe(true);
    expect(isValidSettlementAccount(r.lessor.settlementAccount, r.lessor.bik)).toBe(true);
    expect(isValidCorrespondentAccount(r.lessor.correspondentAccount, r.lessor.bik)).toBe(true);
    expect(r.paymentPurposes).toHaveLength(5);
    const terms = await client.json("/apilk/information/terms/");
    expect(terms.sections.length).toBeGreaterThan(3);
  });

  it("staff with rights, the signed-in person marked", async () => {
    const staff = await client.json("/apilk/settings/staff/");
    expect(staff.items[0]).toMatchObject({ name: "Иван Сергеевич Петров", isYou: true, hasAccount: true });
    expect(staff.items.filter((s: { isYou: boolean }) => s.isYou)).toHaveLength(1);
    for (const code of staff.items.flatMap((s: { rights: string[] }) => s.rights))
      expect(staff.rights[code]).toBeTruthy();
  });
});
