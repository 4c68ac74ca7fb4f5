import { sql } from "drizzle-orm";
import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Hits counted per bucket (e-mail, address) in a sliding window; shared by every app instance. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index("rate_limit_hits_bucket_idx").on(t.bucket, t.hitAt)],
);

/** Key material shared by every instance (the sign-in RSA key pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  privatePem: text("private_pem").notNull(),
  publicPem: text("public_pem").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
