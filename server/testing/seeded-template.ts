import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { moscowDate } from "../../core/calendar-dates.ts";
import { openDatabase } from "../db/client.ts";
import { runSeed } from "../db/seed/run-seed.ts";

/**
 * The demo-seeded database, made once per test run: migrating and seeding took about five seconds for each of the
 * ~150 test files that start an app, most of the unit run on two cores. Vitest's global setup (below) makes it for
 * the Moscow day it was seeded on, and each test app starts from a copy — unless the day has turned since (the
 * seed's schedules count from today) or the test runs on a faked clock, which must seed its own day.
 * - PGlite: dumped to a file; `seededTemplate` hands a test app its bytes.
 * - PostgreSQL (TEST_DATABASE_URL): a database on that server; `seededPostgresTemplate` names it, and a test app's
 *   database is created from it (`CREATE DATABASE … TEMPLATE`, a file copy on the server).
 */
const TEMPLATE_VARIABLE = "TEST_SEEDED_TEMPLATE";
const PG_TEMPLATE_VARIABLE = "TEST_SEEDED_PG_TEMPLATE";

/** Vitest globalSetup: builds the template and removes it when the run ends. */
export default async function setup(): Promise<(() => void | Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresTemplate(serverUrl);
  const database = await openDatabase({ dataDir: null });
  await runSeed(database.db, { demo: true });
  const dump = await database.dump?.();
  await database.close();
  if (!dump) return undefined;
  const file = join(tmpdir(), `seeded-${moscowDate()}-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_VARIABLE] = file;
  return () => rmSync(file, { force: true });
}

async function postgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `seeded_${moscowDate().replaceAll("-", "")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy is made: PostgreSQL copies only a database nobody is connected to.
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  await runSeed(database.db, { demo: true });
  await database.close();
  process.env[PG_TEMPLATE_VARIABLE] = `${name}@${moscowDate()}`;
  return () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}

async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The clock is the real one (a test that fakes Date seeds on its own day; performance's clock is never faked). */
function realClock(): boolean {
  return Math.abs(Date.now() - (performance.timeOrigin + performance.now())) <= 60_000;
}

/** A copy of the run's seeded PGlite database, or null when this test app must seed its own. */
export function seededTemplate(): Blob | null {
  const file = process.env[TEMPLATE_VARIABLE];
  if (!file || !existsSync(file) || !realClock()) return null;
  if (!file.includes(`seeded-${moscowDate()}-`)) return null;
  return new Blob([readFileSync(file)]);
}

/** The run's seeded PostgreSQL database to create a test app's from, or null when this test app must seed its own. */
export function seededPostgresTemplate(): string | null {
  const [name, day] = (process.env[PG_TEMPLATE_VARIABLE] ?? "").split("@");
  if (!name || day !== moscowDate() || !realClock()) return null;
  return name;
}
