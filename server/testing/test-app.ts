import { randomBytes } from "node:crypto";
import pg from "pg";
import { createApi } from "../api/create-api.ts";
import { openDatabase } from "../db/client.ts";
import { runSeed } from "../db/seed/run-seed.ts";
import { createServices } from "../domain/services.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../infra/logger.ts";
import type { Mailer } from "../infra/mailer.ts";

/**
 * A fresh, seeded database and the API over it, for in-process tests with `api.request()`.
 * In-memory PGlite by default; with TEST_DATABASE_URL a new database on that PostgreSQL server.
 * `mailer` stands in for the outbox folder / SMTP (lead e-mail tests).
 */
export async function createTestApp(options: { mailer?: Mailer } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url });
  const database = await openDatabase({ url, dataDir: null });
  await runSeed(database.db, { demo: true });
  const services = createServices({ database, env, logger: createLogger("silent"), mailer: options.mailer });
  const api = createApi(services);
  return { api, services, close: () => database.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
