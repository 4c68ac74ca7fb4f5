import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CESSION_INVITE_MESSAGES, CESSION_RULE_MESSAGES } from "../../contract/lk-cession.ts";
import { profiles, users } from "../db/schema/accounts.ts";
import { cessions } from "../db/schema/cession.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { lkProfileInfo } from "../db/schema/lk.ts";
import { invitedCessionPart } from "../testing/cession-invite.ts";
import { encryptPassword, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

let app: TestApp;

const db = () => app.services.database.db;
const invited = (part: Parameters<typeof invitedCessionPart>[1]) => invitedCessionPart(app, part);

const info = (key: string) => app.api.request(`/api/account/cession-invite/?key=${encodeURIComponent(key)}`);

const accept = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.api.request("/api/account/cession-invite/accept/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

const asClient = (client: Client, csrf = true) => ({
  cookie: client.cookie,
  ...(csrf ? { "x-csrf-token": client.csrfToken } : {}),
});

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app?.close();
});

describe("a cession invitation of a person without an account", () => {
  it("registers the person with a new company profile, signs them in, and spends the key", async () => {
    const { key, cession } = await invited({
      role: "cessionary",
      type: "legal",
      email: "Director@NewFirm.ru",
      inn: "7736207543",
    });
    const look = await info(key);
    expect(look.status).toBe(200);
    expect(await look.json()).toEqual({
      number: cession.number,
      role: "cessionary",
      roleTitle: "Цессионарий",
      applicantTitle: "ООО «СтройТехМонтаж»",
      email: "Director@NewFirm.ru",
      inn: "7736207543",
      type: "legal",
      hasAccount: false,
      needsTitle: true,
    });

    const password = await encryptPassword(app, "ключ от сейфа 42");
    const noTitle = await accept({ key, name: "Ольга Смирнова", password });
    expect(noTitle.status).toBe(400);
    expect((await noTitle.json()).errors).toEqual([{ field: "title", message: "Укажите наименование" }]);
    const weak = await accept({
      key,
      name: "Ольга Смирнова",
      title: "ООО «Новая фирма»",
      password: await encryptPassword(app, "password"),
    });
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors[0].field).toBe("password");
    expect((await info(key)).status).toBe(200);

    const ok = await accept({ key, name: "Ольга Смирнова", title: "ООО «Новая фирма»", password });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ code: cession.code, signedIn: true });
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const get = (path: string) => app.api.request(path, { headers: { cookie } });

    const check = await (await get("/apilk/account/check/")).json();
    expect(check.user).toMatchObject({ email: "director@newfirm.ru", name: "Ольга Смирнова" });
    expect(check.profile).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543", type: "legal" });
    const detail = await get(`/apilk/cession/participant/detail/?code=${cession.code}`);
    expect(detail.status).toBe(200);
    expect((await detail.json()).participant.cession.number).toBe(cession.number);
    // The account's pages work for a profile with no contracts yet.
    for (const path of [
      "/apilk/account/info/",
      "/apilk/account/debt/",
      "/apilk/account/edo/",
      "/apilk/account/manager/",
      "/apilk/popular/",
      "/apilk/promo/",
      "/apilk/notifications/list/",
      "/apilk/contracts/list/",
      "/apilk/settings/requisites/",
      "/apilk/cession/list/",
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
    const [profileInfo] = await db().select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, check.profile.id));
    expect(profileInfo?.requisites).toMatchObject({ title: "ООО «Новая фирма»", inn: "7736207543" });

    // Spent: the link answers 410 and cannot be used twice.
    expect((await info(key)).status).toBe(410);
    const twice = await accept({ key, name: "Кто-то", title: "ООО «Другая»", password });
    expect(twice.status).toBe(410);
    expect((await twice.json()).detail).toBe(CESSION_INVITE_MESSAGES.gone);
    await signIn(app, "director@newfirm.ru", "ключ от сейфа 42");
  });

  it("names a person's profile after the person", async () => {
    const { key, cession } = await invited({
      role: "guarantor",
      type: "person",
      email: "ivanov@mail.ru",
      inn: "500100732259",
    });
    expect((await (await info(key)).json()).needsTitle).toBe(false);
    const ok = await accept({ key, name: "Иванов Пётр", password: await encryptPassword(app, "ключ от сейфа 42") });
    expect(ok.status).toBe(200);
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json();
    expect(check.profile).toMatchObject({ title: "Иванов Пётр", type: "person" });
    const g = await app.api.request(`/apilk/cession/guarantor/?code=${cession.code}`, { headers: { cookie } });
    expect(g.status).toBe(200);
  });

  it("answers 410 to an expired, unknown or missing key, and refuses a form from another site", async () => {
    const { key } = await invited({
      role: "guarantor",
      type: "person",
      email: "late@mail.ru",
      inn: "500100732259",
      expiresInMs: -1000,
    });
    expect((await info(key)).status).toBe(410);
    expect((await accept({ key, name: "Поздний", password: "x" })).status).toBe(410);
    expect((await info("nothing-like-a-real-key-0000")).status).toBe(410);
    expect((await app.api.request("/api/account/cession-invite/")).status).toBe(400);
    const live = await invited({ role: "guarantor", type: "person", email: "x@mail.ru", inn: "500100732259" });
    const cross = await accept({ key: live.key }, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).detail).toBe(CESSION_INVITE_MESSAGES.crossSite);
  });
});

