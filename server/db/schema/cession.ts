import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { CessionApplication, GuarantorData, ParticipantData } from "../../../contract/lk-cession.ts";
import { calendarDate, createdAt, instant, serialId, updatedAt } from "../columns.ts";
import { profiles, users } from "./accounts.ts";
import { lkContracts } from "./lk.ts";

/**
 * Cession (переуступка, issue 12, ADR 032): the assignor's application, the contracts it assigns, the assignee's
 * and the guarantors' parts, and the documents of each. The assignor is the applicant profile; every other side is a
 * participant row bound to the profile that acts for it once the invitation is taken.
 */

export const CESSION_STATUSES = ["draft", "sent", "accepted", "cancelled"] as const;
export const PARTICIPANT_STATUSES = ["draft", "sent", "accepted"] as const;
export const PARTICIPANT_ROLES = ["cessionary", "guarantor"] as const;
export const PARTICIPANT_TYPES = ["legal", "person", "entrepreneur"] as const;

export const cessions = pgTable(
  "cessions",
  {
    id: serialId(),
    /** Opaque code used in URLs and calls; unguessable, never the serial id. */
    code: text("code").notNull().unique(),
    /** The number a person reads and quotes, e.g. «ЦС-2026-00012». */
    number: text("number").notNull().unique(),
    /** The assignor: the profile whose contracts pass to the assignee. */
    applicantProfileId: integer("applicant_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: CESSION_STATUSES }).notNull().default("draft"),
    /** The assignee's kind: it decides the assignee's questionnaire and its documents. */
    cessionaryType: text("cessionary_type", { enum: PARTICIPANT_TYPES }).notNull(),
    /** The assignor's part of the application (contact person, reason, wished transfer date). */
    application: jsonb("application").$type<CessionApplication>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: instant("sent_at"),
    /** When the lessor accepted or anyone cancelled. */
    decidedAt: instant("decided_at"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    /** Who cancelled: the assignor or the lessor, and the lessor's reason. */
    cancelledBy: text("cancelled_by", { enum: ["applicant", "lessor"] }),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    index("cessions_applicant_idx").on(t.applicantProfileId, t.createdAt),
    index("cessions_status_idx").on(t.status, t.sentAt),
  ],
);

/**
 * The contracts a cession assigns. `is_open` follows the cession (true while draft or sent): the partial unique
 * index is what keeps one contract in at most one open cession, even under concurrent saves.
 */
export const cessionContracts = pgTable(
  "cession_contracts",
  {
    cessionId: integer("cession_id")
      .notNull()
      .references(() => cessions.id, { onDelete: "cascade" }),
    contractId: integer("contract_id")
      .notNull()
      .references(() => lkContracts.id, { onDelete: "cascade" }),
    isOpen: boolean("is_open").notNull().default(true),
    /** The assignee's contract made from this one when the lessor accepted. */
    assignedContractId: integer("assigned_contract_id").references(() => lkContracts.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.cessionId, t.contractId] }),
    uniqueIndex("cession_contracts_open_uq").on(t.contractId).where(sql`${t.isOpen}`),
  ],
);

/** The assignee (one per cession) and the guarantors: their data, status and invitation. */
export const cessionParticipants = pgTable(
  "cession_participants",
  {
    id: serialId(),
    /** Opaque id of the part (a guarantor's `id` in the contract). */
    code: text("code").notNull().unique(),
    cessionId: integer("cession_id")
      .notNull()
      .references(() => cessions.id, { onDelete: "cascade" }),
    role: text("role", { enum: PARTICIPANT_ROLES }).notNull(),
    type: text("type", { enum: PARTICIPANT_TYPES }).notNull(),
    status: text("status", { enum: PARTICIPANT_STATUSES }).notNull().default("draft"),
    /** The profile that acts for this part; null until the invitation is taken. */
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    /** Whom the assignor invited. */
    email: text("email"),
    inn: text("inn"),
    /** The assignee's questionnaire (ParticipantData) or the guarantor's data (GuarantorData). */
    data: jsonb("data").$type<ParticipantData | GuarantorData>(),
    /** The first save of the questionnaire: printing needs it. */
    savedAt: instant("saved_at"),
    /** The day the consents were signed: the credit-bureau consent lasts six months from it (SPEC.md §9). */
    signedAt: calendarDate("signed_at"),
    sentAt: instant("sent_at"),
    invitedAt: instant("invited_at"),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** SHA-256 of the one-time invitation key, for a person without an account yet; null once taken. */
    inviteKeyHash: text("invite_key_hash").unique(),
    inviteExpiresAt: instant("invite_expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cession_participants_cession_idx").on(t.cessionId),
    index("cession_participants_profile_idx").on(t.profileId),
    uniqueIndex("cession_participants_cessionary_uq").on(t.cessionId).where(sql`${t.role} = 'cessionary'`),
    uniqueIndex("cession_participants_profile_uq").on(t.cessionId, t.profileId).where(sql`${t.profileId} is not null`),
  ],
);

/** A document of a cession: the assignment documents (`participant_id` null) or a participant's, by slot. */
export const cessionFiles = pgTable(
  "cession_files",
  {
    id: serialId(),
    cessionId: integer("cession_id")
      .notNull()
      .references(() => cessions.id, { onDelete: "cascade" }),
    participantId: integer("participant_id").references(() => cessionParticipants.id, { onDelete: "cascade" }),
    /** The document's code in its list (contract/lk-cession.ts), e.g. `charter`, `application`. */
    slot: text("slot").notNull(),
    fileName: text("file_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    /** Key in the file store (ADR 022). */
    storageKey: text("storage_key").notNull(),
    uploadedBy: integer("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("cession_files_cession_idx").on(t.cessionId, t.participantId)],
);
