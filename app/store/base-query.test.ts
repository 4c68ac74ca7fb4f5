import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { configureStore } from "@reduxjs/toolkit";
import { createApi, type FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CSRF_HEADER } from "../../contract/session.ts";
import { createBaseQuery } from "./base-query";
import { csrfTokenReceived, sessionSlice } from "./slices/session-slice";

// A real HTTP server on 127.0.0.1: the base query runs through the real fetch, timeouts and all.

interface Hit {
  method: string;
  path: string;
  at: number;
  headers: IncomingMessage["headers"];
}

let server: Server;
let origin: string;
let hits: Hit[] = [];

function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  hits.push({ method: req.method ?? "GET", path, at: performance.now(), headers: req.headers });
  req.resume();
  const json = (status: number, body: unknown, type = "application/json") => {
    res.writeHead(status, { "content-type": type });
    res.end(JSON.stringify(body));
  };
  switch (path) {
    case "/unavailable/":
      return json(503, { title: "Service Unavailable", status: 503, detail: "Сервис недоступен" });
    case "/bad-request/":
      return json(400, { title: "Bad Request", status: 400, detail: "Неверный запрос" }, "application/problem+json");
    case "/missing/":
      return json(404, { title: "Not Found", status: 404, detail: "Не найдено" }, "application/problem+json");
    case "/hang/":
      return; // never answers; the client's timeout has to end it
    case "/broken-json/":
      res.writeHead(200, { "content-type": "application/json" });
      return res.end("{ this is not json");
    default:
      return json(200, { ok: true, path });
  }
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hits = [];
});

