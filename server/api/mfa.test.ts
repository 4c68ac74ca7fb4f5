import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { MFA_ENROLMENT_REQUIRED_TYPE, MFA_MESSAGES } from "../../contract/mfa.ts";
import { users } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { securityEvents, userMfa } from "../db/schema/security.ts";
import { encryptPassword, postAuth } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { setCookiePair, totpCode } from "../testing/totp.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * The second factor (ADR 030) as a client and an employee meet it: enrolment confirmed with a code the test
 * computes, the code step of the sign-in (wrong, replayed, recovery, remembered device), turning it off with the
 * password and a code, staff kept out of the back office until enrolled, the events and the e-mails.
 * Time is moved by faking Date only (the server reads the clock through it), as in sessions.test.ts.
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

const STEP = 30_000;
let now = new Date("2026-11-24T09:00:00Z").getTime();
/** Moves the clock on, so each sign-in below has a TOTP step of its own (a step is accepted once). */
function tick(ms = 2 * STEP) {
  now += ms;
  vi.useFakeTimers({ toFake: ["Date"], now });
}

const db = () => app.services.database.db;
const mailTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id)).map((m) => m.subject);
const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? -1;
const eventsOf = async (email: string, kind: (typeof securityEvents.$inferSelect)["kind"]) =>
  db()
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, await userId(email)), eq(securityEvents.kind, kind)))
    .orderBy(securityEvents.id);

/** The code step as the sign-in page sends it, with the cookies the password step set. */
function postCode(cookies: string, code: string, remember = false) {
  return app.api.request("/api/account/auth/code/", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: cookies, "user-agent": "MfaTest/1.0" },
    body: JSON.stringify({ code, remember }),
  });
}

/** The password step from a browser holding `device` (a device cookie pair) or none. */
async function passwordStep(email: string, device?: string) {
  const res = await postAuth(app, email, "Demo-2026", {
    "user-agent": "MfaTest/1.0",
    ...(device ? { cookie: device } : {}),
  });
  const cookies = [setCookiePair(res, "lk_mfa"), setCookiePair(res, "lk_device") ?? device].filter(Boolean).join("; ");
  return { res, cookies, device: setCookiePair(res, "lk_device") ?? device ?? "" };
}

/** A six-digit code the server refuses now: none of the three steps it would accept. */
function wrongCode(secret: string): string {
  const valid = new Set([totpCode(secret, -1), totpCode(secret), totpCode(secret, 1)]);
  let n = Number(totpCode(secret));
  do n = (n + 1) % 1_000_000;
  while (valid.has(String(n).padStart(6, "0")));
  return String(n).padStart(6, "0");
}

