import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import type { FileStore } from "../../infra/file-store.ts";

/** What every account module needs: the database, the file store, and "today" (Moscow date, from a clock tests can set). */
export interface LkContext {
  db: Db;
  files: FileStore;
  now(): Date;
  today(): string;
}

export function createLkContext(db: Db, deps: { files: FileStore; now?: () => Date }): LkContext {
  const now = deps.now ?? (() => new Date());
  return { db, files: deps.files, now, today: () => moscowDate(now()) };
}
