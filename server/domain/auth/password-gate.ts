import { availableParallelism } from "node:os";
import { verifyPassword } from "../../infra/crypto.ts";

/**
 * One hash per core but one: each scrypt takes 32 MiB and a libuv worker for ~100 ms of a core; unbounded, a burst
 * of sign-ins takes every worker (file reads, DNS and the others queue behind) and the memory, and hashes on every
 * core starve the main thread, where every page renders. The product runs on 2 cores: one hash at a time there
 * (the sign-in burst bench measured the home page's p95 halve against two at a time).
 */
const CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
/** Waiting beyond the running ones: at ~100 ms a hash, the last in the queue answers within about 2 s. */
const QUEUED_HASHES = 32;

/**
 * Password checks through a small semaphore: a burst queues instead of saturating the thread pool, and a check
 * that would wait behind a full queue is refused at once ("busy") rather than stalling every request.
 */
export function createPasswordGate(limits = { concurrent: CONCURRENT_HASHES, queued: QUEUED_HASHES }) {
  let running = 0;
  let computed = 0;
  const waiting: Array<() => void> = [];

  async function verify(password: string, stored: string): Promise<boolean | "busy"> {
    if (running >= limits.concurrent) {
      if (waiting.length >= limits.queued) return "busy";
      // The slot is handed over by the check that finishes, so `running` stays counted across the hand-over.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    try {
      computed++;
      return await verifyPassword(password, stored);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    verify,
    /** Password hashes computed since start (the limit tests count evaluated attempts by it). */
    computed: () => computed,
  };
}

export type PasswordGate = ReturnType<typeof createPasswordGate>;
