import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MFA_ENROLMENT_REQUIRED_TYPE } from "../../contract/mfa.ts";
import { PASSWORD_MESSAGES } from "../../contract/password.ts";
import { STAFF_ADMIN_MESSAGES } from "../../contract/staff-admin.ts";
import { sessions, users } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { securityEvents, userMfa } from "../db/schema/security.ts";
import { staffAudit, staffInvites } from "../db/schema/staff.ts";
import { authenticate, encryptPassword, postAuth } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * «Сотрудники» (issue 15): the administrator's list of employees, invitations by a one-time e-mailed link, roles,
 * deactivation that ends every session at once, the last administrator kept, one audit entry per change; only the
 * administrator may, other employees 403, clients 404.
 */

let app: TestApp;
let admin: Client;

type Employee = { id: number; email: string; name: string; roles: string[]; isActive: boolean; mfaEnabled: boolean };

beforeAll(async () => {
  app = await createTestApp();
  admin = await clientOf(app, "admin@example.com");
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.services.database.db;
const list = () =>
  admin.json<{ items: (Employee & Record<string, unknown>)[]; invites: { email: string }[] }>("/staff/api/staff/list/");
const employee = async (email: string) => {
  const found = (await list()).items.find((e) => e.email === email);
  if (!found) throw new Error(`no employee ${email}`);
  return found;
};
const auditOf = (action: string, objectId: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.objectId, objectId)))
    .orderBy(staffAudit.id);

/** The key of the newest invitation mailed to `email`, read from the outbox as a mail client would. */
async function inviteKey(email: string): Promise<string> {
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
  const link = mails.at(-1)?.text.match(/https?:\/\/\S+\/login\/staff-invite\?key=\S+/)?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get("key") ?? "";
}