async function enrol(c: Client): Promise<string> {
  const res = await c.post("/apilk/account/mfa/enrol/", {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { secret: string }).secret;
}

describe("a client turns the second factor on, signs in with it, and off", () => {
  const email = "client@example.com";
  let secret = "";
  let recoveryCodes: string[] = [];
  let remembered = "";

  it("starts with it off, and enrols with a QR code and a secret, refused without the CSRF token", async () => {
    tick();
    const c = await clientOf(app, email);
    expect(await c.json("/apilk/account/mfa/status/")).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });
    expect((await c.post("/apilk/account/mfa/enrol/", {}, { csrf: false })).status).toBe(403);
    const res = await c.post("/apilk/account/mfa/enrol/", {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as { secret: string; otpauthUri: string; qr: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+client%40example\.com\?secret=[A-Z2-7]{32}/);
    expect(body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qr.split(",")[1] ?? "", "base64").toString()).toContain("<svg");
    secret = body.secret;
    // The secret is stored sealed, never in clear.
    const mine = async () =>
      (
        await db()
          .select()
          .from(userMfa)
          .where(eq(userMfa.userId, await userId(email)))
      )[0];
    const stored = await mine();
    expect(stored?.secretSealed).not.toContain(secret);
    expect(stored?.enabledAt).toBeNull();

    const wrong = await c.post("/apilk/account/mfa/confirm/", { code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ field: "code", message: MFA_MESSAGES.wrongEnrolmentCode }]);
    const empty = await c.post("/apilk/account/mfa/confirm/", { code: "" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).errors[0]).toEqual({ field: "code", message: MFA_MESSAGES.empty });

    const ok = await c.post("/apilk/account/mfa/confirm/", { code: totpCode(secret) });
    expect(ok.status).toBe(200);
    recoveryCodes = ((await ok.json()) as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(await c.json("/apilk/account/mfa/status/")).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Only hashes are kept.
    const after = await mine();
    expect(JSON.stringify(after?.recoveryCodeHashes)).not.toContain(recoveryCodes[0]?.replace("-", "") ?? "?");
    expect((await c.post("/apilk/account/mfa/enrol/", {})).status).toBe(409);

    expect(await mailTo(email)).toContain("Двухфакторная аутентификация включена — Лизинг-Авто");
    expect(await eventsOf(email, "mfa.enable")).toHaveLength(1);
  });

  it("asks for the code after the password: no session until then, a wrong or replayed code is 401 in Russian", async () => {
    tick(STEP / 3);
    const { res, cookies } = await passwordStep(email);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ mfaRequired: true });
    expect(setCookiePair(res, "lk_session")).toBeUndefined();
    expect(res.headers.getSetCookie().find((h) => h.startsWith("lk_mfa="))).toMatch(/HttpOnly; SameSite=Strict/);

    const wrong = await postCode(cookies, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).detail).toBe(MFA_MESSAGES.wrongCode);
    // The code that confirmed the enrolment a moment ago is still in its step: used, so refused.
    expect((await postCode(cookies, totpCode(secret))).status).toBe(401);
    // Without the pending cookie, a right code opens nothing.
    const bare = await postCode("", totpCode(secret, 1));
    expect(bare.status).toBe(401);
    expect((await bare.json()).detail).toBe(MFA_MESSAGES.expired);

    const ok = await postCode(cookies, totpCode(secret, 1));
    expect(ok.status).toBe(200);
    const session = setCookiePair(ok, "lk_session") ?? "";
    expect((await app.api.request("/apilk/account/check/", { headers: { cookie: session } })).status).toBe(200);
    expect(ok.headers.getSetCookie().find((h) => h.startsWith("lk_mfa="))).toMatch(/Max-Age=0/);

    const failures = await eventsOf(email, "signin.failure");
    expect(failures.map((e) => e.details)).toContainEqual({ reason: "mfa-code" });
    const successes = await eventsOf(email, "signin.success");
    expect(successes.at(-1)).toMatchObject({ userAgent: "MfaTest/1.0", details: { method: "password+totp" } });
    expect(successes.at(-1)?.address).toBeTruthy();
  });

  it("lets a pending sign-in expire after 5 minutes", async () => {
    tick();
    const { cookies } = await passwordStep(email);
    tick(5 * 60_000 + 1000);
    const late = await postCode(cookies, totpCode(secret));
    expect(late.status).toBe(401);
    expect((await late.json()).detail).toBe(MFA_MESSAGES.expired);
  });

  it("takes a recovery code once, and e-mails about it", async () => {
    tick();
    const code = recoveryCodes[0] ?? "";
    const first = await passwordStep(email);
    expect((await postCode(first.cookies, code.toLowerCase().replace("-", " "))).status).toBe(200);
    const second = await passwordStep(email);
    expect((await postCode(second.cookies, code)).status).toBe(401);
    expect(await mailTo(email)).toContain("Использован резервный код входа — Лизинг-Авто");
    expect(await eventsOf(email, "mfa.recovery_code")).toHaveLength(1);
    const c = await clientOf(app, "assignee@example.com");
    expect((await c.json("/apilk/account/mfa/status/")).enabled).toBe(false);
  });

  it("skips the code on a remembered device for 30 days, and only there", async () => {
    tick();
    const first = await passwordStep(email);
    expect((await postCode(first.cookies, totpCode(secret), true)).status).toBe(200);
    remembered = first.device;

    tick();
    const again = await passwordStep(email, remembered);
    expect(again.res.status).toBe(200);
    expect(setCookiePair(again.res, "lk_session")).toBeDefined();
    // Another browser still needs it.
    expect((await passwordStep(email)).res.status).toBe(202);

    tick(31 * 86_400_000);
    expect((await passwordStep(email, remembered)).res.status).toBe(202);
  });

  it("mails the owner about a sign-in from a new device, not from a known one", async () => {
    tick();
    const before = (await mailTo(email)).filter((s) => s.includes("нового устройства")).length;
    const fresh = await passwordStep(email);
    expect((await postCode(fresh.cookies, totpCode(secret))).status).toBe(200);
    tick();
    const known = await passwordStep(email, fresh.device);
    expect((await postCode(known.cookies, totpCode(secret))).status).toBe(200);
    const after = (await mailTo(email)).filter((s) => s.includes("нового устройства")).length;
    expect(after).toBe(before + 1);
    expect((await eventsOf(email, "signin.new_device")).length).toBeGreaterThan(1);
  });

  it("replaces the recovery codes only with the password and a code: the old ones stop working, the new ones work", async () => {
    tick();
    const first = await passwordStep(email);
    const cookie = setCookiePair(await postCode(first.cookies, totpCode(secret)), "lk_session") ?? "";
    const { csrfToken } = (await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json()) as {
      csrfToken: string;
    };
    const regenerate = async (body: unknown, headers: Record<string, string> = { "x-csrf-token": csrfToken }) =>
      app.api.request("/apilk/account/mfa/recovery-codes/", {
        method: "POST",
        headers: { "content-type": "application/json", cookie, ...headers },
        body: JSON.stringify(body),
      });
    const password = await encryptPassword(app, "Demo-2026");

    tick();
    expect((await regenerate({ password, code: totpCode(secret) }, {})).status).toBe(403);
    const noPassword = await regenerate({ code: totpCode(secret) });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).errors[0].field).toBe("password");
    const wrongPassword = await regenerate({ password: await encryptPassword(app, "not-it"), code: totpCode(secret) });
    expect((await wrongPassword.json()).errors).toEqual([{ field: "password", message: "Пароль указан неверно" }]);
    const wrong = await regenerate({ password, code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([{ field: "code", message: MFA_MESSAGES.wrongCode }]);
    const old = recoveryCodes[1] ?? "";
    expect(await eventsOf(email, "mfa.recovery_codes")).toHaveLength(0);

    const fresh = await regenerate({ password, code: totpCode(secret) });
    expect(fresh.status).toBe(200);
    const { recoveryCodes: codes } = (await fresh.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes).not.toContain(old);
    expect(await mailTo(email)).toContain("Резервные коды входа заменены — Лизинг-Авто");
    expect(await eventsOf(email, "mfa.recovery_codes")).toHaveLength(1);

    // An old code no longer signs in; a new one does.
    tick();
    expect((await postCode((await passwordStep(email)).cookies, old)).status).toBe(401);
    tick();
    expect((await postCode((await passwordStep(email)).cookies, codes[0] ?? "")).status).toBe(200);
    recoveryCodes = codes.slice(1);
  });

  it("refuses new recovery codes while the second factor is off (409)", async () => {
    const c = await clientOf(app, "assignee@example.com");
    const res = await c.post("/apilk/account/mfa/recovery-codes/", {
      password: await encryptPassword(app, "Demo-2026"),
      code: "123456",
    });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(MFA_MESSAGES.notOn);
  });

  it("turns off only with the password and a code, e-mails about it, and signs in with the password alone after", async () => {
    tick();
    const first = await passwordStep(email);
    const ok = await postCode(first.cookies, totpCode(secret));
    const cookie = setCookiePair(ok, "lk_session") ?? "";
    const check = await app.api.request("/apilk/account/check/", { headers: { cookie } });
    const { csrfToken } = (await check.json()) as { csrfToken: string };
    const disable = async (body: unknown) =>
      app.api.request("/apilk/account/mfa/disable/", {
        method: "POST",
        headers: { "content-type": "application/json", cookie, "x-csrf-token": csrfToken },
        body: JSON.stringify(body),
      });

    const noPassword = await disable({ code: "123456" });
    expect(noPassword.status).toBe(400);
    expect((await noPassword.json()).errors[0].field).toBe("password");
    const wrongPassword = await disable({ password: await encryptPassword(app, "not-it"), code: "123456" });
    expect(wrongPassword.status).toBe(400);
    expect((await wrongPassword.json()).errors).toEqual([{ field: "password", message: "Пароль указан неверно" }]);
    tick();
    const password = await encryptPassword(app, "Demo-2026");
    const wrongCodeAnswer = await disable({ password, code: wrongCode(secret) });
    expect(wrongCodeAnswer.status).toBe(400);
    expect((await wrongCodeAnswer.json()).errors).toEqual([{ field: "code", message: MFA_MESSAGES.wrongCode }]);
    expect((await disable({ password, code: totpCode(secret) })).status).toBe(200);

    expect(await mailTo(email)).toContain("Двухфакторная аутентификация отключена — Лизинг-Авто");
    expect(await eventsOf(email, "mfa.disable")).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(userMfa)
        .where(eq(userMfa.userId, await userId(email))),
    ).toEqual([]);
    tick();
    expect((await passwordStep(email)).res.status).toBe(200);
  });
});

