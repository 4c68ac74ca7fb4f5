import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { AccountCheck, Profile, User } from "../../../contract/account.ts";
import { SESSION_MAX_AGE_S } from "../../../contract/session.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, profiles, sessions, userProfiles, users } from "../../db/schema/accounts.ts";
import { serverKeys } from "../../db/schema/system.ts";
import { decryptOaep, generateRsaKeyPair, randomToken, sha256 } from "../../infra/crypto.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import { createPasswordGate } from "./password-gate.ts";

const LOGIN_KEY_TTL_MS = 24 * 3_600_000;
const FAILURES_PER_EMAIL: RateLimit = { limit: 5, windowMs: 15 * 60_000 };
/** The per-account budget of wrong passwords, shared by sign-in and the password change's current password. */
export const PASSWORD_FAILURES_PER_ACCOUNT = FAILURES_PER_EMAIL;
export const passwordFailuresBucket = (email: string) => `signin:email:${email.trim().toLowerCase()}`;
const FAILURES_PER_ADDRESS: RateLimit = { limit: 20, windowMs: 15 * 60_000 };
/** A throttled account gets one sign-in link per window, however many attempts follow (ADR 023). */
const LINKS_PER_EMAIL: RateLimit = { limit: 1, windowMs: 15 * 60_000 };
const SIGN_IN_LINK_TTL_MS = 15 * 60_000;
const RSA_KEY_NAME = "signin-rsa";

export type SignInResult =
  | { ok: true; user: User; token: string }
  | { ok: false; reason: "invalid" | "undecryptable" | "link-sent" }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfter: number };

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;

function toUser(row: UserRow): User {
  return { id: row.id, email: row.email, name: row.name, phone: row.phone, role: row.role };
}

function toProfile(row: ProfileRow): Profile {
  return { id: row.id, type: row.type, title: row.title, inn: row.inn, kpp: row.kpp, ogrn: row.ogrn };
}

export interface SessionContext {
  user: User;
  profile: Profile | null;
  csrfToken: string;
}

export interface AuthDeps {
  db: Db;
  limiter: RateLimiter;
  /** Sign-in links to throttled accounts go out through the mail outbox. */
  outbox: MailOutbox;
  /** The site's origin, for the links in e-mails. */
  publicUrl: string;
}

