import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function setProfile(cookie: string, csrf: string | null, body: unknown) {
  return app.api.request("/apilk/settings/profile/set/", {
    method: "POST",
    headers: { cookie, "content-type": "application/json", ...(csrf ? { "x-csrf-token": csrf } : {}) },
    body: JSON.stringify(body),
  });
}

describe("profiles", () => {
  it("lists only the account's own profiles and the active one", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const res = await app.api.request("/apilk/settings/profiles/", { headers: { cookie } });
    const body = await res.json();
    expect(body.profiles.map((p: { title: string }) => p.title)).toEqual([
      "ООО «СтройТехМонтаж»",
      "ИП Петров Иван Сергеевич",
    ]);
    expect(body.activeId).toBe(body.profiles[0].id);
  });

  it("switches the active profile with the CSRF token", async () => {
    const { cookie, csrfToken } = await signIn(app, "client@example.com");
    const list = await (await app.api.request("/apilk/settings/profiles/", { headers: { cookie } })).json();
    const ip = list.profiles[1];
    const res = await setProfile(cookie, csrfToken, { id: ip.id });
    expect(res.status).toBe(200);
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json();
    expect(check.profile.title).toBe("ИП Петров Иван Сергеевич");
  });

  it("refuses a state-changing call without the CSRF token (403) and changes nothing", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const list = await (await app.api.request("/apilk/settings/profiles/", { headers: { cookie } })).json();
    const res = await setProfile(cookie, null, { id: list.profiles[1].id });
    expect(res.status).toBe(403);
    expect((await setProfile(cookie, "forged-token", { id: list.profiles[1].id })).status).toBe(403);
    const check = await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json();
    expect(check.profile.id).toBe(list.profiles[0].id);
  });

  it("refuses another account's profile (404) and keeps the active one", async () => {
    const other = await signIn(app, "assignee@example.com");
    const foreign = (
      await (await app.api.request("/apilk/account/check/", { headers: { cookie: other.cookie } })).json()
    ).profile.id;
    const { cookie, csrfToken } = await signIn(app, "client@example.com");
    const before = (await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json()).profile.id;
    const res = await setProfile(cookie, csrfToken, { id: foreign });
    expect(res.status).toBe(404);
    expect((await res.json()).detail).toMatch(/Профиль не найден/);
    const after = (await (await app.api.request("/apilk/account/check/", { headers: { cookie } })).json()).profile.id;
    expect(after).toBe(before);
  });

  it("validates the id", async () => {
    const { cookie, csrfToken } = await signIn(app, "client@example.com");
    const res = await setProfile(cookie, csrfToken, { id: "abc" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("id");
  });

  it("needs a session", async () => {
    expect((await app.api.request("/apilk/settings/profiles/")).status).toBe(401);
  });
});

describe("API documentation", () => {
  it("serves an OpenAPI 3.1 document listing the account paths", async () => {
    const doc = await (await app.api.request("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/account/auth/", "/apilk/account/check/", "/apilk/settings/profile/set/"]),
    );
  });

  it("serves a readable reference page", async () => {
    const res = await app.api.request("/api/docs");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(await res.text()).toContain("/apilk/settings/profile/set/");
  });

  it("answers an unknown API path with a 404 problem", async () => {
    const res = await app.api.request("/api/nothing-here/");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
  });
});
