import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SESSION_LIFETIMES, SESSION_MAX_AGE_S } from "../../contract/session.ts";
import { postAuth } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * Session lifetimes and the list of sessions (ADR 027): idle and absolute ends enforced on every lookup, staff's
 * shorter than clients', the ends told to the browser, and /apilk/settings/sessions/ (list, end one, end the others).
 * Time is moved by faking Date only: the server reads the clock through it, the database's timers run as usual.
 */

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
}, 60_000);

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const MIN = 60_000;
const start = new Date("2026-11-24T09:00:00Z").getTime();

function at(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"], now: ms });
}

const staffCheck = (c: Client) => c.get("/staff/api/session/");
const clientCheck = (c: Client) => c.get("/apilk/account/check/");

describe("idle timeout", () => {
  it("ends a client's session after 30 minutes without a request, and not before", async () => {
    at(start);
    const c = await clientOf(app, "client@example.com");
    at(start + 29 * MIN);
    expect((await clientCheck(c)).status).toBe(200);
    // That request was activity: 29 more minutes are fine, 30 are not.
    at(start + 58 * MIN);
    expect((await c.get("/apilk/settings/profiles/")).status).toBe(200);
    at(start + 88 * MIN + 1000);
    expect((await c.get("/apilk/settings/profiles/")).status).toBe(401);
    // Gone for good: going back in time does not revive it.
    at(start + 60 * MIN);
    expect((await clientCheck(c)).status).toBe(401);
  });

  it("ends an employee's session after 15 minutes, where a client's lives on", async () => {
    at(start);
    const employee = await clientOf(app, "staff@example.com");
    const c = await clientOf(app, "client@example.com");
    at(start + 16 * MIN);
    expect((await staffCheck(employee)).status).toBe(401);
    expect((await clientCheck(c)).status).toBe(200);
  });

  it("tells the browser the ends, and a peek does not count as activity", async () => {
    at(start);
    const c = await clientOf(app, "client@example.com");
    at(start + 10 * MIN);
    const body = await (await clientCheck(c)).json();
    expect(body.idleExpiresAt).toBe(new Date(start + 40 * MIN).toISOString());
    expect(body.absoluteExpiresAt).toBe(new Date(start + 12 * 60 * MIN).toISOString());

    at(start + 35 * MIN);
    const peek = await app.api.request("/apilk/account/check/", {
      headers: { cookie: c.cookie, "x-session-peek": "1" },
    });
    expect((await peek.json()).idleExpiresAt).toBe(new Date(start + 40 * MIN).toISOString());
    at(start + 40 * MIN + 1000);
    expect((await clientCheck(c)).status).toBe(401);
  });

  it("tells an employee the 15-minute idle end and the 8-hour absolute one", async () => {
    at(start);
    const employee = await clientOf(app, "staff@example.com");
    const body = await (await staffCheck(employee)).json();
    expect(body.idleExpiresAt).toBe(new Date(start + 15 * MIN).toISOString());
    expect(body.absoluteExpiresAt).toBe(new Date(start + 8 * 60 * MIN).toISOString());
  });
});

describe("absolute lifetime", () => {
  async function keepAlive(c: Client, check: (c: Client) => Promise<Response> | Response, untilMin: number) {
    for (let m = 10; m < untilMin; m += 10) {
      at(start + m * MIN);
      const res = await check(c);
      if (res.status !== 200) return { minute: m, status: res.status };
    }
    return null;
  }

  it("ends a busy client's session 12 hours after the sign-in", async () => {
    at(start);
    const c = await clientOf(app, "client@example.com");
    expect(await keepAlive(c, clientCheck, 12 * 60)).toBeNull();
    at(start + 12 * 60 * MIN);
    expect((await clientCheck(c)).status).toBe(401);
  }, 60_000);

  it("ends a busy employee's session after 8 hours", async () => {
    at(start);
    const employee = await clientOf(app, "staff@example.com");
    expect(await keepAlive(employee, staffCheck, 9 * 60)).toEqual({ minute: 8 * 60, status: 401 });
  }, 60_000);

  it("gives the cookie a Max-Age no longer than a client's lifetime", async () => {
    const res = await postAuth(app, "client@example.com", "Demo-2026");
    expect(res.status).toBe(200);
    expect(SESSION_MAX_AGE_S).toBe(SESSION_LIFETIMES.client.absoluteS);
    expect(res.headers.get("set-cookie")).toContain(`Max-Age=${12 * 3600}`);
  });
});

