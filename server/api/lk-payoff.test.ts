import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractDetail } from "../../contract/lk-contracts.ts";
import type { PayoffQuote } from "../../contract/lk-payoff.ts";
import { addDays, daysBetween } from "../../core/calendar-dates.ts";
import { lkContracts } from "../db/schema/lk.ts";
import { ticketAttachments, ticketMessages, tickets } from "../db/schema/tickets.ts";
import { DEMO_CLIENTS } from "../db/seed/lk-data/demo.ts";
import { formatRub } from "../domain/lk/lk-money.ts";
import { pdfInfo, pdfText } from "../testing/pdf-text.ts";
import type { TestApp } from "../testing/test-app.ts";
import { type Client, clientWithContract } from "./lk-test-kit.ts";

/**
 * Early payoff through the API as a client sees it: the quote against a computation by hand from the contract's
 * schedule (contracts/detail/) and the seeded rate, the PDF, the request that becomes a ticket, and the guards.
 */

let app: TestApp;
let client: Client;
let today: string;

const kop = (roubles: number) => Math.round(roubles * 100);
const vat22 = (kopecks: number) => Math.round((kopecks * 22) / 122);

/** The seeded contract with one overdue payment (ООО «СтройТехМонтаж», 19 % a year). */
const OVERDUE_NUMBER = "ЛА-2024/03157";
const OVERDUE_RATE = DEMO_CLIENTS.flatMap((c) => c.contracts).find((c) => c.number === OVERDUE_NUMBER)?.rate as number;
/** Finished long ago, same profile. */
const FINISHED_NUMBER = "ЛА-2022/00874";
/** A contract of the other profile of the same person (ИП Петров И. С.). */
const OTHER_PROFILE_NUMBER = "ЛА-2025/02290";

async function codeOf(number: string): Promise<string> {
  const [row] = await app.services.database.db
    .select({ code: lkContracts.code })
    .from(lkContracts)
    .where(eq(lkContracts.number, number));
  if (!row) throw new Error(`no contract ${number}`);
  return row.code;
}

async function quoteOf(code: string, date?: string): Promise<PayoffQuote> {
  const query = `code=${encodeURIComponent(code)}${date ? `&date=${date}` : ""}`;
  return (await client.json<{ quote: PayoffQuote }>(`/apilk/contracts/payoff/?${query}`)).quote;
}

const part = (quote: PayoffQuote, code: string) => quote.components.find((c) => c.code === code);

/** The quote by hand from the schedule rows (roubles → kopecks) and the annual rate, as a person would redo it. */
function byHand(contract: ContractDetail, rate: number, date: string) {
  const rows = contract.schedule;
  const monthly = rows.filter((r) => r.kind === "payment");
  const unpaid = rows.filter((r) => r.status !== "paid");
  const principal = unpaid
    .filter((r) => r.kind === "payment" && r.date > date)
    .reduce((s, r) => s + kop(r.principal), 0);
  const buyout = kop(contract.sums.buyout);
  const owedRows = unpaid.filter((r) => r.kind !== "buyout" && r.date <= date);
  const overdue = owedRows.filter((r) => r.date < today).reduce((s, r) => s + kop(r.payment), 0);
  const due = owedRows.filter((r) => r.date >= today).reduce((s, r) => s + kop(r.payment), 0);
  const penalties = Math.round(
    (owedRows.reduce((s, r) => s + kop(r.payment) * daysBetween(r.date, date), 0) * 0.1) / 100,
  );
  const from = monthly.filter((r) => r.date <= date).at(-1)?.date ?? contract.startDate;
  const to = monthly.find((r) => r.date > date)?.date;
  const interest = to
    ? Math.round(((principal + buyout) * (rate / 100 / 12) * daysBetween(from, date)) / daysBetween(from, to))
    : 0;
  return { principal, buyout, overdue, due, penalties, interest, from, to };
}

beforeAll(async () => {
  ({ app, client } = await clientWithContract());
  today = app.services.lk.today();
});
afterAll(async () => {
  await app?.close();
});

