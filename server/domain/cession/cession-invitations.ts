import { and, asc, eq, gt } from "drizzle-orm";
import {
  CESSION_ROLE_TITLES,
  CESSION_RULE_MESSAGES,
  type CessionInviteInfo,
  type ParticipantType,
} from "../../../contract/lk-cession.ts";
import { PASSWORD_MESSAGES, passwordRuleProblem } from "../../../contract/password.ts";
import type { Db } from "../../db/client.ts";
import { profiles, userProfiles, users } from "../../db/schema/accounts.ts";
import { cessionParticipants, cessions } from "../../db/schema/cession.ts";
import { lkManagers, lkProfileInfo } from "../../db/schema/lk.ts";
import { hashPassword, sha256 } from "../../infra/crypto.ts";
import type { SessionClient, SessionContext } from "../auth/auth-service.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import type { CessionPartsDeps } from "./participant-service.ts";

/**
 * The e-mailed invitation of a cession's assignee or guarantor who had no matching profile (issue 12, seams
 * "Invitations"): `/login/cession?key=` reads it, and accepting binds the part to a profile — a new person gets an
 * account and a profile and is signed in; an existing account signs in first and gets the profile added. The key
 * (its SHA-256 stored) is spent only in the transaction that binds the part, so a refused form leaves it usable and
 * two uses cannot both succeed.
 */

/** A sign-in key that only carries the new account from the invitation into its first session. */
const FIRST_SIGN_IN_TTL_MS = 60_000;

export type FieldProblem = { field: string; message: string };

export type CessionAcceptResult =
  | { ok: true; code: string; signedIn: boolean; token: string | null }
  | { ok: false; reason: "gone" | "undecryptable" | "signInFirst" | "otherAccount" }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] }
  | { ok: false; reason: "conflict"; detail: string };

/** Thrown inside the acceptance's transaction to undo it whole. */
class AcceptAborted extends Error {
  readonly result: CessionAcceptResult;
  constructor(result: CessionAcceptResult) {
    super("cession invite acceptance aborted");
    this.result = result;
  }
}

type PartRow = typeof cessionParticipants.$inferSelect;
type CessionRow = typeof cessions.$inferSelect;

