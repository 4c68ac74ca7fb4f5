import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { noRightMessage } from "../../contract/lk-rights.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { securityEvents } from "../db/schema/security.ts";
import { encryptPassword, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

let app: TestApp;
let owner: Client; // client@example.com: the account holder of ООО «СтройТехМонтаж», every right

beforeAll(async () => {
  app = await createTestApp();
  owner = await clientOf(app, "client@example.com");
});

afterAll(async () => {
  await app?.close();
});

const mailsTo = (email: string) =>
  app.services.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);

/** The key of the newest invitation mailed to `email`, read from the outbox as a mail client would. */
async function inviteKey(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1);
  const link = mail?.text.match(/https?:\/\/\S+\/login\/invite\?key=\S+/)?.[0];
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get("key") ?? "";
}

const accept = async (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.api.request("/api/account/invite/accept/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const eventsOf = (kind: "rights.change" | "staff.invite") =>
  app.services.database.db.select().from(securityEvents).where(eq(securityEvents.kind, kind));

describe("inviting a colleague", () => {
  it("mails a 7-day link; the colleague sets a password, is signed in and holds only the rights given", async () => {
    const res = await owner.post("/apilk/settings/staff/invite/", {
      email: "New.Colleague@Example.com",
      name: "Анна Новикова",
      position: "Юрист",
      rights: ["documents", "contracts"],
    });
    expect(res.status).toBe(201);
    const invite = await res.json();
    expect(invite).toMatchObject({ email: "new.colleague@example.com", rights: ["contracts", "documents"] });
    const days = (Date.parse(invite.expiresAt) - Date.parse(invite.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    expect((await owner.json("/apilk/settings/staff/invites/")).items.map((i: { id: number }) => i.id)).toEqual([
      invite.id,
    ]);
    const [mail] = await mailsTo("new.colleague@example.com");
    expect(mail?.subject).toContain("ООО «СтройТехМонтаж»");
    expect(mail?.text).toContain("Договоры и графики платежей, Документы и ЭДО");
    expect((await eventsOf("staff.invite")).some((e) => e.email === "new.colleague@example.com")).toBe(true);

    const key = await inviteKey("new.colleague@example.com");
    const info = await app.api.request(`/api/account/invite/?key=${encodeURIComponent(key)}`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ profileTitle: "ООО «СтройТехМонтаж»", hasAccount: false });

    // A common password is refused with the policy's words, and the link stays usable.
    const weak = await accept({ key, name: "Анна Новикова", password: await encryptPassword(app, "password") });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toEqual([{ field: "password", message: expect.stringMatching(/распростран/) }]);

    const ok = await accept({
      key,
      name: "Анна Сергеевна Новикова",
      password: await encryptPassword(app, "ключ от сейфа 42"),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ signedIn: true });
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json();
    expect(check.user).toMatchObject({ email: "new.colleague@example.com", name: "Анна Сергеевна Новикова" });
    expect(check.profile.title).toBe("ООО «СтройТехМонтаж»");
    expect(check.rights).toEqual(["contracts", "documents"]);
    const accounting = await app.api.request("/apilk/accounting/reports/", { headers: { cookie } });
    expect(accounting.status).toBe(403);
    expect((await accounting.json()).detail).toBe(noRightMessage("accounting"));
    expect((await app.api.request("/apilk/contracts/list/", { headers: { cookie } })).status).toBe(200);

    // Spent: a second use and the page's look-up answer 410; the invitation has left the pending list.
    expect((await accept({ key, password: await encryptPassword(app, "ключ от сейфа 42") })).status).toBe(410);
    expect((await app.api.request(`/api/account/invite/?key=${encodeURIComponent(key)}`)).status).toBe(410);
    expect((await owner.json("/apilk/settings/staff/invites/")).items).toEqual([]);
    const staff = await owner.json("/apilk/settings/staff/");
    expect(staff.items).toContainEqual(
      expect.objectContaining({
        email: "new.colleague@example.com",
        rights: ["contracts", "documents"],
        hasAccount: true,
      }),
    );
    // And the password signs in.
    await signIn(app, "new.colleague@example.com", "ключ от сейфа 42");
  });

  it("gives an existing account the profile without a password or a session", async () => {
    const res = await owner.post("/apilk/settings/staff/invite/", {
      email: "assignee@example.com",
      name: "Мария Соколова",
      rights: ["tickets"],
    });
    expect(res.status).toBe(201);
    const key = await inviteKey("assignee@example.com");
    const info = await (await app.api.request(`/api/account/invite/?key=${encodeURIComponent(key)}`)).json();
    expect(info.hasAccount).toBe(true);
    const ok = await accept({ key });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ signedIn: false });
    expect(ok.headers.get("set-cookie")).toBeNull();
    const assignee = await clientOf(app, "assignee@example.com");
    await assignee.switchTo("ООО «СтройТехМонтаж»");
    expect((await assignee.json("/apilk/account/check/")).rights).toEqual(["tickets"]);
    expect((await assignee.get("/apilk/contracts/list/")).status).toBe(403);
    expect((await assignee.get("/apilk/tickets/list/")).status).toBe(200);
  });

  it("refuses rights the inviter lacks, a person already on the profile, a lessor's employee and bad fields", async () => {
    const docs = await clientOf(app, "docs@example.com");
    // docs@ has no «settings»: the whole staff area is closed to them.
    const closed = await docs.post("/apilk/settings/staff/invite/", {
      email: "x@example.com",
      name: "X",
      rights: ["documents"],
    });
    expect(closed.status).toBe(403);
    expect((await closed.json()).detail).toBe(noRightMessage("settings"));

    const already = await owner.post("/apilk/settings/staff/invite/", {
      email: "docs@example.com",
      name: "Елена",
      rights: ["documents"],
    });
    expect(already.status).toBe(400);
    expect((await already.json()).errors).toEqual([
      { field: "email", message: "Этот сотрудник уже работает с профилем" },
    ]);
    const employee = await owner.post("/apilk/settings/staff/invite/", {
      email: "staff@example.com",
      name: "Анна",
      rights: ["documents"],
    });
    expect(employee.status).toBe(400);
    const bad = await owner.post("/apilk/settings/staff/invite/", { email: "нет", name: "", rights: ["root"] });
    expect(bad.status).toBe(400);
    const fields = (await bad.json()).errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "name"]));
    expect(fields.some((f: string) => f.startsWith("rights"))).toBe(true);
  });

  it("a colleague with «settings» but not «accounting» cannot hand out «accounting»", async () => {
    const res = await owner.post("/apilk/settings/staff/invite/", {
      email: "office@example.com",
      name: "Офис-менеджер",
      rights: ["settings", "documents"],
    });
    expect(res.status).toBe(201);
    const key = await inviteKey("office@example.com");
    // The demo password, so that the kit's clientOf signs in with it (not among the common ones).
    expect((await accept({ key, password: await encryptPassword(app, "Demo-2026") })).status).toBe(200);
    const office = await clientOf(app, "office@example.com");
    const beyond = await office.post("/apilk/settings/staff/invite/", {
      email: "friend@example.com",
      name: "Друг",
      rights: ["accounting"],
    });
    expect(beyond.status).toBe(400);
    expect((await beyond.json()).errors[0]).toEqual({
      field: "rights",
      message: "Нельзя выдать права, которых нет у вас: «Бухгалтерия и платежи»",
    });
    // Nor change the account holder, who holds rights the office manager lacks.
    const staff = await office.json("/apilk/settings/staff/");
    const holder = staff.items.find((s: { email: string }) => s.email === "client@example.com");
    const change = await office.post("/apilk/settings/staff/rights/", { id: holder.id, rights: ["documents"] });
    expect(change.status).toBe(400);
    expect((await change.json()).errors[0].field).toBe("id");
  });

  it("revokes an invitation: its link answers 410; another profile's invitation is 404", async () => {
    await owner.post("/apilk/settings/staff/invite/", {
      email: "late@example.com",
      name: "Поздний",
      rights: ["documents"],
    });
    const key = await inviteKey("late@example.com");
    const [pending] = (await owner.json("/apilk/settings/staff/invites/")).items;
    const other = await clientOf(app, "assignee@example.com");
    expect((await other.post("/apilk/settings/staff/invites/revoke/", { id: pending.id })).status).toBe(404);
    expect((await owner.post("/apilk/settings/staff/invites/revoke/", { id: pending.id })).status).toBe(200);
    expect((await owner.post("/apilk/settings/staff/invites/revoke/", { id: pending.id })).status).toBe(404);
    expect((await accept({ key, password: await encryptPassword(app, "поздний ключ 2026") })).status).toBe(410);
  });

  it("refuses an acceptance posted from another site, without spending the link", async () => {
    await owner.post("/apilk/settings/staff/invite/", {
      email: "csrf@example.com",
      name: "Пётр",
      rights: ["documents"],
    });
    const key = await inviteKey("csrf@example.com");
    const password = await encryptPassword(app, "межсайтовый ключ 7");
    expect((await accept({ key, password }, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await app.api.request(`/api/account/invite/?key=${encodeURIComponent(key)}`)).status).toBe(200);
  });
});