const accept = async (body: Record<string, unknown>) =>
  app.api.request("/api/staff-invite/accept/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

async function invite(email: string, roles: string[], name = "Новый Сотрудник") {
  const res = await admin.post("/staff/api/staff/invite/", { email, name, roles });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${await res.text()}`);
  return res.json();
}

describe("who may", () => {
  it("only the administrator; other roles 403, a client 404, no CSRF 403, signed out 401", async () => {
    expect((await list()).items.length).toBeGreaterThanOrEqual(7);
    for (const email of ["sales@", "service@", "risk@", "content@", "hr@", "staff@"]) {
      const other = await clientOf(app, `${email}example.com`);
      expect((await other.get("/staff/api/staff/list/")).status, email).toBe(403);
      const res = await other.post("/staff/api/staff/invite/", { email: "x@example.com", name: "X", roles: ["hr"] });
      expect(res.status, email).toBe(403);
      expect((await other.post("/staff/api/staff/deactivate/", { id: 1 })).status, email).toBe(403);
      expect((await other.post("/staff/api/staff/invite-revoke/", { id: 1 })).status, email).toBe(403);
      expect((await other.post("/staff/api/staff/mfa-reset/", { id: 1 })).status, email).toBe(403);
    }
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/staff/list/")).status).toBe(404);
    expect((await client.post("/staff/api/staff/roles/", { id: 1, roles: ["hr"] })).status).toBe(404);
    const noCsrf = await admin.post("/staff/api/staff/activate/", { id: 1 }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await app.api.request("/staff/api/staff/list/")).status).toBe(401);
  });
});

describe("the list", () => {
  it("shows each employee with roles, activity, the second factor and the last sign-in", async () => {
    const me = await employee("admin@example.com");
    expect(me).toMatchObject({ roles: ["admin"], isActive: true, mfaEnabled: true, isSelf: true });
    expect(me.lastSignInAt).toEqual(expect.any(String));
    const staff = await employee("staff@example.com");
    expect(staff).toMatchObject({ roles: ["service", "risk"], isSelf: false });
    expect((await list()).items.some((e) => e.email === "client@example.com")).toBe(false);
  });
});

describe("inviting", () => {
  it("mails a 72-hour link; the employee sets a password once, signs in and is asked to enrol the second factor", async () => {
    const created = await invite("New.Manager@Example.com", ["sales", "hr"], "Иван Петров");
    expect(created.message).toBe(STAFF_ADMIN_MESSAGES.inviteSent);
    expect(created.invite).toMatchObject({ email: "new.manager@example.com", roles: ["sales", "hr"], expired: false });
    expect((Date.parse(created.invite.expiresAt) - Date.parse(created.invite.createdAt)) / 3_600_000).toBe(72);
    expect((await list()).invites.map((i) => i.email)).toContain("new.manager@example.com");
    const [invited] = await auditOf("staff.invite", "new.manager@example.com");
    expect(invited?.after).toMatchObject({ name: "Иван Петров", roles: ["sales", "hr"] });

    const key = await inviteKey("new.manager@example.com");
    const info = await app.api.request(`/api/staff-invite/?key=${key}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email: "new.manager@example.com", name: "Иван Петров" });

    // A weak password is refused by the policy and leaves the link usable.
    const weak = await accept({ key, name: "Иван Петров", password: await encryptPassword(app, "password123") });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toEqual([{ field: "password", message: PASSWORD_MESSAGES.common }]);

    const ok = await accept({
      key,
      name: "Иван Сергеевич Петров",
      password: await encryptPassword(app, "Vesna-2026!"),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ signedIn: true, next: "/login/mfa-setup?next=%2Fstaff" });
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    // Signed in, but the back office waits for the second factor (ADR 030).
    const session = await app.api.request("/staff/api/session/", { headers: { cookie } });
    expect(session.status).toBe(403);
    expect((await session.json()).type).toBe(MFA_ENROLMENT_REQUIRED_TYPE);

    // Spent: a second use is gone.
    const again = await accept({ key, name: "Кто-то", password: await encryptPassword(app, "Vesna-2026!") });
    expect(again.status).toBe(410);
    expect((await app.api.request(`/api/staff-invite/?key=${key}`)).status).toBe(410);

    const joined = await employee("new.manager@example.com");
    expect(joined).toMatchObject({ name: "Иван Сергеевич Петров", roles: ["sales", "hr"], mfaEnabled: false });
    expect((await list()).invites.map((i) => i.email)).not.toContain("new.manager@example.com");
    expect(await auditOf("staff.join", "new.manager@example.com")).toHaveLength(1);

    // The password signs in (no code yet: nothing enrolled), and the back office again asks for enrolment.
    const signIn = await postAuth(app, "new.manager@example.com", "Vesna-2026!");
    expect(signIn.status).toBe(200);
  });

  it("a new invitation of the same e-mail replaces the earlier one: the old link is gone", async () => {
    await invite("twice@example.com", ["risk"]);
    const first = await inviteKey("twice@example.com");
    await invite("twice@example.com", ["service"]);
    const second = await inviteKey("twice@example.com");
    expect(second).not.toBe(first);
    expect((await app.api.request(`/api/staff-invite/?key=${first}`)).status).toBe(410);
    const info = await app.api.request(`/api/staff-invite/?key=${second}`);
    expect((await info.json()).roles).toEqual(["service"]);
    expect((await list()).invites.filter((i) => i.email === "twice@example.com")).toHaveLength(1);
  });

  it("an expired link is 410 and makes nobody", async () => {
    await invite("late@example.com", ["content"]);
    const key = await inviteKey("late@example.com");
    await db()
      .update(staffInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvites.email, "late@example.com"));
    expect((await app.api.request(`/api/staff-invite/?key=${key}`)).status).toBe(410);
    const res = await accept({ key, name: "Опоздавший", password: await encryptPassword(app, "Vesna-2026!") });
    expect(res.status).toBe(410);
    expect((await res.json()).detail).toBe(STAFF_ADMIN_MESSAGES.gone);
    expect(await db().select().from(users).where(eq(users.email, "late@example.com"))).toEqual([]);
  });

  it("refuses an e-mail with an account, no roles, an unknown role, no name — 400 naming the field in Russian", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "client@example.com", name: "Клиент", roles: ["sales"] }, "email", STAFF_ADMIN_MESSAGES.emailTaken],
      [{ email: "ok1@example.com", name: "Имя", roles: [] }, "roles", "Выберите хотя бы одну роль"],
      [{ email: "ok2@example.com", name: "Имя", roles: ["boss"] }, "roles.0", ""],
      [{ email: "ok3@example.com", name: "  ", roles: ["hr"] }, "name", "Укажите имя сотрудника"],
      [{ email: "not-an-email", name: "Имя", roles: ["hr"] }, "email", "Укажите корректный e-mail"],
      [{ email: "ok4@example.com", name: "Имя", roles: ["hr", "hr"] }, "roles", "Роли повторяются"],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post("/staff/api/staff/invite/", body);
      expect(res.status, field).toBe(400);
      const problem = await res.json();
      expect(problem.errors[0].field, JSON.stringify(body)).toBe(field);
      if (message) expect(problem.errors[0].message).toBe(message);
      expect(problem.detail).toMatch(/[а-яё]/i);
    }
    expect(await auditOf("staff.invite", "client@example.com")).toEqual([]);
    expect((await admin.post("/staff/api/staff/invite/", "nope")).status).toBe(400);
  });
});

