import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../../core/calendar-dates.ts";
import { cessionContracts, cessionParticipants, cessions } from "../db/schema/cession.ts";
import { lkContracts, lkNotifications } from "../db/schema/lk.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The lessor's side of cession (issue 12): the queue across clients, the whole application, its documents, the
 * decision (accept moves the contracts to the assignee's profile, cancel with a reason), each with one audit entry,
 * and who may call it at all.
 */

let app: TestApp;
let risk: Client; // risk@example.com
let assignor: Client; // client@example.com, acting as ИП Петров Иван Сергеевич (the seeded cession under review)
let assignee: Client; // assignee@example.com, ООО «ТрансЛогистик»

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = { code: string; number: string; status: string; contracts: { number: string }[] };
const list = (query = "") => risk.json<{ items: Item[]; counts: { sent: number } }>(`/staff/api/cession/list/${query}`);
const detail = async (code: string) => (await risk.json(`/staff/api/cession/detail/?code=${code}`)).cession;
const auditOf = (code: string) =>
  app.services.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, "cession"), eq(staffAudit.objectId, code)))
    .orderBy(staffAudit.id);

beforeAll(async () => {
  app = await createTestApp();
  risk = await clientOf(app, "risk@example.com");
  assignor = await clientOf(app, "client@example.com");
  await assignor.switchTo("ИП Петров Иван Сергеевич");
  assignee = await clientOf(app, "assignee@example.com");
});
afterAll(async () => {
  await app?.close();
});

async function byStatus(status: string): Promise<Item> {
  const item = (await list(`?filters=${q({ status })}`)).items[0];
  if (!item) throw new Error(`no ${status} cession`);
  return item;
}

