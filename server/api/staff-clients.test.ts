import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions } from "../db/schema/accounts.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { lkContracts, lkProfileInfo } from "../db/schema/lk.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { encryptPassword, postAuth, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * Clients and their access (issue 15): the service team finds a client, opens an account whose first user sets a
 * password through the e-mailed link and lands signed in, re-sends the link, adds a profile, takes access away; each
 * change is one audit entry, and only client service and the administrator may do it.
 */

let app: TestApp;
let service: Client; // service@example.com
const db = () => app.services.database.db;

const BANK = {
  bankName: "ПАО «Банк»",
  bik: "044525974",
  settlementAccount: "40702810210000765432",
  correspondentAccount: "30101810145250000974",
};

const legal = (inn: string, ogrn: string, title: string) => ({
  type: "legal",
  requisites: {
    title: `Общество с ограниченной ответственностью «${title}»`,
    shortTitle: `ООО «${title}»`,
    inn,
    kpp: "773601001",
    ogrn,
    legalAddress: "Москва, ул. Льва Толстого, 16",
    postalAddress: "Москва, ул. Льва Толстого, 16",
    ...BANK,
    director: "Иванов Иван Иванович",
    phone: "+7 495 739-70-00",
    email: "office@example.ru",
  },
});

const entrepreneur = {
  type: "entrepreneur",
  requisites: {
    ...legal("500100732259", "304500100001232", "x").requisites,
    title: "Индивидуальный предприниматель Смирнова Ольга Петровна",
    shortTitle: "ИП Смирнова О. П.",
    kpp: null,
  },
};

const user = (email: string) => ({ email, name: "Ольга Смирнова", phone: "+7 916 123-45-67", position: "Директор" });

const welcome = (key: string) => app.api.request(`/api/account/welcome/?key=${encodeURIComponent(key)}`);
const acceptWelcome = (body: Record<string, unknown>) =>
  app.api.request("/api/account/welcome/accept/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

/** The key of the newest invitation e-mail to `email`. */
async function linkKey(email: string): Promise<string> {
  const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
  const text = mails.at(-1)?.text ?? "";
  const link = text.match(/https?:\/\/\S+\/login\/welcome\?key=(\S+)/);
  if (!link?.[1]) throw new Error(`no welcome link to ${email}: ${text}`);
  return decodeURIComponent(link[1]);
}

const auditOf = (action: string, objectId: string) =>
  db()
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action), eq(staffAudit.objectId, objectId)));

beforeAll(async () => {
  app = await createTestApp();
  service = await clientOf(app, "service@example.com");
});
afterAll(async () => {
  await app?.close();
});

describe("who may", () => {
  it("admits service and admin; other staff 403, a client 404, no CSRF 403, signed out 401", async () => {
    const admin = await clientOf(app, "admin@example.com");
    for (const who of [service, admin]) {
      expect((await who.get("/staff/api/clients/search/?q=7724")).status).toBe(200);
    }
    for (const email of ["sales@example.com", "risk@example.com", "content@example.com", "hr@example.com"]) {
      const other = await clientOf(app, email);
      expect((await other.get("/staff/api/clients/search/?q=7724")).status).toBe(403);
      expect((await other.post("/staff/api/clients/access-remove/", { userId: 1, profileId: 1 })).status).toBe(403);
      expect((await other.post("/staff/api/clients/open-access/", { profileId: 1 })).status).toBe(403);
    }
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/clients/search/?q=7724")).status).toBe(404);
    expect((await client.post("/staff/api/clients/create/", {})).status).toBe(404);
    const noCsrf = await service.post("/staff/api/clients/create/", {}, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await app.api.request("/staff/api/clients/search/?q=7724")).status).toBe(401);
  });
});

