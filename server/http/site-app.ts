import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { parseMediaUrl } from "../../contract/media.ts";
import { clientAddressBehind } from "../api/client-address.ts";
import type { Api } from "../api/create-api.ts";
import { CATALOG_CHANNEL, CONTENT_CHANNEL } from "../domain/catalog/catalog-changes.ts";
import { CITIES_CHANNEL } from "../domain/content/city-service.ts";
import { type PageServices, pageServices, type Services } from "../domain/services.ts";
import { metrics } from "../infra/metrics.ts";
import {
  cityOnlyCookies,
  compressForAnswer,
  createPageCache,
  type PageCache,
  pageCacheKey,
  pickEncoding,
} from "./page-cache.ts";
import { hashMarkedScripts, renderMarker } from "./page-scripts.ts";
import { publicRequest } from "./public-request.ts";
import { apiSecurityHeaders, pageContentSecurityPolicy, pageSecurityHeaders } from "./security-headers.ts";

/** Paths answered by the Hono API; everything else is a page for React Router. */
export function isApiPath(path: string): boolean {
  return (
    path.startsWith("/api/") ||
    path === "/api" ||
    path.startsWith("/apilk/") ||
    path.startsWith("/staff/api/") ||
    // A rendition of a back office picture (server/api/media.ts), served from the file store. Only that exact
    // shape: the publications' pages live under /media/ too.
    parseMediaUrl(path) !== null ||
    path === "/healthz" ||
    path === "/readyz"
  );
}

interface LoadContextModule {
  createLoadContext(
    services: PageServices,
    request: {
      clientAddress: string;
      scriptMarker?: string;
      api?: Api;
      remember?: <T>(key: string, compute: () => Promise<T>) => Promise<T>;
    },
  ): Parameters<ReturnType<typeof createRequestHandler>>[1];
}

