import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { stopGracefully } from "./graceful-stop.ts";
import { createLogger } from "./logger.ts";
import { isDraining } from "./readiness.ts";

/**
 * A server whose /slow answers only when the test says so, so a request is surely in flight when the stop begins;
 * /readyz answers as server/api/health.ts does while draining.
 */
function slowServer() {
  let entered: () => void = () => {};
  const inFlight = new Promise<void>((done) => {
    entered = done;
  });
  let release: () => void = () => {};
  const gate = new Promise<void>((done) => {
    release = done;
  });
  const app = new Hono()
    .get("/slow", async (c) => {
      entered();
      await gate;
      return c.text("answered after the stop began");
    })
    .get("/readyz", (c) => (isDraining() ? c.json({ status: "unavailable" }, 503) : c.json({ status: "ok" })))
    .get("/fast", (c) => c.text("fast"));
  let server: ServerType | undefined;
  const listening = new Promise<number>((done) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => done(info.port));
  });
  return { server: () => server as ServerType & Server, listening, inFlight, release };
}

/** A GET on a new connection (no pooled keep-alive connection to hide a closed listener). */
function freshGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const logger = createLogger("silent");

describe("a graceful stop", () => {
  it("turns readiness off, answers during the delay, refuses new connections after it, finishes the request in flight, then ends the rest", async () => {
    const s = slowServer();
    const port = await s.listening;
    const slow = freshGet(port, "/slow");
    await s.inFlight;
    const order: string[] = [];
    const stopping = stopGracefully({
      server: s.server(),
      delaySeconds: 1,
      timeoutMs: 30_000,
      logger,
      afterDrain: async () => {
        order.push("after drain");
      },
    });

    // The delay: readiness says go elsewhere, yet requests that still arrive are answered.
    expect(await freshGet(port, "/readyz")).toMatchObject({ status: 503 });
    expect(await freshGet(port, "/fast")).toEqual({ status: 200, body: "fast" });

    // After it the listener is closed; the request in flight is still waiting for its answer.
    await expect
      .poll(
        () =>
          freshGet(port, "/fast").then(
            () => "answered",
            (e: NodeJS.ErrnoException) => e.code,
          ),
        { timeout: 10_000 },
      )
      .toBe("ECONNREFUSED");
    expect(order).toEqual([]);

    s.release();
    expect(await slow).toEqual({ status: 200, body: "answered after the stop began" });
    expect(await stopping).toBe("drained");
    expect(order).toEqual(["after drain"]);
  });

  it("cuts a request that outlives the timeout and says so", async () => {
    const s = slowServer();
    const port = await s.listening;
    const slow = freshGet(port, "/slow").then(
      () => "answered",
      (e: NodeJS.ErrnoException) => e.code,
    );
    await s.inFlight;
    let drained = false;
    const result = await stopGracefully({
      server: s.server(),
      delaySeconds: 0,
      timeoutMs: 300,
      logger,
      afterDrain: async () => {
        drained = true;
      },
    });
    expect(result).toBe("timed-out");
    expect(await slow).toBe("ECONNRESET");
    expect(drained).toBe(false);
    s.release();
  });
});