describe("the early payoff quote", () => {
  it("today, on the contract with an overdue payment: each part as computed by hand from the schedule", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const { contract } = await client.json<{ contract: ContractDetail }>(`/apilk/contracts/detail/?code=${code}`);
    const quote = await quoteOf(code);
    const hand = byHand(contract, OVERDUE_RATE, today);

    expect(quote.date).toBe(today);
    expect(quote.dateMin).toBe(today);
    expect(quote.dateMax).toBe(contract.endDate);
    expect(quote.contract.number).toBe(OVERDUE_NUMBER);
    expect(quote.components.map((c) => c.code)).toEqual([
      "principal",
      "interest",
      "buyout",
      "due",
      "overdue",
      "penalties",
    ]);
    expect(kop(part(quote, "principal")?.amount ?? -1)).toBe(hand.principal);
    expect(kop(part(quote, "buyout")?.amount ?? -1)).toBe(hand.buyout);
    expect(kop(part(quote, "overdue")?.amount ?? -1)).toBe(hand.overdue);
    expect(kop(part(quote, "due")?.amount ?? -1)).toBe(hand.due);
    expect(kop(part(quote, "penalties")?.amount ?? -1)).toBe(hand.penalties);
    expect(kop(part(quote, "interest")?.amount ?? -1)).toBe(hand.interest);
    expect(quote.interest).toMatchObject({ rate: OVERDUE_RATE, from: hand.from, to: hand.to });
    // Overdue and penalties on today are the contract's own figures (contract-sums.ts).
    expect(hand.overdue).toBeGreaterThan(0);
    expect(part(quote, "overdue")?.amount).toBe(contract.sums.overdue);
    expect(part(quote, "penalties")?.amount).toBe(contract.sums.penalties);

    const total = hand.principal + hand.interest + hand.buyout + hand.due + hand.overdue + hand.penalties;
    expect(kop(quote.total)).toBe(total);
    for (const c of quote.components) {
      expect(kop(c.vat)).toBe(c.code === "penalties" ? 0 : vat22(kop(c.amount)));
    }
    expect(kop(quote.vat)).toBe(quote.components.reduce((s, c) => s + kop(c.vat), 0));
    expect(kop(quote.totalWithoutVat)).toBe(total - kop(quote.vat));
    // The rows it came from: the overdue payment, every future payment's principal, the buyout.
    const overdueRow = contract.schedule.find((r) => r.status === "overdue");
    expect(quote.rows.find((r) => r.role === "overdue")).toMatchObject({
      month: overdueRow?.month,
      payment: overdueRow?.payment,
      penaltyDays: daysBetween(overdueRow?.date ?? today, today),
    });
    expect(quote.rows.filter((r) => r.role === "principal")).toHaveLength(
      contract.schedule.filter((r) => r.kind === "payment" && r.date > today).length,
    );
    expect(quote.rows.filter((r) => r.role === "buyout")).toHaveLength(1);
    expect(quote.pdfUrl).toBe(`/apilk/contracts/payoff/pdf/?code=${code}&date=${today}`);
  });

  it("on the next due date: that payment is owed whole, no interest; later in its month interest accrues", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const { contract } = await client.json<{ contract: ContractDetail }>(`/apilk/contracts/detail/?code=${code}`);
    const next = contract.schedule.find((r) => r.kind === "payment" && r.status !== "paid" && r.date >= today);
    if (!next) throw new Error("no future payment");
    const onDue = await quoteOf(code, next.date);
    expect(part(onDue, "interest")?.amount).toBe(0);
    expect(part(onDue, "due")?.amount).toBe(next.payment);
    const hand = byHand(contract, OVERDUE_RATE, next.date);
    expect(kop(onDue.total)).toBe(hand.principal + hand.buyout + hand.due + hand.overdue + hand.penalties);

    const later = addDays(next.date, 10);
    const inMonth = await quoteOf(code, later);
    const handLater = byHand(contract, OVERDUE_RATE, later);
    expect(handLater.interest).toBeGreaterThan(0);
    expect(kop(part(inMonth, "interest")?.amount ?? -1)).toBe(handLater.interest);
    expect(inMonth.interest).toMatchObject({ from: next.date, days: 10 });
  });

  it("on the last day of the contract: no interest, nothing left but the last payments and the buyout", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const quote = await quoteOf(code, (await quoteOf(code)).dateMax);
    expect(part(quote, "interest")?.amount).toBe(0);
    expect(part(quote, "principal")?.amount).toBe(0);
    expect(quote.total).toBeGreaterThanOrEqual(part(quote, "buyout")?.amount ?? Infinity);
  });

  it("a date outside today…the end date, or not a date, is a 400 naming `date` in Russian", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const { dateMax } = await quoteOf(code);
    for (const date of [addDays(today, -1), addDays(dateMax, 1), "2026-02-30", "15.12.2026", "завтра"]) {
      const res = await client.get(`/apilk/contracts/payoff/?code=${code}&date=${encodeURIComponent(date)}`);
      expect(res.status, date).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const body = await res.json();
      expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["date"]);
      expect(body.errors[0].message).toMatch(/[А-Яа-яЁё]/);
    }
    const past = await (await client.get(`/apilk/contracts/payoff/?code=${code}&date=${addDays(today, -1)}`)).json();
    expect(past.errors[0].message).toMatch(/не раньше сегодняшнего дня/);
    expect((await client.get(`/apilk/contracts/payoff/pdf/?code=${code}`)).status).toBe(400);
    expect((await client.get("/apilk/contracts/payoff/")).status).toBe(400);
  });

  it("a finished contract is a 409 «Договор уже завершён»", async () => {
    const code = await codeOf(FINISHED_NUMBER);
    const res = await client.get(`/apilk/contracts/payoff/?code=${code}`);
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe("Договор уже завершён");
    const post = await client.post("/apilk/contracts/payoff/request/", { code, date: today });
    expect(post.status).toBe(409);
  });

  it("another profile's contract is a 404 with none of its data, on all three calls", async () => {
    const code = await codeOf(OTHER_PROFILE_NUMBER);
    for (const res of [
      await client.get(`/apilk/contracts/payoff/?code=${code}`),
      await client.get(`/apilk/contracts/payoff/pdf/?code=${code}&date=${today}`),
      await client.post("/apilk/contracts/payoff/request/", { code, date: today }),
    ]) {
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).not.toContain(OTHER_PROFILE_NUMBER);
      expect(text).not.toMatch(/total|principal/);
    }
    expect((await client.get("/apilk/contracts/payoff/?code=nope")).status).toBe(404);
  });

  it("signed out: 401 on the quote, the PDF and the request", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    expect((await app.api.request(`/apilk/contracts/payoff/?code=${code}`)).status).toBe(401);
    expect((await app.api.request(`/apilk/contracts/payoff/pdf/?code=${code}&date=${today}`)).status).toBe(401);
    const post = await app.api.request("/apilk/contracts/payoff/request/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code, date: today }),
    });
    expect(post.status).toBe(401);
  });
});