/** Every page shows the visitor's city (the header), and cached pages come in several encodings. */
function varyByCityAndEncoding(headers: Headers): void {
  const vary = new Set(
    (headers.get("Vary") ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );
  vary.add("Cookie");
  vary.add("Accept-Encoding");
  headers.set("Vary", [...vary].join(", "));
}

/**
 * Drops the cached pages whenever what they show changes, on every instance (PostgreSQL delivers each NOTIFY after
 * its commit; PGlite to this process): content and cities at once; the catalogue also once this instance's index
 * has been rebuilt, so a page rendered from the old index in between is not kept.
 */
function invalidateOnChanges(services: Services, cache: PageCache): void {
  const listen = (channel: string, onNotify: () => void) =>
    services.database
      .listen(channel, onNotify)
      .catch((error) => services.logger.error({ err: error, channel }, "page cache: LISTEN failed"));
  void listen(CONTENT_CHANNEL, () => cache.invalidate());
  void listen(CITIES_CHANNEL, () => cache.invalidate());
  void listen(CATALOG_CHANNEL, () => {
    cache.invalidate();
    void services.catalog.idle().then(() => cache.invalidate());
  });
}

/** Headers a stored page does not keep: each answer from the cache sets its own. */
const PER_ANSWER = new Set(["content-encoding", "content-length", "x-cache", "age"]);

const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

/**
 * One process, one Hono app: the API first, then (in production) the built static files,
 * then React Router's document handler with the services in its load context. Pages and API
 * answers are gzipped on the way out when the client accepts it; the built assets already carry
 * their `.br`/`.gz` twins (scripts/vite/precompress.ts) and are left alone.
 */
export function createSiteApp(opts: {
  api: Api;
  services: Services;
  getBuild: () => Promise<ServerBuild>;
  mode: "development" | "production";
  configure?: (app: Hono) => void;
  /** The anonymous pages' cache (production only); a test may pass its own. */
  pageCache?: PageCache;
}) {
  const app = new Hono();
  const pageHeaders = pageSecurityHeaders(opts.mode);
  const forPages = pageServices(opts.services);
  const cache = opts.mode === "production" ? (opts.pageCache ?? createPageCache()) : null;
  if (cache) invalidateOnChanges(opts.services, cache);
  /** Renders this request may store: the outermost middleware stores them with the headers every layer added. */
  const renders = new WeakMap<Request, { key: string; generation: number; body: Buffer }>();
  // Loaders' shared data lives and goes with the cached pages (the same channels invalidate both).
  const remember = cache ? cache.remember : undefined;
  if (cache) {
    // First of all: a hit is the whole answer as stored (security headers included), past no other middleware; only
    // pages are ever stored, so the API and the built files are not looked up.
    app.use(async (c, next) => {
      const method = c.req.method;
      if (method !== "GET" && method !== "HEAD") return next();
      if (isApiPath(c.req.path) || c.req.path.startsWith("/assets/")) return next();
      const cookies = cityOnlyCookies(c.req.header("cookie"));
      if (!cookies.ok) return next();
      const page = cache.lookup(pageCacheKey(new URL(c.req.url), cookies.city));
      if (page) {
        metrics.pageCache(true);
        const { body, encoding } = pickEncoding(page, c.req.header("accept-encoding"));
        const headers: Record<string, string> = {
          ...page.headers,
          "content-length": String(body.length),
          age: String(Math.floor((Date.now() - page.storedAt) / 1000)),
          "x-cache": "HIT",
        };
        if (encoding) headers["content-encoding"] = encoding;
        return new Response(method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
          status: page.status,
          headers,
        });
      }
      await next();
      const rendered = renders.get(c.req.raw);
      if (!rendered || c.res.status !== 200 || c.res.headers.has("Set-Cookie")) return;
      // The encoding and length are each hit's own; the names come lowercased from `Headers`, one value each (a
      // page that sets a cookie, the one header that repeats, is not stored).
      const headers = [...c.res.headers].filter(([name]) => !PER_ANSWER.has(name));
      cache.store(rendered.key, rendered.generation, { status: 200, headers, body: rendered.body });
    });
  }
  app.use(compress());
  app.use((c, next) =>
    (isApiPath(c.req.path) || c.req.path.startsWith("/assets/") ? apiSecurityHeaders : pageHeaders)(c, next),
  );
  app.all("*", async (c, next) => {
    if (isApiPath(c.req.path)) return opts.api.fetch(c.req.raw, c.env);
    await next();
  });
  opts.configure?.(app);
  app.all("*", async (c) => {
    const build = await opts.getBuild();
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, opts.mode);
      handlers.set(build, handler);
    }
    const entry = build.entry.module as unknown as LoadContextModule;
    const hops = opts.services.env.TRUST_PROXY;
    const clientAddress = clientAddressBehind(c, hops);
    const forwarded = { proto: c.req.header("x-forwarded-proto"), host: c.req.header("x-forwarded-host") };
    const cookies = cityOnlyCookies(c.req.header("cookie"));
    const storable = cache !== null && c.req.method === "GET" && cookies.ok;
    const generation = cache?.generation() ?? 0;
    // In development Vite injects inline scripts of its own and the policy only forbids framing: no marker.
    const scriptMarker = opts.mode === "production" ? renderMarker() : undefined;
    const res = await handler(
      publicRequest(c.req.raw, forwarded, hops),
      // The API app too: account pages' loaders read their screens' data through it in process (ADR 037).
      entry.createLoadContext(forPages, { clientAddress, scriptMarker, api: opts.api, remember }),
    );
    if (!scriptMarker || !res.headers.get("Content-Type")?.startsWith("text/html")) return res;

    // The whole document, so that its inline scripts' hashes go into the policy header before it (ADR 035).
    const { html: body, hashes } = hashMarkedScripts(Buffer.from(await res.arrayBuffer()), scriptMarker);
    const headers = new Headers(res.headers);
    headers.set("Content-Security-Policy", pageContentSecurityPolicy(hashes));
    varyByCityAndEncoding(headers);
    const publicPage = headers.get("Cache-Control")?.startsWith("public") ?? false;
    // A signed-in (or otherwise cookied) visitor's page is theirs: no shared cache keeps it.
    if (publicPage && !cookies.ok) headers.set("Cache-Control", "private, no-cache");
    if (storable && cache) {
      metrics.pageCache(false);
      if (res.status === 200 && publicPage && !headers.has("Set-Cookie")) {
        renders.set(c.req.raw, { key: pageCacheKey(new URL(c.req.url), cookies.city), generation, body });
        headers.set("X-Cache", "MISS");
      }
    }
    // Compressed here in one go (the response compression leaves an encoded answer alone).
    const answer = await compressForAnswer(body, c.req.header("accept-encoding"));
    if (answer.encoding) headers.set("Content-Encoding", answer.encoding);
    headers.set("Content-Length", String(answer.body.length));
    return new Response(answer.body as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  });
  return app;
}
