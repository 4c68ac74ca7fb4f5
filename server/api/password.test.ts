import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PASSWORD_MESSAGES, RESET_LINK_GONE_MESSAGE } from "../../contract/password.ts";
import { loginKeys, users } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { commonPasswordCount } from "../domain/auth/common-passwords.ts";
import { hashPassword } from "../infra/crypto.ts";
import { encryptPassword, postAuth, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createApi } from "./create-api.ts";

let app: TestApp;
/** The API behind one trusted proxy: each request's address is its X-Forwarded-For. */
let proxied: TestApp["api"];
let counter = 0;

beforeAll(async () => {
  app = await createTestApp();
  proxied = createApi({ ...app.services, env: { ...app.services.env, TRUST_PROXY: 1 } });
});
afterAll(async () => {
  await app.close();
});

/** A client account of its own for each test, so one test's limits and sessions do not touch another's. */
async function newUser(password = "Old-secret-2026") {
  counter++;
  const email = `pw-user-${counter}@example.com`;
  await app.services.database.db
    .insert(users)
    .values({ email, name: "Ирина", passwordHash: await hashPassword(password) });
  return { email, password };
}

/** A distinct client address per call unless one is given, so the per-address limit stays out of the way. */
function forgot(email: string, address = `198.51.100.${++counter % 250}`) {
  return proxied.request("/api/account/password/forgot/", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ email }),
  });
}

async function reset(key: string, password: string) {
  return app.api.request("/api/account/password/reset/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key, password: await encryptPassword(app, password) }),
  });
}

async function change(session: { cookie: string; csrfToken: string }, currentPassword: string, password: string) {
  return app.api.request("/apilk/account/password/change/", {
    method: "POST",
    headers: { "content-type": "application/json", cookie: session.cookie, "x-csrf-token": session.csrfToken },
    body: JSON.stringify({
      currentPassword: await encryptPassword(app, currentPassword),
      password: await encryptPassword(app, password),
    }),
  });
}

const mailTo = (email: string) =>
  app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

/** The key of the newest recovery link mailed to `email`, read from the outbox as a mail client would. */
async function linkKey(email: string): Promise<string> {
  await app.services.passwords.idle();
  const mail = (await mailTo(email)).filter((m) => m.subject.startsWith("Восстановление пароля")).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/login\/reset\?key=\S+/)?.[0];
  if (!link) throw new Error(`no recovery link mailed to ${email}`);
  return new URL(link).searchParams.get("key") ?? "";
}

const checkStatus = async (cookie: string) =>
  (await app.api.request("/apilk/account/check/", { headers: { cookie } })).status;
const fieldErrors = async (res: Response) =>
  ((await res.json()) as { errors?: Array<{ field: string; message: string }> }).errors ?? [];

