import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, instant, serialId } from "../columns.ts";

export const users = pgTable("users", {
  id: serialId(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  phone: text("phone"),
  /** client: a lessee's person; staff: the lessor's employee. */
  role: text("role", { enum: ["client", "staff"] })
    .notNull()
    .default("client"),
  createdAt: createdAt(),
});

/** A profile is a lessee (company, entrepreneur or person) that one or more users act for. */
export const profiles = pgTable("profiles", {
  id: serialId(),
  type: text("type", { enum: ["legal", "entrepreneur", "person"] }).notNull(),
  title: text("title").notNull(),
  inn: text("inn").notNull(),
  kpp: text("kpp"),
  ogrn: text("ogrn"),
});

export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: integer("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The user's position in the profile's company, shown in settings/staff. */
    position: text("position").notNull().default(""),
    isDefault: boolean("is_default").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie value: a leaked table does not leak live sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    activeProfileId: integer("active_profile_id").references(() => profiles.id, { onDelete: "set null" }),
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    /** The absolute end: the sign-in plus the role's lifetime (ADR 027); activity never moves it. */
    expiresAt: instant("expires_at").notNull(),
    /** The last request seen, written at most once a minute; the idle timeout counts from it (ADR 027). */
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    /** The browser's User-Agent at sign-in, for the list of sessions in settings. */
    userAgent: text("user_agent"),
    /** The client's address at sign-in. */
    address: text("address"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** One-time sign-in keys (e-mailed sign-in links, account confirmation). */
export const loginKeys = pgTable("login_keys", {
  keyHash: text("key_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** signin: an e-mailed sign-in link; confirm: an account confirmation; reset: a password recovery link (ADR 026). */
  purpose: text("purpose", { enum: ["signin", "confirm", "reset"] }).notNull(),
  expiresAt: instant("expires_at").notNull(),
  usedAt: instant("used_at"),
});