describe("search and the client page", () => {
  it("finds by INN, name, e-mail and contract number, with users and the contracts count", async () => {
    const byInn = await service.json("/staff/api/clients/search/?q=7724518030");
    expect(byInn.items).toHaveLength(1);
    const [stm] = byInn.items;
    expect(stm).toMatchObject({ title: "ООО «СтройТехМонтаж»", typeTitle: "Юридическое лицо", kpp: "772401001" });
    expect(stm.users.map((u: { email: string }) => u.email)).toContain("client@example.com");
    const [contracts] = await db().select({ n: count() }).from(lkContracts).where(eq(lkContracts.profileId, stm.id));
    expect(stm.contractsCount).toBe(contracts?.n);
    expect(stm.contractsCount).toBeGreaterThan(0);

    const byName = await service.json(`/staff/api/clients/search/?q=${encodeURIComponent("стройтех")}`);
    expect(byName.items.map((i: { id: number }) => i.id)).toEqual([stm.id]);
    const byEmail = await service.json("/staff/api/clients/search/?q=CLIENT@example");
    expect(byEmail.items.map((i: { title: string }) => i.title)).toEqual(
      expect.arrayContaining(["ООО «СтройТехМонтаж»", "ИП Петров Иван Сергеевич"]),
    );
    const [contract] = await db().select().from(lkContracts).where(eq(lkContracts.profileId, stm.id)).limit(1);
    const byNumber = await service.json(`/staff/api/clients/search/?q=${encodeURIComponent(contract?.number ?? "")}`);
    expect(byNumber.items.map((i: { id: number }) => i.id)).toContain(stm.id);
    const none = await service.json("/staff/api/clients/search/?q=zzzz-nothing");
    expect(none).toEqual({ items: [], more: false });

    const short = await service.get("/staff/api/clients/search/?q=ab");
    expect(short.status).toBe(400);
    expect((await short.json()).errors).toEqual([{ field: "q", message: "Введите не меньше 3 символов" }]);
  });

  it("shows the profiles the client's users act for, the users and the contracts", async () => {
    const [stm] = (await service.json("/staff/api/clients/search/?q=7724518030")).items;
    const { client } = await service.json(`/staff/api/clients/detail/?id=${stm.id}`);
    expect(client.profiles[0]).toMatchObject({ id: stm.id, inn: "7724518030", ogrn: "1187746123454" });
    expect(client.profiles[0].requisites.bik).toMatch(/^04\d{7}$/);
    expect(client.profiles.map((p: { title: string }) => p.title)).toContain("ИП Петров Иван Сергеевич");
    const demo = client.users.find((u: { email: string }) => u.email === "client@example.com");
    expect(demo).toMatchObject({ status: "active", statusTitle: "Активен" });
    expect(demo.access.length).toBeGreaterThanOrEqual(2);
    expect(client.contracts[0]).toMatchObject({ vehicleTitle: expect.any(String), statusTitle: expect.any(String) });
    expect((await service.get("/staff/api/clients/detail/?id=999999")).status).toBe(404);
    expect((await service.get("/staff/api/clients/detail/?id=abc")).status).toBe(400);
  });
});

