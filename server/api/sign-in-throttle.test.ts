import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SIGN_IN_LINK_SENT } from "../../contract/account.ts";
import { users } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { rateLimits } from "../db/schema/system.ts";
import { passwordFailuresBucket } from "../domain/auth/auth-service.ts";
import { securityEventsOf } from "../domain/auth/security-events.ts";
import { addressBucket } from "../domain/rate-limiter.ts";
import { problemWithoutRequestId } from "../testing/problem-body.ts";
import { encryptPassword } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createApi } from "./create-api.ts";

let app: TestApp;
/** The API behind one trusted proxy: each request's address is its X-Forwarded-For, as from many clients. */
let proxied: TestApp["api"];
beforeAll(async () => {
  app = await createTestApp();
  proxied = createApi({ ...app.services, env: { ...app.services.env, TRUST_PROXY: 1 } });
});
afterAll(async () => {
  await app.close();
});

/** A sign-in with an already encrypted password from `address`, with the browser's cookie if it has one. */
function postCipher(email: string, cipher: string, address: string, cookie?: string) {
  return proxied.request("/api/account/auth/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email, password: cipher }),
  });
}

const sessionCookie = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const checkStatus = async (cookie: string) =>
  (await app.api.request("/apilk/account/check/", { headers: { cookie } })).status;
const mailTo = (email: string) =>
  app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

describe("a burst of concurrent sign-ins for one account", () => {
  it("evaluates at most 5 of 100 wrong passwords from 100 addresses; the right one inside and after it does not sign in", async () => {
    const email = "client@example.com";
    const [wrong, right] = [await encryptPassword(app, "not-the-password"), await encryptPassword(app, "Demo-2026")];
    const hashesBefore = app.services.auth.passwordChecks();
    const burst = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => postCipher(email, wrong, `198.51.100.${i}`)),
      postCipher(email, right, "203.0.113.200"),
    ]);
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(app.services.auth.passwordChecks() - hashesBefore).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(96);
    expect(burst.every((r) => r.headers.get("set-cookie") === null)).toBe(true);

    const after = await postCipher(email, right, "203.0.113.201");
    expect(after.status).toBe(429);
    expect(after.headers.get("set-cookie")).toBeNull();
    expect(app.services.auth.passwordChecks() - hashesBefore).toBeLessThanOrEqual(5);
  });

  it("computes one hash per evaluated answer when 100 accounts are tried at once: the rest wait or get a Russian 503", async () => {
    const cipher = await encryptPassword(app, "not-the-password");
    const hashesBefore = app.services.auth.passwordChecks();
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, i) => postCipher(`burst-${i}@example.com`, cipher, `192.0.2.${i}`)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
    expect(app.services.auth.passwordChecks() - hashesBefore).toBe(statuses.filter((s) => s === 401).length);
    for (const res of burst.filter((r) => r.status === 503)) {
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect((await res.json()).detail).toMatch(/Повторите через несколько секунд/);
    }
  });
});

