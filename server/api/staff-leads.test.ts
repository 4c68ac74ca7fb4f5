import { and, count, eq, inArray } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormKind, formPath } from "../../contract/forms.ts";
import { moscowDate } from "../../core/calendar-dates.ts";
import { leadEvents, leads } from "../db/schema/leads.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The sales inbox (issue 15), on the demo leads and leads sent through the public forms: the role matrix, the
 * filters and search, the duplicates by phone or e-mail, the status flow with its history and audit entries, the
 * XLSX export of the filtered list, the dashboard, and bad input answered 400 in Russian.
 */

let app: TestApp;
let sales: Client;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = { id: number; reference: string | null; name: string | null; status: string; duplicates: number };
const inbox = async (filters: Record<string, unknown> = {}, page = 1) =>
  sales.json<{
    items: Item[];
    pagination: { totalCnt: number; pageCnt: number };
    counts: { new: number; mine: number };
    sources: { code: string }[];
    assignees: { id: number; email: string }[];
  }>(`/staff/api/leads/list/?filters=${q(filters)}&currentPage=${page}`);

async function sendLead(kind: string, body: Record<string, unknown>, address: string) {
  const res = await app.api.request(formPath(kind as FormKind), {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ consentPersonalData: true, ...body }),
  });
  if (res.status !== 200 && res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number; reference: string };
}

async function auditOf(id: number) {
  return app.services.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, "lead"), eq(staffAudit.objectId, String(id))))
    .orderBy(staffAudit.id);
}

async function workbookRows(res: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))));
  });
  return rows;
}

beforeAll(async () => {
  app = await createTestApp();
  sales = await clientOf(app, "sales@example.com");
});
afterAll(async () => {
  await app?.close();
});

describe("who may call it", () => {
  it("sales and admin pass; other roles 403; a client 404; signed out 401; no CSRF 403", async () => {
    const admin = await clientOf(app, "admin@example.com");
    const client = await clientOf(app, "client@example.com");
    const gets = ["list/", "detail/?id=1", "assignees/", "dashboard/", "export/"];
    const posts: [string, unknown][] = [
      ["take/", { id: 1 }],
      ["status/", { id: 1, status: "approved" }],
      ["comment/", { id: 1, comment: "Проверка" }],
      ["assign/", { id: 1, assigneeId: 1 }],
    ];
    for (const path of gets) {
      expect((await sales.get(`/staff/api/leads/${path}`)).status, path).toBe(200);
      expect((await admin.get(`/staff/api/leads/${path}`)).status, path).toBe(200);
      expect((await client.get(`/staff/api/leads/${path}`)).status, path).toBe(404);
      expect((await app.api.request(`/staff/api/leads/${path}`)).status, path).toBe(401);
    }
    for (const email of ["service@example.com", "risk@example.com", "content@example.com", "hr@example.com"]) {
      const other = await clientOf(app, email);
      for (const path of gets)
        expect((await other.get(`/staff/api/leads/${path}`)).status, `${email} ${path}`).toBe(403);
      for (const [path, body] of posts) {
        expect((await other.post(`/staff/api/leads/${path}`, body)).status, `${email} ${path}`).toBe(403);
      }
    }
    for (const [path, body] of posts) {
      expect((await client.post(`/staff/api/leads/${path}`, body)).status, path).toBe(404);
      expect((await sales.post(`/staff/api/leads/${path}`, body, { csrf: false })).status, path).toBe(403);
    }
    const [n] = await app.services.database.db
      .select({ n: count() })
      .from(staffAudit)
      .where(eq(staffAudit.objectType, "lead"));
    expect(n?.n).toBe(0);
  });
});

