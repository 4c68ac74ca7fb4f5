import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApi } from "./api/create-api.ts";
import { boot } from "./boot.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRETS } from "./db/demo-accounts.ts";
import { loadEnv } from "./env.ts";
import { loadServerBuild, serveBuiltAssets } from "./http/built-assets.ts";
import { createSiteApp } from "./http/site-app.ts";

/** Production server: the built React Router app and the API in one Node process. */
const started = performance.now();
const env = loadEnv({ NODE_ENV: "production", ...process.env });
const services = await boot(env);
const buildDir = resolve(import.meta.dirname, "../build");
const build = await loadServerBuild(buildDir);

const app = createSiteApp({
  api: createApi(services),
  services,
  getBuild: async () => build,
  mode: "production",
  configure: (site) => serveBuiltAssets(site, buildDir),
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
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

let closing = false;
function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  services.logger.info({ signal }, "shutting down");
  // Close PGlite cleanly, or Postgres runs recovery on the next start.
  server.close(() => void services.database.close().finally(() => process.exit(0)));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