describe("roles", () => {
  it("changes roles with one audit entry holding before and after", async () => {
    const hr = await employee("hr@example.com");
    const res = await admin.post("/staff/api/staff/roles/", { id: hr.id, roles: ["content", "hr"] });
    expect(res.status).toBe(200);
    expect((await res.json()).employee.roles).toEqual(["content", "hr"]);
    const entries = await auditOf("staff.roles", "hr@example.com");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { roles: ["hr"] }, after: { roles: ["content", "hr"] } });
    // The new role opens its calls at once.
    const person = await clientOf(app, "hr@example.com");
    expect((await person.get("/staff/api/staff/list/")).status).toBe(403);
  });

  it("keeps the administrator: not from oneself (400), nor from the last active one (409); unknown id 404", async () => {
    const me = await employee("admin@example.com");
    const own = await admin.post("/staff/api/staff/roles/", { id: me.id, roles: ["sales"] });
    expect(own.status).toBe(400);
    expect((await own.json()).errors).toEqual([{ field: "roles", message: STAFF_ADMIN_MESSAGES.ownAdmin }]);
    const self = await admin.post("/staff/api/staff/deactivate/", { id: me.id });
    expect(self.status).toBe(409);
    expect((await self.json()).detail).toBe(STAFF_ADMIN_MESSAGES.ownDeactivate);
    // Someone acting on a stale session (their own admin role already gone) cannot take away the last one.
    const sales = await employee("sales@example.com");
    const stale = { id: sales.id, email: sales.email, name: sales.name, roles: ["admin" as const], address: null };
    const demoted = await app.services.staffAdmin.setRoles(stale, me.id, ["sales"]);
    expect(demoted).toEqual({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.lastAdmin });
    const gone = await app.services.staffAdmin.deactivate(stale, me.id);
    expect(gone).toEqual({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.lastAdmin });
    expect(await employee("admin@example.com")).toMatchObject({ roles: ["admin"], isActive: true });
    expect(await auditOf("staff.roles", "admin@example.com")).toEqual([]);
    expect((await admin.post("/staff/api/staff/roles/", { id: 999_999, roles: ["hr"] })).status).toBe(404);
    const bad = await admin.post("/staff/api/staff/roles/", { id: "x", roles: ["hr"] });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("id");
  });
});

