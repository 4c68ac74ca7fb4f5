import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** Both drivers expose the same query builder; the node-postgres type is the common one. */
export type Db = NodePgDatabase;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, "migrations");

/**
 * Opens the database and applies pending migrations.
 * `url` selects a PostgreSQL server; otherwise PGlite in `dataDir` (in memory when `dataDir` is null).
 */
export async function openDatabase(opts: { url?: string; dataDir: string | null }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    const db = drizzleNodePg(pool);
    await migrateNodePg(db, { migrationsFolder });
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir, "db");
    // PGlite's own mkdir is not recursive.
    mkdirSync(resolve(opts.dataDir), { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
