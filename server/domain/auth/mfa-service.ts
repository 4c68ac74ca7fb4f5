import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { generateSecret, generateURI, verifySync } from "otplib";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/accounts.ts";
import { userMfa } from "../../db/schema/security.ts";
import { hmac, safeEqual, seal, sha256, unseal } from "../../infra/crypto.ts";
import { loadSealKey } from "../../infra/seal-key.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { RateLimit, RateLimiter } from "../rate-limiter.ts";
import { forgetRememberedDevices } from "./devices.ts";
import { recordSecurityEvent } from "./security-events.ts";

/** The name authenticator apps show above the codes. */
export const MFA_ISSUER = "Лизинг-Авто";
export const RECOVERY_CODE_COUNT = 10;
/** RFC 6238 defaults every authenticator app uses: 30-second steps, 6 digits (SHA-1). */
export const TOTP_PERIOD_S = 30;
/** The second step of a sign-in must follow the password within this time. */
export const MFA_PENDING_TTL_MS = 5 * 60_000;
/** Wrong codes per account: 6 digits give 10⁶ values, 3 of which (±1 step) pass; 5 tries per 15 minutes. */
export const CODE_FAILURES: RateLimit = { limit: 5, windowMs: 15 * 60_000 };

type Writer = Pick<Db, "insert">;
type Client = { address?: string | null; userAgent?: string | null };
type UserRef = { id: number; email: string; name: string };

export type CodeCheck =
  | { ok: true; method: "totp" | "recovery"; recoveryCodesLeft: number }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

/** A recovery code as typed («ab3k9-x7q2m», with or without the dash, any case) reduced to what is hashed. */
function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, "").toUpperCase();
}

const RECOVERY_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Ten codes of 10 characters from 32 unambiguous ones (50 bits each), shown as «XXXXX-XXXXX». */
function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % 32]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const hashRecoveryCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

