import { and, asc, desc, eq, gt, isNull } from "drizzle-orm";
import { PASSWORD_MESSAGES, passwordRuleProblem } from "../../../contract/password.ts";
import type { ClientWelcomeInfo } from "../../../contract/staff-clients.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, profiles, userProfiles, users } from "../../db/schema/accounts.ts";
import { hashPassword, sha256 } from "../../infra/crypto.ts";
import type { AuthService, SessionClient } from "../auth/auth-service.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { isInvitedHash } from "./staff-clients-service.ts";

/**
 * `/login/welcome?key=`: a client whose account the back office opened sets the first password (issue 15). The key
 * is a login_keys row of purpose "confirm" (its SHA-256 only), live 7 days; it is spent in the transaction that
 * stores the password, so a refused password leaves it usable and two uses cannot both succeed.
 */

/** A sign-in key that only carries the client from the welcome form into the first session. */
const FIRST_SIGN_IN_TTL_MS = 60_000;

export type WelcomeAcceptResult =
  | { ok: true; signedIn: boolean; token: string | null }
  | { ok: false; reason: "gone" | "undecryptable" }
  | { ok: false; reason: "invalid"; errors: { field: string; message: string }[] };

export function createClientWelcome(deps: { db: Db; auth: AuthService; now?: () => Date }) {
  const { db, auth } = deps;
  const now = deps.now ?? (() => new Date());

  /** The invited client of a live key, with the first profile; null when the key is spent, stale or unknown. */
  async function liveWelcome(key: string) {
    const [row] = await db
      .select({ key: loginKeys, user: users })
      .from(loginKeys)
      .innerJoin(users, eq(users.id, loginKeys.userId))
      .where(
        and(
          eq(loginKeys.keyHash, sha256(key)),
          eq(loginKeys.purpose, "confirm"),
          isNull(loginKeys.usedAt),
          gt(loginKeys.expiresAt, now()),
        ),
      );
    // Only a client who has not chosen a password yet: the link is not a way around the password of an account.
    if (row?.user.role !== "client" || !isInvitedHash(row.user.passwordHash)) return null;
    const [profile] = await db
      .select({ title: profiles.title })
      .from(userProfiles)
      .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
      .where(eq(userProfiles.userId, row.user.id))
      .orderBy(desc(userProfiles.isDefault), asc(userProfiles.profileId))
      .limit(1);
    if (!profile) return null;
    return { ...row, profileTitle: profile.title };
  }

  return {
    async info(key: string): Promise<ClientWelcomeInfo | null> {
      const found = await liveWelcome(key);
      if (!found) return null;
      return {
        email: found.user.email,
        name: found.user.name,
        profileTitle: found.profileTitle,
        expiresAt: found.key.expiresAt.toISOString(),
      };
    },

    /** Sets the name and the first password (the policy of every new password), spends the key, signs in. */
    async accept(
      input: { key: string; name: string; password: string },
      client: SessionClient & { previousToken?: string },
    ): Promise<WelcomeAcceptResult> {
      const found = await liveWelcome(input.key);
      if (!found) return { ok: false, reason: "gone" };
      const password = await auth.decryptPassword(input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };
      const weak =
        passwordRuleProblem(password, found.user.email) ??
        ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : undefined);
      if (weak) return { ok: false, reason: "invalid", errors: [{ field: "password", message: weak }] };
      const passwordHash = await hashPassword(password);
      const stored = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(loginKeys)
          .set({ usedAt: now() })
          .where(
            and(
              eq(loginKeys.keyHash, sha256(input.key)),
              eq(loginKeys.purpose, "confirm"),
              isNull(loginKeys.usedAt),
              gt(loginKeys.expiresAt, now()),
            ),
          )
          .returning({ userId: loginKeys.userId });
        if (!spent) return false;
        await tx.update(users).set({ passwordHash, name: input.name }).where(eq(users.id, spent.userId));
        return true;
      });
      if (!stored) return { ok: false, reason: "gone" };
      const signIn = await auth.signInWithKey(
        await auth.issueLoginKey(found.user.id, "signin", FIRST_SIGN_IN_TTL_MS),
        client.previousToken,
        client,
      );
      // A new client has no second factor, so the key signs in; should it not, the client signs in with the password.
      if (!signIn.ok || !("token" in signIn)) return { ok: true, signedIn: false, token: null };
      return { ok: true, signedIn: true, token: signIn.token };
    },
  };
}

export type ClientWelcome = ReturnType<typeof createClientWelcome>;
