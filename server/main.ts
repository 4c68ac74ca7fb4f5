import type { Server as HttpServer } from "node:http";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApi } from "./api/create-api.ts";
import { boot } from "./boot.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRETS } from "./db/demo-accounts.ts";
import { loadEnv } from "./env.ts";
import { loadServerBuild, serveBuiltAssets } from "./http/built-assets.ts";
import { createSiteApp } from "./http/site-app.ts";
import { stopGracefully } from "./infra/graceful-stop.ts";
import { observeRequests } from "./infra/observed-app.ts";
import { pageRoutePattern } from "./infra/page-routes.ts";

/** Production server: the built React Router app and the API in one Node process. */
const started = performance.now();
const env = loadEnv({ NODE_ENV: "production", ...process.env });
const { services, stopOutbox } = await boot(env);
const buildDir = resolve(import.meta.dirname, "../build");
const build = await loadServerBuild(buildDir);

const app = createSiteApp({
  api: createApi(services),
  services,
  getBuild: async () => build,
  mode: "production",
  configure: (site) => serveBuiltAssets(site, buildDir),
});

const pageRoute = pageRoutePattern(build);
const observed = observeRequests({
  site: app,
  trustedHops: env.TRUST_PROXY,
  metricsToken: env.METRICS_TOKEN,
  routeOf: (path) => (path.startsWith("/assets/") ? "/assets/*" : pageRoute(path)),
});

const server = serve({ fetch: observed.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const ms = Math.round(performance.now() - started);
  services.logger.info({ port: info.port, ms }, "server listening");
  if (env.DEMO_DATA) {
    // Employees sign in with a second factor: the secret goes into an authenticator app (demo data only).
    const lines = DEMO_ACCOUNTS.map((a) => {
      const totp = DEMO_TOTP_SECRETS[a.email];
      return `  ${a.email.padEnd(22)} ${DEMO_PASSWORD}   (${a.description})${totp ? `\n  ${"".padEnd(22)} TOTP-ключ: ${totp}` : ""}`;
    });
    // Demo accounts are seeded once, on an empty database: turning the variable off later keeps those already made.
    process.stdout.write(
      `\nЛизинг-Авто: http://localhost:${info.port}\n` +
        `Демо-данные включены (DEMO_DATA=on). Демо-входы в личный кабинет:\n${lines.join("\n")}\n` +
        `Выключить: DEMO_DATA=off с новой папкой данных (DATA_DIR); уже созданные демо-входы остаются.\n\n`,
    );
  }
});

/** The longest a stop may take: requests still running then are cut, and the exit code says so. */
const STOP_TIMEOUT_MS = 20_000 + env.SHUTDOWN_DELAY * 1000;

let closing = false;
/** Exit 0 when the stop drained everything in time, 1 when its timeout cut it short (server/infra/graceful-stop.ts). */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  services.logger.info({ signal }, "signal received");
  const result = await stopGracefully({
    server: server as HttpServer,
    delaySeconds: env.SHUTDOWN_DELAY,
    timeoutMs: STOP_TIMEOUT_MS,
    logger: services.logger,
    // The mail worker ends its batch; PGlite is closed cleanly, or it runs recovery on the next start.
    afterDrain: async () => {
      await stopOutbox();
      await services.database.close();
    },
  });
  process.exit(result === "drained" ? 0 : 1);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
