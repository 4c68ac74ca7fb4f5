import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { PASSWORD_MESSAGES, passwordRuleProblem } from "../../../contract/password.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, sessions, users } from "../../db/schema/accounts.ts";
import { hashPassword, randomToken, sha256 } from "../../infra/crypto.ts";
import type { Logger } from "../../infra/logger.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import {
  type AuthService,
  PASSWORD_FAILURES_PER_ACCOUNT,
  passwordFailuresBucket,
  type SessionClient,
} from "./auth-service.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { recordSecurityEvent } from "./security-events.ts";

/** ASVS 5.0 6.3.x: a recovery link lives 15 minutes and is spent by its first use. */
export const RESET_LINK_TTL_MS = 15 * 60_000;
/** Recovery requests: per e-mail (a mailbox is not flooded) and per client address (e-mails are not sprayed). */
export const RESETS_PER_EMAIL: RateLimit = { limit: 3, windowMs: 60 * 60_000 };
export const RESETS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

export type ResetRequestResult = { ok: true } | { ok: false; retryAfter: number };
export type ResetResult =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: "gone" | "undecryptable" }
  | { ok: false; reason: "weak"; message: string };
export type ChangeResult =
  | { ok: true; endedSessions: number }
  | { ok: false; reason: "undecryptable" | "wrong-current" }
  | { ok: false; reason: "weak"; message: string }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfter: number };

export type CurrentCheck =
  | { ok: true }
  | { ok: false; reason: "undecryptable" | "wrong-current" }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfter: number };

export interface PasswordDeps {
  db: Db;
  limiter: RateLimiter;
  outbox: MailOutbox;
  auth: AuthService;
  logger: Logger;
  /** The site's origin, for the links in e-mails. */
  publicUrl: string;
}

/** Seconds a client waits when the password checks are all busy (as at sign-in). */
const BUSY_RETRY_S = 5;

/**
 * Password recovery by an e-mailed one-time link, and the change of a signed-in person's password (ADR 026).
 * Both apply one policy (`policyProblem`), end sessions and e-mail the account's owner a security notice.
 */
