import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/accounts.ts";
import { securityEventsOf } from "../domain/auth/security-events.ts";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** The user's refused authorisations, newest first, once the queued events are written (paths as routed, no final slash). */
async function refusalsOf(email: string) {
  await app.services.auth.flushSecurityEvents();
  const [user] = await app.services.database.db.select().from(users).where(eq(users.email, email));
  const events = await securityEventsOf(app.services.database.db, user?.id ?? 0, "access.denied");
  return events.map((e) => ({
    ...(e.details as { reason: string; method: string; path: string }),
    address: e.address,
  }));
}

describe("refused authorisations (ASVS 16.3.2, 16.3.3)", () => {
  it("are recorded for a colleague without the right, a post without the CSRF token and an employee in the account", async () => {
    const docs = await signIn(app, "docs@example.com");
    expect((await app.api.request("/apilk/accounting/debts/", { headers: { cookie: docs.cookie } })).status).toBe(403);
    const client = await signIn(app, "client@example.com");
    const post = await app.api.request("/apilk/settings/sessions/end-others/", {
      method: "POST",
      headers: { cookie: client.cookie, "content-type": "application/json" },
      body: "{}",
    });
    expect(post.status).toBe(403);
    const staff = await signIn(app, "staff@example.com");
    expect((await app.api.request("/apilk/contracts/list/", { headers: { cookie: staff.cookie } })).status).toBe(403);

    expect(await refusalsOf("docs@example.com")).toContainEqual(
      expect.objectContaining({ reason: "right", method: "GET", path: "/apilk/accounting/debts" }),
    );
    expect(await refusalsOf("client@example.com")).toContainEqual(
      expect.objectContaining({ reason: "csrf", method: "POST", path: "/apilk/settings/sessions/end-others" }),
    );
    expect(await refusalsOf("staff@example.com")).toContainEqual(
      expect.objectContaining({ reason: "staff-in-account", path: "/apilk/contracts/list" }),
    );
  });

  it("are recorded for an employee outside their role and a client knocking at the back office", async () => {
    const staff = await signIn(app, "service@example.com");
    expect((await app.api.request("/staff/api/audit/list/", { headers: { cookie: staff.cookie } })).status).toBe(403);
    const client = await signIn(app, "assignee@example.com");
    expect((await app.api.request("/staff/api/session/", { headers: { cookie: client.cookie } })).status).toBe(404);

    expect(await refusalsOf("service@example.com")).toContainEqual(
      expect.objectContaining({ reason: "role", method: "GET", path: "/staff/api/audit/list" }),
    );
    expect(await refusalsOf("assignee@example.com")).toContainEqual(
      expect.objectContaining({ reason: "staff-area", path: "/staff/api/session" }),
    );
  });

  it("are not recorded for what the user may do", async () => {
    const docs = await signIn(app, "docs@example.com");
    const before = (await refusalsOf("docs@example.com")).length;
    expect((await app.api.request("/apilk/documents/list/", { headers: { cookie: docs.cookie } })).status).toBe(200);
    expect(await refusalsOf("docs@example.com")).toHaveLength(before);
  });
});
