import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketAttachments, ticketMessages, tickets } from "../db/schema/tickets.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import {
  type Client,
  clientOf,
  fileOf,
  filesUnder,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  ZIP_BYTES,
} from "./lk-test-kit.ts";

/**
 * The client's tickets (issue 10): the list with filters, sort and pages, the thread that marks replies read, a new
 * ticket and a message with files (checked all before any is stored), fulfil and the closed ticket, the counter,
 * downloads, and the refusals: another profile's ticket, no session, no CSRF token, bad fields, bad files.
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»
let other: Client; // assignee@example.com, ООО «ТрансЛогистик»
let sibling: Client; // client@example.com switched to ИП Петров

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = { code: string; number: string; subject: string; status: string; unread: number; createdAt: string };
const list = async (who: Client, query = "") =>
  who.json<{ items: Item[]; pagination: { totalCnt: number }; unread: number }>(`/apilk/tickets/list/${query}`);

function ticketForm(ticket: unknown, files: File[] = []) {
  const form = new FormData();
  form.append("ticket", typeof ticket === "string" ? ticket : JSON.stringify(ticket));
  for (const f of files) form.append("files[]", f);
  return form;
}
function messageForm(text: string, files: File[] = []) {
  const form = new FormData();
  form.append("text", text);
  for (const f of files) form.append("files[]", f);
  return form;
}

async function rowCounts() {
  const { db } = app.services.database;
  const [t] = await db.select({ n: count() }).from(tickets);
  const [m] = await db.select({ n: count() }).from(ticketMessages);
  const [a] = await db.select({ n: count() }).from(ticketAttachments);
  return { tickets: t?.n, messages: m?.n, attachments: a?.n, files: filesUnder(app.filesDir).length };
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  other = await clientOf(app, "assignee@example.com");
  sibling = await clientOf(app, "client@example.com");
  await sibling.switchTo("ИП Петров Иван Сергеевич");
});
afterAll(async () => {
  await app?.close();
});

describe("the list", () => {
  it("shows the profile's tickets newest first with Russian titles, pages of 10, and the unread counter", async () => {
    const page = await client.json("/apilk/tickets/list/");
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 10, pageCnt: 1, totalCnt: 6 });
    const created = page.items.map((i: Item) => i.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.items.every((i: Item) => /^ОБ-\d{4}-\d{5}$/.test(i.number))).toBe(true);
    expect(page.statuses).toContainEqual({ code: "waiting_client", title: "Ожидает ответа клиента" });
    expect(page.categories).toContainEqual({ code: "accident", title: "ДТП и страховой случай" });
    expect(page.unread).toBe(1);
    const counter = await client.json("/apilk/tickets/counter/");
    expect(counter).toEqual({ unread: 1 });
    const act = page.items.find((i: Item) => i.subject.startsWith("Акт сверки"));
    expect(act).toMatchObject({ status: "waiting_client", statusTitle: "Ожидает ответа клиента", unread: 1 });
    expect(act.lastMessage).toMatchObject({ author: "staff", authorName: "Анна Викторовна Кузнецова" });
  });

  it("does not show another profile's tickets, even to the same person", async () => {
    const mine = (await list(client)).items.map((i) => i.code);
    const theirs = [...(await list(other)).items, ...(await list(sibling)).items].map((i) => i.code);
    expect(theirs.length).toBe(2);
    expect(mine.filter((c) => theirs.includes(c))).toEqual([]);
  });

  it("filters by status, category, contract, dates and by text of any message", async () => {
    const closed = await list(client, `?filters=${q({ status: "closed" })}`);
    expect(closed.items.map((i) => i.status)).toEqual(["closed"]);
    const fines = await list(client, `?filters=${q({ category: "fines" })}`);
    expect(fines.items.map((i) => i.subject)).toEqual(["Штраф за превышение скорости: автомобиль был у сотрудника"]);
    const contracts = await client.json("/apilk/contracts/list/");
    const haval = contracts.items.find((c: { number: string }) => c.number === "ЛА-2025/04812");
    const byContract = await list(client, `?filters=${q({ contractCode: haval.code })}`);
    expect(byContract.items.map((i) => i.subject).sort()).toEqual([
      "Продление ОСАГО по Haval Jolion",
      "Штраф за превышение скорости: автомобиль был у сотрудника",
    ]);
    // A word only the lessor's reply has: the search reads the thread, not only the subject.
    const byText = await list(client, `?filters=${q({ search: "казначейство" })}`);
    expect(byText.items.map((i) => i.subject)).toEqual(["Платёж по договору ЛА-2024/03157 не отражён в кабинете"]);
    const number = byText.items[0]?.number ?? "";
    expect((await list(client, `?filters=${q({ search: number.toLowerCase() })}`)).items).toHaveLength(1);
    expect((await list(client, `?filters=${q({ dateTo: "2020-01-01" })}`)).items).toEqual([]);
    // The fine was written 40 days ago, the others within two weeks.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const older = await list(client, `?filters=${q({ dateTo: monthAgo })}`);
    expect(older.items.map((i) => i.subject)).toEqual(["Штраф за превышение скорости: автомобиль был у сотрудника"]);
    expect((await list(client, `?filters=${q({ dateFrom: monthAgo })}`)).items).toHaveLength(5);
  });

  it("sorts by status (new first) and by the last message", async () => {
    const byStatus = (await list(client, "?sort=status")).items.map((i) => i.status);
    expect(byStatus[0]).toBe("new");
    expect(byStatus[byStatus.length - 1]).toBe("closed");
    const byLast = await client.json("/apilk/tickets/list/?sort=lastMessage");
    const last = byLast.items.map((i: { lastMessageAt: string }) => i.lastMessageAt);
    expect(last).toEqual([...last].sort().reverse());
  });

  it("refuses bad filters and sort with 400 naming the field in Russian", async () => {
    const bad = await client.get(`/apilk/tickets/list/?filters=${q({ status: "lost" })}`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([{ field: "filters.status", message: "Неизвестный статус обращения" }]);
    const sort = await client.get("/apilk/tickets/list/?sort=random");
    expect((await sort.json()).errors[0]).toMatchObject({ field: "sort", message: "Неизвестный порядок сортировки" });
    expect((await client.get("/apilk/tickets/list/?filters={oops")).status).toBe(400);
  });

  it("categories and statuses answer the Russian titles", async () => {
    const statuses = await client.json("/apilk/tickets/statuses/");
    expect(statuses.items.map((s: { title: string }) => s.title)).toEqual([
      "Новое",
      "В работе",
      "Ожидает ответа клиента",
      "Выполнено",
      "Закрыто",
    ]);
    const categories = await client.json("/apilk/tickets/categories/");
    expect(categories.items).toContainEqual({ code: "rescheduling", title: "Реструктуризация" });
  });
});

describe("the thread", () => {
  it("shows each message's side, author, time and files, and marks the lessor's reply read", async () => {
    const act = (await list(client)).items.find((i) => i.subject.startsWith("Акт сверки"));
    const unreadNote = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "tickets" })}`);
    expect(unreadNote.items).toEqual([
      expect.objectContaining({ link: `/account/tickets/${act?.code}`, isRead: false }),
    ]);
    const first = await client.json(`/apilk/tickets/detail/?code=${act?.code}`);
    const { messages } = first.ticket;
    expect(messages.map((m: { author: string }) => m.author)).toEqual(["client", "staff"]);
    expect(messages[0]).toMatchObject({ authorName: "Иван Сергеевич Петров", isNew: false });
    expect(messages[1]).toMatchObject({ authorName: "Анна Викторовна Кузнецова", isNew: true });
    expect(messages[1].attachments).toEqual([
      expect.objectContaining({ fileName: "Акт сверки за 2025 год.pdf", mime: "application/pdf" }),
    ]);
    expect(first.ticket).toMatchObject({ canReply: true, canFulfil: true, statusTitle: "Ожидает ответа клиента" });
    expect(await client.json("/apilk/tickets/counter/")).toEqual({ unread: 0 });
    // The notification that announced the reply is read as well.
    const notes = await client.json(`/apilk/notifications/list/?filters=${q({ subject: "tickets" })}`);
    expect(notes.items).toEqual([expect.objectContaining({ link: `/account/tickets/${act?.code}`, isRead: true })]);
    const again = await client.json(`/apilk/tickets/detail/?code=${act?.code}`);
    expect(again.ticket.messages[1].isNew).toBe(false);
  });

  it("downloads an attachment of the thread as a PDF of the size listed", async () => {
    const payment = (await list(client)).items.find((i) => i.subject.startsWith("Платёж"));
    const { ticket } = await client.json(`/apilk/tickets/detail/?code=${payment?.code}`);
    const file = ticket.messages[0].attachments[0];
    const res = await client.get(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(encodeURIComponent("Платёжное поручение № 412.pdf"));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(bytes.byteLength).toBe(file.size);
    const text = await pdfText(bytes);
    expect(text).toContain("Платёжное поручение № 412");
    expect(text).toContain(`К обращению № ${ticket.number}`);
  });
});

describe("a new ticket", () => {
  it("is opened with files (a ZIP too), answered with its number, listed first and its files download as sent", async () => {
    const contracts = await client.json("/apilk/contracts/list/");
    const contract = contracts.items[0];
    const res = await client.upload(
      "/apilk/tickets/new/",
      ticketForm(
        {
          category: "payments",
          subject: "  Возврат переплаты  ",
          text: "Просим вернуть переплату по договору.",
          contractCode: contract.code,
        },
        [fileOf(PDF_BYTES, "Платёжка.pdf"), fileOf(ZIP_BYTES, "сканы.zip"), fileOf(JPEG_BYTES, "фото.jpg")],
      ),
    );
    expect(res.status).toBe(201);
    const { ticket } = await res.json();
    expect(ticket.number).toMatch(/^ОБ-\d{4}-\d{5}$/);
    const first = (await list(client)).items[0];
    expect(first).toMatchObject({ code: ticket.code, subject: "Возврат переплаты", status: "new" });
    const detail = await client.json(`/apilk/tickets/detail/?code=${ticket.code}`);
    expect(detail.ticket.contract).toEqual({ code: contract.code, number: contract.number });
    const files = detail.ticket.messages[0].attachments;
    expect(files.map((f: { fileName: string }) => f.fileName)).toEqual(["Платёжка.pdf", "сканы.zip", "фото.jpg"]);
    const zip = new Uint8Array(await (await client.get(files[1].url)).arrayBuffer());
    expect(zip).toEqual(ZIP_BYTES);
    // Due in two working days, never sooner than 48 hours.
    const due = Date.parse(detail.ticket.dueAt) - Date.parse(detail.ticket.createdAt);
    expect(due).toBeGreaterThanOrEqual(48 * 3_600_000);
  });

  it("needs no files, and no contract", async () => {
    const res = await client.upload(
      "/apilk/tickets/new/",
      ticketForm({ category: "other", subject: "Вопрос", text: "Как сменить контактное лицо?" }),
    );
    expect(res.status).toBe(201);
  });

  it("refuses bad fields with 400 naming them in Russian, and stores nothing", async () => {
    const before = await rowCounts();
    const bad = await client.upload(
      "/apilk/tickets/new/",
      ticketForm({ category: "weather", subject: "", text: "x" }, [fileOf(PDF_BYTES, "a.pdf")]),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual([
      { field: "ticket.category", message: "Выберите тему обращения из списка" },
      { field: "ticket.subject", message: "Укажите тему обращения" },
    ]);
    const notJson = await client.upload("/apilk/tickets/new/", ticketForm("{category"));
    expect((await notJson.json()).errors).toEqual([
      { field: "ticket", message: "Поле ticket должно быть объектом JSON" },
    ]);
    const missing = await client.upload("/apilk/tickets/new/", messageForm("без поля ticket"));
    expect((await missing.json()).errors[0].field).toBe("ticket");
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a contract of another profile naming contractCode", async () => {
    const before = await rowCounts();
    const theirs = (await sibling.json("/apilk/contracts/list/")).items[0].code;
    const res = await client.upload(
      "/apilk/tickets/new/",
      ticketForm({ category: "payments", subject: "Тема", text: "Текст", contractCode: theirs }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual([
      { field: "ticket.contractCode", message: "Договор не найден среди договоров выбранного профиля" },
    ]);
    expect(JSON.stringify(body)).not.toContain("ЛА-");
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a wrong file type or size in Russian: no ticket, no message, no file stored", async () => {
    const c = await clientOf(app, "client@example.com");
    const before = await rowCounts();
    const png = await c.upload(
      "/apilk/tickets/new/",
      ticketForm({ category: "documents", subject: "Скан", text: "Во вложении" }, [
        fileOf(PDF_BYTES, "good.pdf"),
        fileOf(PNG_BYTES, "photo.pdf"),
      ]),
    );
    expect(png.status).toBe(400);
    const problem = await png.json();
    expect(problem.detail).toBe(
      "Файл «photo.pdf» не является документом PDF, JPEG, TIFF, BMP или ZIP: загрузите файл в одном из этих форматов. Ничего не отправлено.",
    );
    const big = new Uint8Array(1_048_577);
    big.set(PDF_BYTES);
    const large = await c.upload(
      "/apilk/tickets/new/",
      ticketForm({ category: "documents", subject: "Скан", text: "Во вложении" }, [fileOf(big, "big.pdf")]),
    );
    expect(large.status).toBe(400);
    expect((await large.json()).detail).toContain("больше 1 МБ");
    expect(await rowCounts()).toEqual(before);
  });
});

describe("messages, fulfil and a closed ticket", () => {
  it("a message with a file puts an answered ticket back to work", async () => {
    const act = (await list(client)).items.find((i) => i.subject.startsWith("Акт сверки"));
    const res = await client.upload(
      `/apilk/tickets/message/?code=${act?.code}`,
      messageForm("Акт подписали, спасибо. Прикладываем скан.", [fileOf(PDF_BYTES, "Акт подписан.pdf")]),
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.ticket).toEqual({ code: act?.code, status: "in_progress", statusTitle: "В работе" });
    expect(body.message).toMatchObject({ author: "client", text: "Акт подписали, спасибо. Прикладываем скан." });
    const download = await client.get(body.message.attachments[0].url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    const detail = await client.json(`/apilk/tickets/detail/?code=${act?.code}`);
    expect(detail.ticket.messages.at(-1).id).toBe(body.message.id);
  });

  it("refuses an empty message naming text, and a bad file storing nothing", async () => {
    const act = (await list(client)).items.find((i) => i.subject.startsWith("Акт сверки"));
    const empty = await client.upload(`/apilk/tickets/message/?code=${act?.code}`, messageForm("   "));
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors).toEqual([{ field: "text", message: "Напишите сообщение" }]);
    const before = await rowCounts();
    const bad = await client.upload(
      `/apilk/tickets/message/?code=${act?.code}`,
      messageForm("Файл", [fileOf(PDF_BYTES, "a.pdf"), fileOf(new Uint8Array([1, 2, 3]), "b.pdf")]),
    );
    expect(bad.status).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it("fulfil closes the ticket; a closed ticket takes no message (409 in Russian)", async () => {
    const payment = (await list(client)).items.find((i) => i.subject.startsWith("Платёж"));
    const res = await client.post("/apilk/tickets/fulfil/", { code: payment?.code });
    expect(res.status).toBe(200);
    const { ticket } = await res.json();
    expect(ticket).toMatchObject({ code: payment?.code, status: "closed", statusTitle: "Закрыто" });
    const again = await client.post("/apilk/tickets/fulfil/", { code: payment?.code });
    expect((await again.json()).ticket.closedAt).toBe(ticket.closedAt);
    const before = await rowCounts();
    const refused = await client.upload(
      `/apilk/tickets/message/?code=${payment?.code}`,
      messageForm("Ещё вопрос", [fileOf(PDF_BYTES, "a.pdf")]),
    );
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/^Обращение закрыто/);
    expect(await rowCounts()).toEqual(before);
    const detail = await client.json(`/apilk/tickets/detail/?code=${payment?.code}`);
    expect(detail.ticket).toMatchObject({ canReply: false, canFulfil: false });
  });

  it("fulfil refuses a missing code with 400 naming it", async () => {
    const res = await client.post("/apilk/tickets/fulfil/", {});
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: "code", message: "Укажите обращение" }]);
  });
});

describe("another profile's ticket, no session, no CSRF token, the staff API", () => {
  let theirs: { code: string; attachment: string; secret: string };

  beforeAll(async () => {
    const item = (await list(other)).items[0] as Item;
    const { ticket } = await other.json(`/apilk/tickets/detail/?code=${item.code}`);
    theirs = { code: item.code, attachment: ticket.messages[0].attachments[0].url, secret: item.subject };
  });

  it("detail, attachment, message and fulfil answer 404 with none of their data, and change nothing", async () => {
    const before = await rowCounts();
    const beforeTheirs = await other.json(`/apilk/tickets/detail/?code=${theirs.code}`);
    for (const who of [client, sibling]) {
      const answers = [
        await who.get(`/apilk/tickets/detail/?code=${theirs.code}`),
        await who.get(theirs.attachment),
        await who.upload(
          `/apilk/tickets/message/?code=${theirs.code}`,
          messageForm("чужое", [fileOf(PDF_BYTES, "a.pdf")]),
        ),
        await who.post("/apilk/tickets/fulfil/", { code: theirs.code }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(404);
        const text = await res.text();
        expect(Object.keys(JSON.parse(text)).sort()).toEqual(["detail", "requestId", "status", "title", "type"]);
        expect(text).not.toContain(theirs.secret);
      }
    }
    // Their attachment id with our own ticket's code is not found either.
    const ours = (await list(client)).items[0] as Item;
    const id = new URL(theirs.attachment, "http://x").searchParams.get("id");
    expect((await client.get(`/apilk/tickets/attachment/?code=${ours.code}&id=${id}`)).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
    expect(await other.json(`/apilk/tickets/detail/?code=${theirs.code}`)).toEqual(beforeTheirs);
  });

  it("signed out → 401; without the CSRF token → 403", async () => {
    expect((await app.api.request("/apilk/tickets/list/")).status).toBe(401);
    expect((await app.api.request("/apilk/tickets/counter/")).status).toBe(401);
    const before = await rowCounts();
    const form = ticketForm({ category: "other", subject: "Тема", text: "Текст" });
    expect((await client.upload("/apilk/tickets/new/", form, { csrf: false })).status).toBe(403);
    expect((await client.post("/apilk/tickets/fulfil/", { code: "x" }, { csrf: false })).status).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it("a client on /staff/api/tickets gets 404, as if it did not exist", async () => {
    const res = await client.get("/staff/api/tickets/list/");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("ОБ-");
    const reply = await client.upload(`/staff/api/tickets/reply/?code=${theirs.code}`, messageForm("ответ"));
    expect(reply.status).toBe(404);
  });
});
