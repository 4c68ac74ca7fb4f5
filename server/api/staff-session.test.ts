import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../../core/calendar-dates.ts";
import { recordAudit, type StaffActor } from "../domain/staff/staff-service.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The back office frame: /staff/api/session/, /staff/api/logout/, /staff/api/audit/list/ — who gets in (employees,
 * by role), who does not (clients: 404; signed out: 401), CSRF on logout, `no-store` on every answer, the audit
 * search, and an employee turned away from the client account API.
 */

let app: TestApp;
const staff: Record<string, Client> = {};
let client: Client;

const ROLE_ACCOUNTS = {
  "admin@example.com": ["admin"],
  "sales@example.com": ["sales"],
  "service@example.com": ["service"],
  "risk@example.com": ["risk"],
  "content@example.com": ["content"],
  "hr@example.com": ["hr"],
  "staff@example.com": ["service", "risk"],
} as const;
type StaffEmail = keyof typeof ROLE_ACCOUNTS;
const EMAILS = Object.keys(ROLE_ACCOUNTS) as StaffEmail[];

beforeAll(async () => {
  app = await createTestApp();
  for (const email of EMAILS) staff[email] = await clientOf(app, email);
  client = await clientOf(app, "client@example.com");
}, 60_000);

afterAll(async () => {
  await app?.close();
});

const as = (email: StaffEmail) => staff[email] as Client;

async function problemOf(res: Response) {
  expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  return (await res.json()) as { status: number; detail: string; errors?: { field: string; message: string }[] };
}

describe("GET /staff/api/session/", () => {
  for (const email of EMAILS) {
    it(`answers ${email} with the roles held and the session's CSRF token`, async () => {
      const res = await as(email).get("/staff/api/session/");
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.user).toMatchObject({ email, role: "staff" });
      expect(body.roles).toEqual(ROLE_ACCOUNTS[email]);
      expect(body.csrfToken).toBe(as(email).csrfToken);
    });
  }

  it("answers a client 404, as if the back office did not exist", async () => {
    const res = await client.get("/staff/api/session/");
    expect(res.status).toBe(404);
    expect(JSON.stringify(await problemOf(res))).not.toMatch(/roles|csrf/i);
  });

  it("answers signed out 401 with a Russian detail", async () => {
    const res = await app.api.request("/staff/api/session");
    expect(res.status).toBe(401);
    expect((await problemOf(res)).detail).toBe("Войдите как сотрудник, чтобы продолжить");
  });

  it("is never kept by a cache, errors included", async () => {
    for (const res of [
      await as("admin@example.com").get("/staff/api/session/"),
      await app.api.request("/staff/api/session/"),
      await client.get("/staff/api/audit/list/"),
      await as("sales@example.com").get("/staff/api/audit/list/"),
    ]) {
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });
});

/** Each role × each frame call: the status it gets. The administrator may everything. */
const MATRIX: { call: string; allowed: (roles: readonly string[]) => boolean }[] = [
  { call: "GET /staff/api/session/", allowed: () => true },
  { call: "GET /staff/api/audit/list/", allowed: (roles) => roles.includes("admin") },
];

describe("the role matrix of the frame's calls", () => {
  for (const { call, allowed } of MATRIX) {
    const [, path = ""] = call.split(" ");
    for (const email of EMAILS) {
      const expected = allowed(ROLE_ACCOUNTS[email]) ? 200 : 403;
      it(`${call} as ${email} → ${expected}`, async () => {
        const res = await as(email).get(path);
        expect(res.status).toBe(expected);
        if (expected === 403) expect((await problemOf(res)).detail).toBe("Это действие недоступно вашей роли");
      });
    }
    it(`${call} as a client → 404, signed out → 401`, async () => {
      expect((await client.get(path)).status).toBe(404);
      expect((await app.api.request(path)).status).toBe(401);
    });
  }
});

describe("POST /staff/api/logout/", () => {
  it("without the CSRF token or with a forged one answers 403 and the session lives on", async () => {
    const hr = as("hr@example.com");
    expect((await hr.post("/staff/api/logout/", {}, { csrf: false })).status).toBe(403);
    const forged = await hr.post("/staff/api/logout/", {}, { csrf: "forged" });
    expect(forged.status).toBe(403);
    expect((await problemOf(forged)).detail).toMatch(/Сессия устарела/);
    expect((await hr.get("/staff/api/session/")).status).toBe(200);
  });

  it("answers a client 404 and signed out 401, ending nothing", async () => {
    expect((await client.post("/staff/api/logout/", {})).status).toBe(404);
    expect((await client.get("/apilk/account/check/")).status).toBe(200);
    expect((await app.api.request("/staff/api/logout/", { method: "POST" })).status).toBe(401);
  });

  it("refuses any other method with 405 and Allow: POST", async () => {
    const res = await as("content@example.com").get("/staff/api/logout/");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await as("content@example.com").get("/staff/api/session/")).status).toBe(200);
  });

  it("with the token ends the session on the server and clears the cookie", async () => {
    const own = await clientOf(app, "sales@example.com");
    const res = await own.post("/staff/api/logout/", {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get("set-cookie")).toMatch(/lk_session=;.*Max-Age=0/i);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect((await own.get("/staff/api/session/")).status).toBe(401);
    // Another session of the same employee is not touched.
    expect((await as("sales@example.com").get("/staff/api/session/")).status).toBe(200);
  });
});

