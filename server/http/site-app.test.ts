import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { createSiteApp } from "./site-app.ts";

let app: TestApp;
let site: ReturnType<typeof createSiteApp>;
beforeAll(async () => {
  app = await createTestApp();
  // API answers never reach React Router, so no build is needed here; pages are checked in e2e/home.test.ts.
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

describe("account answers", () => {
  it("are never stored by a cache: data, 401, 404 and the session check alike", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const answers = [
      await app.api.request("/apilk/settings/profiles/", { headers: { cookie } }),
      await app.api.request("/apilk/account/check/", { headers: { cookie } }),
      await app.api.request("/apilk/settings/profiles/"),
      await app.api.request("/apilk/no-such-call/", { headers: { cookie } }),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 404]);
    for (const res of answers) expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("API answers through the site", () => {
  it("may not be framed and keep to HTTPS for a year, subdomains included", async () => {
    const { cookie } = await signIn(app, "client@example.com");
    const answers = [
      await site.request("/api/catalog/brands/"),
      await site.request("/apilk/settings/profiles/", { headers: { cookie } }),
      await site.request("/apilk/settings/profiles/"),
      await site.request("/healthz"),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 401, 200]);
    for (const res of answers) {
      expect(res.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});
