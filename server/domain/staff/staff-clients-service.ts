import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { CLIENT_RIGHTS } from "../../../contract/lk-rights.ts";
import type { RequisitesUpdateRequest } from "../../../contract/lk-settings.ts";
import {
  PROFILE_TYPE_TITLES,
  STAFF_CLIENT_MESSAGES,
  STAFF_CLIENT_SEARCH_LIMIT,
  type StaffClientDetail,
  type StaffClientProfileType,
  type StaffClientSearchResponse,
  USER_STATUS_TITLES,
} from "../../../contract/staff-clients.ts";
import { normaliseRussianPhone } from "../../../core/phone.ts";
import type { Db } from "../../db/client.ts";
import { loginKeys, profiles, sessions, userProfiles, users } from "../../db/schema/accounts.ts";
import { lkContracts, lkManagers, lkProfileInfo, lkStaff } from "../../db/schema/lk.ts";
import { randomToken, sha256 } from "../../infra/crypto.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { recordAudit, type StaffActor } from "./staff-service.ts";

/**
 * Clients and their access (issue 15): the service team finds a client, opens a company's or an entrepreneur's
 * account with its first user, re-sends the invitation, adds a profile to an existing user and takes a profile
 * away from a user. Each change and its audit entry (and the e-mail, through the outbox) share one transaction.
 */

/** How long the invitation link works: a week, as the client users' own invitations (ADR 031). */
export const CLIENT_INVITE_TTL_MS = 7 * 24 * 3_600_000;

/**
 * The password hash of a user who has not set a password yet: shaped as a scrypt hash, so a sign-in spends the
 * same time on it as on any account (nothing tells an invited e-mail apart), but its hash part is random bytes that
 * no password produces. Its salt begins with a marker, which is how the back office tells «invited» from «active».
 */
const INVITED_SALT_MARK = "!invited";
export function invitedPasswordHash(): string {
  const salt = Buffer.concat([Buffer.from(INVITED_SALT_MARK), randomBytes(8)]).toString("base64");
  return ["scrypt", 32768, 8, 1, salt, randomBytes(32).toString("base64")].join("$");
}
export function isInvitedHash(hash: string): boolean {
  const salt = hash.split("$")[4];
  return (
    salt !== undefined &&
    Buffer.from(salt, "base64").subarray(0, INVITED_SALT_MARK.length).toString() === INVITED_SALT_MARK
  );
}

export interface StaffClientsDeps {
  db: Db;
  outbox: MailOutbox;
  /** The site's origin, for the link in the e-mail. */
  publicUrl: string;
  now?: () => Date;
}

export type FieldProblem = { field: string; message: string };
export type ClientChangeResult =
  | { ok: true; client: StaffClientDetail; message: string }
  | { ok: false; reason: "invalid"; errors: FieldProblem[] }
  | { ok: false; reason: "not_found"; message: string }
  | { ok: false; reason: "conflict"; message: string };

type ProfileInput = { type: StaffClientProfileType; requisites: RequisitesUpdateRequest };

/** Thrown inside a transaction to undo it whole and answer the problem. */
class ChangeAborted extends Error {
  readonly result: ClientChangeResult;
  constructor(result: ClientChangeResult) {
    super("client change aborted");
    this.result = result;
  }
}

const CONTRACT_STATUS_TITLES = { active: "Действует", finished: "Завершён" } as const;

