import { boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, serialId } from "../columns.ts";
import { users } from "./accounts.ts";

/** The lessor's roles (issue 15 lists them); each `/staff/api/*` call names the roles it admits. */
export const STAFF_ROLES = ["admin", "sales", "service", "risk", "content", "hr"] as const;

/** A lessor's employee: a user with role `staff`, the roles they hold, and whether they may sign in. */
export const staffMembers = pgTable("staff_members", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  roles: jsonb("roles").$type<(typeof STAFF_ROLES)[number][]>().notNull(),
  isActive: boolean("is_active").notNull().default(true),
});

/** Every change a staff member makes: who, when, what object, before and after, from which address. */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: serialId(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's e-mail as it was, kept if the user is removed. */
    actorEmail: text("actor_email").notNull(),
    at: createdAt(),
    /** What was done, e.g. `ticket.reply`, `ticket.status`, `rescheduling.approve`. */
    action: text("action").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    before: jsonb("before").$type<unknown>(),
    after: jsonb("after").$type<unknown>(),
    address: text("address"),
  },
  (t) => [index("staff_audit_at_idx").on(t.at), index("staff_audit_object_idx").on(t.objectType, t.objectId)],
);

/** An employee invited by the administrator: a one-time link (its key's SHA-256) that sets the password. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: serialId(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    roles: jsonb("roles").$type<(typeof STAFF_ROLES)[number][]>().notNull(),
    keyHash: text("key_hash").notNull().unique(),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
    acceptedAt: instant("accepted_at"),
  },
  (t) => [index("staff_invites_email_idx").on(t.email)],
);