describe("a flood of invitations", () => {
  it("sends 20 invitations a profile a day, then answers 429 in Russian with Retry-After and mails nothing", async () => {
    const holder = await clientOf(app, "assignee@example.com");
    for (let i = 0; i < 20; i++) {
      const res = await holder.post("/apilk/settings/staff/invite/", {
        email: `flood-${i}@example.com`,
        name: "Коллега",
        rights: ["documents"],
      });
      expect(res.status).toBe(201);
    }
    const refused = await holder.post("/apilk/settings/staff/invite/", {
      email: "flood-20@example.com",
      name: "Коллега",
      rights: ["documents"],
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(/^Слишком много приглашений за сутки/);
    expect(await mailsTo("flood-20@example.com")).toEqual([]);
  });
});

describe("changing rights and removing access", () => {
  it("changes a colleague's rights at once, records a security event and ends no session", async () => {
    const docs = await clientOf(app, "docs@example.com");
    expect((await docs.get("/apilk/contracts/list/")).status).toBe(403);
    const staff = await owner.json("/apilk/settings/staff/");
    const row = staff.items.find((s: { email: string }) => s.email === "docs@example.com");
    const res = await owner.post("/apilk/settings/staff/rights/", { id: row.id, rights: ["documents", "contracts"] });
    expect(res.status).toBe(200);
    expect((await docs.get("/apilk/contracts/list/")).status).toBe(200);
    expect((await docs.json("/apilk/account/check/")).rights).toEqual(["contracts", "documents"]);
    const events = await eventsOf("rights.change");
    expect(
      events.some((e) => e.email === "docs@example.com" && (e.details as { to?: string[] }).to?.length === 2),
    ).toBe(true);
    // Own rights cannot be changed: no administrator locks themself out by a slip.
    const me = staff.items.find((s: { isYou: boolean }) => s.isYou);
    const own = await owner.post("/apilk/settings/staff/rights/", { id: me.id, rights: ["documents"] });
    expect(own.status).toBe(400);
    // Another profile's person is not found.
    const other = await clientOf(app, "assignee@example.com");
    expect((await other.post("/apilk/settings/staff/rights/", { id: row.id, rights: ["documents"] })).status).toBe(404);
  });

  it("removes a colleague: the profile's calls refuse them, their session lives on without the profile", async () => {
    const colleague = await clientOf(app, "docs@example.com");
    const staff = await owner.json("/apilk/settings/staff/");
    const row = staff.items.find((s: { email: string }) => s.email === "docs@example.com");
    expect((await owner.post("/apilk/settings/staff/remove/", { id: row.id })).status).toBe(200);
    expect((await owner.json("/apilk/settings/staff/")).items.map((s: { id: number }) => s.id)).not.toContain(row.id);
    const check = await colleague.get("/apilk/account/check/");
    expect(check.status).toBe(200);
    const body = await check.json();
    expect(body.profiles).toEqual([]);
    expect(body.profile).toBeNull();
    const refused = await colleague.get("/apilk/notifications/list/");
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toMatch(/нет профиля клиента/);
    const { db } = app.services.database;
    const [event] = await db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "rights.change"), eq(securityEvents.email, "docs@example.com")))
      .orderBy(securityEvents.id)
      .limit(1)
      .offset(1);
    expect(event?.details).toMatchObject({ removed: true, to: [] });
  });
});
