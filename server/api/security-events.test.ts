import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecurityEventsResponse } from "../../contract/security-events.ts";
import { postAuth, signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const PATH = "/apilk/settings/security/events/";
const events = async (cookie: string) => {
  const res = await app.api.request(PATH, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as SecurityEventsResponse).items;
};

describe("the user's own security events (settings «Сеансы»)", () => {
  it("list a failed attempt and the sign-in after it, newest first, with the address and the browser", async () => {
    const agent = { "user-agent": "EventsTest/1.0 (wrong password)" };
    expect((await postAuth(app, "assignee@example.com", "not-the-password", agent)).status).toBe(401);
    const { cookie } = await signIn(app, "assignee@example.com");
    const items = await events(cookie);
    // The first sign-in from this browser: the success and the new device, recorded together.
    expect(items.slice(0, 2).map((e) => e.kind)).toEqual(["signin.new_device", "signin.success"]);
    const failure = items.find((e) => e.kind === "signin.failure");
    expect(failure).toMatchObject({ reason: "password", address: "local", userAgent: agent["user-agent"] });
    expect(items.findIndex((e) => e.kind === "signin.failure")).toBeGreaterThan(0);
    const times = items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("show nobody else's events, and none of the kinds that are not about the person's own sign-in", async () => {
    const stranger = { "user-agent": "EventsTest/1.0 (someone else)" };
    expect((await postAuth(app, "client@example.com", "not-the-password", stranger)).status).toBe(401);
    const docs = await signIn(app, "docs@example.com");
    // A refused call is recorded (access.denied), but it is not a sign-in event of the list.
    expect((await app.api.request("/apilk/accounting/debts/", { headers: { cookie: docs.cookie } })).status).toBe(403);
    const items = await events(docs.cookie);
    expect(items.some((e) => e.userAgent === stranger["user-agent"])).toBe(false);
    expect(
      items.every((e) => e.kind.startsWith("signin.") || e.kind.startsWith("password.") || e.kind.startsWith("mfa.")),
    ).toBe(true);
    expect(items.some((e) => e.kind === "signin.success")).toBe(true);
  });

  it("answer 401 signed out and 403 to a lessor's employee, whose work is in the back office", async () => {
    expect((await app.api.request(PATH)).status).toBe(401);
    const staff = await signIn(app, "staff@example.com");
    expect((await app.api.request(PATH, { headers: { cookie: staff.cookie } })).status).toBe(403);
  });
});