describe("opening an account", () => {
  it("refuses bad requisites with Russian messages on the fields and stores nothing", async () => {
    const [before] = await db().select({ n: count() }).from(profiles);
    const bad = legal("7736207544", "1027700229194", "Плохая");
    const res = await service.post("/staff/api/clients/create/", {
      profile: { ...bad, requisites: { ...bad.requisites, kpp: "", bik: "123", settlementAccount: "1" } },
      user: { ...user("bad@example.ru"), phone: "12", email: "not-an-email" },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    const fields = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      "profile.requisites.inn": "Неверное контрольное число ИНН: проверьте цифры",
      "profile.requisites.kpp": "Укажите КПП",
      "profile.requisites.ogrn": "Неверная контрольная цифра ОГРН: проверьте цифры",
      "profile.requisites.bik": "БИК — 9 цифр и начинается с 04",
      "profile.requisites.settlementAccount": "Расчётный счёт — 20 цифр",
      "user.email": "Укажите корректный e-mail",
      "user.phone": "Укажите телефон в формате +7 XXX XXX-XX-XX",
    });
    const [after] = await db().select({ n: count() }).from(profiles);
    expect(after?.n).toBe(before?.n);
  });

  it("refuses an INN already registered and an e-mail that has an account", async () => {
    const taken = legal("7724518030", "1187746123454", "Двойник");
    const res = await service.post("/staff/api/clients/create/", {
      profile: { ...taken, requisites: { ...taken.requisites, kpp: "772401001" } },
      user: user("client@example.com"),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: "profile.requisites.inn", message: "Клиент с таким ИНН уже зарегистрирован: найдите его в поиске" },
      { field: "user.email", message: "У этого e-mail уже есть кабинет: добавьте профиль существующему клиенту" },
    ]);
  });

  it("creates the profile and its user, e-mails the link; the client sets a password once and is signed in", async () => {
    const res = await service.post("/staff/api/clients/create/", {
      profile: legal("7736207543", "1027700229193", "Новая фирма"),
      user: user("Director@NewFirm.ru"),
    });
    expect(res.status).toBe(201);
    const { client, message } = await res.json();
    expect(message).toBe("Кабинет открыт, приглашение отправлено на director@newfirm.ru");
    expect(client.profiles).toHaveLength(1);
    expect(client.profiles[0]).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543", kpp: "773601001" });
    expect(client.users).toEqual([
      expect.objectContaining({ email: "director@newfirm.ru", status: "invited", statusTitle: "Приглашён" }),
    ]);
    const [info] = await db().select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, client.id));
    expect(info).toMatchObject({ edoState: "not_connected" });
    expect(info?.requisites.bik).toBe("044525974");
    // No password works before the client chooses one, and the refusal is the one of any wrong password.
    for (const guess of ["Demo-2026", "!invited"]) {
      const refused = await postAuth(app, "director@newfirm.ru", guess);
      expect(refused.status).toBe(401);
      expect((await refused.json()).detail).toBe("Неверный e-mail или пароль");
    }

    const audit = await auditOf("client.create", String(client.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ profile: { inn: "7736207543" }, user: { email: "director@newfirm.ru" } });

    const key = await linkKey("director@newfirm.ru");
    const look = await welcome(key);
    expect(look.status).toBe(200);
    expect(await look.json()).toMatchObject({
      email: "director@newfirm.ru",
      name: "Ольга Смирнова",
      profileTitle: "ООО «Новая фирма»",
    });

    const weak = await acceptWelcome({ key, name: "Ольга Смирнова", password: await encryptPassword(app, "password") });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors[0].field).toBe("password");
    expect((await welcome(key)).status).toBe(200);

    const password = await encryptPassword(app, "ключ от сейфа 42");
    const ok = await acceptWelcome({ key, name: "Ольга Петровна Смирнова", password });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ signedIn: true });
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json();
    expect(check.user).toMatchObject({ email: "director@newfirm.ru", name: "Ольга Петровна Смирнова" });
    expect(check.profile).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543", type: "legal" });

    // Spent: the link opens nothing again, and the password signs in.
    expect((await welcome(key)).status).toBe(410);
    expect((await acceptWelcome({ key, name: "Кто-то", password })).status).toBe(410);
    await signIn(app, "director@newfirm.ru", "ключ от сейфа 42");
    const detail = await service.json(`/staff/api/clients/detail/?id=${client.id}`);
    expect(detail.client.users[0]).toMatchObject({ status: "active", name: "Ольга Петровна Смирнова" });
    // An active client needs no invitation.
    const again = await service.post("/staff/api/clients/invite/", {
      userId: detail.client.users[0].id,
      profileId: client.id,
    });
    expect(again.status).toBe(409);
  });

  it("re-sends the invitation: the old link stops working, the new one works", async () => {
    const res = await service.post("/staff/api/clients/create/", {
      profile: legal("7707083893", "1027700132195", "Вторая"),
      user: user("second@firm.ru"),
    });
    expect(res.status).toBe(201);
    const { client } = await res.json();
    const oldKey = await linkKey("second@firm.ru");
    const resend = await service.post("/staff/api/clients/invite/", {
      userId: client.users[0].id,
      profileId: client.id,
    });
    expect(resend.status).toBe(200);
    expect((await resend.json()).message).toContain("second@firm.ru");
    const newKey = await linkKey("second@firm.ru");
    expect(newKey).not.toBe(oldKey);
    expect((await welcome(oldKey)).status).toBe(410);
    expect((await welcome(newKey)).status).toBe(200);
    expect(await auditOf("client.invite", String(client.id))).toHaveLength(1);
    const stranger = await service.post("/staff/api/clients/invite/", { userId: client.users[0].id, profileId: 1 });
    expect(stranger.status).toBe(404);
  });
});

