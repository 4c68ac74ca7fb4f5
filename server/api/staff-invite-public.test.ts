import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ADMIN_MESSAGES } from "../../contract/staff-admin.ts";
import { users } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { encryptPassword, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { totpCode } from "../testing/totp.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * /api/staff-invite: the page of an employee's e-mailed link reads it and accepts it — the account is made only
 * by a right request from the page itself, and the new employee reaches the back office once the second factor
 * is enrolled.
 */

let app: TestApp;
let admin: Client;

beforeAll(async () => {
  app = await createTestApp();
  admin = await clientOf(app, "admin@example.com");
});
afterAll(async () => {
  await app?.close();
});

async function invitedKey(email: string, roles: string[]): Promise<string> {
  const res = await admin.post("/staff/api/staff/invite/", { email, name: "Новичок", roles });
  expect(res.status).toBe(201);
  const mails = await app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/login\/staff-invite\?key=\S+/)?.[0];
  return new URL(link ?? "http://x/").searchParams.get("key") ?? "";
}

const accept = (body: unknown, headers: Record<string, string> = {}) =>
  app.api.request("/api/staff-invite/accept/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("the invitation link", () => {
  it("reads the invitation; a cut key is 400 in Russian, an unknown one 410", async () => {
    const key = await invitedKey("reader@example.com", ["risk"]);
    const info = await app.api.request(`/api/staff-invite/?key=${key}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email: "reader@example.com", name: "Новичок", roles: ["risk"] });
    const cut = await app.api.request("/api/staff-invite/?key=abc");
    expect(cut.status).toBe(400);
    expect((await cut.json()).errors[0]).toEqual({ field: "key", message: "Ссылка приглашения недействительна" });
    const unknown = await app.api.request(`/api/staff-invite/?key=${"z".repeat(43)}`);
    expect(unknown.status).toBe(410);
    expect((await unknown.json()).detail).toBe(STAFF_ADMIN_MESSAGES.gone);
  });

  it("refuses another site, no name, a password that cannot be decrypted — and the key stays usable", async () => {
    const key = await invitedKey("careful@example.com", ["hr"]);
    const password = await encryptPassword(app, "Osen-2026!");
    expect((await accept({ key, name: "Имя", password }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    const noName = await accept({ key, name: " ", password });
    expect(noName.status).toBe(400);
    expect((await noName.json()).errors[0]).toEqual({ field: "name", message: "Укажите имя" });
    const garbled = await accept({ key, name: "Имя", password: "bm90IGEgY2lwaGVy" });
    expect(garbled.status).toBe(400);
    expect((await garbled.json()).detail).toBe(STAFF_ADMIN_MESSAGES.undecryptable);
    expect(await app.services.database.db.select().from(users).where(eq(users.email, "careful@example.com"))).toEqual(
      [],
    );
    expect((await accept({ key, name: "Осторожный", password })).status).toBe(200);
  });

  it("makes the employee, who enrols the second factor and then works with the invited roles only", async () => {
    const key = await invitedKey("enrol@example.com", ["sales"]);
    const res = await accept({ key, name: "Пётр Новиков", password: await encryptPassword(app, "Zima-2026!") });
    expect(res.status).toBe(200);
    expect((await res.json()).next).toBe("/login/mfa-setup?next=%2Fstaff");

    // Signs in with the password set (nothing enrolled yet, so no code is asked).
    const { cookie, csrfToken } = await signIn(app, "enrol@example.com", "Zima-2026!");
    const get = (path: string) => app.api.request(path, { headers: { cookie } });
    const post = (path: string, body: unknown) =>
      app.api.request(path, {
        method: "POST",
        headers: { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    expect((await get("/staff/api/session/")).status).toBe(403);
    const enrol = await post("/apilk/account/mfa/enrol/", {});
    expect(enrol.status).toBe(200);
    const { secret } = (await enrol.json()) as { secret: string };
    expect((await post("/apilk/account/mfa/confirm/", { code: totpCode(secret) })).status).toBe(200);
    const session = await get("/staff/api/session/");
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ roles: ["sales"], user: { name: "Пётр Новиков" } });
    expect((await get("/staff/api/staff/list/")).status).toBe(403);
  });
});
