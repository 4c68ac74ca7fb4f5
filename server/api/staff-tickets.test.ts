import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema/leads.ts";
import { lkNotifications } from "../db/schema/lk.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { ticketAttachments, ticketMessages } from "../db/schema/tickets.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, filesUnder, PDF_BYTES, PNG_BYTES } from "./lk-test-kit.ts";

/**
 * The lessor's side of tickets (issue 10): the inbox across clients with its filters, the thread, the reply the
 * client then sees (counter, notification, e-mail), status and assignee changes each with an audit entry, the
 * roles that may do what, and a refused file that leaves nothing behind.
 */

let app: TestApp;
let staff: Client; // staff@example.com: service + risk
let client: Client; // client@example.com, ООО «СтройТехМонтаж»

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = { code: string; number: string; subject: string; status: string; unread: number; overdue: boolean };
const inbox = async (query = "") =>
  staff.json<{ items: Item[]; pagination: { totalCnt: number }; counts: Record<string, number> }>(
    `/staff/api/tickets/list/${query}`,
  );
const codeOf = async (subject: string) => {
  const item = (await inbox(`?filters=${q({ search: subject })}`)).items[0];
  if (!item) throw new Error(`no ticket ${subject}`);
  return item;
};
function replyForm(text: string, opts: { status?: string; files?: File[] } = {}) {
  const form = new FormData();
  form.append("text", text);
  if (opts.status) form.append("status", opts.status);
  for (const f of opts.files ?? []) form.append("files[]", f);
  return form;
}

async function audit(code: string) {
  const { db } = app.services.database;
  return db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, "ticket"), eq(staffAudit.objectId, code)))
    .orderBy(staffAudit.id);
}

async function traces() {
  const { db } = app.services.database;
  const n = async (table: typeof ticketMessages | typeof ticketAttachments | typeof staffAudit) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    messages: await n(ticketMessages),
    attachments: await n(ticketAttachments),
    audit: await n(staffAudit),
    notifications: (await db.select({ n: count() }).from(lkNotifications))[0]?.n,
    mail: (await db.select({ n: count() }).from(mailOutbox))[0]?.n,
    files: filesUnder(app.filesDir).length,
  };
}

beforeAll(async () => {
  app = await createTestApp();
  staff = await clientOf(app, "staff@example.com");
  client = await clientOf(app, "client@example.com");
});
afterAll(async () => {
  await app?.close();
});

describe("the inbox", () => {
  it("lists every client's tickets, open ones by deadline, with the client and the SLA flag", async () => {
    const page = await staff.json("/staff/api/tickets/list/");
    expect(page.pagination.totalCnt).toBe(8);
    const clients = new Set(page.items.map((i: { client: { title: string } }) => i.client.title));
    expect(clients).toEqual(new Set(["ООО «СтройТехМонтаж»", "ИП Петров Иван Сергеевич", "ООО «ТрансЛогистик»"]));
    expect(page.items.at(-1).status).toBe("closed");
    expect(page.counts).toMatchObject({ open: 7 });
    const requisites = page.items.find((i: Item) => i.subject.startsWith("Смена банка"));
    expect(requisites).toMatchObject({ overdue: true, lastAuthor: "client", assignee: null });
  });

  it("filters by overdue, assignee, category, status and searches by INN, number and subject", async () => {
    const overdue = await inbox(`?filters=${q({ overdue: true })}`);
    expect(overdue.items.every((i) => i.overdue)).toBe(true);
    expect(overdue.items.map((i) => i.subject)).toContain("Смена банка: новые реквизиты для оплаты");
    const mine = await inbox(`?filters=${q({ assignee: "me" })}`);
    expect(mine.items.length).toBe(3);
    const { items: people } = await staff.json("/staff/api/tickets/assignees/");
    const me = people.find((p: { email: string }) => p.email === "staff@example.com");
    expect((await inbox(`?filters=${q({ assignee: me.id })}`)).items).toEqual(mine.items);
    const none = await inbox(`?filters=${q({ assignee: "none" })}`);
    expect(none.items.length).toBe(5);
    const byInn = await inbox(`?filters=${q({ search: "5003124571" })}`);
    expect(byInn.items.map((i) => i.subject)).toEqual(["Перенос даты платежа на 25-е число"]);
    const number = byInn.items[0]?.number ?? "";
    expect((await inbox(`?filters=${q({ search: number })}`)).items).toHaveLength(1);
    expect((await inbox(`?filters=${q({ category: "accident" })}`)).items).toHaveLength(1);
    expect((await inbox(`?filters=${q({ status: "closed" })}`)).items).toHaveLength(1);
    expect((await inbox(`?filters=${q({ open: true })}`)).items).toHaveLength(7);
  });

  it("refuses a bad filter with 400 naming it in Russian", async () => {
    const res = await staff.get(`/staff/api/tickets/list/?filters=${q({ overdue: "yes" })}`);
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: "filters.overdue", message: "Укажите true или false" }]);
  });
});