describe("an employee in the client account API", () => {
  it("gets 403 with a Russian message from /apilk/contracts/list/ and the other account calls", async () => {
    for (const path of ["/apilk/contracts/list/", "/apilk/settings/profiles/", "/apilk/notifications/counter/"]) {
      const res = await as("staff@example.com").get(path);
      expect(res.status, path).toBe(403);
      expect((await problemOf(res)).detail).toBe("Раздел для клиентов: сотрудники работают в /staff");
    }
    const post = await as("admin@example.com").post("/apilk/notifications/counter/", { ids: [1] });
    expect(post.status).toBe(403);
  });

  it("still reads account/check (who is signed in) and may sign out there", async () => {
    const check = await as("service@example.com").get("/apilk/account/check/");
    expect(check.status).toBe(200);
    expect((await check.json()).user.role).toBe("staff");
  });

  it("does not stop a client", async () => {
    expect((await client.get("/apilk/contracts/list/")).status).toBe(200);
  });
});

describe("GET /staff/api/audit/list/", () => {
  const admin = () => as("admin@example.com");
  const list = async (filters: Record<string, string> = {}, currentPage?: number) => {
    const query = new URLSearchParams({ filters: JSON.stringify(filters) });
    if (currentPage) query.set("currentPage", String(currentPage));
    const res = await admin().get(`/staff/api/audit/list/?${query}`);
    expect(res.status).toBe(200);
    return res.json();
  };
  const actorOf = async (email: StaffEmail): Promise<StaffActor> => {
    const session = await as(email).json("/staff/api/session/");
    return { id: session.user.id, email, name: session.user.name, roles: session.roles, address: "203.0.113.7" };
  };

  beforeAll(async () => {
    const { db } = app.services.database;
    const service = await actorOf("service@example.com");
    const risk = await actorOf("risk@example.com");
    // 30 status changes of one ticket by client service, then one decision by risk: more than a page.
    for (let i = 0; i < 30; i++) {
      await recordAudit(db, service, {
        action: "ticket.status",
        objectType: "ticket",
        objectId: i === 29 ? "T-LAST" : `T-${i}`,
        before: { number: `ОБ-2026-${i}`, status: "new" },
        after: { number: `ОБ-2026-${i}`, status: "in_progress" },
      });
    }
    await recordAudit(db, risk, {
      action: "rescheduling.decline",
      objectType: "rescheduling",
      objectId: "R-1",
      before: { status: "review", params: { months: 2 } },
      after: { status: "declined", reason: "Просрочка", params: { months: 2 } },
    });
  });

  it("lists the newest first, 25 a page, with who, the titles, the address and the diff", async () => {
    const first = await list();
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 25, pageCnt: 2, totalCnt: 31 });
    expect(first.items).toHaveLength(25);
    const [newest, next] = first.items;
    expect(newest).toMatchObject({
      actorEmail: "risk@example.com",
      actorName: "Светлана Игоревна Белова",
      action: "rescheduling.decline",
      actionTitle: "Отказ в реструктуризации",
      objectType: "rescheduling",
      objectTypeTitle: "Заявка на реструктуризацию",
      objectId: "R-1",
      address: "203.0.113.7",
      changes: [
        { field: "reason", before: null, after: "Просрочка" },
        { field: "status", before: "review", after: "declined" },
      ],
    });
    expect(next.objectId).toBe("T-LAST");
    const second = await list({}, 2);
    expect(second.items).toHaveLength(6);
    expect(second.items.at(-1).objectId).toBe("T-0");
    expect(first.actions).toEqual([
      { code: "rescheduling.decline", title: "Отказ в реструктуризации" },
      { code: "ticket.status", title: "Смена статуса обращения" },
    ]);
    expect(first.objectTypes.map((o: { code: string }) => o.code)).toEqual(["rescheduling", "ticket"]);
  });

  it("filters by the employee's e-mail part, the action, the object and the dates", async () => {
    expect((await list({ actor: "RISK@" })).pagination.totalCnt).toBe(1);
    expect((await list({ actor: "_" })).pagination.totalCnt).toBe(0);
    expect((await list({ action: "ticket.status" })).pagination.totalCnt).toBe(30);
    expect((await list({ objectType: "rescheduling" })).items.map((e: { objectId: string }) => e.objectId)).toEqual([
      "R-1",
    ]);
    expect((await list({ objectType: "ticket", objectId: "T-LAST" })).pagination.totalCnt).toBe(1);
    const today = moscowDate();
    expect((await list({ dateFrom: today, dateTo: today })).pagination.totalCnt).toBe(31);
    expect((await list({ dateTo: "2020-01-01" })).pagination.totalCnt).toBe(0);
  });

  it("answers bad filters 400 naming the field in Russian", async () => {
    const cases: [string, string][] = [
      [`filters=${encodeURIComponent('{"dateFrom":"2026-05-02","dateTo":"2026-05-01"}')}`, "не позже"],
      [`filters=${encodeURIComponent('{"dateFrom":"вчера"}')}`, "ГГГГ-ММ-ДД"],
      ["filters=%7Bnot-json", "JSON"],
      ["currentPage=0", "начинается с 1"],
    ];
    for (const [query, message] of cases) {
      const res = await admin().get(`/staff/api/audit/list/?${query}`);
      expect(res.status, query).toBe(400);
      const body = await problemOf(res);
      expect(body.errors?.map((e) => e.message).join(" "), query).toContain(message);
    }
  });
});