/** A six-digit TOTP code as typed, spaces allowed («123 456»); null when it is not one. */
function totpDigits(code: string): string | null {
  const digits = code.replace(/\s/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

export interface MfaDeps {
  db: Db;
  limiter: RateLimiter;
  outbox: MailOutbox;
  publicUrl: string;
}

/**
 * TOTP second factor (RFC 6238, ADR 030): enrolment (pending until a code confirms it), ten single-use recovery
 * codes, the code check with replay protection, turning it off, and the signed pending state between the password
 * and the code at sign-in. Every change is a security event and an e-mail to the account's owner.
 */
export function createMfaService({ db, limiter, outbox, publicUrl }: MfaDeps) {
  let key: Promise<Buffer> | undefined;
  const sealKey = () => {
    key ??= loadSealKey(db).catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const codeBucket = (userId: number) => `mfa:user:${userId}`;

  async function row(userId: number) {
    const [found] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
    return found;
  }

  /**
   * A TOTP code for the row's secret, ±1 step, and a step later than the last one accepted. The step is claimed by
   * one conditional UPDATE, so the same code sent twice at once passes once.
   */
  async function acceptTotp(userId: number, sealed: string, code: string, lastStep: number | null): Promise<boolean> {
    const secret = unseal(await sealKey(), sealed);
    if (!secret) return false;
    const epoch = Math.floor(Date.now() / 1000);
    const result = verifySync({
      secret,
      token: code,
      period: TOTP_PERIOD_S,
      epochTolerance: TOTP_PERIOD_S,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
      epoch,
    });
    if (!result.valid) return false;
    const step = Math.floor(epoch / TOTP_PERIOD_S) + result.delta;
    const claimed = await db
      .update(userMfa)
      .set({ lastStep: step })
      .where(and(eq(userMfa.userId, userId), sql`(${userMfa.lastStep} is null or ${userMfa.lastStep} < ${step})`))
      .returning({ userId: userMfa.userId });
    return claimed.length > 0;
  }

  /** Spends one recovery code in one statement (jsonb `-` removes it where `?` finds it): used once, even at once. */
  async function spendRecoveryCode(userId: number, code: string): Promise<number | null> {
    const hash = hashRecoveryCode(code);
    const [spent] = await db
      .update(userMfa)
      .set({ recoveryCodeHashes: sql`${userMfa.recoveryCodeHashes} - ${hash}::text` })
      .where(
        and(
          eq(userMfa.userId, userId),
          isNotNull(userMfa.enabledAt),
          sql`${userMfa.recoveryCodeHashes} ? ${hash}::text`,
        ),
      )
      .returning({ left: userMfa.recoveryCodeHashes });
    return spent ? spent.left.length : null;
  }

  function greeting(name: string) {
    return `Здравствуйте${name ? `, ${name}` : ""}!`;
  }

  function securityLink() {
    return new URL("/account/settings/security", publicUrl).toString();
  }

  async function mail(writer: Writer, user: UserRef, subject: string, lines: string[]) {
    await outbox.enqueue(writer, { to: user.email, subject, text: [greeting(user.name), "", ...lines].join("\n") });
  }

  async function userRef(userId: number): Promise<UserRef | undefined> {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  return {
    /** Whether the user's second factor is on, and how many recovery codes are left. */
    async status(userId: number) {
      const found = await row(userId);
      return {
        enabled: Boolean(found?.enabledAt),
        enabledAt: found?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: found?.enabledAt ? found.recoveryCodeHashes.length : 0,
      };
    },

    async enabled(userId: number): Promise<boolean> {
      return Boolean((await row(userId))?.enabledAt);
    },

    /**
     * Starts an enrolment: a fresh secret, sealed, pending until a code confirms it (a new start replaces an
     * unconfirmed one). Null when the second factor is already on: it is turned off first, with the password.
     */
    async begin(user: UserRef): Promise<{ secret: string; uri: string } | null> {
      const secret = generateSecret();
      const secretSealed = seal(await sealKey(), secret);
      const stored = await db
        .insert(userMfa)
        .values({ userId: user.id, secretSealed, recoveryCodeHashes: [] })
        .onConflictDoUpdate({
          target: userMfa.userId,
          set: { secretSealed, recoveryCodeHashes: [], lastStep: null },
          setWhere: isNull(userMfa.enabledAt),
        })
        .returning({ userId: userMfa.userId });
      if (stored.length === 0) return null;
      return { secret, uri: generateURI({ issuer: MFA_ISSUER, label: user.email, secret, period: TOTP_PERIOD_S }) };
    },

    /**
     * Confirms a pending enrolment with a code from the app: the second factor is on, ten recovery codes are made
     * (returned once, stored as hashes), remembered devices are forgotten, the event recorded and the owner told.
     */
    async confirm(
      user: UserRef,
      code: string,
      client: Client,
    ): Promise<
      | { ok: true; recoveryCodes: string[] }
      | { ok: false; reason: "no-enrolment" }
      | { ok: false; reason: "invalid" }
      | { ok: false; reason: "rate-limited"; retryAfter: number }
    > {
      const found = await row(user.id);
      if (!found || found.enabledAt) return { ok: false, reason: "no-enrolment" };
      const digits = totpDigits(code);
      const wait = await limiter.hit(codeBucket(user.id), CODE_FAILURES);
      if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };
      if (!digits || !(await acceptTotp(user.id, found.secretSealed, digits, found.lastStep))) {
        return { ok: false, reason: "invalid" };
      }
      await limiter.reset(codeBucket(user.id));
      const recoveryCodes = newRecoveryCodes();
      const enabled = await db.transaction(async (tx) => {
        const done = await tx
          .update(userMfa)
          .set({ enabledAt: new Date(), recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
          .where(and(eq(userMfa.userId, user.id), isNull(userMfa.enabledAt)))
          .returning({ userId: userMfa.userId });
        if (done.length === 0) return false;
        await forgetRememberedDevices(tx, user.id);
        await recordSecurityEvent(tx, { kind: "mfa.enable", userId: user.id, email: user.email, ...client });
        await mail(tx, user, "Двухфакторная аутентификация включена — Лизинг-Авто", [
          "Для входа в ваш личный кабинет теперь, кроме пароля, нужен код из приложения-аутентификатора.",
          "Сохраните резервные коды: каждый из них один раз заменяет код, если телефона нет под рукой.",
          "",
          "Если это сделали не вы, сразу смените пароль и сообщите об этом вашему менеджеру:",
          securityLink(),
        ]);
        return true;
      });
      if (!enabled) return { ok: false, reason: "no-enrolment" };
      void outbox.deliverSoon();
      return { ok: true, recoveryCodes };
    },

    /**
     * Checks a second-factor code of a user whose second factor is on: six digits are a TOTP code (replays
     * refused), anything else a recovery code (spent by its use). Every try counts against the account's budget
     * before it is checked; a right code resets it. A recovery code is recorded and e-mailed about.
     */
    async check(userId: number, code: string, client: Client = {}): Promise<CodeCheck> {
      const found = await row(userId);
      if (!found?.enabledAt) return { ok: false, reason: "invalid" };
      const wait = await limiter.hit(codeBucket(userId), CODE_FAILURES);
      if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };
      const digits = totpDigits(code);
      if (digits) {
        if (!(await acceptTotp(userId, found.secretSealed, digits, found.lastStep))) {
          return { ok: false, reason: "invalid" };
        }
        await limiter.reset(codeBucket(userId));
        return { ok: true, method: "totp", recoveryCodesLeft: found.recoveryCodeHashes.length };
      }
      const left = await spendRecoveryCode(userId, code);
      if (left === null) return { ok: false, reason: "invalid" };
      await limiter.reset(codeBucket(userId));
      const user = await userRef(userId);
      await db.transaction(async (tx) => {
        await recordSecurityEvent(tx, {
          kind: "mfa.recovery_code",
          userId,
          email: user?.email,
          ...client,
          details: { left },
        });
        if (user) {
          await mail(tx, user, "Использован резервный код входа — Лизинг-Авто", [
            `Для входа в ваш личный кабинет только что использован резервный код. Осталось кодов: ${left}.`,
            "Если это были не вы, сразу смените пароль и сообщите об этом вашему менеджеру:",
            securityLink(),
          ]);
        }
      });
      void outbox.deliverSoon();
      return { ok: true, method: "recovery", recoveryCodesLeft: left };
    },

    /**
     * Turns the second factor off (the caller has checked the password; the code is checked here): the secret and
     * the recovery codes are deleted, remembered devices forgotten, the event recorded and the owner told.
     */
    async disable(user: UserRef, code: string, client: Client): Promise<CodeCheck | { ok: true; method: "off" }> {
      const checked = await this.check(user.id, code, client);
      if (!checked.ok) return checked;
      await db.transaction(async (tx) => {
        await tx.delete(userMfa).where(eq(userMfa.userId, user.id));
        await forgetRememberedDevices(tx, user.id);
        await recordSecurityEvent(tx, { kind: "mfa.disable", userId: user.id, email: user.email, ...client });
        await mail(tx, user, "Двухфакторная аутентификация отключена — Лизинг-Авто", [
          "Для входа в ваш личный кабинет снова достаточно пароля: код из приложения больше не спрашивается.",
          "",
          "Если это сделали не вы, сразу смените пароль и сообщите об этом вашему менеджеру:",
          securityLink(),
        ]);
      });
      void outbox.deliverSoon();
      return { ok: true, method: "off" };
    },

    /**
     * Replaces the recovery codes (the caller has checked the password; the code is checked here): ten new ones,
     * returned once, and the old ones stop working in the same statement; the event recorded and the owner told.
     */
    async regenerateRecoveryCodes(
      user: UserRef,
      code: string,
      client: Client,
    ): Promise<
      Exclude<CodeCheck, { ok: true }> | { ok: false; reason: "not-on" } | { ok: true; recoveryCodes: string[] }
    > {
      const checked = await this.check(user.id, code, client);
      if (!checked.ok) return checked;
      const recoveryCodes = newRecoveryCodes();
      const replaced = await db.transaction(async (tx) => {
        const done = await tx
          .update(userMfa)
          .set({ recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode) })
          .where(and(eq(userMfa.userId, user.id), isNotNull(userMfa.enabledAt)))
          .returning({ userId: userMfa.userId });
        if (done.length === 0) return false;
        await recordSecurityEvent(tx, { kind: "mfa.recovery_codes", userId: user.id, email: user.email, ...client });
        await mail(tx, user, "Резервные коды входа заменены — Лизинг-Авто", [
          "Для вашего личного кабинета созданы новые резервные коды входа; прежние больше не действуют.",
          "",
          "Если это сделали не вы, сразу смените пароль и сообщите об этом вашему менеджеру:",
          securityLink(),
        ]);
        return true;
      });
      if (!replaced) return { ok: false, reason: "not-on" };
      void outbox.deliverSoon();
      return { ok: true, recoveryCodes };
    },

    /**
     * The pending state between a right password and the code: `<userId>.<expires ms>.<HMAC>`, kept in an
     * HttpOnly cookie. Signed rather than stored: the code's own budget and the TOTP step stop guessing and
     * replays, so the token needs no row of its own (ADR 030).
     */
    async pendingToken(userId: number): Promise<{ token: string; expiresAt: Date }> {
      const expiresAt = new Date(Date.now() + MFA_PENDING_TTL_MS);
      const body = `${userId}.${expiresAt.getTime()}`;
      return { token: `${body}.${hmac(await sealKey(), `mfa-pending:${body}`)}`, expiresAt };
    },

    /** The user id a pending token names while it is live and untampered; null otherwise. */
    async pendingUser(token: string | undefined): Promise<number | null> {
      const [id, expires, mac] = (token ?? "").split(".");
      if (!id || !expires || !mac || !/^\d+$/.test(id) || !/^\d+$/.test(expires)) return null;
      if (!safeEqual(mac, hmac(await sealKey(), `mfa-pending:${id}.${expires}`))) return null;
      if (Number(expires) <= Date.now()) return null;
      return Number(id);
    },

    /** Seals a TOTP secret under the server key (the demo seed enrols staff with fixed secrets). */
    async sealSecret(secret: string): Promise<string> {
      return seal(await sealKey(), secret);
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
