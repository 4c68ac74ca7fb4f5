import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startInProcessServer } from "./support/in-process-server.ts";

/**
 * The app behind one TLS-terminating load balancer (TRUST_PROXY=1): the browser talks https to
 * leasing-auto.ru, the balancer forwards plain http to the app and records the scheme and host.
 */
let server: Awaited<ReturnType<typeof startInProcessServer>>;
beforeAll(async () => {
  server = await startInProcessServer({ env: { TRUST_PROXY: 1 } });
}, 120_000);
afterAll(() => server?.close());

const chooseCity = (headers: Record<string, string>) =>
  fetch(`${server.baseUrl}/contacts`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "city_id=2",
    redirect: "manual",
  });

describe("behind a TLS-terminating proxy", () => {
  it("accepts a page form posted from the public https origin", async () => {
    const res = await chooseCity({
      origin: "https://leasing-auto.ru",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "leasing-auto.ru",
      "x-forwarded-for": "203.0.113.7",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("set-cookie")).toMatch(/^city_id=2/);
  });

  it("still refuses a form posted from another site", async () => {
    const res = await chooseCity({
      origin: "https://evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "leasing-auto.ru",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("does not let a client claim the public origin without the proxy's headers", async () => {
    const res = await chooseCity({ origin: "https://leasing-auto.ru" });
    expect(res.status).toBe(400);
  });
});