describe("«Забыли пароль?»", () => {
  it("answers an e-mail with an account and one without identically, and mails a link only to the account", async () => {
    const { email } = await newUser();
    const stranger = "nobody-here@example.com";
    const [known, unknown] = [await forgot(email), await forgot(stranger)];
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
    await app.services.passwords.idle();
    expect(await mailTo(stranger)).toHaveLength(0);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe("Восстановление пароля от личного кабинета Лизинг-Авто");
    expect(mail?.text).toContain("Ссылка действует 15 минут и только один раз.");
  });

  it("answers before the account is looked up or mailed, so an account's e-mail does not take longer", async () => {
    const { email } = await newUser();
    // The mail of the account is held back: the answer must not wait for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const enqueue = app.services.outbox.enqueue;
    const spy = vi.spyOn(app.services.outbox, "enqueue").mockImplementation(async (...args) => {
      await held;
      return enqueue(...args);
    });
    try {
      const res = await forgot(email);
      expect(res.status).toBe(200);
      // The answer is out; the lookup and the mail go on after it and reach the (held) outbox. (No query here:
      // the held mail keeps its transaction open, and PGlite has one connection.)
      await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    } finally {
      release();
      await app.services.passwords.idle();
      spy.mockRestore();
    }
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("refuses a malformed e-mail with 400 naming the field", async () => {
    const res = await forgot("not-an-email");
    expect(res.status).toBe(400);
    expect((await fieldErrors(res)).map((e) => e.field)).toEqual(["email"]);
  });

  it("limits requests per e-mail (3 an hour) and per client address (10), for accounts and strangers alike", async () => {
    const { email } = await newUser();
    for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
    const overEmail = await forgot(email);
    expect(overEmail.status).toBe(429);
    expect(overEmail.headers.get("retry-after")).toBe("3600");
    expect(((await overEmail.json()) as { detail: string }).detail).toMatch(/Слишком много запросов/);
    for (let i = 0; i < 3; i++) expect((await forgot("ghost@example.com")).status).toBe(200);
    expect((await forgot("ghost@example.com")).status).toBe(429);

    const address = "203.0.113.77";
    for (let i = 0; i < 10; i++) expect((await forgot(`spray-${i}@example.com`, address)).status).toBe(200);
    expect((await forgot("spray-last@example.com", address)).status).toBe(429);
    await app.services.passwords.idle();
  });
});

describe("the e-mailed recovery link", () => {
  it("sets a new password once: every session ends, the old password stops working, a second use is 410", async () => {
    const { email, password } = await newUser();
    const [first, second] = [await signIn(app, email, password), await signIn(app, email, password)];
    expect((await forgot(email)).status).toBe(200);
    const key = await linkKey(email);

    const fresh = "Новый пароль с пробелами 2026";
    const done = await reset(key, fresh);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ ok: true, endedSessions: 2 });
    expect(done.headers.get("set-cookie")).toBeNull();
    expect(await checkStatus(first.cookie)).toBe(401);
    expect(await checkStatus(second.cookie)).toBe(401);
    expect((await postAuth(app, email, password)).status).toBe(401);
    expect((await postAuth(app, email, fresh)).status).toBe(200);

    const again = await reset(key, "Ещё один новый пароль 2026");
    expect(again.status).toBe(410);
    expect(((await again.json()) as { detail: string }).detail).toBe(RESET_LINK_GONE_MESSAGE);
    expect((await postAuth(app, email, fresh)).status).toBe(200);

    // Sign-ins from browsers without a device cookie bring new-device notices too (ADR 030): the password's is one.
    const notice = (await mailTo(email)).find((m) => m.subject.startsWith("Пароль"));
    expect(notice?.subject).toBe("Пароль от личного кабинета Лизинг-Авто изменён");
    expect(notice?.text).toContain("/login/forgot");
  });

  it("is 410 once 15 minutes have passed, and 410 for a key that never existed", async () => {
    const { email } = await newUser();
    await forgot(email);
    const key = await linkKey(email);
    const { db } = app.services.database;
    const [user] = await db.select().from(users).where(eq(users.email, email));
    await db
      .update(loginKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(loginKeys.userId, user?.id ?? 0), eq(loginKeys.purpose, "reset")));
    expect((await reset(key, "Совсем новый пароль 2026")).status).toBe(410);
    expect((await reset("x".repeat(43), "Совсем новый пароль 2026")).status).toBe(410);
  });

  it("works only as the newest link, and never signs anyone in as a sign-in key", async () => {
    const { email } = await newUser();
    await forgot(email);
    const older = await linkKey(email);
    await forgot(email);
    const newer = await linkKey(email);
    expect(newer).not.toBe(older);
    const asSignIn = await app.api.request(`/api/account/check/?KEY=${encodeURIComponent(newer)}`);
    expect(asSignIn.status).toBe(410);
    expect((await reset(older, "Другой надёжный пароль 2026")).status).toBe(410);
    expect((await reset(newer, "Другой надёжный пароль 2026")).status).toBe(200);
  });

  it("refuses a short, a common or an e-mail-based password with 400 naming the field, and the link stays usable", async () => {
    const { email } = await newUser();
    await forgot(email);
    const key = await linkKey(email);
    const local = email.split("@")[0] ?? "";
    for (const [weak, message] of [
      ["Ab1!", PASSWORD_MESSAGES.short],
      ["x".repeat(129), PASSWORD_MESSAGES.long],
      ["password123", PASSWORD_MESSAGES.common],
      ["QWERTYUIOP", PASSWORD_MESSAGES.common],
      [`${local.toUpperCase()}-2026`, PASSWORD_MESSAGES.email],
    ] as const) {
      const res = await reset(key, weak);
      expect(res.status, weak).toBe(400);
      expect(await fieldErrors(res)).toEqual([{ field: "password", message }]);
    }
    expect((await reset(key, "пароль123 на санях 🚗")).status).toBe(200);
  });
});

describe("«Сменить пароль»", () => {
  it("refuses a wrong current password with 400 naming the field and keeps the old password", async () => {
    const { email, password } = await newUser();
    const session = await signIn(app, email, password);
    const res = await change(session, "not-my-password", "Новый пароль для кабинета");
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual([{ field: "currentPassword", message: PASSWORD_MESSAGES.wrongCurrent }]);
    expect((await postAuth(app, email, password)).status).toBe(200);
  });

  it("ends every session of the user except the one that changed it, and mails a notice", async () => {
    const { email, password } = await newUser();
    const [current, other] = [await signIn(app, email, password), await signIn(app, email, password)];
    const res = await change(current, password, "Новый пароль для кабинета");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, endedSessions: 1 });
    expect(await checkStatus(current.cookie)).toBe(200);
    expect(await checkStatus(other.cookie)).toBe(401);
    expect((await postAuth(app, email, "Новый пароль для кабинета")).status).toBe(200);
    expect((await mailTo(email)).map((m) => m.subject)).toContain("Пароль от личного кабинета Лизинг-Авто изменён");
  });

  it("applies the policy to the new password without spending an attempt", async () => {
    const { email, password } = await newUser();
    const session = await signIn(app, email, password);
    const res = await change(session, password, "iloveyou1");
    expect(res.status).toBe(400);
    expect(await fieldErrors(res)).toEqual([{ field: "password", message: PASSWORD_MESSAGES.common }]);
  });

  it("counts wrong current passwords against the account's sign-in budget: the 6th in 15 minutes is 429", async () => {
    const { email, password } = await newUser();
    const session = await signIn(app, email, password);
    for (let i = 0; i < 5; i++)
      expect((await change(session, `wrong-${i}`, "Новый пароль для кабинета")).status).toBe(400);
    const over = await change(session, password, "Новый пароль для кабинета");
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toBe("900");
    expect((await postAuth(app, email, "Новый пароль для кабинета")).status).not.toBe(200);
  });

  it("needs the session's CSRF token", async () => {
    const { email, password } = await newUser();
    const session = await signIn(app, email, password);
    const res = await change({ cookie: session.cookie, csrfToken: "forged" }, password, "Новый пароль для кабинета");
    expect(res.status).toBe(403);
  });
});

describe("the list of common passwords", () => {
  it("ships at least 100 000 entries a new password could be", async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(100_000);
  });
});