describe("the queue", () => {
  it("lists every client's cessions, under review first, with the parties and the contracts", async () => {
    const page = await list();
    expect(page.items.length).toBeGreaterThanOrEqual(2);
    expect(page.items[0]?.status).toBe("sent");
    expect(page.counts.sent).toBe(page.items.filter((i) => i.status === "sent").length);
    const sent = page.items[0] as Item & Record<string, unknown>;
    expect(sent).toMatchObject({
      statusTitle: "На рассмотрении",
      applicant: { title: "ИП Петров Иван Сергеевич", inn: "771234567859" },
      cessionary: { inn: "5003124571", typeTitle: "Юридическое лицо" },
    });
    expect(sent.contracts.length).toBeGreaterThan(0);
    expect(sent.sentAt).toEqual(expect.any(String));
  });

  it("filters by status and searches by number and INN; a bad filter is a 400 naming it", async () => {
    const drafts = await list(`?filters=${q({ status: "draft" })}`);
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((i) => i.status === "draft")).toBe(true);
    const sent = await byStatus("sent");
    expect((await list(`?filters=${q({ search: sent.number })}`)).items.map((i) => i.code)).toEqual([sent.code]);
    expect((await list(`?filters=${q({ search: "771234567859" })}`)).items.map((i) => i.code)).toContain(sent.code);
    expect((await list(`?filters=${q({ status: "accepted" })}`)).items).toEqual([]);
    const res = await risk.get(`/staff/api/cession/list/?filters=${q({ status: "done" })}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].field).toBe("filters.status");
  });
});

describe("one application", () => {
  it("shows the application, the contracts, the documents, the questionnaire and the guarantors", async () => {
    const { code } = await byStatus("sent");
    const c = await detail(code);
    expect(c.application.contactName).not.toBe("");
    expect(c.contracts[0]).toMatchObject({ status: "active", assignedAt: null, assignedContract: null });
    expect(c.files.filter((f: { required: boolean; isLoaded: boolean }) => f.required && !f.isLoaded)).toEqual([]);
    expect(c.cessionary.summary.status).toBe("sent");
    expect(c.cessionary.profile).toEqual({ title: "ООО «ТрансЛогистик»", inn: "5003124571" });
    expect(c.cessionary.data.company.inn).toBe("5003124571");
    expect(c.cessionary.missing).toEqual([]);
    expect(c.cessionary.files.every((f: { required: boolean; isLoaded: boolean }) => !f.required || f.isLoaded)).toBe(
      true,
    );
    expect(c.cessionary.questionnaireUrl).toContain("/staff/api/cession/questionnaire/");
    expect(c.guarantors.length).toBeGreaterThan(0);
    expect(c.guarantors[0].data.fullName).not.toBe("");
    expect(c).toMatchObject({ canAccept: true, acceptBlocker: null, canCancel: true });
  });

  it("lists what a draft questionnaire still lacks", async () => {
    const c = await detail((await byStatus("draft")).code);
    expect(c.cessionary.missing.length).toBeGreaterThan(0);
    expect(c.canAccept).toBe(false);
    expect(c.canCancel).toBe(true);
  });

  it("downloads a document and the questionnaire; another cession's file id is 404", async () => {
    const sent = await detail((await byStatus("sent")).code);
    const file = sent.files.find((f: { isLoaded: boolean }) => f.isLoaded).file;
    const res = await risk.get(file.url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const draft = await detail((await byStatus("draft")).code);
    expect((await risk.get(`/staff/api/cession/file/?code=${draft.code}&id=${file.id}`)).status).toBe(404);
    const pdf = await risk.get(sent.cessionary.questionnaireUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(sent.number);
    expect(text).toContain(sent.cessionary.data.company.inn);
    const wrong = await risk.get(`/staff/api/cession/questionnaire/?code=${sent.code}&participant=nobody`);
    expect(wrong.status).toBe(404);
    const guarantor = sent.guarantors[0].summary.id;
    expect(
      (await risk.get(`/staff/api/cession/questionnaire/?code=${sent.code}&participant=${guarantor}`)).status,
    ).toBe(404);
    expect((await risk.get("/staff/api/cession/detail/?code=nothing")).status).toBe(404);
    expect((await risk.get("/staff/api/cession/file/?code=x&id=abc")).status).toBe(400);
  });
});

describe("accepting", () => {
  it("passes the contracts to the assignee with the rest of the schedule; the assignor keeps what fell due", async () => {
    const { code, contracts } = await byStatus("sent");
    const number = contracts[0]?.number as string;
    const mine = (await assignor.json(`/apilk/contracts/list/?filters=${q({ search: number })}`)).items[0];
    const before = (await assignor.json(`/apilk/contracts/detail/?code=${mine.code}`)).contract;
    const debtsBefore = await assignor.json("/apilk/accounting/debts/");
    const rowBefore = debtsBefore.items.find((d: { number: string }) => d.number === number);
    const today = moscowDate();
    type Row = { date: string; status: string };
    const futureUnpaid = before.schedule.filter((r: Row) => r.date >= today && r.status !== "paid").length;
    expect(futureUnpaid).toBeGreaterThan(0);
    expect(await auditOf(code)).toEqual([]);

    const res = await risk.post("/staff/api/cession/accept/", { code });
    expect(res.status).toBe(200);
    const { cession } = await res.json();
    expect(cession).toMatchObject({
      status: "accepted",
      canAccept: false,
      canCancel: false,
      decidedBy: expect.any(String),
    });
    expect(cession.cessionary.summary.status).toBe("accepted");
    const transferred = cession.contracts[0];
    expect(transferred).toMatchObject({ status: "finished", assignedAt: expect.any(String) });
    expect(transferred.assignedContract.profileTitle).toBe("ООО «ТрансЛогистик»");

    // The assignee's profile lists the contract, with the unpaid rows due from today on.
    const theirs = (await assignee.json(`/apilk/contracts/list/?filters=${q({ search: number })}`)).items;
    expect(theirs.map((c: { code: string }) => c.code)).toEqual([transferred.assignedContract.code]);
    const taken = (await assignee.json(`/apilk/contracts/detail/?code=${theirs[0].code}`)).contract;
    expect(taken).toMatchObject({ number, status: "active", assignedAt: null, signedAt: transferred.assignedAt });
    expect(taken.schedule).toHaveLength(futureUnpaid);
    expect(taken.schedule.every((r: { date: string }) => r.date >= transferred.assignedAt)).toBe(true);
    expect(taken.sums.remaining).toBeGreaterThan(0);

    // The assignor's contract is finished, marked, and no longer owes the future payments.
    const after = (await assignor.json(`/apilk/contracts/detail/?code=${mine.code}`)).contract;
    expect(after).toMatchObject({ status: "finished", assignedAt: transferred.assignedAt });
    expect(after.schedule.filter((r: Row) => r.date >= today && r.status !== "paid")).toEqual([]);
    // What the assignor had still to pay is now split: its own (what fell due before) and the assignee's.
    expect(after.sums.remaining + taken.sums.remaining).toBeCloseTo(before.sums.remaining, 2);
    expect(after.sums.remaining).toBeLessThan(before.sums.remaining);
    expect(after.sums.overdue).toBe(before.sums.overdue);
    const listed = (await assignor.json(`/apilk/contracts/list/?filters=${q({ search: number })}`)).items[0];
    expect(listed.assignedAt).toBe(transferred.assignedAt);
    const rowAfter = (await assignor.json("/apilk/accounting/debts/")).items.find(
      (d: { number: string }) => d.number === number,
    );
    expect(rowAfter?.dueSoon ?? 0).toBeLessThanOrEqual(rowBefore?.dueSoon ?? 0);
    expect(rowAfter?.overdue ?? 0).toBe(rowBefore?.overdue ?? 0);

    // One audit entry with before and after; notices to the assignor and the assignee.
    const entries = await auditOf(code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "cession.accept",
      actorEmail: "risk@example.com",
      before: { status: "sent" },
      after: { status: "accepted" },
    });
    const notices = await app.services.database.db
      .select()
      .from(lkNotifications)
      .where(eq(lkNotifications.link, `/account/cession/${code}`));
    expect(notices.filter((n) => n.title.includes("принята")).length).toBeGreaterThanOrEqual(2);

    // Decided once: a second accept or a cancel is refused and changes nothing.
    const again = await risk.post("/staff/api/cession/accept/", { code });
    expect(again.status).toBe(409);
    expect((await risk.post("/staff/api/cession/cancel/", { code, reason: "Повторно" })).status).toBe(409);
    expect(await auditOf(code)).toHaveLength(1);
  });
});

describe("cancelling and the unbound assignee", () => {
  it("refuses to accept while the assignee has no profile, then cancels with a reason", async () => {
    const { db } = app.services.database;
    const { code } = await byStatus("draft");
    const [row] = await db.select().from(cessions).where(eq(cessions.code, code));
    if (!row) throw new Error("no draft");
    // The assignor sent it, but the assignee never took the invitation.
    await db.update(cessions).set({ status: "sent", sentAt: new Date() }).where(eq(cessions.id, row.id));
    // A contract finished since (paid off early) has nothing to pass on.
    const [link] = await db.select().from(cessionContracts).where(eq(cessionContracts.cessionId, row.id));
    if (!link) throw new Error("no contract in the draft");
    await db.update(lkContracts).set({ status: "finished" }).where(eq(lkContracts.id, link.contractId));
    const ended = await risk.post("/staff/api/cession/accept/", { code });
    expect(ended.status).toBe(409);
    expect((await ended.json()).detail).toMatch(/^Договор № .+ уже завершён/);
    await db.update(lkContracts).set({ status: "active" }).where(eq(lkContracts.id, link.contractId));
    await db
      .update(cessionParticipants)
      .set({ profileId: null })
      .where(and(eq(cessionParticipants.cessionId, row.id), eq(cessionParticipants.role, "cessionary")));
    const shown = await detail(code);
    expect(shown).toMatchObject({ canAccept: false, acceptBlocker: expect.stringContaining("приглашение") });
    const refused = await risk.post("/staff/api/cession/accept/", { code });
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe(shown.acceptBlocker);
    expect(await auditOf(code)).toEqual([]);

    const short = await risk.post("/staff/api/cession/cancel/", { code, reason: "no" });
    expect(short.status).toBe(400);
    expect((await short.json()).errors[0].field).toBe("reason");

    const res = await risk.post("/staff/api/cession/cancel/", { code, reason: "Цессионарий не прошёл проверку" });
    expect(res.status).toBe(200);
    expect((await res.json()).cession).toMatchObject({
      status: "cancelled",
      cancelledBy: "lessor",
      cancelReason: "Цессионарий не прошёл проверку",
      canCancel: false,
    });
    const entries = await auditOf(code);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "cession.cancel",
      before: { status: "sent", cancelReason: null },
      after: { status: "cancelled", cancelReason: "Цессионарий не прошёл проверку" },
    });
    // The assignor is told the reason.
    const told = await db
      .select()
      .from(lkNotifications)
      .where(eq(lkNotifications.link, `/account/cession/${code}`));
    expect(told.some((n) => n.text.includes("Цессионарий не прошёл проверку"))).toBe(true);
  });
});

describe("who may call it", () => {
  it("a client gets 404, a service-only employee 403, a call without CSRF 403; admin passes", async () => {
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/cession/list/")).status).toBe(404);
    expect((await client.post("/staff/api/cession/accept/", { code: "x" })).status).toBe(404);
    const service = await clientOf(app, "service@example.com");
    expect((await service.get("/staff/api/cession/list/")).status).toBe(403);
    expect((await service.post("/staff/api/cession/cancel/", { code: "x", reason: "Причина" })).status).toBe(403);
    const noCsrf = await risk.post("/staff/api/cession/cancel/", { code: "x", reason: "Причина" }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    const admin = await clientOf(app, "admin@example.com");
    expect((await admin.get("/staff/api/cession/list/")).status).toBe(200);
    expect((await app.api.request("/staff/api/cession/list/")).status).toBe(401);
  });
});
