import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * The channel on which a catalogue change is announced. PostgreSQL delivers a NOTIFY sent inside a transaction only
 * when it commits, so every instance rebuilds its index from committed data, and a rolled-back edit announces nothing.
 */
export const CATALOG_CHANNEL = "catalog_changed";

/** Announces a catalogue change; call it inside the transaction that makes the change. */
export async function notifyCatalogChanged(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}
