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

/** How often a bucket this instance believes full is asked of the database again (another instance may reset it). */
const RECHECK_MS = 10_000;
/** A hit admitted by the in-process gate, not yet counted by the database. */
export interface Admission {
  /** Counts the hit (one statement): seconds to wait, or 0 when it was within the limit. */
  count(): Promise<number>;
  /** Gives the place back without counting (the attempt was refused by another check first). */
  release(): void;
}

/** Past this many remembered buckets, those with nothing in flight and no live window are dropped. */
const REMEMBERED_BUCKETS = 10_000;

/** What one instance knows of a bucket between statements (`reserve`). */
interface Known {
  /** Reservations sent to the database and not answered yet. */
  pending: number;
  /** The hits the database last reported, inside the window ending at `windowEndsAt`. */
  hits: number;
  windowEndsAt: number;
  /** A reservation past the known budget is on its way to the database (one at a time). */
  probing: boolean;
  /** When the last such reservation was sent. */
  probedAt: number;
}

/**
 * A fixed-window counter kept in the database, so every app instance sees the same counts. A window opens at
 * a bucket's first hit and lasts `windowMs`; `Retry-After` is the whole window, never less than the wait.
 */
export function createRateLimiter(db: Db) {
  const known = new Map<string, Known>();

  function remember(bucket: string, now: number): Known {
    let k = known.get(bucket);
    if (!k) {
      if (known.size >= REMEMBERED_BUCKETS) {
        for (const [key, v] of known) if (v.pending === 0 && v.windowEndsAt <= now) known.delete(key);
      }
      k = { pending: 0, hits: 0, windowEndsAt: 0, probing: false, probedAt: 0 };
      known.set(bucket, k);
    }
    if (k.windowEndsAt <= now) k.hits = 0;
    return k;
  }

  /**
   * Whether `reserve` answers a hit without the database (true), sends it there as the one reservation past the
   * known budget ("probe"), or as an ordinary one (false). In flight counts as spent: a reservation on its way may
   * be the one that fills the bucket.
   */
  function refusesHere(k: Known, rule: RateLimit, now: number): boolean | "probe" {
    if (k.pending + (k.windowEndsAt <= now ? 0 : k.hits) < rule.limit) return false;
    return !k.probing && now - k.probedAt >= RECHECK_MS ? "probe" : true;
  }

  /** The upsert of `hit`; also how long the bucket's window has left, by the database's clock. */
  async function upsert(bucket: string, rule: RateLimit) {
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
      .returning({
        hits: rateLimits.hits,
        msLeft: sql<number>`(extract(epoch from ${rateLimits.windowStart} - now()) * 1000 + ${rule.windowMs}::integer)::float8`,
      });
    return { hits: row?.hits ?? 0, msLeft: Number(row?.msLeft ?? rule.windowMs) };
  }

  /**
   * The in-process gate in front of `hit`, for limits a burst aims at (sign-in), taken synchronously: this instance
   * sends at most the bucket's remaining budget to the database at once, and once the database has said the bucket
   * is full it remembers that until the window ends. A hit past what it knows is refused here (null), without a
   * statement — except one at a time, at most every 10 s, which goes to the database (the source of truth across
   * instances: another may have reset the bucket). An admitted hit holds its place in the budget until it is
   * counted (`count`, one statement) or given up (`release`, when another check refused the attempt first).
   */
  function admit(bucket: string, rule: RateLimit): Admission | null {
    const now = Date.now();
    const k = remember(bucket, now);
    const full = refusesHere(k, rule, now);
    if (full === true) return null;
    const probe = full === "probe";
    const probedBefore = k.probedAt;
    k.pending++;
    if (probe) {
      k.probing = true;
      k.probedAt = now;
    }
    let held = true;
    const settle = (counted: boolean) => {
      if (!held) return;
      held = false;
      k.pending--;
      if (!probe) return;
      k.probing = false;
      // A probe given up before the database saw it asked nothing: the next one may go at once.
      if (!counted) k.probedAt = probedBefore;
    };
    return {
      release: () => settle(false),
      async count() {
        try {
          const { hits, msLeft } = await upsert(bucket, rule);
          const endsAt = Date.now() + msLeft;
          // Answers of one window only grow; a new window (the old one ran out, or a reset) starts the count over.
          k.hits = Math.abs(endsAt - k.windowEndsAt) < 1000 ? Math.max(k.hits, hits) : hits;
          k.windowEndsAt = endsAt;
          return hits > rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
        } finally {
          settle(true);
        }
      },
    };
  }

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
      const { hits } = await upsert(bucket, rule);
      return hits > rule.limit ? Math.ceil(rule.windowMs / 1000) : 0;
    },
    admit,
    /** `admit` and `count` at once: seconds to wait (0: allowed); `checked` tells whether the database saw the hit. */
    async reserve(bucket: string, rule: RateLimit): Promise<{ wait: number; checked: boolean }> {
      const admitted = admit(bucket, rule);
      if (!admitted) return { wait: Math.ceil(rule.windowMs / 1000), checked: false };
      return { wait: await admitted.count(), checked: true };
    },
    /** Takes back a hit that turned out not to count (a reserved attempt that succeeded or was not evaluated). */
    async refund(bucket: string): Promise<void> {
      const k = known.get(bucket);
      if (k && k.hits > 0) k.hits--;
      await db
        .update(rateLimits)
        .set({ hits: sql`${rateLimits.hits} - 1` })
        .where(and(eq(rateLimits.bucket, bucket), gt(rateLimits.hits, 0)));
    },
    async reset(bucket: string): Promise<void> {
      known.delete(bucket);
      await db.delete(rateLimits).where(eq(rateLimits.bucket, bucket));
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