export function createPasswordService({ db, limiter, outbox, auth, logger, publicUrl }: PasswordDeps) {
  /** Recovery work still running after its request was answered (tests wait for it with `idle`). */
  const pending = new Set<Promise<void>>();

  /** The rules of contract/password.ts, then the list of common passwords; undefined when the password will do. */
  async function policyProblem(password: string, email: string): Promise<string | undefined> {
    return (
      passwordRuleProblem(password, email) ??
      ((await isCommonPassword(password)) ? PASSWORD_MESSAGES.common : undefined)
    );
  }

  function greeting(name: string): string {
    return `Здравствуйте${name ? `, ${name}` : ""}!`;
  }

  /** The security notice (ASVS 5.0 6.3.7) written in the transaction that changed the password. */
  async function enqueueNotice(
    tx: Pick<Db, "insert">,
    user: { email: string; name: string },
    how: "reset" | "change",
  ): Promise<void> {
    const forgot = new URL("/login/forgot", publicUrl).toString();
    await outbox.enqueue(tx, {
      to: user.email,
      subject: "Пароль от личного кабинета Лизинг-Авто изменён",
      text: [
        greeting(user.name),
        "",
        how === "reset"
          ? "Пароль от вашего личного кабинета только что изменён по ссылке для восстановления пароля. " +
            "Все открытые сеансы кабинета завершены: войдите с новым паролем."
          : "Пароль от вашего личного кабинета только что изменён в настройках кабинета. " +
            "Все сеансы, кроме того, в котором пароль изменили, завершены.",
        "",
        "Если это сделали не вы, сразу восстановите пароль по ссылке и сообщите об этом вашему менеджеру:",
        forgot,
      ].join("\n"),
    });
  }

  /** Looks the account up and mails the link; runs after the answer, so its time says nothing about the account. */
  async function sendResetLink(email: string): Promise<void> {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) return;
    const key = randomToken();
    const now = new Date();
    const link = new URL("/login/reset", publicUrl);
    link.searchParams.set("key", key);
    await db.transaction(async (tx) => {
      // Only the newest link works: an older one still in a mailbox is spent here.
      await tx
        .update(loginKeys)
        .set({ usedAt: now })
        .where(and(eq(loginKeys.userId, user.id), eq(loginKeys.purpose, "reset"), isNull(loginKeys.usedAt)));
      await tx.insert(loginKeys).values({
        keyHash: sha256(key),
        userId: user.id,
        purpose: "reset",
        expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
      });
      await outbox.enqueue(tx, {
        to: user.email,
        subject: "Восстановление пароля от личного кабинета Лизинг-Авто",
        text: [
          greeting(user.name),
          "",
          "Кто-то (вероятно, вы) попросил сменить пароль от вашего личного кабинета. Чтобы задать новый пароль, " +
            "откройте ссылку:",
          "",
          link.toString(),
          "",
          "Ссылка действует 15 минут и только один раз.",
          "Если вы не просили сменить пароль, ничего не делайте: без этого письма пароль не изменить.",
        ].join("\n"),
      });
    });
    void outbox.deliverSoon();
  }

  /**
   * The signed-in person's current password, checked like a sign-in: the same per-account budget of failures,
   * reserved before the hash, through the same bounded gate.
   */
  async function verifyCurrent(
    user: { email: string; passwordHash: string },
    current: string,
  ): Promise<
    "ok" | { ok: false; reason: "wrong-current" } | { ok: false; reason: "rate-limited" | "busy"; retryAfter: number }
  > {
    const bucket = passwordFailuresBucket(user.email);
    const wait = await limiter.hit(bucket, PASSWORD_FAILURES_PER_ACCOUNT);
    if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };
    const valid = await auth.checkPassword(current, user.passwordHash);
    if (valid === "busy") {
      await limiter.refund(bucket);
      return { ok: false, reason: "busy", retryAfter: BUSY_RETRY_S };
    }
    if (!valid) return { ok: false, reason: "wrong-current" };
    await limiter.refund(bucket);
    return "ok";
  }

  return {
    policyProblem,

    /** The current password (RSA-OAEP ciphertext) of a signed-in user, e.g. before the second factor goes off. */
    async checkCurrentPassword(userId: number, cipher: string): Promise<CurrentCheck> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return { ok: false, reason: "wrong-current" };
      const current = await auth.decryptPassword(cipher);
      if (current === null) return { ok: false, reason: "undecryptable" };
      const verdict = await verifyCurrent(user, current);
      return verdict === "ok" ? { ok: true } : verdict;
    },

    /**
     * «Забыли пароль?»: counts the request against the address and the e-mail, answers at once and does the
     * rest (the account's lookup, the key, the e-mail) after the answer, so neither the answer nor its timing
     * tells whether the e-mail has an account (ASVS 5.0 6.3.8).
     */
    async requestReset(input: { email: string; address: string }): Promise<ResetRequestResult> {
      const email = input.email.trim().toLowerCase();
      const addressWait = await limiter.hit(addressBucket("reset:ip", input.address), RESETS_PER_ADDRESS);
      if (addressWait > 0) return { ok: false, retryAfter: addressWait };
      const emailWait = await limiter.hit(`reset:email:${email}`, RESETS_PER_EMAIL);
      if (emailWait > 0) return { ok: false, retryAfter: emailWait };
      const work = sendResetLink(email)
        .catch((error: unknown) => logger.error({ err: error }, "password reset link not sent"))
        .finally(() => pending.delete(work));
      pending.add(work);
      return { ok: true };
    },

    /** Resolves when the recovery work started by earlier requests has finished. */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },

    /**
     * Sets a new password with a recovery key. The key is checked first and spent only with the new password
     * stored, so a refused password leaves the link usable. Every session of the user ends (ASVS 5.0 7.4.3);
     * the person signs in with the new password (ADR 026: no session is opened here).
     */
    async resetPassword(input: { key: string; password: string; client?: SessionClient }): Promise<ResetResult> {
      const keyHash = sha256(input.key);
      const live = () =>
        and(
          eq(loginKeys.keyHash, keyHash),
          eq(loginKeys.purpose, "reset"),
          isNull(loginKeys.usedAt),
          gt(loginKeys.expiresAt, new Date()),
        );
      const [found] = await db
        .select({ user: users })
        .from(loginKeys)
        .innerJoin(users, eq(users.id, loginKeys.userId))
        .where(live());
      if (!found) return { ok: false, reason: "gone" };
      const { user } = found;
      const password = await auth.decryptPassword(input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };
      const weak = await policyProblem(password, user.email);
      if (weak) return { ok: false, reason: "weak", message: weak };
      const passwordHash = await hashPassword(password);

      const ended = await db.transaction(async (tx) => {
        // One statement spends the key, so two concurrent uses cannot both set a password.
        const [spent] = await tx.update(loginKeys).set({ usedAt: new Date() }).where(live()).returning();
        if (!spent) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx
          .update(loginKeys)
          .set({ usedAt: new Date() })
          .where(and(eq(loginKeys.userId, user.id), eq(loginKeys.purpose, "reset"), isNull(loginKeys.usedAt)));
        const gone = await tx.delete(sessions).where(eq(sessions.userId, user.id)).returning({ id: sessions.idHash });
        await enqueueNotice(tx, user, "reset");
        await recordSecurityEvent(tx, {
          kind: "password.reset",
          userId: user.id,
          email: user.email,
          ...input.client,
          details: { endedSessions: gone.length },
        });
        return gone.length;
      });
      if (ended === null) return { ok: false, reason: "gone" };
      // The owner proved the mailbox and chose a new password: wrong guesses at the old one no longer count.
      await limiter.reset(passwordFailuresBucket(user.email));
      void outbox.deliverSoon();
      return { ok: true, endedSessions: ended };
    },

    /**
     * «Сменить пароль» in a signed-in session: the current password is checked like a sign-in (the same
     * per-account budget of failures, reserved before the hash), the new one against the policy; every other
     * session of the user ends, the one making the change stays.
     */
    async changePassword(input: {
      userId: number;
      sessionToken: string;
      currentPassword: string;
      password: string;
      client?: SessionClient;
    }): Promise<ChangeResult> {
      const [user] = await db.select().from(users).where(eq(users.id, input.userId));
      if (!user) return { ok: false, reason: "wrong-current" };
      const current = await auth.decryptPassword(input.currentPassword);
      const password = await auth.decryptPassword(input.password);
      if (current === null || password === null) return { ok: false, reason: "undecryptable" };
      const weak = await policyProblem(password, user.email);
      if (weak) return { ok: false, reason: "weak", message: weak };

      const verdict = await verifyCurrent(user, current);
      if (verdict !== "ok") return verdict;

      const passwordHash = await hashPassword(password);
      const ended = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        const gone = await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(input.sessionToken))))
          .returning({ id: sessions.idHash });
        await enqueueNotice(tx, user, "change");
        await recordSecurityEvent(tx, {
          kind: "password.change",
          userId: user.id,
          email: user.email,
          ...input.client,
          details: { endedSessions: gone.length },
        });
        return gone.length;
      });
      void outbox.deliverSoon();
      return { ok: true, endedSessions: ended };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
