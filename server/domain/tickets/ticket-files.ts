import type { ticketAttachments, tickets } from "../../db/schema/tickets.ts";
import { DEMO_ATTACHMENT_PREFIX, renderDemoAttachment } from "../../db/seed/tickets.ts";
import type { FileStore } from "../../infra/file-store.ts";

/**
 * An attachment's bytes. Uploads live in the file store; the demo seed's attachments (keys under `demo/`) cannot,
 * since the seed writes the database only, so their PDF is rendered from the ticket on request, as the contract
 * documents are.
 */

type AttachmentRow = typeof ticketAttachments.$inferSelect;
type TicketRow = typeof tickets.$inferSelect;

export async function readAttachment(
  files: FileStore,
  ticket: Pick<TicketRow, "number" | "subject">,
  row: AttachmentRow,
): Promise<{ fileName: string; mime: string; bytes: Uint8Array } | null> {
  const stored = await files.get(row.storageKey);
  if (stored) return { fileName: row.fileName, mime: row.mime, bytes: stored };
  if (!row.storageKey.startsWith(DEMO_ATTACHMENT_PREFIX) || row.mime !== "application/pdf") return null;
  return { fileName: row.fileName, mime: row.mime, bytes: await renderDemoAttachment(row.fileName, ticket) };
}
