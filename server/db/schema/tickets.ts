import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { calendarDate, createdAt, instant, serialId } from "../columns.ts";
import { profiles, users } from "./accounts.ts";
import { lkContracts } from "./lk.ts";

/**
 * Tickets (обращения) between a client profile and the lessor, and rescheduling requests that travel as tickets
 * (issue 10). Every row a client reads carries `profile_id`, and every client query scopes by it; the lessor's
 * staff read across profiles through their own service.
 */

export const TICKET_STATUSES = ["new", "in_progress", "waiting_client", "done", "closed"] as const;
export const TICKET_CATEGORIES = [
  "payments",
  "documents",
  "insurance",
  "accident",
  "fines",
  "buyout",
  "rescheduling",
  "requisites",
  "other",
] as const;

export const tickets = pgTable(
  "tickets",
  {
    id: serialId(),
    /** Opaque code used in URLs and calls; unguessable, never the serial id. */
    code: text("code").notNull().unique(),
    /** The number a person reads and quotes on the phone, e.g. «ОБ-2026-00042». */
    number: text("number").notNull().unique(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    contractId: integer("contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
    category: text("category", { enum: TICKET_CATEGORIES }).notNull(),
    subject: text("subject").notNull(),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("new"),
    /** The lessor's employee who handles it; null until assigned. */
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastMessageAt: instant("last_message_at").notNull().defaultNow(),
    /** The answer the lessor promises by (SLA); the staff inbox flags tickets past it. */
    dueAt: instant("due_at").notNull(),
    closedAt: instant("closed_at"),
  },
  (t) => [
    index("tickets_profile_idx").on(t.profileId, t.createdAt),
    index("tickets_status_idx").on(t.status, t.lastMessageAt),
  ],
);

export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: serialId(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    /** Who wrote it: the client's side or the lessor's. */
    author: text("author", { enum: ["client", "staff"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name as shown in the thread, kept even if the user is removed. */
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    /** When the other side opened the thread after this message; null while unread. */
    readAt: instant("read_at"),
  },
  (t) => [
    index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt),
    index("ticket_messages_unread_idx").on(t.ticketId).where(sql`${t.readAt} is null`),
  ],
);

export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: serialId(),
    messageId: integer("message_id")
      .notNull()
      .references(() => ticketMessages.id, { onDelete: "cascade" }),
    /** Denormalised for scoping: a download checks the ticket's profile in one lookup. */
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    /** Key in the file store (ADR 022). */
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ticket_attachments_ticket_idx").on(t.ticketId)],
);

export const RESCHEDULING_OPTIONS = ["holiday", "reduced", "extension", "seasonal"] as const;

/** A client's request to change a contract's schedule; it travels as a ticket of category «rescheduling». */
export const reschedulingRequests = pgTable(
  "rescheduling_requests",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    option: text("option", { enum: RESCHEDULING_OPTIONS }).notNull(),
    /** The option's parameters as the client chose them (months, share, …), validated by the contract schema. */
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    justification: text("justification").notNull(),
    /** The schedule the request proposes, computed when it was saved; applied as is on approval. */
    proposal: jsonb("proposal").$type<unknown>().notNull(),
    /** The first unpaid month the proposal replaces from (the schedule is recomputed from it). */
    fromDate: calendarDate("from_date").notNull(),
    status: text("status", { enum: ["review", "approved", "declined"] })
      .notNull()
      .default("review"),
    declineReason: text("decline_reason"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: instant("decided_at"),
  },
  (t) => [
    index("rescheduling_requests_profile_idx").on(t.profileId, t.createdAt),
    index("rescheduling_requests_contract_idx").on(t.contractId),
  ],
);
