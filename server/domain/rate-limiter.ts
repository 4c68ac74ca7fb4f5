import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/system.ts";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** A sliding-window counter kept in the database, so every app instance sees the same counts. */
export function createRateLimiter(db: Db) {
  return {
    /** Seconds until the bucket frees up, or 0 when another hit is allowed. */
    async retryAfter(bucket: string, rule: RateLimit): Promise<number> {
      const since = new Date(Date.now() - rule.windowMs);
      const [row] = await db
        .select({ n: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.hitAt, since)));
      return (row?.n ?? 0) >= rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
    },
    async hit(bucket: string): Promise<void> {
      await db.insert(rateLimitHits).values({ bucket });
    },
    async reset(bucket: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    },
    /** Drops hits older than a day; called from time to time, never on the request path. */
    async prune(): Promise<void> {
      await db.delete(rateLimitHits).where(lt(rateLimitHits.hitAt, new Date(Date.now() - 86_400_000)));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
