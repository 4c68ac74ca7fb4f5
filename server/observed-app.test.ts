import { Writable } from "node:stream";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formPath } from "../contract/forms.ts";
import { createApi } from "./api/create-api.ts";
import { observeRequests } from "./infra/observed-app.ts";
import { currentRequestId } from "./infra/request-context.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

/** The API of a test app behind the production outer layer, on a real loopback socket; log lines are kept. */
let app: TestApp;
const lines: Record<string, unknown>[] = [];
const servers: ServerType[] = [];

async function listen(opts: { trustedHops: number; metricsToken?: string }): Promise<string> {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino(
    {
      level: "info",
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    sink,
  );
  const services = { ...app.services, logger, env: { ...app.services.env, TRUST_PROXY: opts.trustedHops } };
  const api = createApi(services);
  // A page route the way React Router would answer it, so the page patterns are exercised too.
  const site = new Hono().all("*", (c) => (isApi(c.req.path) ? api.fetch(c.req.raw, c.env) : c.text("page")));
  const observed = observeRequests({
    site,
    trustedHops: opts.trustedHops,
    metricsToken: opts.metricsToken,
    routeOf: (path) => (/^\/catalog\/[^/]+\/?$/.test(path) ? "/catalog/:section" : undefined),
  });
  const port = await new Promise<number>((done) => {
    servers.push(serve({ fetch: observed.fetch, port: 0, hostname: "127.0.0.1" }, (info) => done(info.port)));
  });
  return `http://127.0.0.1:${port}`;
}
const isApi = (path: string) => path.startsWith("/api") || path === "/readyz";

let direct: string;
let behindProxy: string;
let withToken: string;
beforeAll(async () => {
  app = await createTestApp();
  direct = await listen({ trustedHops: 0 });
  behindProxy = await listen({ trustedHops: 1 });
  withToken = await listen({ trustedHops: 0, metricsToken: "s3cret-metrics-token" });
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
  await app.close();
});

describe("request ids", () => {
  it("answers every request with a fresh id, names it in a problem answer and stamps it on its log lines", async () => {
    const res = await fetch(`${direct}/api/no-such-call`);
    expect(res.status).toBe(404);
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const problem = await res.json();
    expect(problem.requestId).toBe(id);
    const logged = lines.filter((l) => l.requestId === id);
    expect(logged.map((l) => l.msg)).toContain("request");

    const again = await fetch(`${direct}/api/no-such-call`);
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("keeps the id a trusted proxy sent, so one id follows the request through nginx's log and ours", async () => {
    const res = await fetch(`${behindProxy}/api/no-such-call`, { headers: { "x-request-id": "nginx-4f2a9c1d77e0" } });
    expect(res.headers.get("x-request-id")).toBe("nginx-4f2a9c1d77e0");
    expect((await res.json()).requestId).toBe("nginx-4f2a9c1d77e0");
    expect(lines.some((l) => l.requestId === "nginx-4f2a9c1d77e0" && l.msg === "request")).toBe(true);
  });

  it("ignores a client's id without a trusted proxy, and an unsafe one even behind it", async () => {
    const chosen = await fetch(`${direct}/api/no-such-call`, { headers: { "x-request-id": "client-chosen-id-1" } });
    expect(chosen.headers.get("x-request-id")).not.toBe("client-chosen-id-1");
    const forged = await fetch(`${behindProxy}/api/no-such-call`, {
      headers: { "x-request-id": 'x" injected="1 and a very odd id' },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("names the id in the API's own problem answers in-process too (tests, api.request)", async () => {
    const res = await app.api.request(formPath("question"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).requestId).toBe(res.headers.get("x-request-id"));
  });
});

describe("/metrics", () => {
  async function scrape(base: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}/metrics`, { headers });
    return { status: res.status, text: await res.text() };
  }

  it("labels request durations by route pattern, never by the raw path", async () => {
    await fetch(`${direct}/readyz`);
    await fetch(`${direct}/catalog/cars/`);
    await fetch(`${direct}/catalog/trucks/`);
    await fetch(`${direct}/api/catalog/image/no-such-picture.svg`);
    const { status, text } = await scrape(direct);
    expect(status).toBe(200);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/readyz",status="200"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/catalog\/:section",status="200"\} [2-9]/,
    );
    expect(text).toMatch(/route="\/api\/catalog\/image\/:name"/);
    expect(text).toMatch(/route="unmatched",status="404"/);
    expect(text).not.toMatch(/route="\/catalog\/cars/);
    expect(text).toMatch(/^db_query_duration_seconds_count [1-9]/m);
    expect(text).toMatch(/^catalog_index_build_seconds_count [1-9]/m);
    expect(text).toMatch(/^mail_outbox_depth|# TYPE mail_outbox_depth gauge/m);
    expect(text).toMatch(/# TYPE page_cache_hit_ratio gauge/);
  });

  it("is read from this machine directly, but not through a proxy", async () => {
    expect((await scrape(direct)).status).toBe(200);
    const viaProxy = await scrape(direct, { "x-forwarded-for": "203.0.113.9" });
    expect(viaProxy.status).toBe(403);
    expect(viaProxy.text).not.toMatch(/http_request_duration_seconds/);
  });

  it("asks for METRICS_TOKEN when one is set, even from this machine", async () => {
    expect((await scrape(withToken)).status).toBe(403);
    expect((await scrape(withToken, { authorization: "Bearer wrong-token-of-same-len" })).status).toBe(403);
    const ok = await scrape(withToken, { authorization: "Bearer s3cret-metrics-token" });
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/# TYPE http_request_duration_seconds histogram/);
  });
});
