import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type SECURITY_EVENT_KINDS, securityEvents } from "../../db/schema/security.ts";

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

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
  await writer.insert(securityEvents).values({
    kind: event.kind,
    userId: event.userId ?? null,
    email: clean(event.email?.trim().toLowerCase(), 320),
    profileId: event.profileId ?? null,
    address: clean(event.address, 64),
    userAgent: clean(event.userAgent, 512),
    details: event.details ?? null,
  });
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

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/g;

function clean(value: string | null | undefined, max: number): string | null {
  if (!value) return null;
  return value.replace(CONTROL, " ").slice(0, max) || null;
}
