import { createPrivateKey, type KeyObject } from "node:crypto";
import { and, asc, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Profile, SessionCheck, User } from "../../../contract/account.ts";
import { SESSION_LIFETIMES } from "../../../contract/session.ts";
import type { ActiveSession } from "../../../contract/sessions.ts";
import { AUTH_CHANNEL, type Changes, createChangeCache } from "../../db/change-cache.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, profiles, sessions, userProfiles, users } from "../../db/schema/accounts.ts";
import { userMfa } from "../../db/schema/security.ts";
import { staffMembers } from "../../db/schema/staff.ts";
import { serverKeys } from "../../db/schema/system.ts";
import { decryptOaep, generateRsaKeyPair, randomToken, sha256 } from "../../infra/crypto.ts";
import type { Logger } from "../../infra/logger.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { addressBucket, type RateLimit, type RateLimiter } from "../rate-limiter.ts";
import { deviceRemembered, newDeviceToken, noteDevice, validDeviceToken } from "./devices.ts";
import type { MfaService } from "./mfa-service.ts";
import { createPasswordGate } from "./password-gate.ts";
import { clientSecurityEvents, createSecurityEventBatch, recordSecurityEvent } from "./security-events.ts";

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

/** The password was right and the second factor is on: the code comes next, within `expiresAt` (ADR 030). */
export interface MfaChallenge {
  ok: false;
  reason: "mfa";
  pendingToken: string;
  expiresAt: Date;
  deviceToken: string;
}

export type SignInResult =
  | { ok: true; user: User; token: string; deviceToken: string }
  | MfaChallenge
  | { ok: false; reason: "invalid" | "undecryptable" | "link-sent" }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfter: number };

export type MfaSignInResult =
  | { ok: true; user: User; token: string; deviceToken: string }
  | { ok: false; reason: "expired" | "invalid" }
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
  /** The user's second factor is on (staff without it may only enrol, ADR 030). */
  mfaEnabled: boolean;
  profile: Profile | null;
  csrfToken: string;
  /** The opaque id the list of sessions shows (`sessionPublicId`). */
  sessionId: string;
  /** When the session ends without another request; activity moves it on. */
  idleExpiresAt: Date;
  /** When the session ends whatever the activity. */
  absoluteExpiresAt: Date;
}

/** Who opened a session: shown in the list of sessions in settings. */
export interface SessionClient {
  userAgent?: string | null;
  address?: string | null;
}

/** last_seen_at is written at most this often per session, so a page's dozen requests cost one write, not twelve. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * The id a session is known by in the list and in «Завершить»: derived from the stored hash, so nothing new is
 * stored, and one-way, so neither the cookie nor the stored hash can be recovered from it.
 */
export function sessionPublicId(idHash: string): string {
  return sha256(`session-id:${idHash}`).slice(0, 32);
}

const lifetimeOf = (role: User["role"]) => SESSION_LIFETIMES[role];

export interface AuthDeps {
  db: Db;
  limiter: RateLimiter;
  /** Sign-in links to throttled accounts go out through the mail outbox. */
  outbox: MailOutbox;
  /** The site's origin, for the links in e-mails. */
  publicUrl: string;
  /** The second factor asked after the password (ADR 030). */
  mfa: MfaService;
  logger: Logger;
  /** Where the database announces changes of sessions, users and profiles: sessions are kept in memory between them. */
  changes?: Changes;
}

/** What a session lookup reads: the session, its user and active profile, whether the second factor is on. */
interface SessionRow {
  session: typeof sessions.$inferSelect;
  user: UserRow;
  profile: ProfileRow | null;
  mfaEnabledAt: Date | null;
}

/** Sessions kept in memory at most (on PostgreSQL each at most KEPT_MAX_MS without a change). */
const KEPT_SESSIONS = 20_000;

