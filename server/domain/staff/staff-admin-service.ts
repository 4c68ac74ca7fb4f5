import { and, asc, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import { PASSWORD_MESSAGES, passwordRuleProblem } from "../../../contract/password.ts";
import { STAFF_ROLE_TITLES } from "../../../contract/staff.ts";
import {
  STAFF_ADMIN_MESSAGES,
  STAFF_INVITE_LANDING,
  STAFF_INVITE_TTL_HOURS,
  type StaffEmployee,
  type StaffEmployeeInvite,
  type StaffEmployeesResponse,
  type StaffInviteInfo,
} from "../../../contract/staff-admin.ts";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/accounts.ts";
import { securityEvents, userDevices, userMfa } from "../../db/schema/security.ts";
import { staffInvites, staffMembers } from "../../db/schema/staff.ts";
import { hashPassword, randomToken, sha256 } from "../../infra/crypto.ts";
import type { AuthService, SessionClient } from "../auth/auth-service.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { recordSecurityEvent } from "../auth/security-events.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { recordAudit, STAFF_ROLES, type StaffActor, type StaffRole } from "./staff-service.ts";

const INVITE_TTL_MS = STAFF_INVITE_TTL_HOURS * 3_600_000;
/** A sign-in key that only carries the new employee from the invitation straight into the first session. */
const FIRST_SIGN_IN_TTL_MS = 60_000;

export interface StaffAdminDeps {
  db: Db;
  outbox: MailOutbox;
  auth: AuthService;
  /** The site's origin, for the link in the e-mail. */
  publicUrl: string;
  now?: () => Date;
}

export interface FieldProblem {
  field: string;
  message: string;
}

export type StaffAdminResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] }
  | { ok: false; reason: "conflict"; message: string };

export type StaffAcceptResult =
  | { ok: true; signedIn: true; token: string; next: string }
  | { ok: true; signedIn: false; next: string }
  | { ok: false; reason: "gone" }
  | { ok: false; reason: "undecryptable" }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] };

type InviteRow = typeof staffInvites.$inferSelect;

/** Thrown inside a transaction to undo it whole and answer the carried result. */
class Refusal extends Error {
  readonly result: { ok: false; reason: "conflict"; message: string } | { ok: false; reason: "gone" };
  constructor(result: Refusal["result"]) {
    super("refused");
    this.result = result;
  }
}

/** The roles in the order of STAFF_ROLES, so that equal sets compare (and audit) equal. */
const ordered = (roles: readonly StaffRole[]) => STAFF_ROLES.filter((r) => roles.includes(r));

/**
 * «Сотрудники» (issue 15): the administrator invites employees by a one-time e-mailed link (72 hours, its key's
 * SHA-256 stored), changes their roles, deactivates them (every session ends at once) and activates them again.
 * Each change writes its audit entry in the same transaction; the last active administrator cannot be taken away,
 * so the back office always has someone who can manage it.
 */
