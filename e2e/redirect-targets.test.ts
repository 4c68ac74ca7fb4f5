import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../server/testing/sign-in.ts";
import { startInProcessServer } from "./support/in-process-server.ts";

/**
 * Addresses a redirect is made from: `?next=` after signing in, and the catalogue's canonical address. A
 * non-Latin or control character in them must give a 3xx or a 4xx, never a 500 (a Location header holds
 * Latin-1 only and a CR would split it), and a sign-in link is spent only when the redirect is made.
 * Served from this process: the keys come from the service, as the e-mail that carries them would.
 */
let server: Awaited<ReturnType<typeof startInProcessServer>>;
beforeAll(async () => {
  server = await startInProcessServer();
});
afterAll(async () => {
  await server?.close();
});

const CLIENT_ID = 1; // client@example.com, the first demo user
const NEXTS = ["/а", "/договоры?вид=лизинг", "/a\rb", "/a%0db", "/\r//evil.example", "/a\u202eb"];

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });

/** The Location a browser would follow, resolved against the site: ours, and only printable ASCII in it. */
function expectOwnLocation(res: Response) {
  const location = res.headers.get("location") ?? "";
  expect(location).toMatch(/^[\x21-\x7e]+$/);
  expect(new URL(location, server.baseUrl).origin).toBe(server.baseUrl);
  return new URL(location, server.baseUrl);
}

describe("a redirect target with non-Latin or control characters", () => {
  it("the sign-in page answers it signed out (the form) and signed in (a redirect to the same place, encoded)", async () => {
    const { cookie } = await signIn(server.app, "client@example.com");
    for (const next of NEXTS) {
      const query = `/login?${new URLSearchParams({ next })}`;
      expect((await get(query)).status, next).toBe(200);
      const signedIn = await get(query, { cookie });
      expect(signedIn.status, next).toBeGreaterThanOrEqual(300);
      expect(signedIn.status, next).toBeLessThan(400);
      const target = expectOwnLocation(signedIn);
      if (next === "/а") expect(target.pathname).toBe("/%D0%B0");
      // A control character makes the whole target suspect: the account home instead.
      if (/[\r\u202e]/.test(next)) expect(target.pathname).toBe("/account");
    }
  });

  it("the catalogue answers 404 for a brand or model that is no slug", async () => {
    for (const path of [
      "/catalog/cars/a%0db",
      "/catalog/cars/%D0%B0",
      "/catalog/cars/haval/a%0db",
      "/catalog/used/%E2%80%AEx",
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
    }
  });

  it("«Войти» on a sign-in link redirects to the target encoded, or to the account home, and spends the key once", async () => {
    for (const next of NEXTS) {
      const key = await server.app.services.auth.issueLoginKey(CLIENT_ID, "signin");
      const post = () =>
        fetch(`${server.baseUrl}/login/key?${new URLSearchParams({ KEY: key, next })}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ KEY: key }),
          redirect: "manual",
        });
      const res = await post();
      expect(res.status, next).toBeGreaterThanOrEqual(300);
      expect(res.status, next).toBeLessThan(400);
      expect(res.headers.get("set-cookie"), next).toMatch(/lk_session=[\w-]{20,}/);
      const target = expectOwnLocation(res);
      if (next === "/а") expect(target.pathname).toBe("/%D0%B0");
      if (/[\r\u202e]/.test(next)) expect(target.pathname).toBe("/account");
      // Spent by the sign-in it made: the same link again is gone.
      expect((await post()).status, next).toBe(410);
    }
  });
});
