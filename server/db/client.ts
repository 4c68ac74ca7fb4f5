import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzleNodePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { metrics } from "../infra/metrics.ts";

/** PostgreSQL's contrib modules the migrations create (Debian's server ships them; PGlite loads them here). */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Both drivers expose the same query builder; the node-postgres type is the common one. */
export type Db = NodePgDatabase;

/** Stops a listener: no more calls of its `onNotify`. */
export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from this process or any other on the same database), after the
   * sending transaction commits. On PostgreSQL a dedicated connection listens and reconnects when it drops; since a
   * notification sent while it was down is lost, `onNotify` is also called once after each reconnection. What the
   * triggers of migration 0012 announce reaches this instance's own listeners at once, before the writing statement's
   * caller goes on (PGlite delivers it so anyway; on PostgreSQL see announceLocally).
   * Resolves when listening has started; `close()` stops every listener.
   */
  listen(channel: string, onNotify: () => void): Promise<Unlisten>;
  /** PGlite only: its data folder as one file, which `openDatabase({ loadDataDir })` opens as a copy (tests). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, "migrations");

/**
 * The advisory lock instances take turns under while they migrate and seed: several instances started at once on
 * one PostgreSQL (compose's replicas, a rolling deploy) would otherwise create the same tables or seed the same
 * rows side by side and fail. The lock is a session's: a crashed instance's connection ends and releases it.
 */
const STARTUP_LOCK = 7_405_126_016;

/**
 * Opens the database and applies pending migrations.
 * `url` selects a PostgreSQL server; otherwise PGlite in `dataDir` (in memory when `dataDir` is null).
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string | null;
  /** Runs after the migrations, in the same turn (the seed): see STARTUP_LOCK. */
  prepare?: (db: Db) => Promise<void>;
  /** In memory only: start from this dump of a data folder (`Database.dump`) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    /** This instance's listeners by channel, also called at once for an announcement its own statements made. */
    const local = new Map<string, Set<() => void>>();
    const announced = (channel: string) => {
      for (const onNotify of local.get(channel) ?? []) onNotify();
    };
    // Every query, pooled or in a transaction, runs on a connection the pool made: time them there.
    pool.on("connect", (client) => {
      timeQueries(client);
      announceLocally(client, announced);
    });
    const db = drizzleNodePg(pool);
    const lock = await pool.connect();
    try {
      await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
      await migrateNodePg(db, { migrationsFolder });
      await opts.prepare?.(db);
    } finally {
      await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => undefined);
      lock.release();
    }
    const listeners = new Set<Unlisten>();
    let closed = false;
    return {
      db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      async listen(channel, onNotify) {
        const stop = await listenPostgres(opts.url as string, channel, onNotify);
        // Closed while the listening connection was opening: it must not outlive the database.
        if (closed) {
          await stop();
          return stop;
        }
        // A function object of its own: the same onNotify listening twice is two listeners, each removed by its own.
        const own = () => onNotify();
        const mine = local.get(channel) ?? new Set();
        local.set(channel, mine.add(own));
        const unlisten = async () => {
          listeners.delete(unlisten);
          mine.delete(own);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      async close() {
        closed = true;
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (opts.dataDir) {
    const dir = resolve(opts.dataDir, "db");
    // PGlite's own mkdir is not recursive.
    mkdirSync(resolve(opts.dataDir), { recursive: true });
    client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    // In memory: empty, or a copy of a dumped data folder (the tests' seeded template, server/testing).
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: opts.loadDataDir });
  }
  await client.waitReady;
  // The queries outside transactions; PGlite is the one-process database, its metrics matter less.
  timeQueries(client);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  await opts.prepare?.(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    // PGlite is one connection in this process: its own NOTIFY reaches its own listeners, after the commit.
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    dump: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

/** Sends each query's time to the db_query_duration_seconds metric (promise-returning calls, as Drizzle makes). */
function timeQueries(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const result = query(...args);
    if (result instanceof Promise) return result.finally(() => metrics.dbQuery((performance.now() - started) / 1000));
    return result;
  }) as typeof client.query;
}

/** The NOTICE of announce_change() (migration 0012): «announce:» and the channel it also sent a NOTIFY on. */
const ANNOUNCE_NOTICE = "announce:";

/**
 * The NOTIFY of a trigger reaches this instance's listening connection a moment after the commit, possibly after the
 * request that made the change has answered and the next one has read a kept copy. So the trigger also raises a
 * NOTICE, which comes back on the writing connection during the statement; once that connection's transaction is
 * over (committed, or rolled back: a needless refresh), the channel's local listeners are called, before the
 * statement's caller goes on. Both promise and callback calls (pg's Pool.query) are watched.
 */
function announceLocally(client: pg.PoolClient, announced: (channel: string) => void): void {
  const pending = new Set<string>();
  client.on("notice", (notice) => {
    if (notice.message?.startsWith(ANNOUNCE_NOTICE)) pending.add(notice.message.slice(ANNOUNCE_NOTICE.length));
  });
  const flush = () => {
    if (pending.size === 0 || client.getTransactionStatus() !== "I") return;
    const channels = [...pending];
    pending.clear();
    for (const channel of channels) announced(channel);
  };
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const last = args.at(-1);
    if (typeof last === "function") {
      const callback = last as (...results: unknown[]) => void;
      args[args.length - 1] = (...results: unknown[]) => {
        flush();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    return result instanceof Promise ? result.finally(flush) : result;
  }) as typeof client.query;
}

/** Longest wait between two attempts to reconnect the listening connection. */
const RECONNECT_MAX_MS = 5000;

/**
 * LISTEN on its own connection (a pooled one would hand the LISTEN to whichever query comes next). When the
 * connection fails it reconnects with a growing pause, and once back calls `onNotify` for what it may have missed.
 */
async function listenPostgres(url: string, channel: string, onNotify: () => void): Promise<Unlisten> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let pause = 100;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on("notification", (msg) => {
      if (msg.channel === channel) onNotify();
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners("error");
      c.on("error", () => {});
      void c.end().catch(() => {});
      schedule();
    };
    c.on("error", lost);
    c.on("end", lost);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lost();
      throw error;
    }
    pause = 100;
  };

  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      if (stopped) return;
      // A failed attempt has already scheduled the next one (through `lost`).
      connect().then(onNotify, () => {});
    }, pause);
    pause = Math.min(pause * 2, RECONNECT_MAX_MS);
  };

  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    if (c) await c.end().catch(() => {});
  };
  try {
    await connect();
  } catch (error) {
    // Not listening at all is the caller's to report; no retries behind its back.
    await stop();
    throw error;
  }
  return stop;
}
