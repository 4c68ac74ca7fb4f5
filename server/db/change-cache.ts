import type { Database } from "./client.ts";

/**
 * The channels on which the database announces, by triggers (migration 0012), every change of rows the instances
 * keep in memory — whoever makes it, cascades included.
 * auth_changed: sessions (but their activity), users, profiles, user_profiles, user_mfa, lk_staff.
 * ledger_changed: lk_contracts, lk_payments (the schedule), lk_charges, lk_receipts.
 * notifications_changed: lk_notifications, lk_reviews, lk_contracts (a notification shows its contract's code).
 */
export const AUTH_CHANNEL = "auth_changed";
export const LEDGER_CHANNEL = "ledger_changed";
export const NOTIFICATIONS_CHANNEL = "notifications_changed";

/**
 * On PostgreSQL, the longest a kept value is served without a notification: the bound when notifications are lost
 * (the listening connection down, its reconnection not yet seen), so another instance's change shows within a second
 * even then. PGlite is one process whose notifications are delivered in it, never lost: its values are kept until a
 * change.
 */
export const KEPT_MAX_MS = 1000;

/** Where the database announces changes, and which database it is (PGlite never loses a notification). */
export type Changes = Pick<Database, "listen" | "kind">;

/** One channel of one database: a counter moved by every announcement, and whether listening has started. */
interface Feed {
  version: number;
  listening: boolean;
  subscribers: Set<() => void>;
  /** How long a value may be kept without a notification. */
  maxAgeMs: number;
}

/** One listener per database and channel, however many caches watch it (on PostgreSQL each is a connection). */
const feeds = new WeakMap<Changes, Map<string, Feed>>();

function feedOf(changes: Changes, channel: string): Feed {
  const byChannel = feeds.get(changes) ?? new Map<string, Feed>();
  feeds.set(changes, byChannel);
  const existing = byChannel.get(channel);
  if (existing) return existing;
  const maxAgeMs = changes.kind === "postgres" ? KEPT_MAX_MS : Number.POSITIVE_INFINITY;
  const feed: Feed = { version: 0, listening: false, subscribers: new Set(), maxAgeMs };
  byChannel.set(channel, feed);
  const changed = () => {
    feed.version++;
    for (const subscriber of feed.subscribers) subscriber();
  };
  changes.listen(channel, changed).then(
    () => {
      // Whatever was loaded before listening began may have missed a change.
      changed();
      feed.listening = true;
    },
    // Not listening (the database refused the connection): nothing is ever kept, every read goes to the database.
    () => undefined,
  );
  return feed;
}

/** Taken before a read of the database: the channel's count of changes then, and when. */
export interface Ticket {
  version: number;
  at: number;
}

export interface ChangeCache<K, V> {
  /**
   * The kept value of `key`, or `load()`'s, kept unless the channel announced a change while it loaded; concurrent
   * calls for a key share one load.
   */
  get(key: K, load: () => Promise<V>): Promise<V>;
  /** The kept value of `key`, if any (for a caller that loads by itself: `ticket`, its read, then `set`). */
  peek(key: K): V | undefined;
  /** Taken before a caller's own read: `set` keeps the value read only if nothing changed since. */
  ticket(): Ticket;
  set(key: K, value: V, ticket: Ticket): void;
  delete(key: K): void;
}

/**
 * Freezes a value and everything in it: a kept answer is handed to every request that asks, so a caller changing it
 * in place would change it for all; this makes such a caller fail at once instead.
 */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Values read from the database, kept until the channel announces a change (then all are dropped: changes are rare
 * beside reads) and on PostgreSQL at most KEPT_MAX_MS from their read; at most `maxEntries`, the oldest dropped first. Without
 * `changes`, or until listening has started, nothing is kept.
 */
export function createChangeCache<K, V>(
  changes: Changes | undefined,
  channel: string,
  maxEntries: number,
): ChangeCache<K, V> {
  const feed = changes ? feedOf(changes, channel) : undefined;
  const kept = new Map<K, { value: V; at: number }>();
  const loading = new Map<K, { version: number; promise: Promise<V> }>();
  feed?.subscribers.add(() => kept.clear());

  /** -1 while nothing may be kept. */
  const ticket = (): Ticket => ({ version: feed?.listening ? feed.version : -1, at: Date.now() });
  const peek = (key: K) => {
    const entry = kept.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at < (feed?.maxAgeMs ?? 0)) return entry.value;
    kept.delete(key);
    return undefined;
  };
  const set = (key: K, value: V, taken: Ticket) => {
    if (!feed?.listening || taken.version !== feed.version) return;
    kept.delete(key);
    kept.set(key, { value, at: taken.at });
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as K);
  };

  return {
    async get(key, load) {
      const hit = peek(key);
      if (hit !== undefined) return hit;
      const taken = ticket();
      const pending = loading.get(key);
      if (pending && taken.version >= 0 && pending.version === taken.version) return pending.promise;
      const promise = load();
      if (taken.version >= 0) loading.set(key, { version: taken.version, promise });
      try {
        const value = await promise;
        set(key, value, taken);
        return value;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },
    peek,
    ticket,
    set,
    delete: (key) => void kept.delete(key),
  };
}