describe("/apilk/settings/sessions/", () => {
  const UA_PHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

  async function currentId(c: Client): Promise<string> {
    const { items } = await c.json("/apilk/settings/sessions/");
    return items.find((s: { current: boolean }) => s.current).id;
  }

  async function signInWithAgent(email: string, userAgent: string) {
    const res = await postAuth(app, email, "Demo-2026", { "user-agent": userAgent });
    return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  }

  it("lists the user's live sessions with the device, the current one marked, and no other user's", async () => {
    const email = "assignee@example.com";
    const phoneCookie = await signInWithAgent(email, UA_PHONE);
    const desk = await clientOf(app, email);
    await clientOf(app, "client@example.com");
    const { items } = await desk.json("/apilk/settings/sessions/");
    expect(items).toHaveLength(2);
    const current = items.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    const phone = items.find((s: { userAgent: string | null }) => s.userAgent === UA_PHONE);
    expect(phone).toMatchObject({ current: false, address: "local" });
    expect(phone.id).toMatch(/^[0-9a-f]{32}$/);
    // The id is neither the cookie nor its stored hash.
    expect(phoneCookie).not.toContain(phone.id);
    expect(JSON.stringify(items)).not.toMatch(/[0-9a-f]{64}/);
  });

  it("ends one session: its cookie is signed out, the current one lives on, a second try is 404", async () => {
    const email = "client@example.com";
    const other = await clientOf(app, email);
    const me = await clientOf(app, email);
    const otherId = await currentId(other);
    const { items } = await me.json("/apilk/settings/sessions/");
    expect(items.find((s: { id: string }) => s.id === otherId)).toMatchObject({ current: false });
    const res = await me.post("/apilk/settings/sessions/end/", { id: otherId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ended: 1 });
    expect((await clientCheck(other)).status).toBe(401);
    expect((await clientCheck(me)).status).toBe(200);
    expect((await me.post("/apilk/settings/sessions/end/", { id: otherId })).status).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alive", async () => {
    const stranger = await clientOf(app, "assignee@example.com");
    const me = await clientOf(app, "client@example.com");
    const { items } = await stranger.json("/apilk/settings/sessions/");
    const theirs = items.find((s: { current: boolean }) => s.current).id;
    const res = await me.post("/apilk/settings/sessions/end/", { id: theirs });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect((await clientCheck(stranger)).status).toBe(200);
  });

  it("answers 400 naming the field for a missing id", async () => {
    const me = await clientOf(app, "client@example.com");
    const res = await me.post("/apilk/settings/sessions/end/", {});
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Не указан сеанс");
  });

  it("ends every other session of the user, and only the user's", async () => {
    const email = "client@example.com";
    const a = await clientOf(app, email);
    const b = await clientOf(app, email);
    const stranger = await clientOf(app, "assignee@example.com");
    const me = await clientOf(app, email);
    const res = await me.post("/apilk/settings/sessions/end-others/", {});
    expect(res.status).toBe(200);
    expect((await res.json()).ended).toBeGreaterThanOrEqual(2);
    expect((await clientCheck(a)).status).toBe(401);
    expect((await clientCheck(b)).status).toBe(401);
    expect((await clientCheck(me)).status).toBe(200);
    expect((await clientCheck(stranger)).status).toBe(200);
    const { items } = await me.json("/apilk/settings/sessions/");
    expect(items).toHaveLength(1);
    expect(items[0].current).toBe(true);
  });

  it("refuses the POSTs without the CSRF token (403) and ends nothing", async () => {
    const email = "client@example.com";
    const other = await clientOf(app, email);
    const me = await clientOf(app, email);
    const otherId = await currentId(other);
    expect((await me.post("/apilk/settings/sessions/end/", { id: otherId }, { csrf: false })).status).toBe(403);
    expect((await me.post("/apilk/settings/sessions/end-others/", {}, { csrf: "forged" })).status).toBe(403);
    expect((await clientCheck(other)).status).toBe(200);
  });

  it("answers 401 signed out", async () => {
    expect((await app.api.request("/apilk/settings/sessions/")).status).toBe(401);
    const res = await app.api.request("/apilk/settings/sessions/end-others/", { method: "POST" });
    expect(res.status).toBe(401);
  });
});
