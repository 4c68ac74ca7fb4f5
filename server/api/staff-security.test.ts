import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../../core/calendar-dates.ts";
import { postAuth } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The back office's security views (issue 17): «Журнал безопасности» of every account's events for the
 * administrator (filters, reasons, paging; other roles 403, clients 404), and «Мои сеансы» — an employee's own
 * sessions and events, ending one or all others, never another person's.
 */

let app: TestApp;
let admin: Client;

type Event = {
  kind: string;
  kindTitle: string;
  email: string | null;
  userName: string | null;
  area: string | null;
  reason: string | null;
  path: string | null;
  address: string | null;
};
type Log = { items: Event[]; pagination: { totalCnt: number; pageCnt: number; currentPage: number } };

const logPath = (filters: Record<string, unknown>, page = 1) =>
  `/staff/api/security/events/?filters=${encodeURIComponent(JSON.stringify(filters))}&currentPage=${page}`;

beforeAll(async () => {
  app = await createTestApp();
  admin = await clientOf(app, "admin@example.com");
});
afterAll(async () => {
  await app?.close();
});

describe("«Журнал безопасности»", () => {
  it("lists a failed sign-in of a client with its reason and the account's person, newest first", async () => {
    expect((await postAuth(app, "client@example.com", "wrong-password-1")).status).toBe(401);
    const log = await admin.json<Log>(logPath({ kind: "signin.failure", email: "CLIENT@example" }));
    const [newest] = log.items;
    expect(newest).toMatchObject({
      kind: "signin.failure",
      kindTitle: "Неудачная попытка входа",
      email: "client@example.com",
      area: "client",
      reason: "неверный пароль",
    });
    expect(newest?.userName).toBeTruthy();
    expect(log.items.every((e) => e.kind === "signin.failure" && e.email?.includes("client@example"))).toBe(true);
  });

  it("shows a refused authorisation with the call and why, and an unknown e-mail without a person", async () => {
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/security/events/")).status).toBe(404);
    expect((await postAuth(app, "nobody-here@example.com", "whatever-123")).status).toBe(401);

    const refused = await admin.json<Log>(logPath({ kind: "access.denied", email: "client@example.com" }));
    expect(refused.items[0]).toMatchObject({
      kindTitle: "Отказ в доступе",
      area: "client",
      reason: "клиент в бэк-офисе",
      path: "GET /staff/api/security/events",
    });
    const unknown = await admin.json<Log>(logPath({ email: "nobody-here@" }));
    expect(unknown.items[0]).toMatchObject({ email: "nobody-here@example.com", userName: null, area: null });
  });

  it("filters by period and pages by 25", async () => {
    // The log's days are Moscow's (from 21:00 UTC it is already tomorrow there).
    const today = moscowDate();
    const all = await admin.json<Log>(logPath({}));
    expect(all.pagination.totalCnt).toBeGreaterThan(0);
    const future = await admin.json<Log>(logPath({ dateFrom: "2099-01-01" }));
    expect(future.items).toEqual([]);
    expect(future.pagination.totalCnt).toBe(0);
    const todays = await admin.json<Log>(logPath({ dateFrom: today, dateTo: today }));
    expect(todays.pagination.totalCnt).toBeGreaterThan(0);
    for (let i = 0; i < 26; i += 1) await postAuth(app, "paging@example.com", `wrong-${i}`);
    const first = await admin.json<Log>(logPath({ email: "paging@example.com" }));
    expect(first.items).toHaveLength(25);
    const second = await admin.json<Log>(logPath({ email: "paging@example.com" }, 2));
    expect(second.pagination).toMatchObject({ currentPage: 2, pageCnt: 2 });
    expect(second.items.length).toBeGreaterThan(0);
  });

  it("refuses bad filters with a Russian message naming them", async () => {
    const res = await admin.get(logPath({ kind: "signin.everything" }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([{ field: "filters.kind", message: "Неизвестный вид события" }]);
    const dates = await admin.get(logPath({ dateFrom: "2026-11-20", dateTo: "2026-11-01" }));
    expect(dates.status).toBe(400);
    expect((await dates.json()).errors).toEqual([
      { field: "filters.dateTo", message: "Дата «с» должна быть не позже даты «по»" },
    ]);
  });

  it("is the administrator's only: other roles 403, signed out 401", async () => {
    for (const email of ["sales@", "service@", "risk@", "content@", "hr@"]) {
      const other = await clientOf(app, `${email}example.com`);
      expect((await other.get(logPath({}))).status, email).toBe(403);
    }
    expect((await app.api.request(logPath({}))).status).toBe(401);
  });
});

describe("«Мои сеансы» of an employee", () => {
  it("lists the employee's own sessions, ends another one and then all others, never someone else's", async () => {
    const here = await clientOf(app, "content@example.com");
    const phone = await clientOf(app, "content@example.com");
    const laptop = await clientOf(app, "content@example.com");
    const { items } = await here.json<{ items: { id: string; current: boolean }[] }>("/staff/api/me/sessions/");
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.filter((s) => s.current)).toHaveLength(1);

    const phoneId = (
      await phone.json<{ items: { id: string; current: boolean }[] }>("/staff/api/me/sessions/")
    ).items.find((s) => s.current)?.id;
    // Another employee cannot end it: not one of theirs.
    const hr = await clientOf(app, "hr@example.com");
    expect((await hr.post("/staff/api/me/sessions/end/", { id: phoneId })).status).toBe(404);
    expect((await phone.get("/staff/api/session/")).status).toBe(200);

    expect((await here.post("/staff/api/me/sessions/end/", { id: phoneId })).status).toBe(200);
    expect((await phone.get("/staff/api/session/")).status).toBe(401);
    // Without the CSRF token nothing ends.
    expect((await here.post("/staff/api/me/sessions/end-others/", {}, { csrf: false })).status).toBe(403);
    expect((await laptop.get("/staff/api/session/")).status).toBe(200);

    const ended = await here.post("/staff/api/me/sessions/end-others/", {});
    expect(ended.status).toBe(200);
    expect((await ended.json()).ended).toBeGreaterThanOrEqual(1);
    expect((await laptop.get("/staff/api/session/")).status).toBe(401);
    expect((await here.get("/staff/api/session/")).status).toBe(200);
  });

  it("shows the employee's own sign-ins and failures, not another person's", async () => {
    await postAuth(app, "sales@example.com", "not-the-password");
    const sales = await clientOf(app, "sales@example.com");
    const { items } = await sales.json<{ items: { kind: string; reason: string | null }[] }>(
      "/staff/api/me/security/events/",
    );
    expect(items.some((e) => e.kind === "signin.success")).toBe(true);
    expect(items.some((e) => e.kind === "signin.failure" && e.reason === "password")).toBe(true);
    const hr = await clientOf(app, "hr@example.com");
    const hrs = await hr.json<{ items: { kind: string }[] }>("/staff/api/me/security/events/");
    expect(hrs.items.some((e) => e.kind === "signin.failure")).toBe(false);
  });

  it("is the back office's: a client gets 404 there, signed out 401", async () => {
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/me/sessions/")).status).toBe(404);
    expect((await app.api.request("/staff/api/me/sessions/")).status).toBe(401);
  });
});