export function createAuthService({ db, limiter, outbox, publicUrl, mfa, logger, changes }: AuthDeps) {
  const passwords = createPasswordGate();
  /**
   * The session of a cookie's hash as last read, so that a page's requests do not each read it again (ADR 038).
   * Any change of a session (but its activity), its user, profile or second factor is announced by the database and
   * drops every kept one — on this instance before the changing call returns, on the others within a second.
   */
  const kept = createChangeCache<string, { row: SessionRow; sessionId: string }>(changes, AUTH_CHANNEL, KEPT_SESSIONS);
  const refusals = createSecurityEventBatch(db, (error) => logger.error({ err: error }, "security events not written"));
  let keyPair: { publicPem: string; privatePem: string } | undefined;
  /** The private key parsed once: parsing the PEM on every sign-in costs the main thread a few milliseconds each. */
  let privateKey: KeyObject | undefined;
  const decrypt = async (cipher: string) => {
    privateKey ??= createPrivateKey((await rsaKey()).privatePem);
    return decryptOaep(privateKey, cipher);
  };

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
  async function openSession(
    user: Pick<UserRow, "id" | "role">,
    previousToken: string | undefined,
    client: SessionClient = {},
  ): Promise<string> {
    const token = randomToken();
    if (previousToken) await db.delete(sessions).where(eq(sessions.idHash, sha256(previousToken)));
    const now = Date.now();
    await db.insert(sessions).values({
      idHash: sha256(token),
      userId: user.id,
      activeProfileId: await defaultProfileId(user.id),
      csrfToken: randomToken(24),
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + lifetimeOf(user.role).absoluteS * 1000),
      userAgent: client.userAgent?.slice(0, 512) || null,
      address: client.address?.slice(0, 64) || null,
    });
    return token;
  }

  /** The user's sessions still alive at `now`: before their absolute end and not idle past the role's timeout. */
  async function liveSessions(userId: number, role: User["role"], now: number) {
    const rows = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          gt(sessions.expiresAt, new Date(now)),
          gt(sessions.lastSeenAt, new Date(now - lifetimeOf(role).idleS * 1000)),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt));
    return rows;
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

  /**
   * The end of every successful sign-in (password, link, code): the device noted — a new one recorded and, when
   * the user has signed in elsewhere before, e-mailed about — the success recorded, the session opened.
   */
  async function completeSignIn(
    user: UserRow,
    o: { previousToken?: string; client: SessionClient; deviceToken: string; method: string; remember?: boolean },
  ): Promise<string> {
    const device = await noteDevice(db, {
      userId: user.id,
      token: o.deviceToken,
      userAgent: o.client.userAgent,
      address: o.client.address,
      remember: o.remember,
    });
    const event = { userId: user.id, email: user.email, ...o.client };
    await db.transaction(async (tx) => {
      await recordSecurityEvent(tx, { kind: "signin.success", ...event, details: { method: o.method } });
      if (!device.isNew) return;
      await recordSecurityEvent(tx, { kind: "signin.new_device", ...event });
      if (!device.hadOthers) return;
      await outbox.enqueue(tx, {
        to: user.email,
        subject: "Вход в личный кабинет Лизинг-Авто с нового устройства",
        text: [
          `Здравствуйте${user.name ? `, ${user.name}` : ""}!`,
          "",
          "В ваш личный кабинет только что вошли с устройства, с которого раньше не входили:",
          `Браузер: ${o.client.userAgent?.slice(0, 200) || "неизвестен"}`,
          `Адрес: ${o.client.address || "неизвестен"}`,
          `Время: ${new Date().toLocaleString("ru-RU", { timeZone: "Europe/Moscow" })} (МСК)`,
          "",
          "Если это были вы, ничего делать не нужно. Если нет — сразу смените пароль и завершите чужие сеансы:",
          new URL("/account/settings/sessions", publicUrl).toString(),
        ].join("\n"),
      });
    });
    if (device.isNew && device.hadOthers) void outbox.deliverSoon();
    return openSession(user, o.previousToken, o.client);
  }

  /**
   * An employee the administrator deactivated (or never made a member of the staff) opens no session, whatever
   * the password, link or code: deactivation ends the sessions and must keep them ended (issue 15).
   */
  async function barred(user: Pick<UserRow, "id" | "role">): Promise<boolean> {
    if (user.role !== "staff") return false;
    const [member] = await db
      .select({ isActive: staffMembers.isActive })
      .from(staffMembers)
      .where(eq(staffMembers.userId, user.id));
    return !member?.isActive;
  }

  /** After a right password or link: the code is asked when the second factor is on and the device not remembered. */
  async function challengeFor(userId: number, deviceToken: string): Promise<MfaChallenge | null> {
    if (!(await mfa.enabled(userId)) || (await deviceRemembered(db, userId, deviceToken))) return null;
    const pending = await mfa.pendingToken(userId);
    return { ok: false, reason: "mfa", pendingToken: pending.token, expiresAt: pending.expiresAt, deviceToken };
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
      /** The browser's User-Agent, kept with the session for the list of sessions. */
      userAgent?: string | null;
      /** The browser's device cookie, if any (a remembered device skips the code; a new one is reported). */
      deviceToken?: string;
    }): Promise<SignInResult> {
      const email = input.email.trim().toLowerCase();
      const emailBucket = passwordFailuresBucket(email);
      const ipBucket = addressBucket("signin:ip", input.address);

      const client = { userAgent: input.userAgent, address: input.address };
      const failed = (userId: number | undefined, reason: string) =>
        recordSecurityEvent(db, { kind: "signin.failure", userId, email, ...client, details: { reason } });

      // Answered in process (a burst past the budget): no statement now, the event written with the others later.
      const refusedHere = (reason: string) =>
        refusals.add({ kind: "signin.failure", email, ...client, details: { reason } });

      // The account's place is taken first and in process: past its budget (five in flight or counted) a burst is
      // answered at once, without even the address's statement — one attempt past it goes on to the database, and
      // that one sends the owner the link (once per window), so the answer is true for the others too.
      const accountPlace = limiter.admit(emailBucket, FAILURES_PER_EMAIL);
      if (!accountPlace) {
        refusedHere("account-limit");
        return { ok: false, reason: "link-sent" };
      }
      let address: { wait: number };
      try {
        address = await limiter.reserve(ipBucket, FAILURES_PER_ADDRESS);
      } catch (error) {
        accountPlace.release();
        throw error;
      }
      if (address.wait > 0) {
        accountPlace.release();
        // Queued either way: the batch finds the account an e-mail names, so its owner sees the attempt too.
        refusedHere("address-limit");
        return { ok: false, reason: "rate-limited", retryAfter: address.wait };
      }
      const account = { wait: await accountPlace.count() };
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (account.wait > 0) {
        await failed(user?.id, "account-limit");
        await sendSignInLink(user, email);
        return { ok: false, reason: "link-sent" };
      }

      const password = await decrypt(input.password);
      if (password === null) return { ok: false, reason: "undecryptable" };

      // Hash even when the user does not exist, so timing does not reveal which e-mails have accounts.
      const valid = await passwords.verify(password, user?.passwordHash ?? DUMMY_HASH);
      if (valid === "busy") {
        // Not evaluated, so not a failure: the person may simply try again in a moment.
        await limiter.refund(ipBucket);
        await limiter.refund(emailBucket);
        return { ok: false, reason: "busy", retryAfter: BUSY_RETRY_S };
      }
      if (!user || !valid) {
        await failed(user?.id, user ? "password" : "unknown-account");
        return { ok: false, reason: "invalid" };
      }
      if (await barred(user)) {
        await failed(user.id, "inactive");
        return { ok: false, reason: "invalid" };
      }
      // The reservations were for a failure that did not happen.
      await limiter.refund(ipBucket);
      await limiter.reset(emailBucket);
      const deviceToken = validDeviceToken(input.deviceToken) ? input.deviceToken : newDeviceToken();
      const challenge = await challengeFor(user.id, deviceToken);
      if (challenge) return challenge;
      const token = await completeSignIn(user, {
        previousToken: input.previousToken,
        client,
        deviceToken,
        method: "password",
      });
      return { ok: true, user: toUser(user), token, deviceToken };
    },

    /**
     * The second step: the code (or a recovery code) of the user a live pending token names. «Запомнить это
     * устройство» waives the code on this device for 30 days.
     */
    async signInWithCode(input: {
      pendingToken: string | undefined;
      code: string;
      remember: boolean;
      previousToken?: string;
      deviceToken?: string;
      client: SessionClient;
    }): Promise<MfaSignInResult> {
      const userId = await mfa.pendingUser(input.pendingToken);
      if (userId === null) return { ok: false, reason: "expired" };
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user || (await barred(user))) return { ok: false, reason: "expired" };
      const checked = await mfa.check(user.id, input.code, input.client);
      if (!checked.ok) {
        await recordSecurityEvent(db, {
          kind: "signin.failure",
          userId: user.id,
          email: user.email,
          ...input.client,
          details: { reason: checked.reason === "invalid" ? "mfa-code" : "mfa-limit" },
        });
        return checked;
      }
      const deviceToken = validDeviceToken(input.deviceToken) ? input.deviceToken : newDeviceToken();
      const token = await completeSignIn(user, {
        previousToken: input.previousToken,
        client: input.client,
        deviceToken,
        method: checked.method === "totp" ? "password+totp" : "password+recovery",
        remember: input.remember,
      });
      return { ok: true, user: toUser(user), token, deviceToken };
    },

    /**
     * Spends a one-time key; `previousToken` as in `signIn`. The link proves the mailbox only: with the second
     * factor on (and the device not remembered) the answer is the code challenge, as after a password.
     */
    async signInWithKey(
      key: string,
      previousToken?: string,
      client: SessionClient & { deviceToken?: string } = {},
    ): Promise<
      { ok: true; user: User; token: string; deviceToken: string } | MfaChallenge | { ok: false; reason: "gone" }
    > {
      const now = new Date();
      // One statement marks the key used, so two concurrent uses cannot both succeed.
      const [used] = await db
        .update(loginKeys)
        .set({ usedAt: now })
        .where(
          and(
            eq(loginKeys.keyHash, sha256(key)),
            // A password recovery key (ADR 026) and a new client's welcome key ("confirm", /login/welcome) set a
            // password; neither opens a session by itself.
            eq(loginKeys.purpose, "signin"),
            isNull(loginKeys.usedAt),
            gt(loginKeys.expiresAt, now),
          ),
        )
        .returning({ userId: loginKeys.userId });
      if (!used) return { ok: false, reason: "gone" };
      const [user] = await db.select().from(users).where(eq(users.id, used.userId));
      if (!user || (await barred(user))) return { ok: false, reason: "gone" };
      // The link was used: a later throttled attempt may send a fresh one.
      await limiter.reset(linkBucket(user.email));
      const deviceToken = validDeviceToken(client.deviceToken) ? client.deviceToken : newDeviceToken();
      const challenge = await challengeFor(user.id, deviceToken);
      if (challenge) return challenge;
      const sessionClient = { userAgent: client.userAgent, address: client.address };
      const token = await completeSignIn(user, { previousToken, client: sessionClient, deviceToken, method: "key" });
      return { ok: true, user: toUser(user), token, deviceToken };
    },

    /** Issues a one-time key for an e-mailed sign-in link or an account confirmation. */
    issueLoginKey,

    /** A password the browser encrypted with `publicKey()`, in clear; null when it cannot be decrypted. */
    async decryptPassword(cipher: string): Promise<string | null> {
      return decrypt(cipher);
    },

    /** Compares a password with a stored hash through the same bounded gate as sign-in ("busy" when full). */
    checkPassword: passwords.verify,

    /** Password hashes computed since start (the burst tests count evaluations by it). */
    passwordChecks: passwords.computed,

    /**
     * Queues an event to be written with others within 200 ms: for refusals that may come in floods (a sign-in
     * burst, a script walking calls it may not make), so the refusal itself costs no statement.
     */
    recordLater: refusals.add,

    /** The user's own security events, as settings «Сеансы» lists them (the queued ones written first). */
    async ownSecurityEvents(userId: number) {
      await refusals.flush();
      return clientSecurityEvents(db, userId);
    },

    /** Writes the queued events now (they are written within 200 ms anyway). */
    flushSecurityEvents: refusals.flush,

    /**
     * The live session of a cookie, or null. Every lookup enforces both ends (ADR 027): past its absolute end or
     * idle longer than the role allows, the session is deleted and null answered. A lookup is activity and moves
     * the idle end on (written at most once a minute), unless `touch: false` — a look that must not keep the
     * session alive by itself.
     */
    async session(token: string | undefined, options: { touch?: boolean } = {}): Promise<SessionContext | null> {
      if (!token) return null;
      const idHash = sha256(token);
      const touch = options.touch ?? true;
      const now = Date.now();
      // A kept session is answered as the database would: within both ends and, when this look is activity, with
      // its last write of activity less than TOUCH_INTERVAL_MS ago; otherwise it is read (and written) again.
      const hit = kept.peek(idHash);
      if (hit) {
        const { session, user } = hit.row;
        const { idleS } = lifetimeOf(user.role);
        const lastSeen = session.lastSeenAt.getTime();
        const live = session.expiresAt.getTime() > now && lastSeen + idleS * 1000 > now;
        if (live && !(touch && now - lastSeen >= TOUCH_INTERVAL_MS)) return sessionContext(hit.row, hit.sessionId);
      }
      const ticket = kept.ticket();
      const [row] = await db
        .select({ session: sessions, user: users, profile: profiles, mfaEnabledAt: userMfa.enabledAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(profiles, eq(profiles.id, sessions.activeProfileId))
        .leftJoin(userMfa, eq(userMfa.userId, sessions.userId))
        .where(eq(sessions.idHash, idHash));
      if (!row) return null;
      const { idleS } = lifetimeOf(row.user.role);
      const lastSeen = row.session.lastSeenAt.getTime();
      if (row.session.expiresAt.getTime() <= now || lastSeen + idleS * 1000 <= now) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (touch && now - lastSeen >= TOUCH_INTERVAL_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.idHash, idHash));
        row.session.lastSeenAt = new Date(now);
      }
      const entry = { row, sessionId: sessionPublicId(idHash) };
      kept.set(idHash, entry, ticket);
      return sessionContext(row, entry.sessionId);
    },

    /** The user's live sessions, the current one marked, the most recently active first. */
    async listSessions(user: User, currentToken: string): Promise<ActiveSession[]> {
      const current = sha256(currentToken);
      const rows = await liveSessions(user.id, user.role, Date.now());
      return rows.map((s) => ({
        id: sessionPublicId(s.idHash),
        userAgent: s.userAgent,
        address: s.address,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        current: s.idHash === current,
      }));
    },

    /** Ends one of the user's live sessions by its public id; false when the user has no such session. */
    async endSession(user: User, id: string): Promise<boolean> {
      const rows = await liveSessions(user.id, user.role, Date.now());
      const target = rows.find((s) => sessionPublicId(s.idHash) === id);
      if (!target) return false;
      await db.delete(sessions).where(and(eq(sessions.idHash, target.idHash), eq(sessions.userId, user.id)));
      return true;
    },

    /** Ends every session of the user but the current one; how many live ones ended. */
    async endOtherSessions(user: User, currentToken: string): Promise<number> {
      const live = new Set((await liveSessions(user.id, user.role, Date.now())).map((s) => s.idHash));
      const gone = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, sha256(currentToken))))
        .returning({ idHash: sessions.idHash });
      return gone.filter((s) => live.has(s.idHash)).length;
    },

    async check(token: string | undefined, options: { touch?: boolean } = {}): Promise<SessionCheck | null> {
      const ctx = await this.session(token, options);
      if (!ctx) return null;
      return {
        user: ctx.user,
        profile: ctx.profile,
        profiles: await profilesOf(ctx.user.id),
        csrfToken: ctx.csrfToken,
        idleExpiresAt: ctx.idleExpiresAt.toISOString(),
        absoluteExpiresAt: ctx.absoluteExpiresAt.toISOString(),
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

/** A session's context from what its lookup read: fresh objects each time, whoever keeps the row. */
function sessionContext(row: SessionRow, sessionId: string): SessionContext {
  const { idleS } = lifetimeOf(row.user.role);
  const expiresAt = row.session.expiresAt.getTime();
  return {
    user: toUser(row.user),
    mfaEnabled: row.mfaEnabledAt !== null,
    profile: row.profile ? toProfile(row.profile) : null,
    csrfToken: row.session.csrfToken,
    sessionId,
    idleExpiresAt: new Date(Math.min(row.session.lastSeenAt.getTime() + idleS * 1000, expiresAt)),
    absoluteExpiresAt: new Date(expiresAt),
  };
}

/** Seconds a client waits when the password checks are all busy. */
const BUSY_RETRY_S = 5;

/** A valid scrypt hash of a random string, compared against when the e-mail is unknown. */
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$6O4b1n2n1n9V4YyG3yO1b6m0v3ZCw0m1Xo3m8k7lq3g=";

export type AuthService = ReturnType<typeof createAuthService>;
