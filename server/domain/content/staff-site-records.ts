import type { Db } from "../../db/client.ts";
import { notifyContentChanged } from "../catalog/catalog-changes.ts";

/**
 * What the site's editing services share: the answer of a change (the item, or why not), the refusal that rolls a
 * transaction back, and the unique-violation check that turns a race on a code into the same 400 as the pre-check.
 */

export type StaffSiteFailure =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; field: string; message: string };
export type StaffSiteResult<T> = { ok: true; value: T } | StaffSiteFailure;

/** Thrown inside a transaction to roll it back with the answer the caller gives. */
export class SiteRefusal extends Error {
  readonly failure: StaffSiteFailure;
  constructor(failure: StaffSiteFailure) {
    super("refused");
    this.failure = failure;
  }
}

export const notFound: StaffSiteFailure = { ok: false, reason: "not_found" };
export const invalid = (field: string, message: string): StaffSiteFailure => ({
  ok: false,
  reason: "invalid",
  field,
  message,
});

/** PostgreSQL's unique_violation, however deep the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Runs `change` in one transaction; a SiteRefusal (or a unique violation, answered as `onUnique`) rolls it back and
 * becomes the failure, so nothing half-written stays.
 */
export async function inTransaction<T>(
  db: Db,
  change: (tx: Db) => Promise<T>,
  onUnique?: StaffSiteFailure,
): Promise<StaffSiteResult<T>> {
  try {
    return {
      ok: true,
      value: await db.transaction(async (tx) => {
        const value = await change(tx);
        // Every instance's page cache drops the pages that show it, once this commits.
        await notifyContentChanged(tx);
        return value;
      }),
    };
  } catch (error) {
    if (error instanceof SiteRefusal) return error.failure;
    if (onUnique && isUniqueViolation(error)) return onUnique;
    throw error;
  }
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
