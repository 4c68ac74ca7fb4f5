import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { metrics } from "./metrics.ts";
import { currentRequest, currentRequestId, requestContextMiddleware } from "./request-context.ts";

/** Methods kept as a label as they are; anything else is one series, so odd methods cannot multiply series. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The production server's outer layer around the site (pages and API): opens each request's context (its id in
 * the logs, the X-Request-Id header and problem answers), times the answer per route pattern, and serves
 * /metrics. `routeOf` names the pattern of a path no inner router named (pages, built files).
 */
export function observeRequests(opts: {
  site: { fetch: (request: Request, env: unknown) => Response | Promise<Response> };
  trustedHops: number;
  metricsToken?: string;
  routeOf: (path: string) => string | undefined;
}) {
  const app = new Hono();
  app.use(requestContextMiddleware(() => opts.trustedHops));
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const route = currentRequest()?.route ?? opts.routeOf(c.req.path) ?? "unmatched";
    const method = METHODS.has(c.req.method) ? c.req.method : "OTHER";
    metrics.request({ method, route, status: c.res.status }, (performance.now() - started) / 1000);
  });
  app.get("/metrics", async (c) => {
    if (!mayReadMetrics(c, opts.metricsToken)) {
      return c.body(
        JSON.stringify({
          type: "about:blank",
          title: "Доступ запрещён",
          status: 403,
          detail: "Метрики доступны с этой машины напрямую или с ключом METRICS_TOKEN",
          requestId: currentRequestId(),
        }),
        403,
        { "content-type": "application/problem+json; charset=utf-8", "cache-control": "no-store" },
      );
    }
    return c.body(await metrics.registry.metrics(), 200, {
      "content-type": metrics.registry.contentType,
      "cache-control": "no-store",
    });
  });
  app.all("*", (c) => opts.site.fetch(c.req.raw, c.env));
  return app;
}

/**
 * Who may read /metrics (route names, traffic, queue depth — not for the public): with METRICS_TOKEN set, whoever
 * sends it as `Authorization: Bearer <token>`; without it, only a direct connection from this machine. A request
 * that came through a proxy (it carries X-Forwarded-For) is never "from this machine", even though nginx on the
 * same host connects from loopback.
 */
export function mayReadMetrics(c: Context, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(c.req.header("authorization")?.replace(/^Bearer\s+/i, "") ?? "");
    const wanted = Buffer.from(token);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  if (c.req.header("x-forwarded-for") !== undefined) return false;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  return peer === "::1" || peer === "::ffff:127.0.0.1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(peer ?? "");
}