describe("wrong codes", () => {
  it("counts them per account: the 6th in 15 minutes is 429 even with the right code", async () => {
    tick();
    const employee = "risk@example.com";
    const { cookies } = await passwordStep(employee);
    for (let i = 0; i < 5; i++) expect((await postCode(cookies, wrongCode(employee))).status).toBe(401);
    const limited = await postCode(cookies, totpCode(employee));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect((await limited.json()).detail).toBe(`${MFA_MESSAGES.tooMany} 15 мин.`);
  });
});

describe("the lessor's staff", () => {
  it("come enrolled in the demo: the code from the published secret signs them in to the back office", async () => {
    tick();
    const { res, cookies } = await passwordStep("sales@example.com");
    expect(res.status).toBe(202);
    const ok = await postCode(cookies, totpCode("sales@example.com"));
    expect(ok.status).toBe(200);
    const session = setCookiePair(ok, "lk_session") ?? "";
    expect((await app.api.request("/staff/api/session/", { headers: { cookie: session } })).status).toBe(200);
  });

  it("reach nothing in the back office without the second factor until they enrol, and cannot turn it off", async () => {
    tick();
    await db()
      .delete(userMfa)
      .where(eq(userMfa.userId, await userId("hr@example.com")));
    const employee = await clientOf(app, "hr@example.com");
    const blocked = await employee.get("/staff/api/session/");
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toMatchObject({
      type: MFA_ENROLMENT_REQUIRED_TYPE,
      detail: MFA_MESSAGES.staffRequired,
    });
    expect((await employee.get("/staff/api/tickets/list/")).status).toBe(403);
    expect(await employee.json("/apilk/account/mfa/status/")).toMatchObject({ enabled: false, required: true });

    const secret = await enrol(employee);
    expect((await employee.post("/apilk/account/mfa/confirm/", { code: totpCode(secret) })).status).toBe(200);
    expect((await employee.get("/staff/api/session/")).status).toBe(200);

    tick();
    const off = await employee.post("/apilk/account/mfa/disable/", {
      password: await encryptPassword(app, "Demo-2026"),
      code: totpCode(secret),
    });
    expect(off.status).toBe(403);
    expect((await employee.get("/staff/api/session/")).status).toBe(200);
  });
});

describe("the e-mailed sign-in link", () => {
  it("proves the mailbox only: an enrolled account still answers the code challenge", async () => {
    tick();
    const key = await app.services.auth.issueLoginKey(await userId("content@example.com"), "signin");
    const res = await app.api.request(`/api/account/check/?KEY=${key}`);
    expect(res.status).toBe(202);
    expect(setCookiePair(res, "lk_session")).toBeUndefined();
    const cookies = [setCookiePair(res, "lk_mfa"), setCookiePair(res, "lk_device")].join("; ");
    expect((await postCode(cookies, wrongCode("content@example.com"))).status).toBe(401);
    const ok = await postCode(cookies, totpCode("content@example.com"));
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.email).toBe("content@example.com");
  });
});

describe("security events", () => {
  it("records a failed sign-in with the account, the address and the user agent", async () => {
    const res = await postAuth(app, "assignee@example.com", "not-the-password", { "user-agent": "Probe/2.0" });
    expect(res.status).toBe(401);
    const [failure] = await eventsOf("assignee@example.com", "signin.failure");
    expect(failure).toMatchObject({
      email: "assignee@example.com",
      userAgent: "Probe/2.0",
      details: { reason: "password" },
    });
    expect(failure?.address).toBeTruthy();
  });
});
