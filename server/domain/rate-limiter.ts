import { isIPv6 } from "node:net";
import { and, count, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rateLimitHits } from "../db/schema/system.ts";

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
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
