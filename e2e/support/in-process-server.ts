import { resolve } from "node:path";
import { type ServerType, serve } from "@hono/node-server";
import type { Env } from "../../server/env.ts";
import { loadServerBuild, serveBuiltAssets } from "../../server/http/built-assets.ts";
import { createSiteApp } from "../../server/http/site-app.ts";
import { createTestApp, type TestApp } from "../../server/testing/test-app.ts";

/**
 * The production build served from this process over a fresh in-memory database, for tests that need the
 * services at hand: one-time sign-in keys are issued by the service and sent by e-mail, and no page or API
 * call of the shared e2e server hands one out. Same site app, same build, same static files as server/main.ts.
 * `env` overrides settings for the pages: TRUST_PROXY to play the app behind a load balancer, PUBLIC_URL to
 * check the addresses pages give.
 */
export async function startInProcessServer(
  options: { env?: Partial<Env> } = {},
): Promise<{ baseUrl: string; app: TestApp; close: () => Promise<void> }> {
  const app = await createTestApp();
  const services = options.env ? { ...app.services, env: { ...app.services.env, ...options.env } } : app.services;
  const buildDir = resolve(import.meta.dirname, "../../build");
  const build = await loadServerBuild(buildDir);
  const site = createSiteApp({
    api: app.api,
    services,
    getBuild: async () => build,
    mode: "production",
    configure: (hono) => serveBuiltAssets(hono, buildDir),
  });
  let server: ServerType | undefined;
  const port = await new Promise<number>((done) => {
    server = serve({ fetch: site.fetch, port: 0, hostname: "127.0.0.1" }, (info) => done(info.port));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    async close() {
      await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
      await app.close();
    },
  };
}
