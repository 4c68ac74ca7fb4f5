import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { problemWithoutRequestId } from "../testing/problem-body.ts";
import { encryptPassword, postAuth, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("sign-in", () => {
  it("publishes an RSA-OAEP-256 public key in SPKI PEM", async () => {
    const res = await app.api.request("/api/account/key/");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.alg).toBe("RSA-OAEP-256");
    expect(body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n?$/);
  });

  it("signs in with the encrypted password and sets an HttpOnly SameSite=Lax cookie", async () => {
    const res = await postAuth(app, "client@example.com", "Demo-2026");
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: "client@example.com", name: "Иван Сергеевич Петров" });
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lk_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("names the cookie __Host-lk_session in production, Secure with Path=/ and no Domain, and reads only that name", async () => {
    const production = await createTestApp({ env: { NODE_ENV: "production", DEMO_DATA: "on" } });
    try {
      const res = await postAuth(production, "client@example.com", "Demo-2026");
      expect(res.status).toBe(200);
      // The session cookie comes first; the device cookie (ADR 030) follows it.
      const setCookie = res.headers.getSetCookie()[0] ?? "";
      expect(setCookie).toMatch(/^__Host-lk_session=[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const cookie = setCookie.split(";")[0] ?? "";
      const check = (c: string) => production.api.request("/apilk/account/check/", { headers: { cookie: c } });
      expect((await check(cookie)).status).toBe(200);
      // The same token under the bare name, as a plain-http answer or a sibling subdomain could plant it: refused.
      expect((await check(cookie.replace("__Host-", ""))).status).toBe(401);
      const logout = await production.api.request("/apilk/account/logout/", { method: "POST" });
      expect(logout.headers.get("set-cookie")).toMatch(/^__Host-lk_session=;.*Max-Age=0.*Secure/);
    } finally {
      await production.close();
    }
  });

  it("answers a wrong password and an unknown e-mail with the same 401 problem", async () => {
    const wrong = await postAuth(app, "assignee@example.com", "not-the-password");
    const unknown = await postAuth(app, "nobody@example.com", "Demo-2026");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.headers.get("content-type")).toMatch(/application\/problem\+json/);
    const [a, b] = [await problemWithoutRequestId(wrong), await problemWithoutRequestId(unknown)];
    expect(a.detail).toBe("Неверный e-mail или пароль");
    expect(b).toEqual(a);
  });

  it("after 5 failures for one e-mail checks no password and answers that a sign-in link was e-mailed", async () => {
    const email = "staff@example.com";
    for (let i = 0; i < 5; i++) expect((await postAuth(app, email, `wrong-${i}`)).status).toBe(401);
    const limited = await postAuth(app, email, "Demo-2026");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("set-cookie")).toBeNull();
    expect((await limited.json()).detail).toMatch(/^Мы отправили ссылку для входа на вашу почту/);
  });

  it("refuses a password that was not encrypted with the key", async () => {
    const res = await app.api.request("/api/account/auth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "client@example.com", password: "Demo-2026" }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toMatch(/неверном формате/);
  });

  it.each([
    ["malformed JSON", { "content-type": "application/json" }, "{not json", 400],
    ["a wrong content type", { "content-type": "text/plain" }, "email=x", 415],
    ["a missing field", { "content-type": "application/json" }, JSON.stringify({ email: "a@b.ru" }), 400],
    ["an oversized body", { "content-type": "application/json" }, JSON.stringify({ email: "x".repeat(300_000) }), 413],
  ])("answers %s with a %i problem, never 500", async (_name, headers, body, status) => {
    const res = await app.api.request("/api/account/auth/", { method: "POST", headers, body });
    expect(res.status).toBe(status);
    const problem = await res.json();
    expect(problem.status).toBe(status);
    expect(problem.detail).toMatch(/[а-яА-Я]/);
  });

  it("names the invalid fields", async () => {
    const res = await app.api.request("/api/account/auth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "not-an-email", password: "" }),
    });
    const problem = await res.json();
    expect(problem.errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "password"]);
  });
});