describe("a throttled account is not locked out", () => {
  it("sends its owner a sign-in link instead, whatever password comes, and the link signs the owner in", async () => {
    const email = "assignee@example.com";
    const attacker = "198.51.100.66";
    const guess = await encryptPassword(app, "guess");
    for (let i = 0; i < 5; i++) expect((await postCipher(email, guess, attacker)).status).toBe(401);

    // The attacker's sixth guess and the owner's right password, from another address, get the same answer.
    const guessed = await postCipher(email, guess, attacker);
    const owner = await postCipher(email, await encryptPassword(app, "Demo-2026"), "203.0.113.10");
    for (const res of [guessed, owner]) {
      expect(res.status).toBe(429);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    const [a, b] = [await problemWithoutRequestId(guessed), await problemWithoutRequestId(owner)];
    expect(b).toEqual(a);
    expect(a).toMatchObject({ type: SIGN_IN_LINK_SENT.type, detail: SIGN_IN_LINK_SENT.detail });
    expect(a.detail).toMatch(/^Мы отправили ссылку для входа на вашу почту/);
    expect(a.detail).not.toMatch(/восстанов/i);

    // One link per window, however many attempts came.
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("Ссылка для входа в личный кабинет Лизинг-Авто");
    const link = new URL(mail[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    expect(link.pathname).toBe("/login/key");

    // The owner reads the mail and signs in with the link (the page's «Войти» calls this).
    const signedIn = await app.api.request(`/api/account/check/?KEY=${link.searchParams.get("KEY")}`);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.email).toBe(email);
    expect(await checkStatus(sessionCookie(signedIn))).toBe(200);

    // The attacker still gets no session and no answer about the password.
    const again = await postCipher(email, guess, attacker);
    expect(again.status).toBe(429);
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await problemWithoutRequestId(again)).toEqual(a);
  });

  it("answers an unknown e-mail the same way once it is throttled, and sends nothing", async () => {
    const email = "nobody-here@example.com";
    const guess = await encryptPassword(app, "guess");
    for (let i = 0; i < 5; i++) expect((await postCipher(email, guess, `198.51.100.${150 + i}`)).status).toBe(401);
    const throttled = await postCipher(email, guess, "198.51.100.160");
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toMatchObject({ type: SIGN_IN_LINK_SENT.type, detail: SIGN_IN_LINK_SENT.detail });
    expect(await mailTo(email)).toHaveLength(0);
  });

  it("keeps the per-address limit: 20 failures from one address, then a 429 that names no password recovery", async () => {
    const guess = await encryptPassword(app, "guess");
    for (let i = 0; i < 20; i++)
      expect((await postCipher(`spray-${i}@example.com`, guess, "192.0.2.250")).status).toBe(401);
    const limited = await postCipher("staff@example.com", await encryptPassword(app, "Demo-2026"), "192.0.2.250");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    const { detail, type } = await limited.json();
    expect(type).toBe("about:blank");
    expect(detail).toBe("Слишком много неудачных попыток входа с вашего адреса. Повторите через 15 мин.");
  });
});

describe("signing in again in the same browser", () => {
  // The burst above used up client@'s budget of failures; a sign-in of an account without a second factor here.
  beforeEach(() => app.services.limiter.reset(passwordFailuresBucket("client@example.com")));

  it("ends the session the browser held, by password and by one-time key", async () => {
    const password = await encryptPassword(app, "Demo-2026");
    const first = sessionCookie(await postCipher("client@example.com", password, "203.0.113.30"));
    expect(await checkStatus(first)).toBe(200);

    const second = await postCipher("client@example.com", password, "203.0.113.30", first);
    expect(second.status).toBe(200);
    expect(await checkStatus(first)).toBe(401);
    expect(await checkStatus(sessionCookie(second))).toBe(200);

    const key = await app.services.auth.issueLoginKey(1, "signin");
    const third = await app.api.request(`/api/account/check/?KEY=${key}`, {
      headers: { cookie: sessionCookie(second) },
    });
    expect(third.status).toBe(200);
    expect(await checkStatus(sessionCookie(second))).toBe(401);
    expect(await checkStatus(sessionCookie(third))).toBe(200);
  });

  it("leaves the session alone when the new sign-in fails", async () => {
    const held = sessionCookie(
      await postCipher("client@example.com", await encryptPassword(app, "Demo-2026"), "203.0.113.31"),
    );
    const failed = await postCipher("client@example.com", await encryptPassword(app, "wrong"), "203.0.113.31", held);
    expect(failed.status).toBe(401);
    expect(await checkStatus(held)).toBe(200);
  });
});

describe("the in-process gate in front of the sign-in limits", () => {
  it("answers a burst of 100 wrong passwords from one address with 5 × 401 and 95 × 429, records all 100, and the owner's right password afterwards from another address gets the e-mailed link", async () => {
    const email = "docs@example.com";
    const wrong = await encryptPassword(app, "not-the-password");
    const hashesBefore = app.services.auth.passwordChecks();
    const [user] = await app.services.database.db.select().from(users).where(eq(users.email, email));
    const eventsBefore = await securityEventsOf(app.services.database.db, user?.id ?? 0, "signin.failure", 1000);

    const burst = await Promise.all(Array.from({ length: 100 }, () => postCipher(email, wrong, "198.51.100.200")));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(95);
    expect(app.services.auth.passwordChecks() - hashesBefore).toBe(5);
    // The account's place is taken before the address's statement: only the five and the one probe past them
    // reached the address's bucket, the other 94 were answered in process without a statement.
    const [address] = await app.services.database.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.bucket, addressBucket("signin:ip", "198.51.100.200")));
    expect(address?.hits).toBe(6);
    // Refused as the account's (the link was sent, and it was: once) or, had the address been full, as the address's.
    const types = new Set<string>();
    for (const res of burst.filter((r) => r.status === 429)) types.add((await res.json()).type);
    expect([...types].every((t) => t === SIGN_IN_LINK_SENT.type || t === "about:blank")).toBe(true);
    expect(types.has(SIGN_IN_LINK_SENT.type)).toBe(true);
    expect(await mailTo(email)).toHaveLength(1);

    // The refusals answered in process are still recorded, each with the account, the address and why.
    await app.services.auth.flushSecurityEvents();
    const events = await securityEventsOf(app.services.database.db, user?.id ?? 0, "signin.failure", 1000);
    const fresh = events.slice(0, events.length - eventsBefore.length);
    expect(fresh).toHaveLength(100);
    expect(fresh.filter((e) => e.details?.reason === "password")).toHaveLength(5);
    expect(fresh.filter((e) => ["account-limit", "address-limit"].includes(String(e.details?.reason)))).toHaveLength(
      95,
    );
    expect(fresh.every((e) => e.address === "198.51.100.200")).toBe(true);

    // Hole 2: the owner's right password from elsewhere is not evaluated; the link already mailed signs them in.
    const owner = await postCipher(email, await encryptPassword(app, "Demo-2026"), "203.0.113.77");
    expect(owner.status).toBe(429);
    expect(owner.headers.get("set-cookie")).toBeNull();
    expect(await owner.json()).toMatchObject({ type: SIGN_IN_LINK_SENT.type });
    expect(app.services.auth.passwordChecks() - hashesBefore).toBe(5);
    const mail = await mailTo(email);
    expect(mail).toHaveLength(1);
    const link = new URL(mail[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "");
    const signedIn = await app.api.request(`/api/account/check/?KEY=${link.searchParams.get("KEY")}`);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.email).toBe(email);
  });

  it("sends at most the remaining budget to the database at once, and one reservation past it; a reset opens the bucket again", async () => {
    const { limiter } = app.services;
    const rule = { limit: 3, windowMs: 60_000 };
    const bucket = "gate-test:bucket";
    await limiter.reset(bucket);
    const answers = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve(bucket, rule)));
    expect(answers.filter((a) => a.checked && a.wait === 0)).toHaveLength(3);
    // The one past the budget asks the database, which says the bucket is full.
    expect(answers.filter((a) => a.checked && a.wait > 0)).toHaveLength(1);
    expect(answers.filter((a) => !a.checked && a.wait === 60)).toHaveLength(6);
    expect(limiter.admit(bucket, rule)).toBeNull();
    expect(await limiter.reserve(bucket, rule)).toEqual({ wait: 60, checked: false });

    await limiter.reset(bucket);
    expect(await limiter.reserve(bucket, rule)).toEqual({ wait: 0, checked: true });
  });

  it("holds an admitted place until it is counted or released: the budget in flight refuses the rest at once", async () => {
    const { limiter } = app.services;
    const rule = { limit: 2, windowMs: 60_000 };
    const bucket = "gate-test:places";
    await limiter.reset(bucket);
    const places = [limiter.admit(bucket, rule), limiter.admit(bucket, rule)];
    expect(places.every((p) => p !== null)).toBe(true);
    // Two in flight fill the budget; the next is the one probe past it, the one after is refused here.
    const probe = limiter.admit(bucket, rule);
    expect(probe).not.toBeNull();
    expect(limiter.admit(bucket, rule)).toBeNull();
    // Given back without a statement: the places free up, and nothing was counted.
    for (const p of [...places, probe]) p?.release();
    expect(await limiter.reserve(bucket, rule)).toEqual({ wait: 0, checked: true });
    expect(await limiter.reserve(bucket, rule)).toEqual({ wait: 0, checked: true });
    expect(await limiter.reserve(bucket, rule)).toEqual({ wait: 60, checked: true });
  });
});
