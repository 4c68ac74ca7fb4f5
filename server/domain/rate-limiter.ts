import { isIPv6 } from "node:net";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema/system.ts";

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * The bucket of a client address under a scope (`signin:ip`, `lead`, …). An IPv6 client is counted per /64:
 * one subscriber or server usually holds a whole /64 and can take a fresh address from it for every request,
 * so per-address buckets would not limit it at all. IPv4 addresses count one by one.
 */
export function addressBucket(scope: string, address: string): string {
  return `${scope}:${isIPv6(address) ? ipv6Prefix64(address) : address}`;
}

/** `2001:db8:a:b:c::1` → `2001:db8:a:b::/64` (leading zeros dropped, as in the compressed form). */
function ipv6Prefix64(address: string): string {
  const [head = "", tail] = address.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The window of `rule` has not run out for the bucket's row (the existing row, inside an upsert). */
function inWindow(rule: RateLimit) {
  return sql`${rateLimits.windowStart} > now() - ${rule.windowMs}::integer * interval '1 millisecond'`;
}

/**
 * A fixed-window counter kept in the database, so every app instance sees the same counts. A window opens at
 * a bucket's first hit and lasts `windowMs`; `Retry-After` is the whole window, never less than the wait.
 */
export function createRateLimiter(db: Db) {
  return {
    /** Seconds until the bucket frees up, or 0 when another hit is allowed. Reads only. */
    async retryAfter(bucket: string, rule: RateLimit): Promise<number> {
      const [row] = await db
        .select({ hits: rateLimits.hits })
        .from(rateLimits)
        .where(and(eq(rateLimits.bucket, bucket), inWindow(rule)));
      return (row?.hits ?? 0) >= rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
    },
    /**
     * Counts a hit and answers whether it was over the limit (seconds to wait) or not (0), in one statement:
     * the upsert locks the bucket's row, so of any number of concurrent hits exactly `limit` are allowed. A
     * caller that must not exceed the limit reserves with this before the costly work, not after it.
     */
    async hit(bucket: string, rule: RateLimit): Promise<number> {
      const [row] = await db
        .insert(rateLimits)
        .values({ bucket, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.bucket,
          set: {
            hits: sql`case when ${inWindow(rule)} then ${rateLimits.hits} + 1 else 1 end`,
            windowStart: sql`case when ${inWindow(rule)} then ${rateLimits.windowStart} else now() end`,
          },
        })
        .returning({ hits: rateLimits.hits });
      return (row?.hits ?? 0) > rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
    },
    /** Takes back a hit that turned out not to count (a reserved attempt that succeeded or was not evaluated). */
    async refund(bucket: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.bucket, bucket), gt(rateLimits.hits, 0)));
    },
    async reset(bucket: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
