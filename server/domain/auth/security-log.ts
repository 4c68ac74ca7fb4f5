import { and, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import {
  ACCESS_DENIED_REASONS,
  SECURITY_EVENT_KINDS,
  SECURITY_EVENT_TITLES,
  SIGN_IN_FAILURE_REASONS,
} from "../../../contract/security-events.ts";
import {
  STAFF_SECURITY_PAGE_SIZE,
  type StaffSecurityEvent,
  type StaffSecurityFilters,
  type StaffSecurityListResponse,
} from "../../../contract/staff-security.ts";
import { addDays, moscowMidnight } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { securityEvents } from "../../db/schema/security.ts";
import { toPagination } from "../lk/lk-mappers.ts";

/** The reason of an event in words: a sign-in failure's or a refused authorisation's. */
function reasonOf(kind: StaffSecurityEvent["kind"], details: Record<string, unknown> | null): string | null {
  const reason = typeof details?.reason === "string" ? details.reason : null;
  if (!reason) return null;
  const words = kind === "access.denied" ? ACCESS_DENIED_REASONS[reason] : SIGN_IN_FAILURE_REASONS[reason];
  return words ?? reason;
}

function pathOf(details: Record<string, unknown> | null): string | null {
  if (typeof details?.method !== "string" || typeof details.path !== "string") return null;
  return `${details.method} ${details.path}`;
}

/**
 * «Журнал безопасности» (issue 17, ASVS 16.3): every account's security events for the administrator — who, what,
 * from where, why refused — filtered by kind, e-mail, address and period, newest first. `flush` writes the
 * events queued by the in-process sign-in gate first, so a burst just refused is already in the list.
 */
export function createSecurityLog(deps: { db: Db; flush: () => Promise<void> }) {
  const { db } = deps;
  return {
    async list(filters: StaffSecurityFilters, currentPage: number): Promise<StaffSecurityListResponse> {
      await deps.flush();
      const e = securityEvents;
      const where: SQL[] = [];
      if (filters.kind) where.push(eq(e.kind, filters.kind));
      const email = filters.email?.trim().toLowerCase();
      // strpos, not LIKE: an e-mail's `_` or `%` is a character to find, not a wildcard.
      if (email) where.push(sql`strpos(coalesce(${e.email}, ''), ${email}) > 0`);
      if (filters.address) where.push(eq(e.address, filters.address));
      if (filters.dateFrom) where.push(gte(e.at, moscowMidnight(filters.dateFrom)));
      if (filters.dateTo) where.push(lt(e.at, moscowMidnight(addDays(filters.dateTo, 1))));
      const condition = where.length > 0 ? and(...where) : undefined;

      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(e).where(condition),
        db
          .select({ event: e, userName: users.name, role: users.role })
          .from(e)
          .leftJoin(users, eq(users.id, e.userId))
          .where(condition)
          .orderBy(desc(e.at), desc(e.id))
          .limit(STAFF_SECURITY_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_SECURITY_PAGE_SIZE),
      ]);

      const items = rows.map(
        ({ event, userName, role }): StaffSecurityEvent => ({
          id: event.id,
          at: event.at.toISOString(),
          kind: event.kind,
          kindTitle: SECURITY_EVENT_TITLES[event.kind],
          email: event.email,
          userName: userName ?? null,
          area: role ?? null,
          address: event.address,
          userAgent: event.userAgent,
          reason: reasonOf(event.kind, event.details ?? null),
          path: event.kind === "access.denied" ? pathOf(event.details ?? null) : null,
        }),
      );
      return {
        items,
        pagination: toPagination(currentPage, STAFF_SECURITY_PAGE_SIZE, Number(total?.n ?? 0)),
        filters,
        kinds: SECURITY_EVENT_KINDS.map((code) => ({ code, title: SECURITY_EVENT_TITLES[code] })),
      };
    },
  };
}
