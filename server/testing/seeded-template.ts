import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { moscowDate } from "../../core/calendar-dates.ts";
import { openDatabase } from "../db/client.ts";
import { runSeed } from "../db/seed/run-seed.ts";

/**
 * The demo-seeded in-memory database, made once per test run: opening PGlite, migrating and seeding took about
 * five seconds for each of the ~150 test files that start an app, most of the unit run on two cores. Vitest's
 * global setup (below) dumps it to a file named for the Moscow day it was seeded on; `seededTemplate` hands each
 * test app a copy — unless the day has turned since (the seed's schedules count from today) or the test runs on a
 * faked clock, which must seed its own day. PostgreSQL runs (TEST_DATABASE_URL) seed as before.
 */
const TEMPLATE_VARIABLE = "TEST_SEEDED_TEMPLATE";

/** Vitest globalSetup: builds the template and removes it when the run ends. */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) return undefined;
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

/** A copy of the run's seeded database, or null when this test app must seed its own. */
export function seededTemplate(): Blob | null {
  const file = process.env[TEMPLATE_VARIABLE];
  if (!file || !existsSync(file)) return null;
  // A test that fakes Date (sessions, MFA) seeds on its own day; performance's clock is never faked.
  const realNow = performance.timeOrigin + performance.now();
  if (Math.abs(Date.now() - realNow) > 60_000) return null;
  if (!file.includes(`seeded-${moscowDate()}-`)) return null;
  return new Blob([readFileSync(file)]);
}
