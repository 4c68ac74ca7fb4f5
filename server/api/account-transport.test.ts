import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../db/schema/accounts.ts";
import { createSiteApp } from "../http/site-app.ts";
import { sha256 } from "../infra/crypto.ts";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
let site: ReturnType<typeof createSiteApp>;
beforeAll(async () => {
  app = await createTestApp();
  // The whole chain a browser meets (site headers, then the API); no pages are asked for, so no build is needed.
  site = createSiteApp({
    api: app.api,
    services: app.services,
    getBuild: () => Promise.reject(new Error("no pages in this test")),
    mode: "production",
  });
});
afterAll(async () => {
  await app.close();
});

const FOREIGN = "https://evil.example";
const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith("access-control-"));

describe("another site's scripts (ASVS 3.4.2)", () => {
  it("get no CORS header from /apilk or /staff/api, on a request or a preflight, signed in or not", async () => {
    const client = await signIn(app, "client@example.com");
    const staff = await signIn(app, "staff@example.com");
    const answers = await Promise.all([
      site.request("/apilk/account/check/", { headers: { origin: FOREIGN, cookie: client.cookie } }),
      site.request("/apilk/settings/profiles/", { headers: { origin: FOREIGN } }),
      site.request("/apilk/account/logout/", { method: "POST", headers: { origin: FOREIGN, cookie: client.cookie } }),
      site.request("/staff/api/session/", { headers: { origin: FOREIGN, cookie: staff.cookie } }),
      site.request("/staff/api/logout/", { method: "POST", headers: { origin: FOREIGN, cookie: staff.cookie } }),
      ...["/apilk/settings/profiles/", "/apilk/account/logout/", "/staff/api/logout/", "/api/account/auth/"].map(
        (path) =>
          site.request(path, {
            method: "OPTIONS",
            headers: {
              origin: FOREIGN,
              "access-control-request-method": "POST",
              "access-control-request-headers": "content-type, x-csrf-token",
            },
          }),
      ),
    ]);
    // The signed-in reads answer (a script on the other site could not read them anyway), the posts without the
    // session's CSRF token are refused, and the preflights open nothing.
    expect(answers.slice(0, 5).map((r) => r.status)).toEqual([200, 401, 403, 200, 403]);
    for (const res of answers) expect(corsHeaders(res), res.url).toEqual([]);
    for (const res of answers.slice(5)) expect(res.status).not.toBe(204);
  });
});

describe("sessions at rest (ASVS 7.2.3)", () => {
  it("are stored as the SHA-256 of the cookie's token, never the token itself", async () => {
    const { cookie } = await signIn(app, "assignee@example.com");
    const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
    expect(token.length).toBeGreaterThanOrEqual(40);
    const [user] = await app.services.database.db.select().from(users).where(eq(users.email, "assignee@example.com"));
    const rows = await app.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(rows.map((r) => r.idHash)).toContain(sha256(token));
    // Nothing of any column holds the token: a leaked table opens no session.
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
    const all = await app.services.database.db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(token);
  });
});