describe("a cession invitation of an existing account", () => {
  let assignee: Client;
  let owner: Client;

  beforeAll(async () => {
    assignee = await clientOf(app, "assignee@example.com");
    owner = await clientOf(app, "client@example.com");
  });

  it("asks to sign in first, refuses another account, then adds the new profile and makes it active", async () => {
    const { key, cession } = await invited({
      role: "guarantor",
      type: "person",
      email: "assignee@example.com",
      inn: "500100732259",
    });
    expect(await (await info(key)).json()).toMatchObject({ hasAccount: true, needsTitle: false });

    const anonymous = await accept({ key });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).detail).toBe(CESSION_INVITE_MESSAGES.signInFirst);
    const other = await accept({ key }, asClient(owner));
    expect(other.status).toBe(403);
    expect((await other.json()).detail).toBe(CESSION_INVITE_MESSAGES.otherAccount);
    expect((await accept({ key }, asClient(assignee, false))).status).toBe(403);
    expect((await info(key)).status).toBe(200);

    const ok = await accept({ key }, asClient(assignee));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ code: cession.code, signedIn: true });
    expect(ok.headers.get("set-cookie")).toBeNull();
    const check = await assignee.json("/apilk/account/check/");
    const [user] = await db().select().from(users).where(eq(users.email, "assignee@example.com"));
    expect(check.profile).toMatchObject({ inn: "500100732259", title: user?.name, type: "person" });
    expect((await assignee.get(`/apilk/cession/guarantor/?code=${cession.code}`)).status).toBe(200);
    expect((await info(key)).status).toBe(410);
  });

  it("binds the account's own profile with that INN instead of a copy, and refuses the assignor's profile", async () => {
    const { key, cession } = await invited({
      role: "guarantor",
      type: "person",
      email: "client@example.com",
      inn: "771234567859",
    });
    expect(await (await info(key)).json()).toMatchObject({ hasAccount: true, needsTitle: false });
    const before = await db().select().from(profiles).where(eq(profiles.inn, "771234567859"));
    const ok = await accept({ key }, asClient(owner));
    expect(ok.status).toBe(200);
    expect(await db().select().from(profiles).where(eq(profiles.inn, "771234567859"))).toHaveLength(before.length);
    expect((await owner.json("/apilk/account/check/")).profile.title).toBe("ИП Петров Иван Сергеевич");
    expect((await owner.get(`/apilk/cession/guarantor/?code=${cession.code}`)).status).toBe(200);

    const self = await invited({ role: "guarantor", type: "legal", email: "client@example.com", inn: "7724518030" });
    const refused = await accept({ key: self.key }, asClient(owner));
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toBe(CESSION_RULE_MESSAGES.selfInvite);
    expect((await info(self.key)).status).toBe(200);
  });
});

describe("an invitation the assignor sends", () => {
  it("reaches the invited person by e-mail, whose link makes the account and opens the guarantor's part", async () => {
    const owner = await clientOf(app, "client@example.com");
    // The demo draft of ООО «СтройТехМонтаж» (the first cession seeded; the tests above add theirs later).
    const [draft] = await db().select().from(cessions).where(eq(cessions.status, "draft")).orderBy(asc(cessions.id));
    const code = draft?.code ?? "";
    const sent = await owner.post("/apilk/cession/invite/", {
      email: "surety@mail.ru",
      inn: "500100732259",
      role: "guarantor",
      cessionId: code,
    });
    expect(sent.status).toBe(200);
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, "surety@mail.ru"));
    const link = mail?.text.match(/https?:\/\/\S+\/login\/cession\?key=\S+/)?.[0] ?? "";
    const key = new URL(link).searchParams.get("key") ?? "";
    expect(await (await info(key)).json()).toMatchObject({ role: "guarantor", type: "person", hasAccount: false });
    const ok = await accept({
      key,
      name: "Поручитель Семёнов",
      password: await encryptPassword(app, "ключ от сейфа 42"),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).code).toBe(code);
    const cookie = (ok.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const part = await app.api.request(`/apilk/cession/guarantor/?code=${code}`, { headers: { cookie } });
    expect(part.status).toBe(200);
    expect((await part.json()).guarantor.data).toMatchObject({ inn: "500100732259", email: "surety@mail.ru" });
  });
});
