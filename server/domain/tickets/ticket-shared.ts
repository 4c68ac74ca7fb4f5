import { asc, inArray, sql } from "drizzle-orm";
import {
  TICKET_CATEGORY_TITLES,
  TICKET_MAX_FILES,
  TICKET_STATUS_TITLES,
  type TicketAttachment,
} from "../../../contract/lk-tickets.ts";
import type { Db } from "../../db/client.ts";
import { ticketAttachments, tickets } from "../../db/schema/tickets.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { checkUploads, type IncomingFile } from "../../infra/uploads.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { storeTicketFiles, type TicketAttachmentInput } from "./ticket-records.ts";

/** Pieces the client's and the lessor's ticket services share. */

/** What the ticket services need: the database, the file store, the outbox, the site's address and a clock. */
export interface TicketDeps {
  db: Db;
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
  now?: () => Date;
}

type AttachmentRow = typeof ticketAttachments.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

/** What every view of a ticket, the client's or the lessor's, list or thread, starts with, titled for people. */
export function ticketHead(row: TicketRow) {
  return {
    code: row.code,
    number: row.number,
    category: row.category,
    categoryTitle: TICKET_CATEGORY_TITLES[row.category],
    subject: row.subject,
    status: row.status,
    statusTitle: TICKET_STATUS_TITLES[row.status],
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}
export type UploadError = { field: string; message: string };

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export const STATUS_OPTIONS = Object.entries(TICKET_STATUS_TITLES).map(([code, title]) => ({ code, title }));
export const CATEGORY_OPTIONS = Object.entries(TICKET_CATEGORY_TITLES).map(([code, title]) => ({ code, title }));

/** The order of `sort=status`: what needs someone first. */
export const STATUS_ORDER = sql`array_position(array['new','in_progress','waiting_client','done','closed']::text[], ${tickets.status})`;

/**
 * Checks the files of a ticket or a message (SPEC.md §5's second list, ZIP allowed): none is fine; when there are
 * some, every one is checked before any is stored, then all are stored. Errors name `files[]`.
 */
export async function checkAndStore(
  files: FileStore,
  profileId: number,
  incoming: IncomingFile[],
): Promise<{ ok: true; attachments: TicketAttachmentInput[]; keys: string[] } | { ok: false; errors: UploadError[] }> {
  if (incoming.length === 0) return { ok: true, attachments: [], keys: [] };
  const check = checkUploads(incoming, { maxFiles: TICKET_MAX_FILES, allowZip: true });
  if (!check.ok) return check;
  const keys = await storeTicketFiles(files, profileId, check.files);
  return { ok: true, keys, attachments: check.files.map((file, k) => ({ file, key: keys[k] ?? "" })) };
}

/** Runs the write; when it fails, the files stored for it are removed so nothing is left half-written. */
export async function withStoredFiles<T>(files: FileStore, keys: string[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await files.remove(keys);
    throw error;
  }
}

/** Attachments of the given messages, grouped by message id, oldest first. */
export async function attachmentsOf(db: Db, messageIds: number[]): Promise<Map<number, AttachmentRow[]>> {
  const map = new Map<number, AttachmentRow[]>();
  if (messageIds.length === 0) return map;
  const rows = await db
    .select()
    .from(ticketAttachments)
    .where(inArray(ticketAttachments.messageId, messageIds))
    .orderBy(asc(ticketAttachments.id));
  for (const row of rows) map.set(row.messageId, [...(map.get(row.messageId) ?? []), row]);
  return map;
}

const attachmentUrl = (base: string, code: string, id: number) => `${base}?code=${encodeURIComponent(code)}&id=${id}`;

export function toAttachment(base: string, code: string, a: AttachmentRow): TicketAttachment {
  return { id: a.id, fileName: a.fileName, mime: a.mime, size: a.size, url: attachmentUrl(base, code, a.id) };
}
