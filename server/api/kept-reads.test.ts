import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { lkReceipts } from "../db/schema/accounting.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { lkContracts, lkNotifications } from "../db/schema/lk.ts";
import { createServices } from "../domain/services.ts";
import { createLogger } from "../infra/logger.ts";
import { encryptPassword } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createApi } from "./create-api.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * What the instances keep in memory between requests (ADR 038: sessions, rights, the ledger and the lists computed
 * from it, notifications) never outlives a change: on the instance that made it the very next request sees it, on
 * another instance over the same database within a second — whoever made the change, the app or another writer.
 */

type Api = ReturnType<typeof createApi>;

/** A second app instance over the test app's database: its own services and caches (on PostgreSQL, its own pool). */
async function secondInstance(app: TestApp): Promise<{ api: Api; close(): Promise<void> }> {
  const url = app.services.env.DATABASE_URL;
  const database = url ? await openDatabase({ url, dataDir: null }) : app.services.database;
  const services = createServices({ database, env: app.services.env, logger: createLogger("silent") });
  return { api: createApi(services), close: async () => void (url ? await database.close() : undefined) };
}

/** Asks until `probe` holds, for at most `ms`; whether it came to hold. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  for (;;) {
    if (await probe()) return true;
    if (performance.now() - started > ms) return false;
    await new Promise((done) => setTimeout(done, 20));
  }
}

const statusOf = async (api: Api, path: string, client: Pick<Client, "cookie">) =>
  (await api.request(path, { headers: { cookie: client.cookie } })).status;

const LIST = "/apilk/contracts/list/";

let app: TestApp;
let other: Awaited<ReturnType<typeof secondInstance>>;

beforeAll(async () => {
  app = await createTestApp();
  other = await secondInstance(app);
});

afterAll(async () => {
  await other?.close();
  await app?.close();
});

describe("a session kept in memory", () => {
  it("once signed out, is refused at once here and within a second on the other instance", async () => {
    const leaving = await clientOf(app, "client@example.com");
    const staying = await clientOf(app, "client@example.com");
    for (const client of [leaving, staying]) {
      expect(await statusOf(app.api, LIST, client)).toBe(200);
      expect(await statusOf(other.api, LIST, client)).toBe(200);
    }
    expect((await leaving.post("/apilk/account/logout/", {})).status).toBe(200);
    expect(await statusOf(app.api, LIST, leaving)).toBe(401);
    expect(await within(1000, async () => (await statusOf(other.api, LIST, leaving)) === 401)).toBe(true);
    expect(await statusOf(app.api, LIST, staying)).toBe(200);
    expect(await statusOf(other.api, LIST, staying)).toBe(200);
  });

  it("ended from another session on the other instance, is refused there at once and here within a second", async () => {
    const me = await clientOf(app, "assignee@example.com");
    const lost = await clientOf(app, "assignee@example.com");
    expect(await statusOf(app.api, LIST, lost)).toBe(200);
    expect(await statusOf(other.api, LIST, lost)).toBe(200);
    const { items } = await me.json("/apilk/settings/sessions/");
    const target = items.find((s: { current: boolean }) => !s.current);
    const end = await other.api.request("/apilk/settings/sessions/end/", {
      method: "POST",
      headers: { cookie: me.cookie, "x-csrf-token": me.csrfToken, "content-type": "application/json" },
      body: JSON.stringify({ id: target.id }),
    });
    expect(end.status).toBe(200);
    expect(await statusOf(other.api, LIST, lost)).toBe(401);
    expect(await within(1000, async () => (await statusOf(app.api, LIST, lost)) === 401)).toBe(true);
  });
});

describe("a password change", () => {
  it("ends the other sessions at once here and within a second on the other instance; the changing one stays", async () => {
    const mover = await clientOf(app, "assignee@example.com");
    const elsewhere = await clientOf(app, "assignee@example.com");
    expect(await statusOf(app.api, LIST, elsewhere)).toBe(200);
    expect(await statusOf(other.api, LIST, elsewhere)).toBe(200);
    const res = await app.api.request("/apilk/account/password/change/", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: mover.cookie, "x-csrf-token": mover.csrfToken },
      body: JSON.stringify({
        currentPassword: await encryptPassword(app, "Demo-2026"),
        password: await encryptPassword(app, "Demo-2026-новый пароль"),
      }),
    });
    expect(res.status).toBe(200);
    expect(await statusOf(app.api, LIST, elsewhere)).toBe(401);
    expect(await within(1000, async () => (await statusOf(other.api, LIST, elsewhere)) === 401)).toBe(true);
    expect(await statusOf(app.api, LIST, mover)).toBe(200);
    expect(await statusOf(other.api, LIST, mover)).toBe(200);
  });
});

describe("rights kept in memory", () => {
  it("a right taken away is refused at once here and within a second on the other instance", async () => {
    const owner = await clientOf(app, "client@example.com");
    const invited = await owner.post("/apilk/settings/staff/invite/", {
      email: "accountant@example.com",
      name: "Бухгалтер",
      rights: ["accounting", "contracts"],
    });
    expect(invited.status).toBe(201);
    const [mail] = await app.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "accountant@example.com"));
    const key = new URL(mail?.text.match(/https?:\/\/\S+\/login\/invite\?key=\S+/)?.[0] ?? "").searchParams.get("key");
    const accepted = await app.api.request("/api/account/invite/accept/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key, password: await encryptPassword(app, "Demo-2026") }),
    });
    expect(accepted.status).toBe(200);
    const accountant = await clientOf(app, "accountant@example.com");
    const DEBTS = "/apilk/accounting/debts/";
    expect(await statusOf(app.api, DEBTS, accountant)).toBe(200);
    expect(await statusOf(other.api, DEBTS, accountant)).toBe(200);

    const staff = await owner.json("/apilk/settings/staff/");
    const row = staff.items.find((s: { email: string }) => s.email === "accountant@example.com");
    expect((await owner.post("/apilk/settings/staff/rights/", { id: row.id, rights: ["contracts"] })).status).toBe(200);
    expect(await statusOf(app.api, DEBTS, accountant)).toBe(403);
    expect(await within(1000, async () => (await statusOf(other.api, DEBTS, accountant)) === 403)).toBe(true);
    expect(await statusOf(app.api, LIST, accountant)).toBe(200);

    // Removed from the profile: nothing of it any more, on either instance.
    expect((await owner.post("/apilk/settings/staff/remove/", { id: row.id })).status).toBe(200);
    expect(await statusOf(app.api, LIST, accountant)).not.toBe(200);
    expect(await within(1000, async () => (await statusOf(other.api, LIST, accountant)) !== 200)).toBe(true);
  });
});

describe("the ledger and lists kept in memory", () => {
  it("a payment written by anyone shows at once here and within a second on the other instance", async () => {
    const client = await clientOf(app, "client@example.com");
    const DEBTS = "/apilk/accounting/debts/";
    const paidOf = async (api: Api, code: string) => {
      const res = await api.request(DEBTS, { headers: { cookie: client.cookie } });
      const { items } = (await res.json()) as { items: { contractCode: string; paid: number }[] };
      return items.find((i) => i.contractCode === code)?.paid;
    };
    const { items } = await client.json(DEBTS);
    const code: string = items[0].contractCode;
    const before = await paidOf(app.api, code);
    expect(await paidOf(other.api, code)).toBe(before);

    // The bank's payment order, recorded by another writer than this app (an import, an operator).
    const [contract] = await app.services.database.db.select().from(lkContracts).where(eq(lkContracts.code, code));
    if (!contract) throw new Error("no contract");
    await app.services.database.db.insert(lkReceipts).values({
      contractId: contract.id,
      profileId: contract.profileId,
      date: app.services.lk.today(),
      amount: 100_000,
      orderNumber: "ПП-КЕШ-1",
      purpose: "Оплата по договору",
    });
    const after = Math.round(((before ?? 0) + 1000) * 100) / 100;
    expect(await paidOf(app.api, code)).toBe(after);
    expect(await within(1000, async () => (await paidOf(other.api, code)) === after)).toBe(true);
  });

  it("a new notification shows in the list at once here and within a second on the other instance", async () => {
    const client = await clientOf(app, "client@example.com");
    const NOTIFICATIONS = "/apilk/notifications/list/";
    const totalOf = async (api: Api) => {
      const res = await api.request(NOTIFICATIONS, { headers: { cookie: client.cookie } });
      return ((await res.json()) as { pagination: { totalCnt: number } }).pagination.totalCnt;
    };
    const before = await totalOf(app.api);
    expect(await totalOf(other.api)).toBe(before);
    const check = await client.json("/apilk/account/check/");
    await app.services.database.db.insert(lkNotifications).values({
      profileId: check.profile.id,
      subject: "payments",
      title: "Платёж получен",
      text: "Спасибо, платёж зачислен.",
      createdAt: new Date(),
    });
    expect(await totalOf(app.api)).toBe(before + 1);
    expect(await within(1000, async () => (await totalOf(other.api)) === before + 1)).toBe(true);
  });
});
