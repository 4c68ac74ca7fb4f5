import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("consent texts", () => {
  it("answers the personal data consent by default (152-ФЗ)", async () => {
    const res = await app.api.request("/api/terms/personaldata/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const { item } = await res.json();
    expect(item).toMatchObject({ code: "personal-data", validityMonths: null });
    expect(item.html).toContain("152-ФЗ");
    expect(item.html).toContain("7736548215");
  });

  it("answers the credit-bureau consent, valid six months (SPEC.md §9)", async () => {
    const { item } = await (await app.api.request("/api/terms/personaldata/?code=credit-bureau")).json();
    expect(item.validityMonths).toBe(6);
    expect(item.title).toMatch(/бюро кредитных историй/);
    expect(item.html).toContain("218-ФЗ");
    expect(item.html).toMatch(/шести месяцев/);
  });

  it("answers the candidate consent", async () => {
    const { item } = await (await app.api.request("/api/terms/personaldata/?code=candidate")).json();
    expect(item.html).toMatch(/анкет/);
  });

  it("answers the advertising consent on its own path only", async () => {
    const { item } = await (await app.api.request("/api/terms/advertising/")).json();
    expect(item.code).toBe("advertising");
    expect(item.html).toContain("38-ФЗ");
    expect((await app.api.request("/api/terms/personaldata/?code=advertising")).status).toBe(404);
  });

  it("answers 404 for an unknown code and 400 for a malformed one", async () => {
    const res = await app.api.request("/api/terms/personaldata/?code=marketing-calls");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/problem\+json/);
    const bad = await app.api.request("/api/terms/personaldata/?code=%3Cscript%3E");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe("code");
  });
});