describe("profiles and access", () => {
  it("adds a second profile to an existing user, then removing access moves and finally ends the sessions", async () => {
    // Signed in with the password the client chose through the welcome link above.
    const { cookie, csrfToken } = await signIn(app, "director@newfirm.ru", "ключ от сейфа 42");
    const demo = {
      get: (path: string) => app.api.request(path, { headers: { cookie, "x-csrf-token": csrfToken } }),
      json: async (path: string) => (await demo.get(path)).json(),
    };
    const unknown = await service.post("/staff/api/clients/profile/", {
      email: "nobody@nowhere.ru",
      profile: entrepreneur,
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors).toEqual([
      { field: "email", message: "Клиента с таким e-mail нет: сначала создайте кабинет" },
    ]);

    const added = await service.post("/staff/api/clients/profile/", {
      email: "director@newfirm.ru",
      position: "Индивидуальный предприниматель",
      profile: entrepreneur,
    });
    expect(added.status).toBe(201);
    const { client } = await added.json();
    expect(client.profiles[0]).toMatchObject({ type: "entrepreneur", title: "ИП Смирнова О. П.", kpp: null });
    expect(client.profiles.map((p: { title: string }) => p.title)).toContain("ООО «Новая фирма»");
    expect(await auditOf("client.profile_add", String(client.id))).toHaveLength(1);
    const dup = await service.post("/staff/api/clients/profile/", {
      email: "director@newfirm.ru",
      profile: entrepreneur,
    });
    expect(dup.status).toBe(400);
    expect((await dup.json()).errors[0].field).toBe("profile.requisites.inn");

    const mine = await demo.json("/apilk/account/check/");
    expect(mine.profiles.map((p: { title: string }) => p.title)).toEqual(
      expect.arrayContaining(["ООО «Новая фирма»", "ИП Смирнова О. П."]),
    );
    const firm = mine.profiles.find((p: { title: string }) => p.title === "ООО «Новая фирма»");
    const userId = mine.user.id;

    // The first profile goes: the session stays, on the remaining profile.
    const removed = await service.post("/staff/api/clients/access-remove/", { userId, profileId: firm.id });
    expect(removed.status).toBe(200);
    expect((await removed.json()).client.users).toEqual([]);
    const after = await demo.json("/apilk/account/check/");
    expect(after.profile.title).toBe("ИП Смирнова О. П.");
    expect(after.profiles.map((p: { title: string }) => p.title)).toEqual(["ИП Смирнова О. П."]);
    expect((await service.post("/staff/api/clients/access-remove/", { userId, profileId: firm.id })).status).toBe(404);

    // The last one goes: every session of the user ends.
    const last = await service.post("/staff/api/clients/access-remove/", { userId, profileId: client.id });
    expect(last.status).toBe(200);
    expect((await demo.get("/apilk/account/check/")).status).toBe(401);
    const [left] = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    expect(left?.n).toBe(0);
    const audit = await auditOf("client.access_remove", String(client.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ user: "director@newfirm.ru" });
    // The welcome form's session and the two password sign-ins of this file.
    expect(audit[0]?.after).toMatchObject({ lastProfile: true, endedSessions: 3 });
  });
});

describe("a lessee from the books: access with its contracts linked", () => {
  const VECTOR = "7718124566";

  it("is found without an account; create/ sends the INN to its page; open-access wants every contract ticked", async () => {
    const { items } = await service.json(`/staff/api/clients/search/?q=${VECTOR}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ title: "ООО «Вектор Строй»", users: [], contractsCount: 2 });
    const { client } = await service.json(`/staff/api/clients/detail/?id=${items[0].id}`);
    expect(client.users).toEqual([]);
    const numbers = client.contracts.map((k: { number: string }) => k.number).sort();
    expect(numbers).toEqual(["ЛА-2025/04410", "ЛА-2026/00231"]);

    const viaCreate = await service.post("/staff/api/clients/create/", {
      profile: legal(VECTOR, "1217700456786", "Вектор Строй"),
      user: user("belov@vector-stroy.ru"),
    });
    expect(viaCreate.status).toBe(400);
    expect((await viaCreate.json()).errors).toEqual([
      {
        field: "profile.requisites.inn",
        message: "Клиент с таким ИНН уже ведёт договоры без личного кабинета: откройте ему доступ на странице клиента",
      },
    ]);

    const oneTicked = await service.post("/staff/api/clients/open-access/", {
      profileId: client.id,
      user: user("belov@vector-stroy.ru"),
      contracts: ["ЛА-2025/04410"],
    });
    expect(oneTicked.status).toBe(400);
    expect((await oneTicked.json()).errors).toEqual([
      {
        field: "contracts",
        message: "Отметьте все договоры клиента, чтобы привязать их к кабинету; не отмечены: № ЛА-2026/00231",
      },
    ]);
    const foreign = await service.post("/staff/api/clients/open-access/", {
      profileId: client.id,
      user: user("belov@vector-stroy.ru"),
      contracts: [...numbers, "ЛА-2024/05561"],
    });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).errors[0].field).toBe("contracts");
    const taken = await service.post("/staff/api/clients/open-access/", {
      profileId: client.id,
      user: user("client@example.com"),
      contracts: numbers,
    });
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors).toEqual([
      { field: "user.email", message: "У этого e-mail уже есть кабинет: добавьте профиль существующему клиенту" },
    ]);
    const bad = await service.post("/staff/api/clients/open-access/", { profileId: "x", user: {}, contracts: "all" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(["profileId", "user.email", "contracts"]),
    );
    expect(
      (
        await service.post("/staff/api/clients/open-access/", {
          profileId: 999_999,
          user: user("a@b.ru"),
          contracts: [],
        })
      ).status,
    ).toBe(404);
    // Nothing was stored by the refusals.
    expect(await auditOf("client.open_access", String(client.id))).toEqual([]);
    expect((await service.json(`/staff/api/clients/detail/?id=${client.id}`)).client.users).toEqual([]);
  });

  it("attaches the first user to the existing profile; the client sees exactly those contracts, nobody else's", async () => {
    const [found] = (await service.json(`/staff/api/clients/search/?q=${VECTOR}`)).items;
    const res = await service.post("/staff/api/clients/open-access/", {
      profileId: found.id,
      user: user("Belov@Vector-Stroy.ru"),
      contracts: ["ЛА-2026/00231", "ЛА-2025/04410"],
    });
    expect(res.status).toBe(201);
    const { client, message } = await res.json();
    expect(client.id).toBe(found.id);
    expect(message).toBe(
      "Доступ открыт, договоры привязаны: № ЛА-2025/04410, № ЛА-2026/00231. Приглашение отправлено на belov@vector-stroy.ru",
    );
    expect(client.users).toEqual([expect.objectContaining({ email: "belov@vector-stroy.ru", status: "invited" })]);
    const [audit, ...more] = await auditOf("client.open_access", String(found.id));
    expect(more).toEqual([]);
    expect(audit?.before).toEqual({ users: [] });
    expect(audit?.after).toMatchObject({
      profile: { inn: VECTOR },
      user: { email: "belov@vector-stroy.ru" },
      contracts: ["ЛА-2025/04410", "ЛА-2026/00231"],
    });
    // The same profile: no second one with the INN.
    const [same] = await db().select({ n: count() }).from(profiles).where(eq(profiles.inn, VECTOR));
    expect(same?.n).toBe(1);
    // A second opening is the «another profile» path now.
    const again = await service.post("/staff/api/clients/open-access/", {
      profileId: found.id,
      user: user("second@vector-stroy.ru"),
      contracts: ["ЛА-2025/04410", "ЛА-2026/00231"],
    });
    expect(again.status).toBe(409);
    const viaCreate = await service.post("/staff/api/clients/create/", {
      profile: legal(VECTOR, "1217700456786", "Вектор Строй"),
      user: user("second@vector-stroy.ru"),
    });
    expect((await viaCreate.json()).errors[0].message).toBe(
      "Клиент с таким ИНН уже зарегистрирован: найдите его в поиске",
    );

    const key = await linkKey("belov@vector-stroy.ru");
    const ok = await acceptWelcome({
      key,
      name: "Андрей Белов",
      password: await encryptPassword(app, "вектор строит 2026"),
    });
    expect(ok.status).toBe(200);
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const get = (path: string) => app.api.request(path, { headers: { cookie } });
    const check = await (await get("/apilk/account/check/")).json();
    expect(check.profile).toMatchObject({ title: "ООО «Вектор Строй»", inn: VECTOR });
    expect(check.profiles).toHaveLength(1);
    const { items } = await (await get("/apilk/contracts/list/")).json();
    expect(items.map((k: { number: string }) => k.number).sort()).toEqual(["ЛА-2025/04410", "ЛА-2026/00231"]);
    const own = await get(`/apilk/contracts/detail/?code=${items[0].code}`);
    expect(own.status).toBe(200);
    // Another client's contract: not found, nothing of it shown.
    const [theirs] = await db()
      .select()
      .from(lkContracts)
      .innerJoin(profiles, eq(profiles.id, lkContracts.profileId))
      .where(eq(profiles.inn, "7724518030"))
      .limit(1);
    const other = await get(`/apilk/contracts/detail/?code=${theirs?.lk_contracts.code}`);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(theirs?.lk_contracts.number ?? "—");
  });
});
