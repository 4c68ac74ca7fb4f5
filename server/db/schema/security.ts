import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { SECURITY_EVENT_KINDS } from "../../../contract/security-events.ts";
import { createdAt, instant, serialId } from "../columns.ts";
import { profiles, users } from "./accounts.ts";

/**
 * Account security beyond passwords and sessions (issue 17): TOTP second factor, the devices a user signed in
 * from (new-device e-mails, the remembered-device exemption from the second factor), the security events log,
 * and invitations of a client's colleagues to a profile with rights.
 */

/** A user's TOTP enrolment: pending until the first code confirms it. */
export const userMfa = pgTable("user_mfa", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The base32 secret, sealed with the server key (never stored in clear). */
  secretSealed: text("secret_sealed").notNull(),
  /** Set when the user confirmed the enrolment with a code; null while pending. */
  enabledAt: instant("enabled_at"),
  /** SHA-256 of each unused recovery code. */
  recoveryCodeHashes: jsonb("recovery_code_hashes").$type<string[]>().notNull(),
  /** The last accepted TOTP time step, so that a code cannot be replayed. */
  lastStep: integer("last_step"),
});

/** A browser a user signed in from, known by a long-lived random cookie (its hash here). */
export const userDevices = pgTable(
  "user_devices",
  {
    id: serialId(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deviceHash: text("device_hash").notNull(),
    userAgent: text("user_agent"),
    address: text("address"),
    firstSeenAt: createdAt(),
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    /** The second factor is not asked on this device until then (30 days at most). */
    mfaRememberedUntil: instant("mfa_remembered_until"),
  },
  (t) => [uniqueIndex("user_devices_user_device_uq").on(t.userId, t.deviceHash)],
);

/** The security events log: who, what, from where; read by the user (their own) and the lessor's admins. */
export const securityEvents = pgTable(
  "security_events",
  {
    id: serialId(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The e-mail tried or acted on, kept for failures of unknown accounts and removed users. */
    email: text("email"),
    profileId: integer("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    kind: text("kind", { enum: SECURITY_EVENT_KINDS }).notNull(),
    address: text("address"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    at: createdAt(),
  },
  (t) => [index("security_events_user_idx").on(t.userId, t.at), index("security_events_at_idx").on(t.at)],
);

/** A client's colleague invited to a profile with rights: a one-time link (its key's hash) that sets a password. */
export const lkStaffInvites = pgTable(
  "lk_staff_invites",
  {
    id: serialId(),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    rights: jsonb("rights").$type<string[]>().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
  },
  (t) => [index("lk_staff_invites_profile_idx").on(t.profileId)],
);