describe("deactivation", () => {
  it("ends every session at once, refuses sign-in until activated again; each with its audit entry", async () => {
    // Two browsers signed in at once: both end.
    const risk = await clientOf(app, "risk@example.com");
    const riskElsewhere = await clientOf(app, "risk@example.com");
    expect((await risk.get("/staff/api/session/")).status).toBe(200);
    const target = await employee("risk@example.com");

    const res = await admin.post("/staff/api/staff/deactivate/", { id: target.id });
    expect(res.status).toBe(200);
    expect((await res.json()).employee.isActive).toBe(false);
    expect((await risk.get("/staff/api/cession/list/")).status).toBe(401);
    expect((await riskElsewhere.post("/staff/api/cession/cancel/", { code: "x", reason: "Причина" })).status).toBe(401);
    expect((await authenticate(app, "risk@example.com")).status).toBe(401);
    const entries = await auditOf("staff.deactivate", "risk@example.com");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    const ended = entries[0]?.after as { sessionsEnded: number } | undefined;
    expect(ended?.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect((await admin.post("/staff/api/staff/deactivate/", { id: target.id })).status).toBe(409);

    const back = await admin.post("/staff/api/staff/activate/", { id: target.id });
    expect(back.status).toBe(200);
    expect((await back.json()).employee.isActive).toBe(true);
    expect(await auditOf("staff.activate", "risk@example.com")).toHaveLength(1);
    expect((await authenticate(app, "risk@example.com")).status).toBe(200);
    expect((await admin.post("/staff/api/staff/activate/", { id: target.id })).status).toBe(409);
  });
});

describe("revoking an invitation", () => {
  it("withdraws a pending invitation: its link answers 410 as a used one; one audit entry; twice is 404", async () => {
    const { invite: pending } = await invite("revoked@example.com", ["content"], "Отозванный Сотрудник");
    const key = await inviteKey("revoked@example.com");
    expect((await app.api.request(`/api/staff-invite/?key=${key}`)).status).toBe(200);

    const res = await admin.post("/staff/api/staff/invite-revoke/", { id: pending.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: STAFF_ADMIN_MESSAGES.inviteRevoked });
    expect((await list()).invites.map((i) => i.email)).not.toContain("revoked@example.com");
    const info = await app.api.request(`/api/staff-invite/?key=${key}`);
    expect(info.status).toBe(410);
    const late = await accept({ key, name: "Кто-то", password: await encryptPassword(app, "Vesna-2026!") });
    expect(late.status).toBe(410);
    expect((await late.json()).detail).toBe(STAFF_ADMIN_MESSAGES.gone);
    expect(await db().select().from(users).where(eq(users.email, "revoked@example.com"))).toEqual([]);

    const entries = await auditOf("staff.invite_revoke", "revoked@example.com");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { email: "revoked@example.com", name: "Отозванный Сотрудник", roles: ["content"] },
      after: null,
    });
    const again = await admin.post("/staff/api/staff/invite-revoke/", { id: pending.id });
    expect(again.status).toBe(404);
    expect((await again.json()).detail).toBe(STAFF_ADMIN_MESSAGES.inviteNotFound);
    const bad = await admin.post("/staff/api/staff/invite-revoke/", { id: "один" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("id");
  });
});

describe("resetting an employee's second factor", () => {
  it("removes TOTP and recovery codes, ends the sessions, mails the employee; the next sign-in enrols again", async () => {
    const hr = await clientOf(app, "hr@example.com");
    expect((await hr.get("/staff/api/session/")).status).toBe(200);
    const target = await employee("hr@example.com");
    expect(target.mfaEnabled).toBe(true);

    const res = await admin.post("/staff/api/staff/mfa-reset/", { id: target.id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(STAFF_ADMIN_MESSAGES.mfaReset);
    expect(body.employee).toMatchObject({ email: "hr@example.com", mfaEnabled: false, isActive: true });
    expect(await db().select().from(userMfa).where(eq(userMfa.userId, target.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect((await hr.get("/staff/api/session/")).status).toBe(401);

    const entries = await auditOf("staff.mfa_reset", "hr@example.com");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ before: { mfa: "enabled" }, after: { mfa: null } });
    expect((entries[0]?.after as { sessionsEnded: number } | undefined)?.sessionsEnded).toBeGreaterThanOrEqual(1);
    const events = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, target.id), eq(securityEvents.kind, "mfa.disable")));
    expect(events).toHaveLength(1);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "hr@example.com"));
    expect(mails.at(-1)?.subject).toBe("Двухфакторная аутентификация сброшена");
    expect(mails.at(-1)?.text).toContain("подключите двухфакторную аутентификацию заново");

    // The password alone signs in now, and the back office sends the employee to enrol first (ADR 030).
    const signIn = await postAuth(app, "hr@example.com", "Demo-2026");
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const session = await app.api.request("/staff/api/session/", { headers: { cookie } });
    expect(session.status).toBe(403);
    expect((await session.json()).type).toBe(MFA_ENROLMENT_REQUIRED_TYPE);

    // Nothing left to reset; never one's own; an unknown employee 404.
    const twice = await admin.post("/staff/api/staff/mfa-reset/", { id: target.id });
    expect(twice.status).toBe(409);
    expect((await twice.json()).detail).toBe(STAFF_ADMIN_MESSAGES.noMfa);
    const me = await employee("admin@example.com");
    const own = await admin.post("/staff/api/staff/mfa-reset/", { id: me.id });
    expect(own.status).toBe(409);
    expect((await own.json()).detail).toBe(STAFF_ADMIN_MESSAGES.ownMfaReset);
    expect(await db().select().from(userMfa).where(eq(userMfa.userId, me.id))).toHaveLength(1);
    expect((await admin.post("/staff/api/staff/mfa-reset/", { id: 999_999 })).status).toBe(404);
    expect(await auditOf("staff.mfa_reset", "admin@example.com")).toEqual([]);
  });
});
