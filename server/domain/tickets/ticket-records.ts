import { eq, sql } from "drizzle-orm";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { slaDueAt } from "../../../core/ticket-sla.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { lkNotifications } from "../../db/schema/lk.ts";
import {
  type TICKET_CATEGORIES,
  type TICKET_STATUSES,
  ticketAttachments,
  ticketMessages,
  tickets,
} from "../../db/schema/tickets.ts";
import { randomToken } from "../../infra/crypto.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { type CheckedFile, storeUploads } from "../../infra/uploads.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { StaffActor } from "../staff/staff-service.ts";

/**
 * The writes every kind of ticket shares — a client's ticket, a rescheduling request, an early-payoff request, the
 * lessor's reply — so the rules (number, SLA, attachments, the notification and the e-mail of a reply) live once.
 * Each takes the transaction of the change it belongs to; files are stored before it (`storeTicketFiles`) and the
 * caller removes the keys when the transaction fails.
 */

export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A checked file already in the store under `key`. */
export interface TicketAttachmentInput {
  file: CheckedFile;
  key: string;
}

/** Stores checked files under the profile's ticket folder; the keys come back in the files' order. */
export async function storeTicketFiles(files: FileStore, profileId: number, checked: CheckedFile[]): Promise<string[]> {
  return storeUploads(files, `tickets/${profileId}`, checked);
}

/** «ОБ-2026-00042»: the year the ticket was opened (Moscow) and its serial id, so it is unique and readable. */
export function ticketNumber(id: number, at: Date): string {
  return `ОБ-${moscowDate(at).slice(0, 4)}-${String(id).padStart(5, "0")}`;
}

/** The code in URLs: random, so a ticket cannot be found by counting. */
export const newTicketCode = () => randomToken(12);

/** Writes a message and its attachments; the ticket's profile scopes the attachments. */
export async function insertMessage(
  tx: Db,
  input: {
    ticketId: number;
    profileId: number;
    author: "client" | "staff";
    userId: number | null;
    authorName: string;
    text: string;
    attachments: TicketAttachmentInput[];
    now: Date;
  },
): Promise<{ id: number; attachments: (typeof ticketAttachments.$inferSelect)[] }> {
  const [message] = await tx
    .insert(ticketMessages)
    .values({
      ticketId: input.ticketId,
      author: input.author,
      userId: input.userId,
      authorName: input.authorName,
      text: input.text,
      createdAt: input.now,
    })
    .returning({ id: ticketMessages.id });
  if (!message) throw new Error("ticket message not written");
  if (input.attachments.length === 0) return { id: message.id, attachments: [] };
  const attachments = await tx
    .insert(ticketAttachments)
    .values(
      input.attachments.map(({ file, key }) => ({
        messageId: message.id,
        ticketId: input.ticketId,
        profileId: input.profileId,
        fileName: file.name,
        mime: file.mime,
        size: file.size,
        storageKey: key,
        createdAt: input.now,
      })),
    )
    .returning();
  return { id: message.id, attachments };
}

/** A new ticket with its first message (the client's), status «new», due in two working days. */
export async function insertTicket(
  tx: Db,
  input: {
    profileId: number;
    author: { userId: number; name: string };
    category: TicketCategory;
    subject: string;
    text: string;
    contractId: number | null;
    attachments: TicketAttachmentInput[];
    now: Date;
  },
): Promise<{ id: number; code: string; number: string }> {
  // The id is taken first so the number, which is unique and not null, is written with the row.
  const next = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id`,
  );
  const id = Number(next.rows[0]?.id);
  const code = newTicketCode();
  const number = ticketNumber(id, input.now);
  await tx.insert(tickets).values({
    id,
    code,
    number,
    profileId: input.profileId,
    createdBy: input.author.userId,
    contractId: input.contractId,
    category: input.category,
    subject: input.subject,
    status: "new",
    createdAt: input.now,
    lastMessageAt: input.now,
    dueAt: slaDueAt(input.now),
  });
  await insertMessage(tx, {
    ticketId: id,
    profileId: input.profileId,
    author: "client",
    userId: input.author.userId,
    authorName: input.author.name,
    text: input.text,
    attachments: input.attachments,
    now: input.now,
  });
  return { id, code, number };
}

/** The text on one line, cut to `max` characters with an ellipsis. */
export const excerpt = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** What a reply changed, for the caller's audit entry. */
export interface StaffReplyResult {
  messageId: number;
  before: { status: TicketStatus };
  after: { status: TicketStatus; messageId: number };
}

/**
 * The lessor's message in a ticket: writes it, reopens a closed ticket, sets `status` (default waiting_client),
 * creates the account notification (link /account/tickets/<code>) and queues the e-mail to the ticket's author.
 * The caller writes its audit entry in the same transaction (the result says what changed).
 */
export async function addStaffReply(
  tx: Db,
  outbox: MailOutbox,
  publicUrl: string,
  input: {
    ticketId: number;
    actor: StaffActor;
    text: string;
    attachments: TicketAttachmentInput[];
    status?: TicketStatus;
    now: Date;
  },
): Promise<StaffReplyResult> {
  // Locks the ticket, so two replies or a reply and a status change do not interleave.
  const [ticket] = await tx.select().from(tickets).where(eq(tickets.id, input.ticketId)).for("update");
  if (!ticket) throw new Error(`ticket ${input.ticketId} not found`);
  const status = input.status ?? "waiting_client";
  const message = await insertMessage(tx, {
    ticketId: ticket.id,
    profileId: ticket.profileId,
    author: "staff",
    userId: input.actor.id,
    authorName: input.actor.name,
    text: input.text,
    attachments: input.attachments,
    now: input.now,
  });
  await tx
    .update(tickets)
    .set({ status, lastMessageAt: input.now, closedAt: status === "closed" ? (ticket.closedAt ?? input.now) : null })
    .where(eq(tickets.id, ticket.id));
  const link = `/account/tickets/${ticket.code}`;
  await tx.insert(lkNotifications).values({
    profileId: ticket.profileId,
    subject: "tickets",
    title: `Ответ по обращению № ${ticket.number}`,
    text: `${ticket.subject}: ${excerpt(input.text, 200)}`,
    createdAt: input.now,
    contractId: ticket.contractId,
    link,
  });
  const [author] = ticket.createdBy
    ? await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, ticket.createdBy))
    : [];
  if (author) {
    // The reply itself stays in the account: an e-mail travels in the clear and may be forwarded.
    await outbox.enqueue(tx, {
      to: author.email,
      subject: `Ответ по обращению № ${ticket.number} — Лизинг-Авто`,
      text: [
        `Здравствуйте, ${author.name}!`,
        "",
        `Мы ответили на ваше обращение № ${ticket.number} «${ticket.subject}».`,
        "Прочитать ответ и продолжить переписку можно в личном кабинете:",
        "",
        new URL(link, publicUrl).toString(),
        "",
        "Это письмо отправлено автоматически, отвечать на него не нужно.",
      ].join("\n"),
    });
  }
  return {
    messageId: message.id,
    before: { status: ticket.status },
    after: { status, messageId: message.id },
  };
}