export function createAuthService({ db, limiter, outbox, publicUrl }: AuthDeps) {
  const passwords = createPasswordGate();
  let keyPair: { publicPem: string; privatePem: string } | undefined;

  /** The key pair lives in the database so that every instance decrypts what any instance's key encrypted. */
  async function rsaKey() {
    if (keyPair) return keyPair;
    const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, RSA_KEY_NAME));
    if (existing) {
      keyPair = existing;
      return existing;
    }
    const fresh = await generateRsaKeyPair();
    await db
      .insert(serverKeys)
      .values({ name: RSA_KEY_NAME, ...fresh })
      .onConflictDoNothing();
    const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, RSA_KEY_NAME));
    keyPair = stored ?? fresh;
    return keyPair;
  }

  async function profilesOf(userId: number): Promise<Profile[]> {
    const rows = await db
      .select({ profile: profiles })
      .from(userProfiles)
      .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
      .where(eq(userProfiles.userId, userId))
      .orderBy(asc(profiles.id));
    return rows.map((r) => toProfile(r.profile));
  }

  async function defaultProfileId(userId: number): Promise<number | null> {
    const rows = await db
      .select({ id: userProfiles.profileId, isDefault: userProfiles.isDefault })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .orderBy(asc(userProfiles.profileId));
    return (rows.find((r) => r.isDefault) ?? rows[0])?.id ?? null;
  }

  /**
   * A new session for the user. `previousToken` is the session cookie the browser sent with the sign-in: that
   * session ends here, so a browser holds one session at a time and signing in again (as anyone) leaves no
   * earlier session alive behind the new cookie.
   */
  async function openSession(userId: number, previousToken: string | undefined): Promise<string> {
    const token = randomToken();
    if (previousToken) await db.delete(sessions).where(eq(sessions.idHash, sha256(previousToken)));
    await db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      activeProfileId: await defaultProfileId(userId),
      csrfToken: randomToken(24),
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    });
    return token;
  }

  async function issueLoginKey(userId: number, purpose: "signin" | "confirm" | "reset", ttlMs = LOGIN_KEY_TTL_MS) {
    const key = randomToken();
    await db
      .insert(loginKeys)
      .values({ keyHash: sha256(key), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) });
    return key;
  }

  const linkBucket = (email: string) => `signin:link:${email}`;

  /**
   * E-mails a sign-in link to the account of a throttled e-mail, at most once per window; nothing for an
   * e-mail without an account (the answer is the same either way).
   */
  async function sendSignInLink(user: UserRow | undefined, email: string): Promise<void> {
    if ((await limiter.hit(linkBucket(email), LINKS_PER_EMAIL)) > 0 || !user) return;
    const link = new URL("/login/key", publicUrl);
    link.searchParams.set("KEY", await issueLoginKey(user.id, "signin", SIGN_IN_LINK_TTL_MS));
    await outbox.enqueue(db, {
      to: user.email,
      subject: "Ссылка для входа в личный кабинет Лизинг-Авто",
      text: [
        `Здравствуйте${user.name ? `, ${user.name}` : ""}!`,
        "",
        "К вашему личному кабинету несколько раз подряд ввели неверный пароль, поэтому вход по паролю на время " +
          "приостановлен. Чтобы войти, откройте ссылку и нажмите «Войти»:",
        "",
        link.toString(),
        "",
        "Ссылка действует 15 минут и только один раз.",
        "Если вы не входили в личный кабинет, ничего не делайте: без этого письма по ссылке войти нельзя.",
      ].join("\n"),
    });
    void outbox.deliverSoon();
  }

  return {
    async publicKey(): Promise<string> {
      return (await rsaKey()).publicPem;
    },

    /**
     * Every attempt is reserved in the address's and the e-mail's buckets before anything is decrypted or
     * hashed (one upsert each), so a burst of concurrent attempts gets no more evaluations than the limits.
     * Over the address's limit: refused (429). Over the e-mail's: the password is not looked at, whatever it
     * is, and the account's owner gets a sign-in link by e-mail instead (ADR 023), so a stranger who knows the
     * e-mail cannot lock its owner out, and the answer says nothing about the password.
     */
    async signIn(input: {
      email: string;
      password: string;
      address: string;
      /** The session cookie the browser already holds, ended when the new session opens. */
      previousToken?: string;
    }): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const emailBucket = passwordFailuresBucket(email);
      const ipBucket = addressBucket("signin:ip", input.address);

      const addressWait = await limiter.hit(ipBucket, FAILURES_PER_ADDRESS);
      if (addressWait > 0) return { ok: false, reason: "rate-limited", retryAfter: addressWait };
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if ((await limiter.hit(emailBucket, FAILURES_PER_EMAIL)) > 0) {
        await sendSignInLink(user, email);
        return { ok: false, reason: "link-sent" };
      }

      const password = decryptOaep((await rsaKey()).privatePem, input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };

      // Hash even when the user does not exist, so timing does not reveal which e-mails have accounts.
      const valid = await passwords.verify(password, user?.passwordHash ?? DUMMY_HASH);
      if (valid === "busy") {
        // Not evaluated, so not a failure: the person may simply try again in a moment.
        await limiter.refund(ipBucket);
        await limiter.refund(emailBucket);
        return { ok: false, reason: "busy", retryAfter: BUSY_RETRY_S };
      }
      if (!user || !valid) return { ok: false, reason: "invalid" };
      // The reservations were for a failure that did not happen.
      await limiter.refund(ipBucket);
      await limiter.reset(emailBucket);
      return { ok: true, user: toUser(user), token: await openSession(user.id, input.previousToken) };
    },

    /** Spends a one-time key; `previousToken` as in `signIn`. */
    async signInWithKey(
      key: string,
      previousToken?: string,
    ): Promise<{ ok: true; user: User; token: string } | { ok: false }> {
      const now = new Date();
      // One statement marks the key used, so two concurrent uses cannot both succeed.
      const [used] = await db
        .update(loginKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginKeys.keyHash, sha256(key)),
            // A password recovery key sets a password (ADR 026); it never opens a session by itself.
            inArray(loginKeys.purpose, ["signin", "confirm"]),
            isNull(loginKeys.usedAt),
            gt(loginKeys.expiresAt, now),
          ),
        )
        .returning({ userId: loginKeys.userId });
      if (!used) return { ok: false };
      const [user] = await db.select().from(users).where(eq(users.id, used.userId));
      if (!user) return { ok: false };
      // The link was used: a later throttled attempt may send a fresh one.
      await limiter.reset(linkBucket(user.email));
      return { ok: true, user: toUser(user), token: await openSession(user.id, previousToken) };
    },

    /** Issues a one-time key for an e-mailed sign-in link or an account confirmation. */
    issueLoginKey,

    /** A password the browser encrypted with `publicKey()`, in clear; null when it cannot be decrypted. */
    async decryptPassword(cipher: string): Promise<string | null> {
      return decryptOaep((await rsaKey()).privatePem, cipher);
    },

    /** Compares a password with a stored hash through the same bounded gate as sign-in ("busy" when full). */
    checkPassword: passwords.verify,

    /** Password hashes computed since start (the burst tests count evaluations by it). */
    passwordChecks: passwords.computed,

    async session(token: string | undefined): Promise<SessionContext | null> {
      if (!token) return null;
      const [row] = await db
        .select({ session: sessions, user: users, profile: profiles })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.id, sessions.activeProfileId))
        .where(and(eq(sessions.idHash, sha256(token)), gt(sessions.expiresAt, new Date())));
      if (!row) return null;
      return {
        user: toUser(row.user),
        profile: row.profile ? toProfile(row.profile) : null,
        csrfToken: row.session.csrfToken,
      };
    },

    async check(token: string | undefined): Promise<AccountCheck | null> {
      const ctx = await this.session(token);
      if (!ctx) return null;
      return {
        user: ctx.user,
        profile: ctx.profile,
        profiles: await profilesOf(ctx.user.id),
        csrfToken: ctx.csrfToken,
      };
    },

    async logout(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, sha256(token)));
    },

    profilesOf,

    /** Switches the session's active profile; null when the profile is not one of the user's. */
    async setActiveProfile(token: string, userId: number, profileId: number): Promise<Profile | null> {
      const owned = (await profilesOf(userId)).find((p) => p.id === profileId);
      if (!owned) return null;
      await db
        .update(sessions)
        .set({ activeProfileId: profileId })
        .where(eq(sessions.idHash, sha256(token)));
      return owned;
    },
  };
}

/** Seconds a client waits when the password checks are all busy. */
const BUSY_RETRY_S = 5;

/** A valid scrypt hash of a random string, compared against when the e-mail is unknown. */
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$6O4b1n2n1n9V4YyG3yO1b6m0v3ZCw0m1Xo3m8k7lq3g=";

export type AuthService = ReturnType<typeof createAuthService>;