export function createStaffClientsService(deps: StaffClientsDeps) {
  const { db, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  const statusOf = (hash: string) => (isInvitedHash(hash) ? "invited" : "active");

  /**
   * An INN already registered: a profile with people is another client (add a profile to its user instead); one
   * nobody acts for is a lessee from the lessor's books, whose access opens on its own page with its contracts.
   */
  async function innProblem(reader: Db, inn: string): Promise<FieldProblem | null> {
    const [taken] = await reader
      .select({ id: profiles.id, people: count(userProfiles.userId) })
      .from(profiles)
      .leftJoin(userProfiles, eq(userProfiles.profileId, profiles.id))
      .where(eq(profiles.inn, inn))
      .groupBy(profiles.id)
      .limit(1);
    if (!taken) return null;
    return {
      field: "profile.requisites.inn",
      message: taken.people === 0 ? STAFF_CLIENT_MESSAGES.innWithoutAccount : STAFF_CLIENT_MESSAGES.innTaken,
    };
  }

  /** The profile with its account settings row; the manager is the one given or the first of the list. */
  async function insertProfile(tx: Db, input: ProfileInput, managerId: number | undefined): Promise<number> {
    const r = input.requisites;
    const [profile] = await tx
      .insert(profiles)
      .values({ type: input.type, title: r.shortTitle, inn: r.inn, kpp: r.kpp, ogrn: r.ogrn })
      .returning({ id: profiles.id });
    if (!profile) throw new Error("staff clients: the profile was not created");
    let manager = managerId;
    if (manager === undefined) {
      const [first] = await tx.select({ id: lkManagers.id }).from(lkManagers).orderBy(asc(lkManagers.id)).limit(1);
      manager = first?.id;
    }
    if (manager === undefined) throw new Error("staff clients: no manager to assign (lk_managers is empty)");
    await tx.insert(lkProfileInfo).values({
      profileId: profile.id,
      managerId: manager,
      edoState: "not_connected",
      requisites: { ...r, kpp: r.kpp ?? null, ogrn: r.ogrn ?? null },
    });
    return profile.id;
  }

  /** The user acts for the profile: the link and the profile's list of people, with every right (its first admin). */
  async function grantAccess(
    tx: Db,
    user: { id: number; name: string; email: string; phone: string | null },
    profileId: number,
    position: string,
    isDefault: boolean,
  ) {
    await tx.insert(userProfiles).values({ userId: user.id, profileId, position, isDefault });
    await tx.insert(lkStaff).values({
      profileId,
      userId: user.id,
      name: user.name,
      position,
      email: user.email,
      phone: user.phone,
      rights: [...CLIENT_RIGHTS],
    });
  }

  /** A new invitation key (older ones of the user spent) and its e-mail, in `tx`. */
  async function sendInvitation(tx: Db, user: { id: number; email: string; name: string }, profileTitle: string) {
    const at = now();
    await tx
      .update(loginKeys)
      .set({ usedAt: at })
      .where(and(eq(loginKeys.userId, user.id), eq(loginKeys.purpose, "confirm"), isNull(loginKeys.usedAt)));
    const key = randomToken();
    await tx.insert(loginKeys).values({
      keyHash: sha256(key),
      userId: user.id,
      purpose: "confirm",
      expiresAt: new Date(at.getTime() + CLIENT_INVITE_TTL_MS),
    });
    const link = new URL("/login/welcome", publicUrl);
    link.searchParams.set("key", key);
    await outbox.enqueue(tx, {
      to: user.email,
      subject: "Доступ в личный кабинет Лизинг-Авто",
      text: [
        `Здравствуйте, ${user.name}!`,
        "",
        `Для «${profileTitle}» открыт личный кабинет лизингополучателя Лизинг-Авто: договоры, платежи, документы и обращения.`,
        "Чтобы войти, задайте пароль по ссылке:",
        "",
        link.toString(),
        "",
        "Ссылка действует 7 дней и только один раз. Если она устарела, попросите вашего менеджера прислать новую.",
        "Если вы не ждали этого письма, ничего не делайте: без пароля в кабинет не войти.",
      ].join("\n"),
    });
  }

  async function run(change: () => Promise<ClientChangeResult>): Promise<ClientChangeResult> {
    try {
      const result = await change();
      if (result.ok) void outbox.deliverSoon();
      return result;
    } catch (error) {
      if (error instanceof ChangeAborted) return error.result;
      throw error;
    }
  }

  async function detail(profileId: number): Promise<StaffClientDetail | null> {
    const [main] = await db.select().from(profiles).where(eq(profiles.id, profileId));
    if (!main) return null;
    // The client is the profile and every profile its people act for (one hop): what one account sees.
    const links = await db
      .select({ userId: userProfiles.userId })
      .from(userProfiles)
      .where(eq(userProfiles.profileId, profileId));
    const userIds = links.map((l) => l.userId);
    const related =
      userIds.length === 0
        ? []
        : await db
            .selectDistinct({ id: userProfiles.profileId })
            .from(userProfiles)
            .where(and(inArray(userProfiles.userId, userIds), ne(userProfiles.profileId, profileId)));
    const profileIds = [profileId, ...related.map((r) => r.id).sort((a, b) => a - b)];

    const [profileRows, accessRows, contractRows] = await Promise.all([
      db
        .select({ profile: profiles, info: lkProfileInfo, manager: lkManagers.name })
        .from(profiles)
        .leftJoin(lkProfileInfo, eq(lkProfileInfo.profileId, profiles.id))
        .leftJoin(lkManagers, eq(lkManagers.id, lkProfileInfo.managerId))
        .where(inArray(profiles.id, profileIds)),
      db
        .select({ user: users, link: userProfiles, title: profiles.title })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
        .where(inArray(userProfiles.profileId, profileIds))
        .orderBy(asc(users.name), asc(users.id), asc(userProfiles.profileId)),
      db
        .select({ contract: lkContracts, title: profiles.title })
        .from(lkContracts)
        .innerJoin(profiles, eq(profiles.id, lkContracts.profileId))
        .where(inArray(lkContracts.profileId, profileIds))
        .orderBy(desc(lkContracts.signedAt), desc(lkContracts.id)),
    ]);

    const order = new Map(profileIds.map((id, i) => [id, i]));
    const profileList = profileRows
      .sort((a, b) => (order.get(a.profile.id) ?? 0) - (order.get(b.profile.id) ?? 0))
      .map(({ profile, info, manager }) => ({
        id: profile.id,
        type: profile.type,
        typeTitle: PROFILE_TYPE_TITLES[profile.type],
        title: profile.title,
        inn: profile.inn,
        kpp: profile.kpp,
        ogrn: profile.ogrn,
        requisites: info?.requisites ?? null,
        manager: manager ?? null,
      }));

    const usersById = new Map<number, StaffClientDetail["users"][number]>();
    for (const { user, link, title } of accessRows) {
      let entry = usersById.get(user.id);
      if (!entry) {
        const status = statusOf(user.passwordHash);
        entry = {
          id: user.id,
          email: user.email,
          name: user.name,
          phone: user.phone,
          status,
          statusTitle: USER_STATUS_TITLES[status],
          access: [],
        };
        usersById.set(user.id, entry);
      }
      entry.access.push({ profileId: link.profileId, title, position: link.position });
    }

    return {
      id: profileId,
      profiles: profileList,
      users: [...usersById.values()],
      contracts: contractRows.map(({ contract, title }) => ({
        code: contract.code,
        number: contract.number,
        vehicleTitle: contract.vehicleTitle,
        status: contract.status,
        statusTitle: CONTRACT_STATUS_TITLES[contract.status],
        signedAt: contract.signedAt,
        profileId: contract.profileId,
        profileTitle: title,
      })),
    };
  }

  async function changed(profileId: number, message: string): Promise<ClientChangeResult> {
    const client = await detail(profileId);
    if (!client) return { ok: false, reason: "not_found", message: STAFF_CLIENT_MESSAGES.notFound };
    return { ok: true, client, message };
  }

  const profileAudit = (input: ProfileInput) => ({
    type: input.type,
    title: input.requisites.shortTitle,
    inn: input.requisites.inn,
    kpp: input.requisites.kpp ?? null,
    ogrn: input.requisites.ogrn ?? null,
  });

  return {
    detail,

    /**
     * Profiles whose INN or name, a user's e-mail or a contract's number contains the query (any case), by
     * title, with their people and the number of contracts.
     */
    async search(query: string): Promise<StaffClientSearchResponse> {
      const q = query.trim().toLowerCase();
      const found = await db
        .selectDistinct({ id: profiles.id, title: profiles.title })
        .from(profiles)
        .leftJoin(userProfiles, eq(userProfiles.profileId, profiles.id))
        .leftJoin(users, eq(users.id, userProfiles.userId))
        .leftJoin(lkContracts, eq(lkContracts.profileId, profiles.id))
        .where(
          // strpos, not LIKE: a `_` or `%` in the query is a character to find, not a wildcard.
          or(
            sql`strpos(${profiles.inn}, ${q}) > 0`,
            sql`strpos(lower(${profiles.title}), ${q}) > 0`,
            sql`strpos(lower(${users.email}), ${q}) > 0`,
            sql`strpos(lower(${lkContracts.number}), ${q}) > 0`,
          ),
        )
        .orderBy(asc(profiles.title), asc(profiles.id))
        .limit(STAFF_CLIENT_SEARCH_LIMIT + 1);
      const shown = found.slice(0, STAFF_CLIENT_SEARCH_LIMIT);
      const ids = shown.map((f) => f.id);
      if (ids.length === 0) return { items: [], more: false };
      const [rows, people, counts] = await Promise.all([
        db.select().from(profiles).where(inArray(profiles.id, ids)),
        db
          .select({ profileId: userProfiles.profileId, user: users })
          .from(userProfiles)
          .innerJoin(users, eq(users.id, userProfiles.userId))
          .where(inArray(userProfiles.profileId, ids))
          .orderBy(asc(users.name), asc(users.id)),
        db
          .select({ profileId: lkContracts.profileId, n: count() })
          .from(lkContracts)
          .where(inArray(lkContracts.profileId, ids))
          .groupBy(lkContracts.profileId),
      ]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        items: ids.flatMap((id) => {
          const p = byId.get(id);
          if (!p) return [];
          return [
            {
              id,
              type: p.type,
              typeTitle: PROFILE_TYPE_TITLES[p.type],
              title: p.title,
              inn: p.inn,
              kpp: p.kpp,
              ogrn: p.ogrn,
              contractsCount: counts.find((c) => c.profileId === id)?.n ?? 0,
              users: people
                .filter((u) => u.profileId === id)
                .map(({ user }) => ({
                  id: user.id,
                  email: user.email,
                  name: user.name,
                  status: statusOf(user.passwordHash),
                })),
            },
          ];
        }),
        more: found.length > STAFF_CLIENT_SEARCH_LIMIT,
      };
    },

    /**
     * A company's or an entrepreneur's account: the profile with its settings row (the first manager of the list,
     * EDO not connected, the requisites as typed), the first user with no usable password and every right, and
     * the e-mail with the link that sets the password.
     */
    async create(
      actor: StaffActor,
      input: {
        profile: ProfileInput;
        user: { email: string; name: string; phone: string; position: string };
      },
    ): Promise<ClientChangeResult> {
      const errors: FieldProblem[] = [];
      const inn = await innProblem(db, input.profile.requisites.inn);
      if (inn) errors.push(inn);
      const [existing] = await db.select().from(users).where(eq(users.email, input.user.email));
      if (existing) {
        errors.push({
          field: "user.email",
          message: existing.role === "staff" ? STAFF_CLIENT_MESSAGES.staffEmail : STAFF_CLIENT_MESSAGES.emailTaken,
        });
      }
      if (errors.length > 0) return { ok: false, reason: "invalid", errors };
      const phone = input.user.phone ? normaliseRussianPhone(input.user.phone) : null;

      return run(async () => {
        const profileId = await db.transaction(async (tx) => {
          // Checked again inside: two colleagues may open the same client at once.
          const again = await innProblem(tx, input.profile.requisites.inn);
          if (again) throw new ChangeAborted({ ok: false, reason: "invalid", errors: [again] });
          const [user] = await tx
            .insert(users)
            .values({
              email: input.user.email,
              name: input.user.name,
              phone,
              passwordHash: invitedPasswordHash(),
              role: "client",
            })
            .onConflictDoNothing()
            .returning();
          if (!user) {
            throw new ChangeAborted({
              ok: false,
              reason: "invalid",
              errors: [{ field: "user.email", message: STAFF_CLIENT_MESSAGES.emailTaken }],
            });
          }
          const id = await insertProfile(tx, input.profile, undefined);
          await grantAccess(tx, user, id, input.user.position, true);
          await sendInvitation(tx, user, input.profile.requisites.shortTitle);
          await recordAudit(tx, actor, {
            action: "client.create",
            objectType: "client",
            objectId: String(id),
            before: null,
            after: {
              profile: profileAudit(input.profile),
              user: { email: user.email, name: user.name, phone, position: input.user.position },
            },
          });
          return id;
        });
        return changed(profileId, `Кабинет открыт, приглашение отправлено на ${input.user.email}`);
      });
    },

    /**
     * The first user of a lessee the lessor already knows (ADR 033, «Linking contracts»): the profile, its
     * contracts and everything denormalised from them stay where they are; the user joins the profile with every
     * right and gets the invitation. `contracts` must name exactly the profile's contracts: the employee has seen
     * and confirmed each one, so a contract added meanwhile is not handed over unseen.
     */
    async openAccess(
      actor: StaffActor,
      input: {
        profileId: number;
        user: { email: string; name: string; phone: string; position: string };
        contracts: string[];
      },
    ): Promise<ClientChangeResult> {
      const phone = input.user.phone ? normaliseRussianPhone(input.user.phone) : null;
      const confirmed = [...new Set(input.contracts)];

      return run(async () => {
        const numbers = await db.transaction(async (tx) => {
          // The profile row locked: two colleagues opening the same lessee's access cannot both pass.
          const [profile] = await tx.select().from(profiles).where(eq(profiles.id, input.profileId)).for("update");
          if (!profile) {
            throw new ChangeAborted({ ok: false, reason: "not_found", message: STAFF_CLIENT_MESSAGES.notFound });
          }
          const [people] = await tx
            .select({ n: count() })
            .from(userProfiles)
            .where(eq(userProfiles.profileId, profile.id));
          if ((people?.n ?? 0) > 0) {
            throw new ChangeAborted({ ok: false, reason: "conflict", message: STAFF_CLIENT_MESSAGES.hasUsers });
          }
          const errors: FieldProblem[] = [];
          const [existing] = await tx.select().from(users).where(eq(users.email, input.user.email));
          if (existing) {
            errors.push({
              field: "user.email",
              message: existing.role === "staff" ? STAFF_CLIENT_MESSAGES.staffEmail : STAFF_CLIENT_MESSAGES.emailTaken,
            });
          }
          const books = await tx
            .select({ number: lkContracts.number })
            .from(lkContracts)
            .where(eq(lkContracts.profileId, profile.id))
            .orderBy(asc(lkContracts.signedAt), asc(lkContracts.id));
          const known = new Set(books.map((b) => b.number));
          if (confirmed.some((n) => !known.has(n))) {
            errors.push({ field: "contracts", message: STAFF_CLIENT_MESSAGES.contractsChanged });
          } else if (confirmed.length !== known.size) {
            const missing = books.filter((b) => !confirmed.includes(b.number)).map((b) => `№ ${b.number}`);
            errors.push({
              field: "contracts",
              message: `${STAFF_CLIENT_MESSAGES.contractsUnconfirmed}; не отмечены: ${missing.join(", ")}`,
            });
          }
          if (errors.length > 0) throw new ChangeAborted({ ok: false, reason: "invalid", errors });

          const [user] = await tx
            .insert(users)
            .values({
              email: input.user.email,
              name: input.user.name,
              phone,
              passwordHash: invitedPasswordHash(),
              role: "client",
            })
            .onConflictDoNothing()
            .returning();
          if (!user) {
            throw new ChangeAborted({
              ok: false,
              reason: "invalid",
              errors: [{ field: "user.email", message: STAFF_CLIENT_MESSAGES.emailTaken }],
            });
          }
          await grantAccess(tx, user, profile.id, input.user.position, true);
          await sendInvitation(tx, user, profile.title);
          const linked = books.map((b) => b.number);
          await recordAudit(tx, actor, {
            action: "client.open_access",
            objectType: "client",
            objectId: String(profile.id),
            before: { users: [] },
            after: {
              profile: { title: profile.title, inn: profile.inn },
              user: { email: user.email, name: user.name, phone, position: input.user.position },
              contracts: linked,
            },
          });
          return linked;
        });
        const list = numbers.map((n) => `№ ${n}`).join(", ");
        return changed(
          input.profileId,
          numbers.length > 0
            ? `Доступ открыт, договоры привязаны: ${list}. Приглашение отправлено на ${input.user.email}`
            : `Доступ открыт, приглашение отправлено на ${input.user.email}`,
        );
      });
    },

    /** The invitation again to a user of the profile who has not set a password; the older link stops working. */
    async invite(actor: StaffActor, input: { userId: number; profileId: number }): Promise<ClientChangeResult> {
      const [row] = await db
        .select({ user: users, title: profiles.title })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
        .where(and(eq(userProfiles.userId, input.userId), eq(userProfiles.profileId, input.profileId)));
      if (!row) return { ok: false, reason: "not_found", message: STAFF_CLIENT_MESSAGES.accessNotFound };
      if (!isInvitedHash(row.user.passwordHash)) {
        return { ok: false, reason: "conflict", message: STAFF_CLIENT_MESSAGES.alreadyActive };
      }
      const { user } = row;
      return run(async () => {
        await db.transaction(async (tx) => {
          await sendInvitation(tx, user, row.title);
          await recordAudit(tx, actor, {
            action: "client.invite",
            objectType: "client",
            objectId: String(input.profileId),
            before: null,
            after: { user: user.email },
          });
        });
        return changed(input.profileId, `Приглашение отправлено снова на ${user.email}; прежняя ссылка не работает`);
      });
    },

    /** Another profile for an existing client user (an entrepreneur who also runs a company, say). */
    async addProfile(
      actor: StaffActor,
      input: { email: string; position: string; profile: ProfileInput },
    ): Promise<ClientChangeResult> {
      const errors: FieldProblem[] = [];
      const [user] = await db.select().from(users).where(eq(users.email, input.email));
      if (user?.role !== "client") {
        errors.push({
          field: "email",
          message: user ? STAFF_CLIENT_MESSAGES.staffEmail : STAFF_CLIENT_MESSAGES.noSuchUser,
        });
      }
      const inn = await innProblem(db, input.profile.requisites.inn);
      if (inn) errors.push(inn);
      if (!user || errors.length > 0) return { ok: false, reason: "invalid", errors };

      return run(async () => {
        const profileId = await db.transaction(async (tx) => {
          const again = await innProblem(tx, input.profile.requisites.inn);
          if (again) throw new ChangeAborted({ ok: false, reason: "invalid", errors: [again] });
          // The manager who already looks after this person's other profile looks after the new one too.
          const [current] = await tx
            .select({ managerId: lkProfileInfo.managerId })
            .from(userProfiles)
            .innerJoin(lkProfileInfo, eq(lkProfileInfo.profileId, userProfiles.profileId))
            .where(eq(userProfiles.userId, user.id))
            .orderBy(desc(userProfiles.isDefault), asc(userProfiles.profileId))
            .limit(1);
          const [any] = await tx.select({ n: count() }).from(userProfiles).where(eq(userProfiles.userId, user.id));
          const id = await insertProfile(tx, input.profile, current?.managerId);
          await grantAccess(tx, user, id, input.position, (any?.n ?? 0) === 0);
          await recordAudit(tx, actor, {
            action: "client.profile_add",
            objectType: "client",
            objectId: String(id),
            before: null,
            after: { profile: profileAudit(input.profile), user: user.email, position: input.position },
          });
          return id;
        });
        return changed(
          profileId,
          `Профиль «${input.profile.requisites.shortTitle}» добавлен пользователю ${user.email}`,
        );
      });
    },

    /**
     * A user stops acting for a profile: the link and the profile's entry of the person go. Sessions on that
     * profile move to the user's remaining profile; with none left every session ends and an unused invitation
     * link dies, so nobody keeps a way into an account without a profile.
     */
    async removeAccess(actor: StaffActor, input: { userId: number; profileId: number }): Promise<ClientChangeResult> {
      return run(async () => {
        await db.transaction(async (tx) => {
          const [gone] = await tx
            .delete(userProfiles)
            .where(and(eq(userProfiles.userId, input.userId), eq(userProfiles.profileId, input.profileId)))
            .returning();
          if (!gone) {
            throw new ChangeAborted({ ok: false, reason: "not_found", message: STAFF_CLIENT_MESSAGES.accessNotFound });
          }
          const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
          await tx.delete(lkStaff).where(and(eq(lkStaff.profileId, input.profileId), eq(lkStaff.userId, input.userId)));
          const [next] = await tx
            .select()
            .from(userProfiles)
            .where(eq(userProfiles.userId, input.userId))
            .orderBy(desc(userProfiles.isDefault), asc(userProfiles.profileId))
            .limit(1);
          let endedSessions = 0;
          if (next) {
            if (!next.isDefault) {
              await tx
                .update(userProfiles)
                .set({ isDefault: true })
                .where(and(eq(userProfiles.userId, next.userId), eq(userProfiles.profileId, next.profileId)));
            }
            await tx
              .update(sessions)
              .set({ activeProfileId: next.profileId })
              .where(and(eq(sessions.userId, input.userId), eq(sessions.activeProfileId, input.profileId)));
          } else {
            const ended = await tx
              .delete(sessions)
              .where(eq(sessions.userId, input.userId))
              .returning({ idHash: sessions.idHash });
            endedSessions = ended.length;
            await tx
              .update(loginKeys)
              .set({ usedAt: now() })
              .where(and(eq(loginKeys.userId, input.userId), isNull(loginKeys.usedAt), gt(loginKeys.expiresAt, now())));
          }
          await recordAudit(tx, actor, {
            action: "client.access_remove",
            objectType: "client",
            objectId: String(input.profileId),
            before: { user: user?.email ?? null, position: gone.position },
            after: { user: null, lastProfile: !next, endedSessions },
          });
        });
        return changed(input.profileId, "Доступ к профилю закрыт");
      });
    },
  };
}

export type StaffClientsService = ReturnType<typeof createStaffClientsService>;
