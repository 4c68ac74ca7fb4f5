import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, serialId } from "../columns.ts";
import { profiles, users } from "./accounts.ts";

/** The sales workflow of a lead (issue 15): Новая, В работе, Одобрена, Отказ, Дубль. */
export const LEAD_STATUSES = ["new", "in_progress", "approved", "rejected", "duplicate"] as const;

/**
 * Every lead form's submission, stored before the visitor gets an answer. `payload` is the validated form
 * (phone normalised, no consents or UTM: those have their own columns); nothing is ever deleted by the site.
 */
export const leads = pgTable(
  "leads",
  {
    id: serialId(),
    /** The form: lisorder, feedback, contactus, … (contract/forms.ts FORM_KINDS). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** When the consents were given (the moment of sending); null when not asked or not given. */
    consentPersonalDataAt: instant("consent_personal_data_at"),
    consentAdvertisingAt: instant("consent_advertising_at"),
    utmCampaign: text("utm_campaign"),
    utmContent: text("utm_content"),
    utmMedium: text("utm_medium"),
    utmTerm: text("utm_term"),
    utmSource: text("utm_source"),
    pageUrl: text("page_url"),
    /** SHA-256 of the sender's network address: enough to spot abuse, no raw address kept with the lead. */
    addressHash: text("address_hash"),
    /** Set for the account's forms (interestusedcar): who sent it and for which profile. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** The sales workflow (issue 15): Новая, В работе, Одобрена, Отказ, Дубль. */
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    /** The sales manager who handles it; null until taken or assigned. */
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** The first staff action on it (taken, status, comment): the dashboard's time to first action. */
    firstActionAt: instant("first_action_at"),
  },
  (t) => [
    index("leads_kind_created_idx").on(t.kind, t.createdAt),
    index("leads_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** A lead's history: each comment and status change by sales, oldest first. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: serialId(),
    leadId: integer("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name as it was, kept if the user is removed. */
    authorName: text("author_name").notNull(),
    /** A status change (from → to), an assignment, or a comment alone. */
    statusFrom: text("status_from", { enum: LEAD_STATUSES }),
    statusTo: text("status_to", { enum: LEAD_STATUSES }),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * Outgoing e-mail, written in the same transaction as what it reports (the transactional outbox).
 * A worker sends due rows and retries failures with backoff; `sent_at` marks delivery.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serialId(),
    leadId: integer("lead_id").references(() => leads.id, { onDelete: "set null" }),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When the next attempt is due; a worker that takes the row moves it forward (a lease). */
    nextTryAt: instant("next_try_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.sentAt, t.nextTryAt)],
);
