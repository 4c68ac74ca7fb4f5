import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  CLIENT_SECURITY_EVENT_KINDS,
  type SecurityEvent as ClientSecurityEvent,
  type SecurityEventKind,
} from "../../../contract/security-events.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { securityEvents } from "../../db/schema/security.ts";

/** One entry of the security events log (issue 17, ASVS 5.0 16.3): who, what, from where. */
export interface SecurityEvent {
  kind: SecurityEventKind;
  userId?: number | null;
  /** The e-mail tried or acted on: kept for failures of unknown accounts. */
  email?: string | null;
  profileId?: number | null;
  address?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown> | null;
}

/** The database or a transaction: an event is written with the change it reports, so neither exists alone. */
type Writer = Pick<Db, "insert">;

/**
 * Records a security event. Free-text fields are cut to sane lengths and stripped of control characters, so a
 * crafted User-Agent or e-mail cannot forge lines in an export or a log view of the events.
 */
export async function recordSecurityEvent(writer: Writer, event: SecurityEvent): Promise<void> {
  await writer.insert(securityEvents).values(eventRow(event));
}

function eventRow(event: SecurityEvent) {
  return {
    kind: event.kind,
    userId: event.userId ?? null,
    email: clean(event.email?.trim().toLowerCase(), 320),
    profileId: event.profileId ?? null,
    address: clean(event.address, 64),
    userAgent: clean(event.userAgent, 512),
    details: event.details ?? null,
  };
}

/** Events queued this long are written together. */
const BATCH_DELAY_MS = 200;

/**
 * Events of attempts refused without a statement (a sign-in burst the in-process gate answers): queued and
 * written as one insert a moment later, so a burst of a hundred refusals costs two statements, not a hundred, and
 * each is still recorded. Events naming only an e-mail get its account's id in the same pass, so the owner sees
 * them among their own.
 */
export function createSecurityEventBatch(db: Db, onError: (error: unknown) => void) {
  let queued: SecurityEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();

  /**
   * One statement whatever the batch's size, its rows one JSON parameter: Drizzle's multi-row insert builds a
   * placeholder per value, which for a burst's hundred rows cost the main thread more than the requests did.
   */
  async function write(events: SecurityEvent[]): Promise<void> {
    const rows = JSON.stringify(events.map(eventRow));
    await db.execute(sql`
      insert into ${securityEvents} (kind, user_id, email, profile_id, address, user_agent, details)
      select r.kind, coalesce(r.user_id, (select u.id from ${users} u where u.email = r.email)), r.email,
             r.profile_id, r.address, r.user_agent, r.details
      from jsonb_to_recordset(${rows}::jsonb)
        as r(kind text, user_id integer, email text, profile_id integer, address text, user_agent text, details jsonb)`);
  }

  /** Writes what is queued now; resolves when it (and any earlier pass) is written. */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const events = queued;
    queued = [];
    if (events.length > 0) writing = writing.then(() => write(events)).catch(onError);
    return writing;
  }

  return {
    add(event: SecurityEvent): void {
      queued.push(event);
      if (!timer) {
        timer = setTimeout(() => void flush(), BATCH_DELAY_MS);
        timer.unref();
      }
    },
    flush,
  };
}

/** A user's own events, newest first (the tests and the settings' history read them). */
export async function securityEventsOf(db: Db, userId: number, kind?: SecurityEventKind, limit = 50) {
  return db
    .select()
    .from(securityEvents)
    .where(
      kind ? and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)) : eq(securityEvents.userId, userId),
    )
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
}

/**
 * The events a person sees of their own account (settings «Сеансы»): sign-ins, failures, new devices, password
 * and second-factor changes; newest first, the newest `limit`.
 */
export async function clientSecurityEvents(db: Db, userId: number, limit = 50): Promise<ClientSecurityEvent[]> {
  const rows = await db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), inArray(securityEvents.kind, [...CLIENT_SECURITY_EVENT_KINDS])))
    .orderBy(desc(securityEvents.at), desc(securityEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ClientSecurityEvent["kind"],
    at: r.at.toISOString(),
    address: r.address,
    userAgent: r.userAgent,
    reason: typeof r.details?.reason === "string" ? r.details.reason : null,
  }));
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;

function clean(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.replace(CONTROL, " ").slice(0, max) || null;
}
