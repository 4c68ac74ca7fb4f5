import { moscowDate } from "../../../core/calendar-dates.ts";
import { type ChangeCache, type Changes, createChangeCache, LEDGER_CHANNEL } from "../../db/change-cache.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { ProfileLedgerRows } from "../accounting/ledger-reader.ts";

/** What every account module needs: the database, the file store, and "today" (Moscow date, from a clock tests can set). */
export interface LkContext {
  db: Db;
  files: FileStore;
  now(): Date;
  today(): string;
  /**
   * Each profile's ledger rows as last read (ledger-reader.ts), kept until the database announces a change of the
   * ledger (ADR 038); absent in contexts made for one task, which read the database each time.
   */
  ledgers?: ChangeCache<number, ProfileLedgerRows>;
  /** Where the database announces changes (rights are kept between them, rights-service.ts). */
  changes?: Changes;
}

/** Profiles whose ledger is kept at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_LEDGERS = 2000;

export function createLkContext(db: Db, deps: { files: FileStore; now?: () => Date; changes?: Changes }): LkContext {
  const now = deps.now ?? (() => new Date());
  return {
    db,
    files: deps.files,
    now,
    today: () => moscowDate(now()),
    ledgers: createChangeCache(deps.changes, LEDGER_CHANNEL, KEPT_LEDGERS),
    changes: deps.changes,
  };
}
