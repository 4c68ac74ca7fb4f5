import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { jsonBodyLimit } from "./json-body-limit.ts";

/** The JSON body limit: a declared length from the header, a streamed body counted, GET untouched. */
function app() {
  const api = new Hono();
  api.use(jsonBodyLimit(10, (c) => c.text("too large", 413)));
  api.all("/", async (c) => c.text(c.req.method === "GET" ? "ok" : `got ${(await c.req.text()).length}`));
  return api;
}

const streamOf = (text: string) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe("jsonBodyLimit", () => {
  it("passes a declared length up to the limit and refuses one over it", async () => {
    const ok = await app().request("/", { method: "POST", body: "0123456789", headers: { "content-length": "10" } });
    expect([ok.status, await ok.text()]).toEqual([200, "got 10"]);
    const big = await app().request("/", { method: "POST", body: "0123456789A", headers: { "content-length": "11" } });
    expect([big.status, await big.text()]).toEqual([413, "too large"]);
  });

  it("counts a body without a declared length as it streams", async () => {
    const init = (text: string) => ({ method: "POST", body: streamOf(text), duplex: "half" }) as RequestInit;
    const ok = await app().request("/", init("short"));
    expect([ok.status, await ok.text()]).toEqual([200, "got 5"]);
    const big = await app().request("/", init("much too long for ten bytes"));
    expect(big.status).toBe(413);
  });

  it("leaves a GET alone", async () => {
    const res = await app().request("/");
    expect([res.status, await res.text()]).toEqual([200, "ok"]);
  });
});
