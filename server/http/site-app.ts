import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { parseMediaUrl } from "../../contract/media.ts";
import { clientAddressBehind } from "../api/client-address.ts";
import type { Api } from "../api/create-api.ts";
import { type PageServices, pageServices, type Services } from "../domain/services.ts";
import { publicRequest } from "./public-request.ts";
import { apiSecurityHeaders, cspNonce, pageSecurityHeaders } from "./security-headers.ts";

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
    request: { clientAddress: string; cspNonce?: string },
  ): Parameters<ReturnType<typeof createRequestHandler>>[1];
}

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
}) {
  const app = new Hono();
  const pageHeaders = pageSecurityHeaders(opts.mode);
  const forPages = pageServices(opts.services);
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
    const handler = createRequestHandler(build, opts.mode);
    const entry = build.entry.module as unknown as LoadContextModule;
    const hops = opts.services.env.TRUST_PROXY;
    const clientAddress = clientAddressBehind(c, hops);
    const forwarded = { proto: c.req.header("x-forwarded-proto"), host: c.req.header("x-forwarded-host") };
    return handler(
      publicRequest(c.req.raw, forwarded, hops),
      entry.createLoadContext(forPages, { clientAddress, cspNonce: cspNonce(c) }),
    );
  });
  return app;
}
