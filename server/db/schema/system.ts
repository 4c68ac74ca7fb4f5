import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, serialId } from "../columns.ts";

/** Hits counted per bucket (e-mail, address) in a sliding window; shared by every app instance. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serialId(),
    bucket: text("bucket").notNull(),
    hitAt: instant("hit_at").notNull().default(sql`now()`),
  },
  (t) => [index("rate_limit_hits_bucket_idx").on(t.bucket, t.hitAt)],
);

/** Key material shared by every instance (the sign-in RSA key pair). */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  privatePem: text("private_pem").notNull(),
  publicPem: text("public_pem").notNull(),
  createdAt: createdAt(),
});
