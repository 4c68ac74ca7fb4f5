import { and, asc, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { CLIENT_RIGHT_TITLES, type ClientRight, normalizeRights } from "../../../contract/lk-rights.ts";
import type { InviteInfo, StaffInvite } from "../../../contract/lk-settings.ts";
import { PASSWORD_MESSAGES, passwordRuleProblem } from "../../../contract/password.ts";
import type { Db } from "../../db/client.ts";
import { profiles, userProfiles, users } from "../../db/schema/accounts.ts";
import { lkStaff } from "../../db/schema/lk.ts";
import { lkStaffInvites } from "../../db/schema/security.ts";
import { hashPassword, randomToken, sha256 } from "../../infra/crypto.ts";
import type { AuthService, SessionClient } from "../auth/auth-service.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { recordSecurityEvent } from "../auth/security-events.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { RateLimit, RateLimiter } from "../rate-limiter.ts";
import { type FieldProblem, grantProblem, type RightsActor, rightsOf } from "./rights-service.ts";

/** An invitation link lives a week: long enough for a colleague back from a trip, short enough to go stale. */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;
/** Invitations a profile may send a day: a team grows by a few people, a mailbox bomber by thousands. */
export const INVITES_PER_PROFILE: RateLimit = { limit: 20, windowMs: 24 * 3_600_000 };
/** A sign-in key that only carries the new account from the invitation straight into its first session. */
const FIRST_SIGN_IN_TTL_MS = 60_000;

export interface StaffInvitesDeps {
  db: Db;
  outbox: MailOutbox;
  auth: AuthService;
  limiter: RateLimiter;
  /** The site's origin, for the link in the e-mail. */
  publicUrl: string;
  now?: () => Date;
}

export type InviteResult =
  | { ok: true; invite: StaffInvite }
  | { ok: false; errors: FieldProblem[] }
  | { ok: false; retryAfter: number };
export type AcceptResult =
  | { ok: true; signedIn: false }
  | { ok: true; signedIn: true; token: string }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "undecryptable" }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] };

type InviteRow = typeof lkStaffInvites.$inferSelect;

/** Thrown inside the acceptance's transaction to undo it whole. */
class AcceptAborted extends Error {}

/**
 * Invitations of a client's colleagues to a profile (ADR 031): an e-mailed one-time link (7 days, its key's
 * SHA-256 stored) through which the colleague sets a name and a password — or, with an account already, just
 * accepts — and acts for the profile with the rights the administrator chose.
 */