describe("the thread and the reply", () => {
  it("detail shows the client, the contract and the thread, and marks the client's messages read", async () => {
    const osago = await codeOf("Продление ОСАГО");
    expect(osago.unread).toBe(1);
    const { ticket } = await staff.json(`/staff/api/tickets/detail/?code=${osago.code}`);
    expect(ticket.client).toMatchObject({
      title: "ООО «СтройТехМонтаж»",
      inn: "7724518030",
      author: { name: "Иван Сергеевич Петров", email: "client@example.com" },
    });
    expect(ticket.contract).toMatchObject({ number: "ЛА-2025/04812" });
    expect(ticket.messages).toHaveLength(1);
    expect((await codeOf("Продление ОСАГО")).unread).toBe(0);
  });

  it("a reply with a file: the client sees it, the counter grows, a notification and an e-mail, an audit entry", async () => {
    const osago = await codeOf("Продление ОСАГО");
    expect(await client.json("/apilk/tickets/counter/")).toEqual({ unread: 1 });
    const res = await staff.upload(
      `/staff/api/tickets/reply/?code=${osago.code}`,
      replyForm("Полис продлим в «РЕСО-Гарантия», пришлите права нового водителя.", {
        files: [fileOf(PDF_BYTES, "Расчёт ОСАГО.pdf")],
      }),
    );
    expect(res.status).toBe(200);
    const { ticket } = await res.json();
    expect(ticket).toMatchObject({ status: "waiting_client", statusTitle: "Ожидает ответа клиента" });
    const reply = ticket.messages.at(-1);
    expect(reply).toMatchObject({ author: "staff", authorName: "Анна Викторовна Кузнецова", readAt: null });

    expect(await client.json("/apilk/tickets/counter/")).toEqual({ unread: 2 });
    const notes = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "tickets" })}`);
    expect(notes.items[0]).toMatchObject({
      title: `Ответ по обращению № ${osago.number}`,
      link: `/account/tickets/${osago.code}`,
      isRead: false,
    });
    const { db } = app.services.database;
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "client@example.com"));
    expect(mail.map((m) => m.subject)).toContain(`Ответ по обращению № ${osago.number} — Лизинг-Авто`);

    const seen = await client.json(`/apilk/tickets/detail/?code=${osago.code}`);
    const last = seen.ticket.messages.at(-1);
    expect(last).toMatchObject({ author: "staff", isNew: true, text: reply.text });
    const bytes = new Uint8Array(await (await client.get(last.attachments[0].url)).arrayBuffer());
    expect(bytes).toEqual(PDF_BYTES);
    expect(await client.json("/apilk/tickets/counter/")).toEqual({ unread: 1 });

    const entries = await audit(osago.code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "ticket.reply",
      actorEmail: "staff@example.com",
      before: { number: osago.number, status: "new" },
      after: { number: osago.number, status: "waiting_client", messageId: reply.id },
    });
    const again = await staff.json(`/staff/api/tickets/detail/?code=${osago.code}`);
    expect(again.ticket.history).toEqual([
      expect.objectContaining({ action: "ticket.reply", actionTitle: "Ответ клиенту" }),
    ]);
  });

  it("a reply reopens a closed ticket, and the client may write again", async () => {
    const fine = await codeOf("Штраф за превышение");
    expect(fine.status).toBe("closed");
    const res = await staff.upload(
      `/staff/api/tickets/reply/?code=${fine.code}`,
      replyForm("Пришло повторное постановление, уточните данные водителя.", { status: "in_progress" }),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).ticket).toMatchObject({ status: "in_progress", closedAt: null });
    const form = new FormData();
    form.append("text", "Данные водителя прежние.");
    expect((await client.upload(`/apilk/tickets/message/?code=${fine.code}`, form)).status).toBe(201);
    expect((await audit(fine.code))[0]).toMatchObject({
      before: { status: "closed" },
      after: { status: "in_progress" },
    });
  });

  it("a refused file (wrong type) leaves nothing: no message, file, notification, e-mail or audit entry", async () => {
    const payment = await codeOf("Платёж по договору");
    const before = await traces();
    const res = await staff.upload(
      `/staff/api/tickets/reply/?code=${payment.code}`,
      replyForm("Скан во вложении", { files: [fileOf(PDF_BYTES, "ok.pdf"), fileOf(PNG_BYTES, "scan.png")] }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe(
      "Файл «scan.png» не является документом PDF, JPEG, TIFF, BMP или ZIP: загрузите файл в одном из этих форматов. Ничего не отправлено.",
    );
    const empty = await staff.upload(`/staff/api/tickets/reply/?code=${payment.code}`, replyForm(" "));
    expect((await empty.json()).errors).toEqual([{ field: "text", message: "Напишите ответ" }]);
    const badStatus = await staff.upload(
      `/staff/api/tickets/reply/?code=${payment.code}`,
      replyForm("Ответ", { status: "lost" }),
    );
    expect((await badStatus.json()).errors).toEqual([{ field: "status", message: "Неизвестный статус обращения" }]);
    expect(await traces()).toEqual(before);
  });

  it("staff download any client's attachment; an unknown ticket is 404", async () => {
    const theirs = await codeOf("Перенос даты платежа");
    const { ticket } = await staff.json(`/staff/api/tickets/detail/?code=${theirs.code}`);
    const file = ticket.messages[0].attachments[0];
    expect(file.url).toMatch(/^\/staff\/api\/tickets\/attachment\//);
    const res = await staff.get(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfText(new Uint8Array(await res.arrayBuffer()))).toContain(file.fileName.replace(/\.pdf$/i, ""));
    expect((await staff.get("/staff/api/tickets/detail/?code=nope")).status).toBe(404);
    expect((await staff.get(`/staff/api/tickets/attachment/?code=${theirs.code}&id=999999`)).status).toBe(404);
  });
});

describe("status and assignee", () => {
  it("a status change is audited with before and after; the same status again changes nothing", async () => {
    const accident = await codeOf("ДТП с ГАЗ");
    const res = await staff.post("/staff/api/tickets/status/", { code: accident.code, status: "closed" });
    expect(res.status).toBe(200);
    expect((await res.json()).ticket).toMatchObject({ status: "closed", statusTitle: "Закрыто" });
    expect(await staff.post("/staff/api/tickets/status/", { code: accident.code, status: "closed" })).toHaveProperty(
      "status",
      200,
    );
    const entries = await audit(accident.code);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["ticket.status", { number: accident.number, status: "done" }, { number: accident.number, status: "closed" }],
    ]);
    const bad = await staff.post("/staff/api/tickets/status/", { code: accident.code, status: "archived" });
    expect((await bad.json()).errors).toEqual([{ field: "status", message: "Неизвестный статус обращения" }]);
  });

  it("assigns to an employee of client service, refuses anyone else naming assigneeId, and unassigns", async () => {
    const { items } = await staff.json("/staff/api/tickets/assignees/");
    const emails = items.map((p: { email: string }) => p.email);
    expect(emails).toEqual(expect.arrayContaining(["staff@example.com", "service@example.com", "admin@example.com"]));
    expect(emails).not.toContain("sales@example.com");
    expect(emails).not.toContain("client@example.com");
    const service = items.find((p: { email: string }) => p.email === "service@example.com");
    const requisites = await codeOf("Смена банка");
    const res = await staff.post("/staff/api/tickets/assign/", { code: requisites.code, assigneeId: service.id });
    expect((await res.json()).ticket.assignee).toEqual(service);
    // User 1 is the demo client: not an employee at all.
    const refused = await staff.post("/staff/api/tickets/assign/", { code: requisites.code, assigneeId: 1 });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual([
      { field: "assigneeId", message: "Сотрудник не найден среди тех, кто может вести обращения" },
    ]);
    const none = await staff.post("/staff/api/tickets/assign/", { code: requisites.code, assigneeId: null });
    expect((await none.json()).ticket.assignee).toBeNull();
    const entries = await audit(requisites.code);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        "ticket.assign",
        { number: requisites.number, assigneeId: null },
        { number: requisites.number, assigneeId: service.id },
      ],
      [
        "ticket.assign",
        { number: requisites.number, assigneeId: service.id },
        { number: requisites.number, assigneeId: null },
      ],
    ]);
  });
});

describe("who may", () => {
  it("signed out → 401; a client → 404; without the CSRF token → 403 and nothing changes", async () => {
    const requisites = await codeOf("Смена банка");
    expect((await app.api.request("/staff/api/tickets/list/")).status).toBe(401);
    expect((await client.get("/staff/api/tickets/list/")).status).toBe(404);
    expect((await client.get(`/staff/api/tickets/detail/?code=${requisites.code}`)).status).toBe(404);
    const before = await traces();
    const noCsrf = [
      await staff.post("/staff/api/tickets/status/", { code: requisites.code, status: "done" }, { csrf: false }),
      await staff.post("/staff/api/tickets/assign/", { code: requisites.code, assigneeId: null }, { csrf: false }),
      await staff.upload(`/staff/api/tickets/reply/?code=${requisites.code}`, replyForm("ответ"), { csrf: false }),
    ];
    expect(noCsrf.map((r) => r.status)).toEqual([403, 403, 403]);
    expect(await traces()).toEqual(before);
  });

  it("risk reads but does not change; sales does neither; the administrator does both", async () => {
    const requisites = await codeOf("Смена банка");
    const risk = await clientOf(app, "risk@example.com");
    expect((await risk.get("/staff/api/tickets/list/")).status).toBe(200);
    expect((await risk.post("/staff/api/tickets/status/", { code: requisites.code, status: "done" })).status).toBe(403);
    const sales = await clientOf(app, "sales@example.com");
    expect((await sales.get("/staff/api/tickets/list/")).status).toBe(403);
    const admin = await clientOf(app, "admin@example.com");
    const res = await admin.post("/staff/api/tickets/status/", { code: requisites.code, status: "in_progress" });
    expect(res.status).toBe(200);
    expect((await audit(requisites.code)).at(-1)).toMatchObject({
      actorEmail: "admin@example.com",
      action: "ticket.status",
    });
  });
});
