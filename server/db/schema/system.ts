import { sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant } from "../columns.ts";

/**
 * One counter per bucket (e-mail, address) over a fixed window that starts at the bucket's first hit; shared by
 * every app instance. A row rather than a row per hit, so that one upsert counts a hit and reads the count
 * atomically (concurrent requests cannot all see the count below the limit).
 */
export const rateLimits = pgTable("rate_limits", {
  bucket: text("bucket").primaryKey(),
  windowStart: instant("window_start").notNull().default(sql`now()`),
  hits: integer("hits").notNull(),
});

/** Key material shared by every instance (the sign-in RSA key pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  privatePem: text("private_pem").notNull(),
  publicPem: text("public_pem").notNull(),
  createdAt: createdAt(),
});
