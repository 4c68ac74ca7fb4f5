import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { AccountCheck, Profile, User } from "../../../contract/account.ts";
import { SESSION_MAX_AGE_S } from "../../../contract/session.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, profiles, sessions, userProfiles, users } from "../../db/schema/accounts.ts";
import { serverKeys } from "../../db/schema/system.ts";
import { decryptOaep, generateRsaKeyPair, randomToken, sha256, verifyPassword } from "../../infra/crypto.ts";
import { addressBucket, type RateLimiter } from "../rate-limiter.ts";

const LOGIN_KEY_TTL_MS = 24 * 3_600_000;
const FAILURES_PER_EMAIL = { limit: 5, windowMs: 15 * 60_000 };
const FAILURES_PER_ADDRESS = { limit: 20, windowMs: 15 * 60_000 };
const RSA_KEY_NAME = "signin-rsa";

export type SignInResult =
  | { ok: true; user: User; token: string }
  | { ok: false; reason: "invalid" | "undecryptable" }
  | { ok: false; reason: "rate-limited"; retryAfter: number };

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

export function createAuthService(db: Db, limiter: RateLimiter) {
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

  async function openSession(userId: number): Promise<string> {
    const token = randomToken();
    await db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      activeProfileId: await defaultProfileId(userId),
      csrfToken: randomToken(24),
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_S * 1000),
    });
    return token;
  }

  return {
    async publicKey(): Promise<string> {
      return (await rsaKey()).publicPem;
    },

    async signIn(input: { email: string; password: string; address: string }): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const emailBucket = `signin:email:${email}`;
      const ipBucket = addressBucket("signin:ip", input.address);
      const wait = Math.max(
        await limiter.retryAfter(emailBucket, FAILURES_PER_EMAIL),
        await limiter.retryAfter(ipBucket, FAILURES_PER_ADDRESS),
      );
      if (wait > 0) return { ok: false, reason: "rate-limited", retryAfter: wait };

      const password = decryptOaep((await rsaKey()).privatePem, input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };

      const [user] = await db.select().from(users).where(eq(users.email, email));
      // Hash even when the user does not exist, so timing does not reveal which e-mails have accounts.
      const valid = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !valid) {
        await limiter.hit(emailBucket);
        await limiter.hit(ipBucket);
        return { ok: false, reason: "invalid" };
      }
      await limiter.reset(emailBucket);
      return { ok: true, user: toUser(user), token: await openSession(user.id) };
    },

    async signInWithKey(key: string): Promise<{ ok: true; user: User; token: string } | { ok: false }> {
      const now = new Date();
      // One statement marks the key used, so two concurrent uses cannot both succeed.
      const [used] = await db
        .update(loginKeys)
        .set({ usedAt: now })
        .where(and(eq(loginKeys.keyHash, sha256(key)), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now)))
        .returning({ userId: loginKeys.userId });
      if (!used) return { ok: false };
      const [user] = await db.select().from(users).where(eq(users.id, used.userId));
      if (!user) return { ok: false };
      return { ok: true, user: toUser(user), token: await openSession(user.id) };
    },

    /** Issues a one-time key for an e-mailed sign-in link or an account confirmation. */
    async issueLoginKey(userId: number, purpose: "signin" | "confirm", ttlMs = LOGIN_KEY_TTL_MS): Promise<string> {
      const key = randomToken();
      await db.insert(loginKeys).values({
        keyHash: sha256(key),
        userId,
        purpose,
        expiresAt: new Date(Date.now() + ttlMs),
      });
      return key;
    },

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

/** A valid scrypt hash of a random string, compared against when the e-mail is unknown. */
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$6O4b1n2n1n9V4YyG3yO1b6m0v3ZCw0m1Xo3m8k7lq3g=";

export type AuthService = ReturnType<typeof createAuthService>;
