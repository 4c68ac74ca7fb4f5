import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createApi } from "../api/create-api.ts";
import { openDatabase } from "../db/client.ts";
import { runSeed } from "../db/seed/run-seed.ts";
import { createServices, pageServices } from "../domain/services.ts";
import { loadEnv } from "../env.ts";
import { createLogger } from "../infra/logger.ts";
import type { Mailer } from "../infra/mailer.ts";
import { seededPostgresTemplate, seededTemplate } from "./seeded-template.ts";

/**
 * A fresh, seeded database and the API over it, for in-process tests with `api.request()`.
 * In-memory PGlite by default; with TEST_DATABASE_URL a new database on that PostgreSQL server.
 * DATA_DIR is a fresh temporary folder (uploads in `filesDir`, the mail outbox), removed by `close`.
 * `mailer` stands in for the outbox folder / SMTP (lead e-mail tests); `env` adds variables (e.g. the S3 store).
 */
export async function createTestApp(options: { mailer?: Mailer; env?: Record<string, string> } = {}) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  const pgTemplate = serverUrl ? seededPostgresTemplate() : null;
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(pgTemplate ? `create database ${name} template ${pgTemplate}` : `create database ${name}`);
    await admin.end();
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  }
  const dataDir = mkdtempSync(join(tmpdir(), "lk-test-"));
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: url, DATA_DIR: dataDir, ...options.env });
  const template = url ? null : seededTemplate();
  const database = await openDatabase({ url, dataDir: null, loadDataDir: template ?? undefined });
  if (!template && !pgTemplate) await runSeed(database.db, { demo: true });
  const services = createServices({ database, env, logger: createLogger("silent"), mailer: options.mailer });
  const api = createApi(services);
  return {
    api,
    services,
    /** What the Hono server hands to page loaders (app/context.ts), for rendering routes in-process. */
    pages: pageServices(services),
    /** Where the disk file store keeps uploads (empty when S3 is configured). */
    filesDir: join(dataDir, "files"),
    async close() {
      await database.close();
      // A mail delivery started by the last request may still be writing into the outbox folder: a file landing
      // while the folder is removed makes rm fail with ENOTEMPTY, which the retries wait out.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
