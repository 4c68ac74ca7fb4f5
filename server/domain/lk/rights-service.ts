import { and, asc, eq } from "drizzle-orm";
import { CLIENT_RIGHT_TITLES, CLIENT_RIGHTS, type ClientRight, normalizeRights } from "../../../contract/lk-rights.ts";
import { AUTH_CHANNEL, createChangeCache } from "../../db/change-cache.ts";
import type { Db } from "../../db/client.ts";
import { sessions, userProfiles } from "../../db/schema/accounts.ts";
import { lkStaff } from "../../db/schema/lk.ts";
import { recordSecurityEvent } from "../auth/security-events.ts";
import type { LkContext } from "./lk-context.ts";

/**
 * Rights of the people acting for a profile (ADR 031). A user acts for a profile through a `user_profiles` link.
 * With an `lk_staff` row of the profile naming the user, the rights are that row's; without one the user is the
 * account holder the lessor registered and holds every right. No link, no rights at all (null).
 */
export async function rightsOf(db: Db, userId: number, profileId: number): Promise<ClientRight[] | null> {
  const rows = await db
    .select({ rights: lkStaff.rights })
    .from(userProfiles)
    .leftJoin(lkStaff, and(eq(lkStaff.profileId, userProfiles.profileId), eq(lkStaff.userId, userProfiles.userId)))
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.profileId, profileId)))
    .orderBy(asc(lkStaff.id));
  const [first] = rows;
  if (!first) return null;
  return first.rights === null ? [...CLIENT_RIGHTS] : normalizeRights(first.rights);
}

/** Who changes someone's rights: the acting user on the active profile, and where the request came from. */
export interface RightsActor {
  userId: number;
  profileId: number;
  address?: string | null;
  userAgent?: string | null;
}

export type FieldProblem = { field: string; message: string };
export type StaffChangeResult = { ok: true } | { ok: false; notFound: true } | { ok: false; errors: FieldProblem[] };

/** The rights the actor may not hand out: those the actor does not hold (nobody grants more than they have). */
export function rightsBeyond(actor: readonly ClientRight[], wanted: readonly ClientRight[]): ClientRight[] {
  return wanted.filter((right) => !actor.includes(right));
}

export function grantProblem(actor: readonly ClientRight[], wanted: readonly ClientRight[]): FieldProblem | null {
  const beyond = rightsBeyond(actor, wanted);
  if (beyond.length === 0) return null;
  const titles = beyond.map((r) => `«${CLIENT_RIGHT_TITLES[r]}»`).join(", ");
  return { field: "rights", message: `Нельзя выдать права, которых нет у вас: ${titles}` };
}

/** Users' rights on profiles kept at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_RIGHTS = 20_000;

export function createRightsService(ctx: LkContext) {
  const { db } = ctx;
  /**
   * The rights every account call checks, as last read: a change of lk_staff or user_profiles (here, in the back
   * office, by a cascade) is announced by the database and drops them all — on this instance before the changing
   * call returns, on the others within a second (ADR 038).
   */
  const kept = createChangeCache<string, ClientRight[] | null>(ctx.changes, AUTH_CHANNEL, KEPT_RIGHTS);

  /**
   * The lk_staff row `staffId` of the actor's profile and whether the actor may change it: not their own row
   * (nobody removes their own administrator rights by mistake), and not a person holding a right the actor lacks.
   */
  async function targetOf(actor: RightsActor, staffId: number) {
    const [row] = await db
      .select()
      .from(lkStaff)
      .where(and(eq(lkStaff.id, staffId), eq(lkStaff.profileId, actor.profileId)));
    if (!row) return { ok: false as const, notFound: true as const };
    const actorRights = (await rightsOf(db, actor.userId, actor.profileId)) ?? [];
    if (row.userId === actor.userId) {
      return {
        ok: false as const,
        errors: [{ field: "id", message: "Свои права изменить нельзя: попросите другого администратора профиля" }],
      };
    }
    if (rightsBeyond(actorRights, normalizeRights(row.rights)).length > 0) {
      return {
        ok: false as const,
        errors: [
          {
            field: "id",
            message: "У сотрудника есть права, которых нет у вас: изменить их может администратор профиля",
          },
        ],
      };
    }
    return { ok: true as const, row, actorRights };
  }

  return {
    /** The user's rights on the profile, or null when the user does not act for it. */
    async of(userId: number, profileId: number): Promise<ClientRight[] | null> {
      const rights = await kept.get(`${userId}:${profileId}`, () => rightsOf(db, userId, profileId));
      // A copy: the kept list is every request's.
      return rights && [...rights];
    },

    /** Sets a person's rights on the actor's profile; recorded as a security event with the change. */
    async change(actor: RightsActor, staffId: number, wanted: ClientRight[]): Promise<StaffChangeResult> {
      const target = await targetOf(actor, staffId);
      if (!target.ok) return target;
      const rights = normalizeRights(wanted);
      const problem = grantProblem(target.actorRights, rights);
      if (problem) return { ok: false, errors: [problem] };
      await db.transaction(async (tx) => {
        await tx.update(lkStaff).set({ rights }).where(eq(lkStaff.id, target.row.id));
        await recordSecurityEvent(tx, {
          kind: "rights.change",
          userId: target.row.userId,
          email: target.row.email,
          profileId: actor.profileId,
          address: actor.address,
          userAgent: actor.userAgent,
          details: { by: actor.userId, staffId, from: normalizeRights(target.row.rights), to: rights },
        });
      });
      return { ok: true };
    },

    /**
     * Removes a person from the profile: the row leaves the list and, if the person signs in, the link to the
     * profile goes. Their sessions stay (ADR 031: nothing else ends), moved off this profile to another of theirs.
     */
    async remove(actor: RightsActor, staffId: number): Promise<StaffChangeResult> {
      const target = await targetOf(actor, staffId);
      if (!target.ok) return target;
      const { row } = target;
      await db.transaction(async (tx) => {
        await tx.delete(lkStaff).where(eq(lkStaff.id, row.id));
        if (row.userId !== null) {
          await tx
            .delete(userProfiles)
            .where(and(eq(userProfiles.userId, row.userId), eq(userProfiles.profileId, actor.profileId)));
          const [next] = await tx
            .select({ profileId: userProfiles.profileId })
            .from(userProfiles)
            .where(eq(userProfiles.userId, row.userId))
            .orderBy(asc(userProfiles.profileId))
            .limit(1);
          await tx
            .update(sessions)
            .set({ activeProfileId: next?.profileId ?? null })
            .where(and(eq(sessions.userId, row.userId), eq(sessions.activeProfileId, actor.profileId)));
        }
        await recordSecurityEvent(tx, {
          kind: "rights.change",
          userId: row.userId,
          email: row.email,
          profileId: actor.profileId,
          address: actor.address,
          userAgent: actor.userAgent,
          details: { by: actor.userId, staffId, from: normalizeRights(row.rights), to: [], removed: true },
        });
      });
      return { ok: true };
    },
  };
}
