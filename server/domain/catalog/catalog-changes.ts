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

/**
 * The channel on which a change of published content is announced: news, guides, vacancies, pages (the staff
 * content service) and the site's offers, partners, reviews, cities and offices (the staff site service). Every
 * instance's page cache (server/http/page-cache.ts) drops its pages when it arrives; vehicles announce themselves on
 * the catalogue channel, cities also on their own.
 */
export const CONTENT_CHANNEL = "content_changed";

/** Announces a content change; call it inside the transaction that makes the change (delivered on commit). */
export async function notifyContentChanged(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, '')`);
}