export function createCessionInvitations(deps: CessionPartsDeps) {
  const { db, auth } = deps;
  const now = deps.now ?? (() => new Date());

  /** The live invitation of a key: not taken, not expired, of a cession still being drafted. */
  async function liveInvite(key: string): Promise<{ part: PartRow; cession: CessionRow } | null> {
    const [row] = await db
      .select({ part: cessionParticipants, cession: cessions })
      .from(cessionParticipants)
      .innerJoin(cessions, eq(cessions.id, cessionParticipants.cessionId))
      .where(and(eq(cessionParticipants.inviteKeyHash, sha256(key)), gt(cessionParticipants.inviteExpiresAt, now())));
    if (row?.cession.status !== "draft" || row.part.status !== "draft" || !row.part.email || !row.part.inn) {
      return null;
    }
    return row;
  }

  const userByEmail = async (email: string) =>
    (await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())))[0];

  /** The user's profile with this INN, if any: a part binds to it instead of a copy. */
  async function profileWithInn(reader: Db, userId: number, inn: string) {
    const [row] = await reader
      .select({ id: profiles.id })
      .from(userProfiles)
      .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
      .where(and(eq(userProfiles.userId, userId), eq(profiles.inn, inn)))
      .orderBy(asc(profiles.id))
      .limit(1);
    return row?.id ?? null;
  }

  /**
   * A new profile for the part, with the account settings row the account's pages read (its manager is the
   * assignor's, who will look after the transferred contracts; the requisites start from what is known).
   */
  async function newProfile(
    tx: Db,
    input: { type: ParticipantType; title: string; inn: string; email: string; applicantProfileId: number },
  ): Promise<number> {
    const [profile] = await tx
      .insert(profiles)
      .values({ type: input.type, title: input.title, inn: input.inn })
      .returning({ id: profiles.id });
    if (!profile) throw new Error("cession invite: the profile was not created");
    const [assignor] = await tx
      .select({ managerId: lkProfileInfo.managerId })
      .from(lkProfileInfo)
      .where(eq(lkProfileInfo.profileId, input.applicantProfileId));
    const [anyManager] = await tx.select({ id: lkManagers.id }).from(lkManagers).orderBy(asc(lkManagers.id)).limit(1);
    const managerId = assignor?.managerId ?? anyManager?.id;
    if (managerId !== undefined) {
      await tx.insert(lkProfileInfo).values({
        profileId: profile.id,
        managerId,
        edoState: "not_connected",
        requisites: {
          title: input.title,
          shortTitle: input.title,
          inn: input.inn,
          kpp: null,
          ogrn: null,
          legalAddress: "",
          postalAddress: "",
          bankName: "",
          bik: "",
          settlementAccount: "",
          correspondentAccount: "",
          director: "",
          phone: "",
          email: input.email,
        },
      });
    }
    return profile.id;
  }

  /** Binds the part to the profile and spends the key, or aborts: the key was taken meanwhile or the profile is in. */
  async function bind(tx: Db, found: { part: PartRow; cession: CessionRow }, key: string, profileId: number) {
    if (profileId === found.cession.applicantProfileId) {
      throw new AcceptAborted({ ok: false, reason: "conflict", detail: CESSION_RULE_MESSAGES.selfInvite });
    }
    const [already] = await tx
      .select({ id: cessionParticipants.id })
      .from(cessionParticipants)
      .where(and(eq(cessionParticipants.cessionId, found.cession.id), eq(cessionParticipants.profileId, profileId)));
    if (already) {
      throw new AcceptAborted({ ok: false, reason: "conflict", detail: CESSION_RULE_MESSAGES.alreadyParticipant });
    }
    const [still] = await tx
      .select({ status: cessions.status })
      .from(cessions)
      .where(eq(cessions.id, found.cession.id))
      .for("update");
    if (still?.status !== "draft") throw new AcceptAborted({ ok: false, reason: "gone" });
    const [spent] = await tx
      .update(cessionParticipants)
      .set({ profileId, inviteKeyHash: null, inviteExpiresAt: null, updatedAt: now() })
      .where(
        and(
          eq(cessionParticipants.id, found.part.id),
          eq(cessionParticipants.inviteKeyHash, sha256(key)),
          gt(cessionParticipants.inviteExpiresAt, now()),
        ),
      )
      .returning({ id: cessionParticipants.id });
    if (!spent) throw new AcceptAborted({ ok: false, reason: "gone" });
  }

  const titleNeeded = (type: ParticipantType) => type !== "person";

  return {
    /** What the invitation page shows; null when the link is not a live invitation. */
    async info(key: string): Promise<CessionInviteInfo | null> {
      const found = await liveInvite(key);
      if (!found) return null;
      const { part, cession } = found;
      const email = part.email ?? "";
      const inn = part.inn ?? "";
      const user = await userByEmail(email);
      if (user?.role === "staff") return null;
      const [applicant] = await db
        .select({ title: profiles.title })
        .from(profiles)
        .where(eq(profiles.id, cession.applicantProfileId));
      const hasProfile = user ? (await profileWithInn(db, user.id, inn)) !== null : false;
      return {
        number: cession.number,
        role: part.role,
        roleTitle: CESSION_ROLE_TITLES[part.role],
        applicantTitle: applicant?.title ?? "",
        email,
        inn,
        type: part.type,
        hasAccount: user !== undefined,
        needsTitle: titleNeeded(part.type) && !hasProfile,
      };
    },

    /**
     * Accepts the invitation. The e-mail of an existing account: that account must be the signed-in one (else
     * signInFirst / otherAccount); its profile with the invited INN is bound, or a new profile is made and added
     * to it. A new e-mail: the name and a password (the policy of every new password) make the account and its
     * profile, and the person is signed in at once.
     */
    async accept(
      input: { key: string; name?: string; title?: string; password?: string },
      client: SessionClient & { previousToken?: string; session: SessionContext | null; sessionToken?: string },
    ): Promise<CessionAcceptResult> {
      const found = await liveInvite(input.key);
      if (!found) return { ok: false, reason: "gone" };
      const { part, cession } = found;
      const email = (part.email ?? "").trim().toLowerCase();
      const inn = part.inn ?? "";
      const existing = await userByEmail(email);
      if (existing?.role === "staff") return { ok: false, reason: "gone" };

      if (existing) {
        if (!client.session) return { ok: false, reason: "signInFirst" };
        if (client.session.user.id !== existing.id) return { ok: false, reason: "otherAccount" };
        const own = await profileWithInn(db, existing.id, inn);
        const title = input.title?.trim() || (titleNeeded(part.type) ? "" : existing.name);
        if (own === null && !title) {
          return { ok: false, reason: "invalid", errors: [{ field: "title", message: "Укажите наименование" }] };
        }
        try {
          const profileId = await db.transaction(async (tx) => {
            let id = own;
            if (id === null) {
              id = await newProfile(tx, {
                type: part.type,
                title,
                inn,
                email,
                applicantProfileId: cession.applicantProfileId,
              });
              await tx.insert(userProfiles).values({ userId: existing.id, profileId: id, isDefault: false });
            }
            await bind(tx, found, input.key, id);
            return id;
          });
          if (client.sessionToken) await auth.setActiveProfile(client.sessionToken, existing.id, profileId);
          return { ok: true, code: cession.code, signedIn: true, token: null };
        } catch (error) {
          if (error instanceof AcceptAborted) return error.result;
          throw error;
        }
      }

      const errors: FieldProblem[] = [];
      const name = input.name?.trim() ?? "";
      if (!name) errors.push({ field: "name", message: "Укажите имя" });
      const title = titleNeeded(part.type) ? (input.title?.trim() ?? "") : name;
      if (!title) errors.push({ field: "title", message: "Укажите наименование" });
      if (input.password === undefined) errors.push({ field: "password", message: "Придумайте пароль" });
      if (errors.length > 0 || input.password === undefined) return { ok: false, reason: "invalid", errors };
      const password = await auth.decryptPassword(input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };
      // The policy of every new password (ADR 026): the rules, then the shipped list of common passwords.
      const weak =
        passwordRuleProblem(password, email) ??
        ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : undefined);
      if (weak) return { ok: false, reason: "invalid", errors: [{ field: "password", message: weak }] };
      const passwordHash = await hashPassword(password);

      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ email, name, passwordHash, role: "client" })
            .onConflictDoNothing()
            .returning({ id: users.id });
          // Someone registered the e-mail between the check and now: nothing is kept, the link stays usable.
          if (!created) throw new AcceptAborted({ ok: false, reason: "signInFirst" });
          const profileId = await newProfile(tx, {
            type: part.type,
            title,
            inn,
            email,
            applicantProfileId: cession.applicantProfileId,
          });
          await tx.insert(userProfiles).values({ userId: created.id, profileId, isDefault: true });
          await bind(tx, found, input.key, profileId);
          return created.id;
        });
      } catch (error) {
        if (error instanceof AcceptAborted) return error.result;
        throw error;
      }
      const signIn = await auth.signInWithKey(
        await auth.issueLoginKey(userId, "signin", FIRST_SIGN_IN_TTL_MS),
        client.previousToken,
        client,
      );
      // A brand-new account has no second factor, so the key signs it in; should it not, the person signs in as usual.
      if (!signIn.ok || !("token" in signIn)) return { ok: true, code: cession.code, signedIn: false, token: null };
      return { ok: true, code: cession.code, signedIn: true, token: signIn.token };
    },
  };
}