describe("the quote as a PDF", () => {
  it("is a PDF attachment named after the contract and the date, whose subject is the contract and text the total", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const date = addDays(today, 5);
    const res = await client.get(`/apilk/contracts/payoff/pdf/?code=${code}&date=${date}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`raschet-dosrochnogo-vykupa-2024-03157-${date}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect((await pdfInfo(bytes)).subject).toBe(`Договор лизинга № ${OVERDUE_NUMBER}`);
    const quote = await quoteOf(code, date);
    const text = await pdfText(bytes);
    expect(text).toContain("Расчёт суммы досрочного выкупа");
    expect(text).toContain(`по договору лизинга № ${OVERDUE_NUMBER}`);
    expect(text).toContain(`Итого к оплате: ${formatRub(kop(quote.total))}`);
  });
});

describe("the payoff request", () => {
  it("without the CSRF token is a 403, and no ticket is written", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const before = await app.services.database.db.select().from(tickets);
    const res = await client.post("/apilk/contracts/payoff/request/", { code, date: today }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await app.services.database.db.select().from(tickets)).toHaveLength(before.length);
  });

  it("with a bad body is a 400 naming the field", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const bad = await client.post("/apilk/contracts/payoff/request/", { code, date: "2026-13-01" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("date");
    const long = await client.post("/apilk/contracts/payoff/request/", {
      code,
      date: today,
      comment: "а".repeat(2001),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).errors[0]).toMatchObject({
      field: "comment",
      message: expect.stringMatching(/символов/),
    });
  });

  it("becomes a ticket of category «buyout» on the contract with the quote's PDF attached", async () => {
    const code = await codeOf(OVERDUE_NUMBER);
    const date = addDays(today, 3);
    const quote = await quoteOf(code, date);
    const res = await client.post("/apilk/contracts/payoff/request/", {
      code,
      date,
      comment: "Оплатим одним платежом",
    });
    expect(res.status).toBe(201);
    const { ticket } = await res.json();
    expect(ticket.number).toMatch(/^ОБ-\d{4}-\d+$/);

    const { db } = app.services.database;
    const [row] = await db.select().from(tickets).where(eq(tickets.code, ticket.code));
    const [contract] = await db.select().from(lkContracts).where(eq(lkContracts.code, code));
    expect(row).toMatchObject({ category: "buyout", number: ticket.number, contractId: contract?.id, status: "new" });
    expect(row?.subject).toContain(OVERDUE_NUMBER);
    const [message] = await db
      .select()
      .from(ticketMessages)
      .where(eq(ticketMessages.ticketId, row?.id ?? 0));
    expect(message?.text).toContain("Оплатим одним платежом");
    expect(message?.text).toContain(
      quote.total.toLocaleString("ru-RU", { minimumFractionDigits: 2 }).replace(/\s/g, " "),
    );
    const attachments = await db
      .select()
      .from(ticketAttachments)
      .where(and(eq(ticketAttachments.ticketId, row?.id ?? 0)));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      mime: "application/pdf",
      fileName: `raschet-dosrochnogo-vykupa-2024-03157-${date}.pdf`,
    });
    const stored = await app.services.files.get(attachments[0]?.storageKey ?? "");
    expect(new TextDecoder().decode(stored?.slice(0, 4))).toBe("%PDF");

    // The client sees it among their tickets, with the quote to download.
    const list = await client.json("/apilk/tickets/list/");
    expect(list.items.find((t: { code: string }) => t.code === ticket.code)).toMatchObject({
      number: ticket.number,
      category: "buyout",
      contract: { number: OVERDUE_NUMBER },
    });
    const detail = await client.json(`/apilk/tickets/detail/?code=${ticket.code}`);
    const files = detail.ticket.messages.flatMap((m: { attachments: { url: string }[] }) => m.attachments);
    expect(files).toHaveLength(1);
    const download = await client.get(files[0].url);
    expect(download.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await download.arrayBuffer()).slice(0, 4))).toBe("%PDF");
  });
});