describe("session", () => {
  it("check answers 401 without a session", async () => {
    const res = await app.api.request("/apilk/account/check/");
    expect(res.status).toBe(401);
  });

  it("check gives the user, the active profile, the profiles and a CSRF token", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const res = await app.api.request("/apilk/account/check/", { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe("client@example.com");
    expect(body.profile.title).toBe("ООО «СтройТехМонтаж»");
    expect(body.profiles.map((p: { type: string }) => p.type)).toEqual(["legal", "entrepreneur"]);
    expect(body.csrfToken).toMatch(/^[\w-]{20,}$/);
  });

  const logout = (headers: Record<string, string> = {}) =>
    app.api.request("/apilk/account/logout/", { method: "POST", headers });

  it("logout is a POST with the CSRF token: it ends the session server-side and clears the cookie", async () => {
    const { cookie, csrfToken } = await signIn(app, "assignee@example.com");
    const res = await logout({ cookie, "x-csrf-token": csrfToken });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^lk_session=;.*Max-Age=0/);
    expect(res.headers.get("clear-site-data")).toBe('"cache"');
    expect((await app.api.request("/apilk/account/check/", { headers: { cookie } })).status).toBe(401);
  });

  it("refuses a logout without the session's CSRF token (a form on another site): the session lives on", async () => {
    const { cookie, csrfToken } = await signIn(app, "assignee@example.com");
    const variants: Record<string, string>[] = [{ cookie }, { cookie, "x-csrf-token": `${csrfToken}x` }];
    for (const headers of variants) {
      const res = await logout(headers);
      expect(res.status).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await app.api.request("/apilk/account/check/", { headers: { cookie } })).status).toBe(200);
  });

  it("answers a logout with no live session 200 and clears the cookie: there is nothing to end", async () => {
    expect((await logout()).status).toBe(200);
    const { cookie, csrfToken } = await signIn(app, "assignee@example.com");
    await logout({ cookie, "x-csrf-token": csrfToken });
    const again = await logout({ cookie });
    expect(again.status).toBe(200);
    expect(again.headers.get("set-cookie")).toMatch(/^lk_session=;.*Max-Age=0/);
  });

  it("answers GET logout (a link or image on another site) 405 with Allow: POST and ends nothing", async () => {
    const { cookie } = await signIn(app, "assignee@example.com");
    const variants: Record<string, string>[] = [{ cookie }, { cookie, "sec-fetch-site": "same-origin" }];
    for (const headers of variants) {
      const res = await app.api.request("/apilk/account/logout/", { headers });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      expect((await res.json()).detail).toMatch(/«Выйти»/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await app.api.request("/apilk/account/check/", { headers: { cookie } })).status).toBe(200);
  });

  it("signs in once with a one-time key, then refuses it", async () => {
    const key = await app.services.auth.issueLoginKey(1, "signin");
    const first = await app.api.request(`/api/account/check/?KEY=${key}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/^lk_session=/);
    const again = await app.api.request(`/api/account/check/?KEY=${key}`);
    expect(again.status).toBe(410);
    expect((await app.api.request("/api/account/check/")).status).toBe(400);
  });

  it("refuses a one-time key sent from another site (login CSRF) without spending it", async () => {
    const key = await app.services.auth.issueLoginKey(1, "signin");
    const foreign = await app.api.request(`/api/account/check/?KEY=${key}`, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect(((await foreign.json()) as { detail: string }).detail).toMatch(/с другого сайта/);
    const own = await app.api.request(`/api/account/check/?KEY=${key}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(own.status).toBe(200);
  });

  it("refuses an expired one-time key", async () => {
    const key = await app.services.auth.issueLoginKey(1, "signin", -1000);
    expect((await app.api.request(`/api/account/check/?KEY=${key}`)).status).toBe(410);
  });

  it("refuses a new client's welcome key: it sets the first password on /login/welcome and signs in nobody", async () => {
    const key = await app.services.auth.issueLoginKey(1, "confirm");
    const res = await app.api.request(`/api/account/check/?KEY=${key}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(410);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("a second API instance over the same database sees the session", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const { createApi } = await import("./create-api.ts");
    const second = createApi(app.services);
    expect((await second.request("/apilk/account/check/", { headers: { cookie } })).status).toBe(200);
  });

  it("the password hashes are scrypt, never the plain password", async () => {
    const { users } = await import("../db/schema/accounts.ts");
    const rows = await app.services.database.db.select({ hash: users.passwordHash }).from(users);
    for (const row of rows) expect(row.hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  });

  it("a ciphertext from another key is refused", async () => {
    const cipher = await encryptPassword(app, "Demo-2026");
    const tampered = `${cipher.slice(0, 10)}${cipher[10] === "A" ? "B" : "A"}${cipher.slice(11)}`;
    const res = await app.api.request("/api/account/auth/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "client@example.com", password: tampered }),
    });
    expect(res.status).toBe(400);
  });
});

describe("sign-in rate limits behind a proxy (TRUST_PROXY)", () => {
  /** Failed sign-ins (unknown e-mails, so that only the address bucket fills) through `api`, from `forwardedFor`. */
  async function failFrom(api: TestApp["api"], forwardedFor: string, n: number) {
    return api.request("/api/account/auth/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email: `proxy-flood-${n}@example.com`, password: await encryptPassword(app, "wrong") }),
    });
  }

  it("counts failures per forwarded client, so one visitor behind the balancer does not lock out the others", async () => {
    const { createApi } = await import("./create-api.ts");
    const proxied = createApi({ ...app.services, env: { ...app.services.env, TRUST_PROXY: 1 } });
    for (let i = 0; i < 20; i++) expect((await failFrom(proxied, "198.51.100.1, 203.0.113.7", i)).status).toBe(401);
    const limited = await failFrom(proxied, "203.0.113.7", 20);
    expect(limited.status).toBe(429);
    expect((await limited.json()).detail).toMatch(/Слишком много неудачных попыток входа/);
    // A different made-up entry on the left does not buy the same client a fresh bucket…
    expect((await failFrom(proxied, "198.51.100.99, 203.0.113.7", 21)).status).toBe(429);
    // …and another visitor behind the same balancer is not held back by it.
    expect((await failFrom(proxied, "203.0.113.8", 22)).status).toBe(401);
  });

  it("ignores X-Forwarded-For by default: the limited address in the header means nothing", async () => {
    expect((await failFrom(app.api, "203.0.113.7", 23)).status).toBe(401);
  });
});