describe("the inbox", () => {
  it("lists the demo leads newest first with the source, 25 a page", async () => {
    const page = await inbox();
    expect(page.pagination.totalCnt).toBeGreaterThanOrEqual(10);
    const [first] = page.items;
    expect(first).toMatchObject({ kind: "contactus", kindTitle: "Обратный звонок", source: "google", status: "new" });
    expect(page.sources.map((s) => s.code)).toEqual(expect.arrayContaining(["yandex", "google", "vk", "none"]));
    expect(page.counts.new).toBeGreaterThanOrEqual(3);
  });

  it("a lead sent through the form shows up with its UTM source, page and the calculator's estimate", async () => {
    const sent = await sendLead(
      "lisorder",
      {
        clientType: "legal",
        inn: "7707083893",
        company: "ООО «Ромашка»",
        name: "Пётр Ильич Смирнов",
        phone: "8 (916) 555-44-33",
        email: "Smirnov@Romashka.ru",
        vehicle: "Haval Jolion",
        type: "cars",
        price: 2_500_000,
        advance: 20,
        term: 36,
        buyout: 1,
        scheduleType: "annuity",
        utm_source: "telegram",
        utm_medium: "post",
        pageUrl: "https://leasing-auto.example/calculator",
      },
      "10.0.0.1",
    );
    const { lead } = await sales.json(`/staff/api/leads/detail/?id=${sent.id}`);
    expect(lead).toMatchObject({
      reference: sent.reference,
      kindTitle: "Заявка на лизинг",
      statusTitle: "Новая",
      name: "Пётр Ильич Смирнов",
      phone: "+79165554433",
      email: "smirnov@romashka.ru",
      source: "telegram",
      pageUrl: "https://leasing-auto.example/calculator",
      assignee: null,
      firstActionAt: null,
    });
    expect(lead.facts).toEqual(
      expect.arrayContaining([
        { label: "Клиент", value: "Организация" },
        { label: "Телефон", value: "+7 916 555-44-33" },
        { label: "Компания", value: "ООО «Ромашка»" },
      ]),
    );
    const terms = Object.fromEntries(lead.terms.map((t: { label: string; value: string }) => [t.label, t.value]));
    expect(terms).toMatchObject({ Программа: "Легковые" });
    expect(terms["Ежемесячный платёж по расчёту, ₽"]).toMatch(/^\d[\d\s,]*$/);
    expect(lead.utm).toEqual([
      { label: "utm_medium", value: "post" },
      { label: "utm_source", value: "telegram" },
    ]);
    expect((await inbox({ source: "telegram" })).items.map((i) => i.id)).toEqual([sent.id]);
  });

  it("filters by status, kind, source, assignee, dates and searches by name, phone, e-mail and reference", async () => {
    const all = await inbox();
    const approved = await inbox({ status: "approved" });
    expect(approved.items.length).toBeGreaterThan(0);
    expect(approved.items.every((i) => i.status === "approved")).toBe(true);
    const questions = await inbox({ kind: "question" });
    expect(questions.items.map((i) => i.name)).toEqual(["Ольга Сергеевна Ким"]);
    expect((await inbox({ source: "vk" })).items.map((i) => i.name)).toEqual(["Игорь Крылов"]);
    const none = await inbox({ source: "none" });
    expect(none.items.map((i) => i.name)).toContain("Павел Николаевич Егоров");
    const salesId = all.assignees.find((a) => a.email === "sales@example.com")?.id;
    const assigned = await inbox({ assignee: salesId });
    expect(assigned.items.length).toBeGreaterThan(0);
    expect(await inbox({ assignee: "me" })).toMatchObject({ items: assigned.items });
    const unassigned = await inbox({ assignee: "none" });
    expect(unassigned.pagination.totalCnt + assigned.pagination.totalCnt).toBe(all.pagination.totalCnt);
    expect((await inbox({ search: "зуева" })).items.map((i) => i.name)).toEqual(["Светлана Викторовна Зуева"]);
    expect((await inbox({ search: "8 495 700-10-20" })).items.map((i) => i.name)).toEqual([
      "Светлана Викторовна Зуева",
    ]);
    expect((await inbox({ search: "O.KIM@" })).items.map((i) => i.name)).toEqual(["Ольга Сергеевна Ким"]);
    const reference = (await inbox({ search: "зуева" })).items[0]?.reference ?? "";
    expect(reference).toMatch(/^Л-\d{4}-CJ4M$/);
    expect((await inbox({ search: reference.toLowerCase() })).items.map((i) => i.reference)).toEqual([reference]);
    // Two leads of this moment: the seed's «today» leads are hours old, which after Moscow midnight is yesterday.
    const fresh = await app.services.database.db
      .insert(leads)
      .values(
        [1, 2].map((i) => ({ kind: "contactus", payload: { name: "Сегодняшний Тест", phone: `+7916111000${i}` } })),
      )
      .returning({ id: leads.id });
    const today = moscowDate();
    const future = await inbox({ dateFrom: "2099-01-01" });
    expect(future.items).toEqual([]);
    const todays = await inbox({ dateFrom: today, dateTo: today });
    expect(todays.items.filter((i) => i.name === "Сегодняшний Тест")).toHaveLength(2);
    expect(todays.pagination.totalCnt).toBeLessThan(all.pagination.totalCnt + fresh.length);
    // Gone again: the next test counts the inbox's pages.
    await app.services.database.db.delete(leads).where(
      inArray(
        leads.id,
        fresh.map((r) => r.id),
      ),
    );
  });

  it("pages by 25", async () => {
    // Straight into the table: the forms would stop at their rate limit.
    await app.services.database.db.insert(leads).values(
      Array.from({ length: 20 }, (_, i) => ({
        kind: "contactus",
        payload: { name: "Массовый Тест", phone: `+7916000${1000 + i}` },
        createdAt: new Date(Date.now() - 86_400_000 * 40 - i * 60_000),
      })),
    );
    const first = await inbox();
    expect(first.items).toHaveLength(25);
    const second = await inbox({}, 2);
    expect(second.items.length).toBe(first.pagination.totalCnt - 25);
    expect(second.items.map((i) => i.id)).not.toContain(first.items[0]?.id);
  });

  it("refuses bad filters and ids with 400 naming the field in Russian", async () => {
    const bad = await sales.get(`/staff/api/leads/list/?filters=${q({ status: "won" })}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0]).toMatchObject({ field: "filters.status" });
    const dates = await sales.get(
      `/staff/api/leads/list/?filters=${q({ dateFrom: "2026-11-10", dateTo: "2026-11-01" })}`,
    );
    expect((await dates.json()).errors).toEqual([
      { field: "filters.dateTo", message: "Дата «с» должна быть не позже даты «по»" },
    ]);
    const id = await sales.get("/staff/api/leads/detail/?id=abc");
    expect(id.status).toBe(400);
    expect((await id.json()).errors).toEqual([{ field: "id", message: "Укажите заявку" }]);
    const empty = await sales.post("/staff/api/leads/comment/", { id: 1, comment: "  " });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: "comment", message: "Напишите комментарий" }]);
    const exportBad = await sales.get(`/staff/api/leads/export/?filters=${q({ kind: "nothing" })}`);
    expect(exportBad.status).toBe(400);
    expect((await sales.get("/staff/api/leads/detail/?id=999999")).status).toBe(404);
  });
});

describe("duplicates", () => {
  it("flags another lead with the same phone within 90 days, both ways, with links", async () => {
    const call = (await inbox({ search: "Игорь Крылов" })).items.find((i) => i.name === "Игорь Крылов");
    const order = (await inbox({ search: "Игорь Валентинович" })).items[0];
    expect(call?.duplicates).toBe(1);
    expect(order?.duplicates).toBe(1);
    const { lead } = await sales.json(`/staff/api/leads/detail/?id=${call?.id}`);
    expect(lead.duplicateLeads).toEqual([
      expect.objectContaining({ id: order?.id, kindTitle: "Заявка на лизинг", matchedBy: ["phone"] }),
    ]);
  });

  it("names both keys when the phone and the e-mail both match", async () => {
    const sent = await sendLead(
      "contactus",
      { name: "Светлана Зуева", phone: "8 495 700 10 20", email: "zueva@alfa-log.ru" },
      "10.2.1.1",
    );
    const { lead } = await sales.json(`/staff/api/leads/detail/?id=${sent.id}`);
    expect(lead.duplicateLeads).toEqual([
      expect.objectContaining({ name: "Светлана Викторовна Зуева", matchedBy: ["phone", "email"] }),
    ]);
  });

  it("matches by e-mail in any case and ignores one older than 90 days", async () => {
    const sent = await sendLead(
      "contactus",
      { name: "Виктор Орлов", phone: "+79990001122", email: "ORLOV@technopark.ru" },
      "10.2.0.1",
    );
    const { lead } = await sales.json(`/staff/api/leads/detail/?id=${sent.id}`);
    expect(lead.duplicateLeads.map((d: { name: string }) => d.name)).toEqual(["Виктор Андреевич Орлов"]);
    expect(lead.duplicateLeads[0].reference).toMatch(/^Л-\d{4}-PE6W$/);
    expect(lead.duplicateLeads[0].matchedBy).toEqual(["email"]);
    // Moved 100 days back, the old lead is no longer a duplicate.
    const { db } = app.services.database;
    const old = lead.duplicateLeads[0].id as number;
    await db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(leads.id, old));
    expect((await sales.json(`/staff/api/leads/detail/?id=${sent.id}`)).lead.duplicateLeads).toEqual([]);
  });
});

describe("the workflow", () => {
  it("take, comment, status with a comment, assign: history, first action, one audit entry each", async () => {
    const sent = await sendLead("contactus", { name: "Алла Борисовна Рыжова", phone: "+79031230000" }, "10.3.0.1");
    const take = await sales.post("/staff/api/leads/take/", { id: sent.id });
    expect(take.status).toBe(200);
    const taken = (await take.json()).lead;
    expect(taken).toMatchObject({
      status: "in_progress",
      statusTitle: "В работе",
      assignee: { email: "sales@example.com" },
    });
    expect(taken.firstActionAt).not.toBeNull();
    const again = await sales.post("/staff/api/leads/take/", { id: sent.id });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("Заявка уже у вас в работе");

    const commented = await sales.post("/staff/api/leads/comment/", {
      id: sent.id,
      comment: "Не дозвонилась, пишу в WhatsApp",
    });
    expect((await commented.json()).lead.firstActionAt).toBe(taken.firstActionAt);

    const approved = await sales.post("/staff/api/leads/status/", {
      id: sent.id,
      status: "approved",
      comment: "Клиент согласен, передаю в риски",
    });
    expect((await approved.json()).lead.statusTitle).toBe("Одобрена");
    const same = await sales.post("/staff/api/leads/status/", { id: sent.id, status: "approved" });
    expect(same.status).toBe(409);
    const closedTake = await sales.post("/staff/api/leads/take/", { id: sent.id });
    expect((await closedTake.json()).detail).toBe("Заявка закрыта: чтобы вернуться к ней, смените статус");

    const admin = await clientOf(app, "admin@example.com");
    const { items: people } = await admin.json("/staff/api/leads/assignees/");
    expect(people.map((p: { email: string }) => p.email).sort()).toEqual(["admin@example.com", "sales@example.com"]);
    const adminId = people.find((p: { email: string }) => p.email === "admin@example.com").id;
    const assigned = await sales.post("/staff/api/leads/assign/", { id: sent.id, assigneeId: adminId });
    const { lead } = await assigned.json();
    expect(lead.assignee.email).toBe("admin@example.com");
    expect(
      lead.events.map((e: { statusToTitle: string | null; comment: string | null; assignee: string | null }) => [
        e.statusToTitle,
        e.comment,
        e.assignee,
      ]),
    ).toEqual([
      ["В работе", null, "Екатерина Павловна Орлова"],
      [null, "Не дозвонилась, пишу в WhatsApp", null],
      ["Одобрена", "Клиент согласен, передаю в риски", null],
      [null, null, "Олег Николаевич Лебедев"],
    ]);
    const entries = await auditOf(sent.id);
    expect(entries.map((e) => e.action)).toEqual(["lead.take", "lead.comment", "lead.status", "lead.assign"]);
    expect(entries.every((e) => e.actorEmail === "sales@example.com")).toBe(true);
    expect(entries[2]).toMatchObject({
      before: { status: "in_progress", reference: sent.reference },
      after: { status: "approved", comment: "Клиент согласен, передаю в риски" },
    });
    const audit = await admin.json(
      `/staff/api/audit/list/?filters=${q({ objectType: "lead", objectId: String(sent.id) })}`,
    );
    expect(audit.items.map((i: { actionTitle: string }) => i.actionTitle)).toContain("Смена статуса заявки");
  });

  it("an unassigned lead put in progress becomes the caller's; a refused change writes nothing", async () => {
    const sent = await sendLead("contactus", { name: "Юлия Дмитриевна Носова", phone: "+79031239999" }, "10.4.0.1");
    const res = await sales.post("/staff/api/leads/status/", { id: sent.id, status: "in_progress" });
    expect((await res.json()).lead.assignee.email).toBe("sales@example.com");
    const { db } = app.services.database;
    const before = (await db.select({ n: count() }).from(leadEvents).where(eq(leadEvents.leadId, sent.id)))[0]?.n;
    const wrong = await sales.post("/staff/api/leads/assign/", { id: sent.id, assigneeId: 999_999 });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([
      { field: "assigneeId", message: "Сотрудник не найден среди тех, кто может вести заявки" },
    ]);
    const missing = await sales.post("/staff/api/leads/take/", { id: 999_999 });
    expect(missing.status).toBe(404);
    const after = (await db.select({ n: count() }).from(leadEvents).where(eq(leadEvents.leadId, sent.id)))[0]?.n;
    expect(after).toBe(before);
    expect((await auditOf(sent.id)).map((e) => e.action)).toEqual(["lead.status"]);
  });
});

describe("export and dashboard", () => {
  it("exports the filtered list as XLSX that opens with its rows", async () => {
    const res = await sales.get(`/staff/api/leads/export/?filters=${q({ source: "yandex" })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    expect(res.headers.get("content-disposition")).toMatch(/leads-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await workbookRows(res);
    const header = rows.findIndex((r) => r[0] === "Дата (МСК)");
    expect(rows[header]).toContain("Источник (utm_source)");
    const body = rows.slice(header + 1).filter((r) => /^\d\d\.\d\d\.\d{4}/.test(r[0] ?? ""));
    const yandex = await inbox({ source: "yandex" });
    expect(body).toHaveLength(yandex.pagination.totalCnt);
    expect(body.every((r) => r[8] === "yandex")).toBe(true);
    expect(body.map((r) => r[4])).toContain("Светлана Викторовна Зуева");
    expect(rows.some((r) => r[0] === `Заявок: ${body.length}.`)).toBe(true);
  });

  it("the dashboard counts 30 days by source and form, the statuses and the median time to first action", async () => {
    const d = await sales.json("/staff/api/leads/dashboard/");
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)).toBe(d.dateTo);
    const sum = (series: { total: number }[]) => series.reduce((s, x) => s + x.total, 0);
    expect(sum(d.bySource)).toBe(d.total);
    expect(sum(d.byKind)).toBe(d.total);
    for (const s of d.bySource) expect(s.counts.reduce((a: number, b: number) => a + b, 0)).toBe(s.total);
    expect(d.bySource.map((s: { title: string }) => s.title)).toEqual(expect.arrayContaining(["yandex", "Без метки"]));
    const statuses = d.conversion.map((c: { title: string }) => c.title);
    expect(statuses).toEqual(["Новая", "В работе", "Одобрена", "Отказ", "Дубль"]);
    expect(d.conversion.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(d.total);
    expect(d.firstAction.acted + d.firstAction.waiting).toBe(d.total);
    expect(d.firstAction.medianMinutes).toBeGreaterThan(0);
  });

  it("computes the median in SQL exactly", async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.services.database;
      await db.delete(leads);
      const base = Date.now() - 3_600_000 * 5;
      const minutes = [10, 30, 50, 70];
      for (const m of minutes) {
        await db.insert(leads).values({
          kind: "contactus",
          payload: { name: "Тест" },
          createdAt: new Date(base),
          firstActionAt: new Date(base + m * 60_000),
          status: "in_progress",
        });
      }
      await db.insert(leads).values({ kind: "question", payload: {}, createdAt: new Date(base) });
      const d = await fresh.services.leadsStaff.dashboard();
      expect(d.firstAction).toEqual({ acted: 4, waiting: 1, medianMinutes: 40 });
      expect(d.conversion.find((c) => c.status === "in_progress")).toMatchObject({ count: 4, percent: 80 });
      expect(d.byKind.map((s) => [s.title, s.total])).toEqual([
        ["Обратный звонок", 4],
        ["Вопрос", 1],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