export function createStaffAdminService({ db, outbox, auth, publicUrl, now = () => new Date() }: StaffAdminDeps) {
  const toInvite = (row: InviteRow, invitedBy: string | null): StaffEmployeeInvite => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: ordered(row.roles),
    invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now(),
  });

  async function employees(actorId: number, only?: number): Promise<StaffEmployee[]> {
    const lastSignIn = db
      .select({ userId: securityEvents.userId, at: max(securityEvents.at).as("last_at") })
      .from(securityEvents)
      .where(eq(securityEvents.kind, "signin.success"))
      .groupBy(securityEvents.userId)
      .as("last_sign_in");
    const rows = await db
      .select({
        user: users,
        member: staffMembers,
        mfaEnabledAt: userMfa.enabledAt,
        lastSignInAt: lastSignIn.at,
      })
      .from(users)
      .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
      .leftJoin(userMfa, eq(userMfa.userId, users.id))
      .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
      .where(only === undefined ? eq(users.role, "staff") : and(eq(users.role, "staff"), eq(users.id, only)))
      .orderBy(desc(staffMembers.isActive), asc(users.name), asc(users.id));
    return rows.map((r) => ({
      id: r.user.id,
      email: r.user.email,
      name: r.user.name,
      roles: ordered(r.member.roles),
      isActive: r.member.isActive,
      mfaEnabled: r.mfaEnabledAt !== null,
      lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt).toISOString() : null,
      isSelf: r.user.id === actorId,
    }));
  }

  async function one(actorId: number, userId: number): Promise<StaffEmployee> {
    const [employee] = await employees(actorId, userId);
    if (!employee) throw new Error(`staff admin: employee ${userId} vanished`);
    return employee;
  }

  /**
   * Whether some active administrator other than `userId` remains. The active administrators' rows are locked, so
   * two administrators taking the role from each other at once are decided one after the other, and the second
   * sees the first's change.
   */
  async function anotherActiveAdmin(tx: Db, userId: number): Promise<boolean> {
    const admins = await tx
      .select({ userId: staffMembers.userId })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(
        and(eq(users.role, "staff"), eq(staffMembers.isActive, true), sql`${staffMembers.roles} @> '["admin"]'::jsonb`),
      )
      .for("update", { of: staffMembers });
    return admins.some((a) => a.userId !== userId);
  }

  /** The employee's row, locked for the change, so two administrators' changes do not both pass the checks. */
  async function lockedMember(tx: Db, userId: number) {
    const [row] = await tx
      .select({ member: staffMembers, user: users })
      .from(staffMembers)
      .innerJoin(users, eq(users.id, staffMembers.userId))
      .where(and(eq(staffMembers.userId, userId), eq(users.role, "staff")))
      .for("update", { of: staffMembers });
    return row;
  }

  /** A change of one employee in one transaction with its audit entry; a Refusal undoes it. */
  async function change(
    actor: StaffActor,
    userId: number,
    apply: (tx: Db, row: NonNullable<Awaited<ReturnType<typeof lockedMember>>>) => Promise<void>,
  ): Promise<StaffAdminResult<StaffEmployee>> {
    try {
      const found = await db.transaction(async (tx) => {
        const row = await lockedMember(tx, userId);
        if (!row) return false;
        await apply(tx, row);
        return true;
      });
      if (!found) return { ok: false, reason: "not_found" };
      return { ok: true, value: await one(actor.id, userId) };
    } catch (error) {
      if (error instanceof Refusal && error.result.reason === "conflict") return error.result;
      throw error;
    }
  }

  /** A live invitation of a key: not accepted, not expired. */
  async function liveInvite(key: string) {
    const [row] = await db
      .select()
      .from(staffInvites)
      .where(
        and(eq(staffInvites.keyHash, sha256(key)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now())),
      );
    return row;
  }

  return {
    async list(actor: StaffActor): Promise<StaffEmployeesResponse> {
      const [items, invites] = await Promise.all([
        employees(actor.id),
        db
          .select({ invite: staffInvites, invitedBy: users.name })
          .from(staffInvites)
          .leftJoin(users, eq(users.id, staffInvites.invitedBy))
          .where(isNull(staffInvites.acceptedAt))
          .orderBy(desc(staffInvites.createdAt), desc(staffInvites.id)),
      ]);
      return { items, invites: invites.map((r) => toInvite(r.invite, r.invitedBy)) };
    },

    /**
     * Invites an employee: an e-mail that already has an account (a client's or an employee's) is refused; an
     * earlier invitation of the same e-mail is replaced (its link stops working). The invitation, its audit entry
     * and the e-mail are one transaction.
     */
    async invite(
      actor: StaffActor,
      input: { email: string; name: string; roles: StaffRole[] },
    ): Promise<StaffAdminResult<StaffEmployeeInvite>> {
      const email = input.email.trim().toLowerCase();
      const roles = ordered(input.roles);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (existing) {
        return { ok: false, reason: "invalid", errors: [{ field: "email", message: STAFF_ADMIN_MESSAGES.emailTaken }] };
      }
      const key = randomToken();
      const link = new URL("/login/staff-invite", publicUrl);
      link.searchParams.set("key", key);
      const created = now();
      const expiresAt = new Date(created.getTime() + INVITE_TTL_MS);
      const row = await db.transaction(async (tx) => {
        await tx.delete(staffInvites).where(and(eq(staffInvites.email, email), isNull(staffInvites.acceptedAt)));
        const [inserted] = await tx
          .insert(staffInvites)
          .values({
            email,
            name: input.name,
            roles,
            keyHash: sha256(key),
            invitedBy: actor.id,
            createdAt: created,
            expiresAt,
          })
          .returning();
        if (!inserted) throw new Error("staff invite: not inserted");
        await recordAudit(tx, actor, {
          action: "staff.invite",
          objectType: "staff",
          objectId: email,
          before: null,
          after: { email, name: input.name, roles, expiresAt: expiresAt.toISOString() },
        });
        await outbox.enqueue(tx, {
          to: email,
          subject: "Приглашение в бэк-офис Лизинг-Авто",
          text: [
            `Здравствуйте, ${input.name}!`,
            "",
            `${actor.name || actor.email} приглашает вас работать в бэк-офисе Лизинг-Авто.`,
            `Ваши роли: ${roles.map((r) => STAFF_ROLE_TITLES[r]).join(", ")}.`,
            "",
            "Чтобы принять приглашение, откройте ссылку, укажите имя и придумайте пароль:",
            "",
            link.toString(),
            "",
            `Ссылка действует ${STAFF_INVITE_TTL_HOURS} часа и только один раз. После пароля подключите ` +
              "двухфакторную аутентификацию: без неё бэк-офис не откроется.",
            "Если вы не ждали этого письма, ничего не делайте: без ссылки доступа не будет.",
          ].join("\n"),
        });
        return inserted;
      });
      void outbox.deliverSoon();
      return { ok: true, value: toInvite(row, actor.name) };
    },

    /**
     * Withdraws an invitation not accepted yet: the row goes, so its link answers as a used one (410) and the
     * e-mail may be invited again. One audit entry with what the invitation was.
     */
    async revokeInvite(actor: StaffActor, inviteId: number): Promise<StaffAdminResult<null>> {
      const gone = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(staffInvites)
          .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.acceptedAt)))
          .returning();
        if (!row) return false;
        await recordAudit(tx, actor, {
          action: "staff.invite_revoke",
          objectType: "staff",
          objectId: row.email,
          before: {
            email: row.email,
            name: row.name,
            roles: ordered(row.roles),
            expiresAt: row.expiresAt.toISOString(),
          },
          after: null,
        });
        return true;
      });
      return gone ? { ok: true, value: null } : { ok: false, reason: "not_found" };
    },

    /**
     * An employee lost the phone (issue 17): the second factor and its recovery codes go, every session ends, the
     * remembered devices forget the exemption, and the next sign-in sends the employee to enrol again (the back
     * office admits nobody without it). Never one's own: another administrator must see the request.
     */
    async resetMfa(actor: StaffActor, userId: number): Promise<StaffAdminResult<StaffEmployee>> {
      if (userId === actor.id) return { ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.ownMfaReset };
      const result = await change(actor, userId, async (tx, { user }) => {
        const [removed] = await tx.delete(userMfa).where(eq(userMfa.userId, userId)).returning();
        if (!removed) throw new Refusal({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.noMfa });
        const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.idHash });
        await tx.update(userDevices).set({ mfaRememberedUntil: null }).where(eq(userDevices.userId, userId));
        await recordSecurityEvent(tx, {
          kind: "mfa.disable",
          userId,
          email: user.email,
          address: actor.address,
          details: { resetBy: actor.email },
        });
        await recordAudit(tx, actor, {
          action: "staff.mfa_reset",
          objectType: "staff",
          objectId: user.email,
          before: {
            mfa: removed.enabledAt ? "enabled" : "pending",
            recoveryCodesLeft: removed.recoveryCodeHashes.length,
          },
          after: { mfa: null, sessionsEnded: ended.length },
        });
        await outbox.enqueue(tx, {
          to: user.email,
          subject: "Двухфакторная аутентификация сброшена",
          text: [
            `Здравствуйте, ${user.name}!`,
            "",
            `${actor.name || actor.email} сбросил(а) двухфакторную аутентификацию вашей учётной записи в бэк-офисе ` +
              "Лизинг-Авто: приложение-аутентификатор и коды восстановления больше не действуют, открытые сеансы завершены.",
            "",
            `При следующем входе (${new URL("/login", publicUrl).toString()}) введите пароль и подключите ` +
              "двухфакторную аутентификацию заново в новом приложении.",
            "Если вы не просили сбросить 2FA, сразу сообщите администратору.",
          ].join("\n"),
        });
      });
      if (result.ok) void outbox.deliverSoon();
      return result;
    },

    /** Sets an employee's roles. Nobody takes the administrator role from themselves or from the last administrator. */
    async setRoles(actor: StaffActor, userId: number, input: StaffRole[]): Promise<StaffAdminResult<StaffEmployee>> {
      const roles = ordered(input);
      if (userId === actor.id && !roles.includes("admin")) {
        return { ok: false, reason: "invalid", errors: [{ field: "roles", message: STAFF_ADMIN_MESSAGES.ownAdmin }] };
      }
      return change(actor, userId, async (tx, { member, user }) => {
        const before = ordered(member.roles);
        if (before.includes("admin") && !roles.includes("admin") && member.isActive) {
          if (!(await anotherActiveAdmin(tx, userId))) {
            throw new Refusal({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.lastAdmin });
          }
        }
        await tx.update(staffMembers).set({ roles }).where(eq(staffMembers.userId, userId));
        await recordAudit(tx, actor, {
          action: "staff.roles",
          objectType: "staff",
          objectId: user.email,
          before: { roles: before },
          after: { roles },
        });
      });
    },

    /** Deactivates an employee: sign-in refused from now on and every session ends at once (deleted). */
    async deactivate(actor: StaffActor, userId: number): Promise<StaffAdminResult<StaffEmployee>> {
      if (userId === actor.id) return { ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.ownDeactivate };
      return change(actor, userId, async (tx, { member, user }) => {
        if (!member.isActive) {
          throw new Refusal({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.alreadyInactive });
        }
        if (member.roles.includes("admin") && !(await anotherActiveAdmin(tx, userId))) {
          throw new Refusal({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.lastAdmin });
        }
        await tx.update(staffMembers).set({ isActive: false }).where(eq(staffMembers.userId, userId));
        const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.idHash });
        await recordAudit(tx, actor, {
          action: "staff.deactivate",
          objectType: "staff",
          objectId: user.email,
          before: { isActive: true },
          after: { isActive: false, sessionsEnded: ended.length },
        });
      });
    },

    /** Lets a deactivated employee sign in again (with the password and second factor they had). */
    async activate(actor: StaffActor, userId: number): Promise<StaffAdminResult<StaffEmployee>> {
      return change(actor, userId, async (tx, { member, user }) => {
        if (member.isActive) {
          throw new Refusal({ ok: false, reason: "conflict", message: STAFF_ADMIN_MESSAGES.alreadyActive });
        }
        await tx.update(staffMembers).set({ isActive: true }).where(eq(staffMembers.userId, userId));
        await recordAudit(tx, actor, {
          action: "staff.activate",
          objectType: "staff",
          objectId: user.email,
          before: { isActive: false },
          after: { isActive: true },
        });
      });
    },

    /** What the invitation page shows; null when the link is not a live invitation (used, expired, replaced). */
    async info(key: string): Promise<StaffInviteInfo | null> {
      const row = await liveInvite(key);
      if (!row) return null;
      return { email: row.email, name: row.name, roles: ordered(row.roles), expiresAt: row.expiresAt.toISOString() };
    },

    /**
     * Accepts an invitation: the name and a password (the policy of every new password) make the employee's
     * account with the invited roles, which is signed in at once and sent to enrol the second factor. The key is
     * spent in the transaction that makes the account, so a refused password leaves the link usable and two uses
     * cannot both succeed.
     */
    async accept(
      input: { key: string; name: string; password: string },
      client: SessionClient & { previousToken?: string },
    ): Promise<StaffAcceptResult> {
      const invite = await liveInvite(input.key);
      if (!invite) return { ok: false, reason: "gone" };
      const password = await auth.decryptPassword(input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };
      // The policy of every new password (ADR 026): the rules, then the shipped list of common passwords.
      const weak =
        passwordRuleProblem(password, invite.email) ??
        ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : undefined);
      if (weak) return { ok: false, reason: "invalid", errors: [{ field: "password", message: weak }] };
      const name = input.name.trim();
      const passwordHash = await hashPassword(password);
      const roles = ordered(invite.roles);

      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const [spent] = await tx
            .update(staffInvites)
            .set({ acceptedAt: now() })
            .where(
              and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, now())),
            )
            .returning({ id: staffInvites.id });
          if (!spent) throw new Refusal({ ok: false, reason: "gone" });
          const [created] = await tx
            .insert(users)
            .values({ email: invite.email, name, passwordHash, role: "staff" })
            .onConflictDoNothing()
            .returning({ id: users.id });
          // Someone registered the e-mail between the invitation and now: nothing is kept.
          if (!created) throw new Refusal({ ok: false, reason: "gone" });
          await tx.insert(staffMembers).values({ userId: created.id, roles, isActive: true });
          // The newcomer is the actor: the log shows who joined, with which roles, on whose invitation.
          await recordAudit(
            tx,
            { id: created.id, email: invite.email, name, roles, address: client.address ?? null },
            {
              action: "staff.join",
              objectType: "staff",
              objectId: invite.email,
              before: null,
              after: { email: invite.email, name, roles, invitedBy: invite.invitedBy },
            },
          );
          return created.id;
        });
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, reason: "gone" };
        throw error;
      }
      const signIn = await auth.signInWithKey(
        await auth.issueLoginKey(userId, "signin", FIRST_SIGN_IN_TTL_MS),
        client.previousToken,
        client,
      );
      return signIn.ok
        ? { ok: true, signedIn: true, token: signIn.token, next: STAFF_INVITE_LANDING }
        : { ok: true, signedIn: false, next: "/login" };
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
