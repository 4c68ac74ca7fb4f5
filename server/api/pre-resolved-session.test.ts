import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signIn } from "../testing/sign-in.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { PreResolvedSession } from "./api-env.ts";

// Seam 1 of issue 16 (ADR 037): an account page's loader calls the API in process with the session its middleware
// has already resolved; requireSession takes it for the same cookie only, and every check still runs on it.

let app: TestApp;
let cookie: string;
let handed: PreResolvedSession;

beforeAll(async () => {
  app = await createTestApp();
  ({ cookie } = await signIn(app, "client@example.com"));
  const token = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1).split(";")[0] ?? "");
  const session = await app.services.auth.session(token);
  if (!session) throw new Error("no session");
  handed = { token, session };
});
afterAll(async () => {
  await app?.close();
});

const get = (path: string, env?: { preResolvedSession?: PreResolvedSession }, headers: Record<string, string> = {}) =>
  app.api.fetch(new Request(`http://in-process.invalid${path}`, { headers }), env);

describe("a session handed over in process", () => {
  it("answers as over HTTP without looking the session up again", async () => {
    const overHttp = await (await get("/apilk/contracts/list/", undefined, { cookie })).json();
    const lookups = vi.spyOn(app.services.auth, "session");
    try {
      const res = await get("/apilk/contracts/list/", { preResolvedSession: handed }, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(overHttp);
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      lookups.mockRestore();
    }
  });

  it("is ignored for a request without the same session cookie", async () => {
    const without = await get("/apilk/contracts/list/", { preResolvedSession: handed });
    expect(without.status).toBe(401);
    const other = await get("/apilk/contracts/list/", { preResolvedSession: handed }, { cookie: `${cookie}x` });
    expect(other.status).toBe(401);
  });

  it("still has the rights checked: handed rights without «Договоры» get the 403", async () => {
    const res = await get("/apilk/contracts/list/", { preResolvedSession: { ...handed, rights: [] } }, { cookie });
    expect(res.status).toBe(403);
  });
});
