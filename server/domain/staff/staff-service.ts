import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type {
  StaffRole as ContractStaffRole,
  StaffAuditChange,
  StaffAuditEntry,
  StaffAuditFilters,
  StaffAuditListResponse,
} from "../../../contract/staff.ts";
import { STAFF_AUDIT_ACTION_TITLES, STAFF_AUDIT_OBJECT_TITLES } from "../../../contract/staff.ts";
import { addDays, moscowMidnight } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { STAFF_ROLES, staffAudit, staffMembers } from "../../db/schema/staff.ts";
import { toPagination } from "../lk/lk-mappers.ts";

export type StaffRole = (typeof STAFF_ROLES)[number];
export { STAFF_ROLES };

// The table's roles and the contract's are one list: either side gaining a role without the other fails the build.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rolesAgree: Same<StaffRole, ContractStaffRole> = true;
void rolesAgree;

/** Entries a page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 25;

/** The staff member acting, as every staff mutation receives it: for the audit entry and the message's author. */
export interface StaffActor {
  id: number;
  email: string;
  name: string;
  roles: StaffRole[];
  /** The client address of the request (server/api/client-address.ts), kept in the audit log. */
  address: string | null;
}

/** One audit entry; written in the same transaction as the change it describes, so neither exists without the other. */
export interface AuditEntry {
  action: string;
  objectType: string;
  objectId: string;
  before: unknown;
  after: unknown;
}

/** Writes the entry with `db`, which should be the transaction that makes the change. */
export async function recordAudit(db: Db, actor: StaffActor, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    address: actor.address,
  });
}

/**
 * The JSON diff of an audit entry: every leaf (a scalar, an array taken whole) whose value differs between `before`
 * and `after`, by its dotted path, in path order. An object that appears or disappears lists its leaves.
 */
export function auditChanges(before: unknown, after: unknown): StaffAuditChange[] {
  const out: StaffAuditChange[] = [];
  const walk = (path: string, a: unknown, b: unknown) => {
    if (isRecord(a) || isRecord(b)) {
      const left = isRecord(a) ? a : {};
      const right = isRecord(b) ? b : {};
      // A scalar that turned into an object (or back) is one change of the whole value, not a list of leaves.
      if ((a !== undefined && a !== null && !isRecord(a)) || (b !== undefined && b !== null && !isRecord(b))) {
        out.push({ field: path, before: a ?? null, after: b ?? null });
        return;
      }
      const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
      for (const key of keys) walk(path ? `${path}.${key}` : key, left[key], right[key]);
      return;
    }
    if (JSON.stringify(a ?? null) !== JSON.stringify(b ?? null)) {
      out.push({ field: path || "—", before: a ?? null, after: b ?? null });
    }
  };
  walk("", before, after);
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const titleOf = (titles: Readonly<Record<string, string>>, code: string) => titles[code] ?? code;

export function createStaffService(db: Db) {
  return {
    /** The roles of an active staff member; null for anyone else (clients, deactivated staff). */
    async roles(userId: number): Promise<StaffRole[] | null> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId));
      return row?.isActive ? row.roles : null;
    },

    audit: {
      /**
       * The audit log, newest first, 25 a page: by the employee (part of the e-mail), the action, the object kind
       * and id (exactly), and the Moscow dates of the change (both ends inclusive).
       */
      async list(filters: StaffAuditFilters, currentPage: number): Promise<StaffAuditListResponse> {
        const a = staffAudit;
        const where: SQL[] = [];
        const actor = filters.actor?.trim();
        // strpos, not LIKE: an e-mail's `_` or `%` is a character to find, not a wildcard.
        if (actor) where.push(sql`strpos(lower(${a.actorEmail}), ${actor.toLowerCase()}) > 0`);
        if (filters.action) where.push(eq(a.action, filters.action));
        if (filters.objectType) where.push(eq(a.objectType, filters.objectType));
        if (filters.objectId) where.push(eq(a.objectId, filters.objectId));
        if (filters.dateFrom) where.push(gte(a.at, moscowMidnight(filters.dateFrom)));
        if (filters.dateTo) where.push(lt(a.at, moscowMidnight(addDays(filters.dateTo, 1))));
        const condition = where.length > 0 ? and(...where) : undefined;

        const [[total], rows, actions, objectTypes] = await Promise.all([
          db.select({ n: count() }).from(a).where(condition),
          db
            .select({ entry: a, actorName: users.name })
            .from(a)
            .leftJoin(users, eq(users.id, a.actorId))
            .where(condition)
            .orderBy(desc(a.at), desc(a.id))
            .limit(AUDIT_PAGE_SIZE)
            .offset((currentPage - 1) * AUDIT_PAGE_SIZE),
          db.selectDistinct({ code: a.action }).from(a).orderBy(asc(a.action)),
          db.selectDistinct({ code: a.objectType }).from(a).orderBy(asc(a.objectType)),
        ]);

        const items = rows.map(
          ({ entry, actorName }): StaffAuditEntry => ({
            id: entry.id,
            at: entry.at.toISOString(),
            actorId: entry.actorId,
            actorEmail: entry.actorEmail,
            actorName: actorName ?? null,
            action: entry.action,
            actionTitle: titleOf(STAFF_AUDIT_ACTION_TITLES, entry.action),
            objectType: entry.objectType,
            objectTypeTitle: titleOf(STAFF_AUDIT_OBJECT_TITLES, entry.objectType),
            objectId: entry.objectId,
            before: entry.before ?? null,
            after: entry.after ?? null,
            changes: auditChanges(entry.before, entry.after),
            address: entry.address,
          }),
        );
        return {
          items,
          pagination: toPagination(currentPage, AUDIT_PAGE_SIZE, total?.n ?? 0),
          filters,
          actions: actions.map(({ code }) => ({ code, title: titleOf(STAFF_AUDIT_ACTION_TITLES, code) })),
          objectTypes: objectTypes.map(({ code }) => ({ code, title: titleOf(STAFF_AUDIT_OBJECT_TITLES, code) })),
        };
      },
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