/** A port nothing listens on: bind one, then free it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const BACKOFF_MS = 20;

/** A store with an api built from the factory, the way make-store wires the real one. */
function setup(options: { baseUrl?: string; timeoutMs?: number } = {}) {
  const testApi = createApi({
    reducerPath: "api",
    baseQuery: createBaseQuery({
      baseUrl: options.baseUrl ?? `${origin}/`,
      timeoutMs: options.timeoutMs ?? 2_000,
      backoffBaseMs: BACKOFF_MS,
    }),
    endpoints: (build) => ({
      read: build.query<unknown, string>({ query: (path) => path }),
      send: build.mutation<unknown, string>({ query: (path) => ({ url: path, method: "POST", body: { a: 1 } }) }),
      searchPost: build.mutation<unknown, string>({
        query: (path) => ({ url: path, method: "POST", body: { q: "x" } }),
        extraOptions: { idempotent: true },
      }),
    }),
  });
  const store = configureStore({
    reducer: { [testApi.reducerPath]: testApi.reducer, session: sessionSlice.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  const read = async (path: string) => {
    const sub = store.dispatch(testApi.endpoints.read.initiate(path));
    const result = await sub;
    sub.unsubscribe();
    return result;
  };
  const send = (path: string) => store.dispatch(testApi.endpoints.send.initiate(path));
  const searchPost = (path: string) => store.dispatch(testApi.endpoints.searchPost.initiate(path));
  return { store, read, send, searchPost };
}

const statusOf = (error: unknown) => (error as FetchBaseQueryError | undefined)?.status;

describe("createBaseQuery: retries", () => {
  it("calls a 503 endpoint 1 + 5 times with exponentially growing delays", async () => {
    const { read } = setup();
    const result = await read("unavailable/");

    expect(statusOf(result.error)).toBe(503);
    const calls = hits.filter((hit) => hit.path === "/unavailable/");
    expect(calls).toHaveLength(6);
    const gaps = calls.slice(1).map((hit, i) => hit.at - (calls[i] as Hit).at);
    gaps.forEach((gap, i) => {
      // Delay before retry n is at least base · 2^(n−1); allow 2 ms of timer granularity.
      expect(gap).toBeGreaterThanOrEqual(BACKOFF_MS * 2 ** i - 2);
    });
    // Exponential, not constant: the last delay is many times the first.
    expect((gaps[4] as number) / (gaps[0] as number)).toBeGreaterThan(4);
  });

  it("calls a 400 or 404 endpoint exactly once", async () => {
    const { read } = setup();
    const bad = await read("bad-request/");
    const missing = await read("missing/");

    expect(statusOf(bad.error)).toBe(400);
    expect((bad.error as { data: { detail: string } }).data.detail).toBe("Неверный запрос");
    expect(statusOf(missing.error)).toBe(404);
    expect(hits.filter((hit) => hit.path === "/bad-request/")).toHaveLength(1);
    expect(hits.filter((hit) => hit.path === "/missing/")).toHaveLength(1);
  });

  it("does not retry a POST, but retries a POST marked idempotent", async () => {
    const { send, searchPost } = setup();

    const once = await send("unavailable/");
    expect(statusOf(once.error)).toBe(503);
    expect(hits.filter((hit) => hit.method === "POST")).toHaveLength(1);

    hits = [];
    const retried = await searchPost("unavailable/");
    expect(statusOf(retried.error)).toBe(503);
    expect(hits.filter((hit) => hit.method === "POST")).toHaveLength(6);
  });

  it("returns data on success after one call", async () => {
    const { read } = setup();
    const result = await read("catalog/");
    expect(result.data).toEqual({ ok: true, path: "/catalog/" });
    expect(hits).toHaveLength(1);
  });
});

describe("createBaseQuery: transport errors", () => {
  it("gives TIMEOUT_ERROR when the server does not answer in time (and retries it)", async () => {
    const { read } = setup({ timeoutMs: 60 });
    const result = await read("hang/");
    expect(statusOf(result.error)).toBe("TIMEOUT_ERROR");
    expect(hits.filter((hit) => hit.path === "/hang/")).toHaveLength(6);
  });

  it("gives FETCH_ERROR when nothing listens on the port", async () => {
    const { read } = setup({ baseUrl: `http://127.0.0.1:${await closedPort()}/` });
    const result = await read("anything/");
    expect(statusOf(result.error)).toBe("FETCH_ERROR");
  });

  it("gives PARSING_ERROR for a 200 with invalid JSON", async () => {
    const { read } = setup();
    const result = await read("broken-json/");
    expect(result.error).toMatchObject({ status: "PARSING_ERROR", originalStatus: 200, data: "{ this is not json" });
    // A garbled body may be a proxy hiccup: GETs are retried.
    expect(hits.filter((hit) => hit.path === "/broken-json/")).toHaveLength(6);
  });

  it("fails clearly, without fetching, when a relative base cannot be resolved (server side)", async () => {
    const { read } = setup({ baseUrl: "/" });
    const result = await read("apilk/account/check/");
    expect(statusOf(result.error)).toBe("CUSTOM_ERROR");
    expect(hits).toHaveLength(0);
  });
});

describe("createBaseQuery: CSRF", () => {
  it("sends X-CSRF-Token on a POST to /apilk/ when the session holds a token", async () => {
    const { store, send, read } = setup();
    store.dispatch(csrfTokenReceived("token-123"));

    await send("apilk/tickets/new/");
    await send("staff/api/tickets/status/");
    await send("api/forms/feedback/");
    await read("apilk/account/info/");

    const header = CSRF_HEADER.toLowerCase();
    const byPath = (path: string) => hits.find((hit) => hit.path === path)?.headers[header];
    expect(byPath("/apilk/tickets/new/")).toBe("token-123");
    // The back office's calls carry it as well.
    expect(byPath("/staff/api/tickets/status/")).toBe("token-123");
    // Public forms and GETs do not carry the token.
    expect(byPath("/api/forms/feedback/")).toBeUndefined();
    expect(byPath("/apilk/account/info/")).toBeUndefined();
  });

  it("sends no token when the session has none", async () => {
    const { send } = setup();
    await send("apilk/tickets/new/");
    expect(hits[0]?.headers[CSRF_HEADER.toLowerCase()]).toBeUndefined();
  });
});
