import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { STAFF_ROLES, staffAudit, staffMembers } from "../../db/schema/staff.ts";

export type StaffRole = (typeof STAFF_ROLES)[number];
export { STAFF_ROLES };

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

export function createStaffService(db: Db) {
  return {
    /** The roles of an active staff member; null for anyone else (clients, deactivated staff). */
    async roles(userId: number): Promise<StaffRole[] | null> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.userId, userId));
      return row?.isActive ? row.roles : null;
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