export function createStaffInvitesService({
  db,
  outbox,
  auth,
  limiter,
  publicUrl,
  now = () => new Date(),
}: StaffInvitesDeps) {
  const toInvite = (row: InviteRow, invitedBy: string | null): StaffInvite => ({
    id: row.id,
    email: row.email,
    name: row.name,
    position: row.position,
    rights: normalizeRights(row.rights),
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now(),
  });

  /** A live invitation of a key: not accepted, not expired (a revoked one is deleted). */
  async function liveInvite(key: string) {
    const [row] = await db
      .select({ invite: lkStaffInvites, profileTitle: profiles.title })
      .from(lkStaffInvites)
      .innerJoin(profiles, eq(profiles.id, lkStaffInvites.profileId))
      .where(
        and(
          eq(lkStaffInvites.keyHash, sha256(key)),
          isNull(lkStaffInvites.acceptedAt),
          gt(lkStaffInvites.expiresAt, now()),
        ),
      );
    return row;
  }

  const emailOf = (email: string) => email.trim().toLowerCase();

  return {
    async list(profileId: number): Promise<StaffInvite[]> {
      const rows = await db
        .select({ invite: lkStaffInvites, invitedBy: users.name })
        .from(lkStaffInvites)
        .leftJoin(users, eq(users.id, lkStaffInvites.invitedBy))
        .where(and(eq(lkStaffInvites.profileId, profileId), isNull(lkStaffInvites.acceptedAt)))
        .orderBy(desc(lkStaffInvites.createdAt), desc(lkStaffInvites.id));
      return rows.map((r) => toInvite(r.invite, r.invitedBy));
    },

    /**
     * Invites a colleague to the actor's profile. Nobody grants a right they do not hold; a person already acting
     * for the profile is not invited again; an earlier invitation of the same e-mail to the profile is replaced
     * (its link stops working). The e-mail goes out with the invitation, in one transaction.
     */
    async invite(
      actor: RightsActor,
      input: { email: string; name: string; position: string; rights: ClientRight[] },
    ): Promise<InviteResult> {
      const email = emailOf(input.email);
      const rights = normalizeRights(input.rights);
      const actorRights = (await rightsOf(db, actor.userId, actor.profileId)) ?? [];
      const errors: FieldProblem[] = [];
      const grant = grantProblem(actorRights, rights);
      if (grant) errors.push(grant);
      const [existing] = await db.select().from(users).where(eq(users.email, email));
      if (existing?.role === "staff") {
        errors.push({ field: "email", message: "Это адрес сотрудника лизинговой компании: пригласить его нельзя" });
      } else if (existing) {
        const [linked] = await db
          .select()
          .from(userProfiles)
          .where(and(eq(userProfiles.userId, existing.id), eq(userProfiles.profileId, actor.profileId)));
        if (linked) errors.push({ field: "email", message: "Этот сотрудник уже работает с профилем" });
      }
      if (errors.length > 0) return { ok: false, errors };
      // Counted only for invitations that go out: a refused form costs nothing.
      const wait = await limiter.hit(`staff-invite:profile:${actor.profileId}`, INVITES_PER_PROFILE);
      if (wait > 0) return { ok: false, retryAfter: wait };

      const key = randomToken();
      const link = new URL("/login/invite", publicUrl);
      link.searchParams.set("key", key);
      const created = now();
      const expiresAt = new Date(created.getTime() + INVITE_TTL_MS);
      const row = await db.transaction(async (tx) => {
        await tx
          .delete(lkStaffInvites)
          .where(
            and(
              eq(lkStaffInvites.profileId, actor.profileId),
              eq(lkStaffInvites.email, email),
              isNull(lkStaffInvites.acceptedAt),
            ),
          );
        const [inserted] = await tx
          .insert(lkStaffInvites)
          .values({
            profileId: actor.profileId,
            email,
            name: input.name,
            position: input.position,
            rights,
            keyHash: sha256(key),
            invitedBy: actor.userId,
            createdAt: created,
            expiresAt,
          })
          .returning();
        const [profile] = await tx.select().from(profiles).where(eq(profiles.id, actor.profileId));
        const [inviter] = await tx.select().from(users).where(eq(users.id, actor.userId));
        if (!inserted || !profile || !inviter) throw new Error("staff invite: the profile or the inviter is gone");
        await recordSecurityEvent(tx, {
          kind: "staff.invite",
          userId: actor.userId,
          email,
          profileId: actor.profileId,
          address: actor.address,
          userAgent: actor.userAgent,
          details: { inviteId: inserted.id, rights },
        });
        await outbox.enqueue(tx, {
          to: email,
          subject: `Приглашение в личный кабинет Лизинг-Авто: ${profile.title}`,
          text: [
            `Здравствуйте, ${input.name}!`,
            "",
            `${inviter.name} приглашает вас работать в личном кабинете Лизинг-Авто от имени «${profile.title}».`,
            `Ваши права: ${rights.map((r) => CLIENT_RIGHT_TITLES[r]).join(", ")}.`,
            "",
            "Чтобы принять приглашение, откройте ссылку:",
            "",
            link.toString(),
            "",
            "Ссылка действует 7 дней и только один раз.",
            "Если вы не ждали этого письма, ничего не делайте: без ссылки доступа к кабинету не будет.",
          ].join("\n"),
        });
        return { invite: inserted, inviter: inviter.name };
      });
      void outbox.deliverSoon();
      return { ok: true, invite: toInvite(row.invite, row.inviter) };
    },

    /** Withdraws an invitation not accepted yet; false when the profile has no such invitation. */
    async revoke(actor: RightsActor, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(lkStaffInvites)
          .where(
            and(
              eq(lkStaffInvites.id, id),
              eq(lkStaffInvites.profileId, actor.profileId),
              isNull(lkStaffInvites.acceptedAt),
            ),
          )
          .returning();
        if (!gone) return false;
        await recordSecurityEvent(tx, {
          kind: "rights.change",
          userId: null,
          email: gone.email,
          profileId: actor.profileId,
          address: actor.address,
          userAgent: actor.userAgent,
          details: { by: actor.userId, inviteId: gone.id, revoked: true, rights: normalizeRights(gone.rights) },
        });
        return true;
      });
    },

    /** What the invitation page shows; null when the link is not a live invitation. */
    async info(key: string): Promise<InviteInfo | null> {
      const found = await liveInvite(key);
      if (!found) return null;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, found.invite.email));
      return {
        profileTitle: found.profileTitle,
        email: found.invite.email,
        name: found.invite.name,
        rights: normalizeRights(found.invite.rights),
        hasAccount: user !== undefined,
        expiresAt: found.invite.expiresAt.toISOString(),
      };
    },

    /**
     * Accepts an invitation. A new e-mail: the name and a password (the policy of password changes) make the
     * account, which is signed in at once. An account that exists: the profile is added to it and the person
     * signs in as usual (a link must not stand in for a password or a second factor). The key is spent in the
     * transaction that grants the access, so a refused password leaves the link usable and two uses cannot both
     * succeed.
     */
    async accept(
      input: { key: string; name?: string; password?: string },
      client: SessionClient & { previousToken?: string },
    ): Promise<AcceptResult> {
      const found = await liveInvite(input.key);
      if (!found) return { ok: false, reason: "gone" };
      const { invite } = found;
      const [existing] = await db.select().from(users).where(eq(users.email, invite.email));
      if (existing?.role === "staff") return { ok: false, reason: "gone" };

      let newAccount: { name: string; passwordHash: string } | null = null;
      if (!existing) {
        const errors: FieldProblem[] = [];
        const name = input.name?.trim() || invite.name;
        if (input.password === undefined) {
          errors.push({ field: "password", message: "Придумайте пароль" });
          return { ok: false, reason: "invalid", errors };
        }
        const password = await auth.decryptPassword(input.password);
        if (password === null) return { ok: false, reason: "undecryptable" };
        // The policy of every new password (ADR 026): the rules, then the shipped list of common passwords.
        const weak =
          passwordRuleProblem(password, invite.email) ??
          ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : undefined);
        if (weak) return { ok: false, reason: "invalid", errors: [{ field: "password", message: weak }] };
        newAccount = { name, passwordHash: await hashPassword(password) };
      }

      const userId = await db
        .transaction(async (tx) => {
          const [spent] = await tx
            .update(lkStaffInvites)
            .set({ acceptedAt: now() })
            .where(
              and(
                eq(lkStaffInvites.id, invite.id),
                isNull(lkStaffInvites.acceptedAt),
                gt(lkStaffInvites.expiresAt, now()),
              ),
            )
            .returning({ id: lkStaffInvites.id });
          if (!spent) return null;
          let id = existing?.id;
          if (!id && newAccount) {
            const [created] = await tx
              .insert(users)
              .values({
                email: invite.email,
                name: newAccount.name,
                passwordHash: newAccount.passwordHash,
                role: "client",
              })
              .onConflictDoNothing()
              .returning({ id: users.id });
            // Someone registered the e-mail between the check and now: nothing is kept, the link stays usable.
            if (!created) throw new AcceptAborted();
            id = created.id;
          }
          if (!id) return null;
          const [first] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(userProfiles)
            .where(eq(userProfiles.userId, id));
          await tx
            .insert(userProfiles)
            .values({
              userId: id,
              profileId: invite.profileId,
              position: invite.position,
              isDefault: (first?.n ?? 0) === 0,
            })
            .onConflictDoNothing();
          // A contact of the profile with the same e-mail becomes this person; otherwise a new row of the list.
          const [contact] = await tx
            .select({ id: lkStaff.id })
            .from(lkStaff)
            .where(
              and(
                eq(lkStaff.profileId, invite.profileId),
                isNull(lkStaff.userId),
                sql`lower(${lkStaff.email}) = ${invite.email}`,
              ),
            )
            .orderBy(asc(lkStaff.id))
            .limit(1);
          const rights = normalizeRights(invite.rights);
          if (contact) {
            await tx.update(lkStaff).set({ userId: id, rights }).where(eq(lkStaff.id, contact.id));
          } else {
            const [last] = await tx
              .select({ sort: sql<number>`coalesce(max(${lkStaff.sort}), -1)::int` })
              .from(lkStaff)
              .where(eq(lkStaff.profileId, invite.profileId));
            await tx.insert(lkStaff).values({
              profileId: invite.profileId,
              userId: id,
              name: newAccount?.name ?? existing?.name ?? invite.name,
              position: invite.position,
              email: invite.email,
              phone: existing?.phone ?? null,
              rights,
              sort: (last?.sort ?? -1) + 1,
            });
          }
          await recordSecurityEvent(tx, {
            kind: "rights.change",
            userId: id,
            email: invite.email,
            profileId: invite.profileId,
            address: client.address,
            userAgent: client.userAgent,
            details: { inviteId: invite.id, accepted: true, by: invite.invitedBy, from: [], to: rights },
          });
          return id;
        })
        .catch((error: unknown) => {
          if (error instanceof AcceptAborted) return null;
          throw error;
        });
      if (userId === null) return { ok: false, reason: "gone" };
      if (!newAccount) return { ok: true, signedIn: false };
      const signIn = await auth.signInWithKey(
        await auth.issueLoginKey(userId, "signin", FIRST_SIGN_IN_TTL_MS),
        client.previousToken,
        client,
      );
      return signIn.ok ? { ok: true, signedIn: true, token: signIn.token } : { ok: true, signedIn: false };
    },
  };
}

export type StaffInvitesService = ReturnType<typeof createStaffInvitesService>;
