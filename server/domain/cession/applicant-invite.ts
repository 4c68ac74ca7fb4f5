import { and, asc, eq, sql } from "drizzle-orm";
import type { Profile } from "../../../contract/account.ts";
import {
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  type CessionInviteRequest,
  type CessionInviteResponse,
  type ParticipantType,
} from "../../../contract/lk-cession.ts";
import { profiles, userProfiles, users } from "../../db/schema/accounts.ts";
import { cessionFiles, cessionParticipants, cessions } from "../../db/schema/cession.ts";
import { randomToken, sha256 } from "../../infra/crypto.ts";
import type { RateLimit } from "../rate-limiter.ts";
import type { CessionDeps } from "./application-service.ts";
import {
  type CessionRow,
  newCessionCode,
  noticeToProfile,
  type ParticipantRow,
  participantSummary,
} from "./cession-records.ts";
import { type Problem, Refusal, refuse } from "./refusal.ts";

/** Invitations a profile may send a day: more than any real cession needs, too few to spam with. */
export const INVITATIONS_PER_PROFILE: RateLimit = { limit: 20, windowMs: 24 * 60 * 60_000 };
const INVITE_TTL_MS = 7 * 24 * 60 * 60_000;

const innFits = (type: ParticipantType, inn: string) => inn.length === (type === "legal" ? 10 : 12);

/** What the invitation needs of the assignor's service: its own cession and the profiles' titles. */
interface InviteLookups {
  ownCession(profileId: number, code: string): Promise<CessionRow | null>;
  profileTitles(ids: (number | null)[]): Promise<Map<number, { title: string; inn: string }>>;
}

/** The assignor's invitation of the assignee and the guarantors (issue 12, SPEC.md §8 «invitation sent…»). */
export function createApplicantInvite(deps: CessionDeps, { ownCession, profileTitles }: InviteLookups) {
  const { db, files, outbox } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Invites the assignee (its e-mail and INN on the cession's one cessionary row) or a new guarantor. A client
   * account with that e-mail acting for a profile with that INN is bound at once and told in its account;
   * anyone else gets an e-mailed one-time link (7 days) to /login/cession.
   */
  async function invite(
    profile: Profile,
    userId: number,
    input: CessionInviteRequest,
  ): Promise<{ ok: true; value: CessionInviteResponse } | ({ ok: false } & Problem)> {
    const cession = input.cessionId ? await ownCession(profile.id, input.cessionId) : null;
    if (!cession) return { ok: false, status: 409, detail: CESSION_MESSAGES.saveBeforeInvite };
    if (cession.status !== "draft") return { ok: false, status: 409, detail: CESSION_RULE_MESSAGES.notEditable };
    const email = input.email.trim().toLowerCase();
    const innError = (message: string) => ({
      ok: false as const,
      status: 400 as const,
      detail: message,
      errors: [{ field: "inn", message }],
    });
    if (input.inn === profile.inn) return innError(CESSION_RULE_MESSAGES.selfInvite);
    if (input.role === "cessionary" && !innFits(cession.cessionaryType, input.inn)) {
      return innError(CESSION_RULE_MESSAGES.innMismatch);
    }

    const bucket = `cession:invite:${profile.id}`;
    const wait = await deps.limiter.hit(bucket, INVITATIONS_PER_PROFILE);
    if (wait > 0) {
      return {
        ok: false,
        status: 429,
        detail: "Слишком много приглашений за сутки: попробуйте завтра",
        retryAfter: wait,
      };
    }

    const [match] = await db
      .select({ profileId: profiles.id })
      .from(users)
      .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
      .innerJoin(profiles, eq(profiles.id, userProfiles.profileId))
      .where(and(sql`lower(${users.email}) = ${email}`, eq(users.role, "client"), eq(profiles.inn, input.inn)))
      .orderBy(asc(profiles.id))
      .limit(1);
    const bindTo = match?.profileId ?? null;
    const key = bindTo === null ? randomToken() : null;
    const at = now();
    const invitation = {
      email,
      inn: input.inn,
      profileId: bindTo,
      inviteKeyHash: key ? sha256(key) : null,
      inviteExpiresAt: key ? new Date(at.getTime() + INVITE_TTL_MS) : null,
      invitedAt: at,
      invitedBy: userId,
      updatedAt: at,
    };

    const droppedKeys: string[] = [];
    try {
      const row = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(cessions).where(eq(cessions.id, cession.id)).for("update");
        if (locked?.status !== "draft") refuse({ status: 409, detail: CESSION_RULE_MESSAGES.notEditable });
        if (bindTo === profile.id) refuse({ status: 400, detail: CESSION_RULE_MESSAGES.selfInvite });
        let participant: ParticipantRow;
        const others = await tx.select().from(cessionParticipants).where(eq(cessionParticipants.cessionId, cession.id));
        if (input.role === "cessionary") {
          const current = others.find((p) => p.role === "cessionary");
          if (!current) throw new Error(`cession ${cession.code} has no cessionary`);
          if (current.status !== "draft") {
            refuse({ status: 409, detail: CESSION_RULE_MESSAGES.participantNotEditable });
          }
          if (bindTo !== null && others.some((p) => p.id !== current.id && p.profileId === bindTo)) {
            refuse({ status: 409, detail: CESSION_RULE_MESSAGES.alreadyParticipant });
          }
          // Another invitee must not find the previous one's questionnaire and documents: they go with it.
          const someoneElse = current.email !== email || current.inn !== input.inn;
          if (someoneElse) {
            const dropped = await tx
              .delete(cessionFiles)
              .where(eq(cessionFiles.participantId, current.id))
              .returning({ key: cessionFiles.storageKey });
            droppedKeys.push(...dropped.map((f) => f.key));
          }
          const [updated] = await tx
            .update(cessionParticipants)
            .set(someoneElse ? { ...invitation, data: null, savedAt: null, signedAt: null } : invitation)
            .where(eq(cessionParticipants.id, current.id))
            .returning();
          participant = updated as ParticipantRow;
        } else {
          if (bindTo !== null && others.some((p) => p.profileId === bindTo)) {
            refuse({ status: 409, detail: CESSION_RULE_MESSAGES.alreadyParticipant });
          }
          const [created] = await tx
            .insert(cessionParticipants)
            .values({
              ...invitation,
              code: newCessionCode(),
              cessionId: cession.id,
              role: "guarantor",
              type: input.inn.length === 10 ? "legal" : "person",
              status: "draft",
              createdAt: at,
            })
            .returning();
          participant = created as ParticipantRow;
        }
        // «стать цессионарием / поручителем»: the instrumental case.
        const roleTitle = input.role === "cessionary" ? "цессионарием" : "поручителем";
        if (bindTo !== null) {
          await noticeToProfile(tx, outbox, {
            profileId: bindTo,
            title: `Приглашение в заявку на переуступку № ${cession.number}`,
            text: `${profile.title} приглашает вас стать ${roleTitle} по договорам лизинга: заполните анкету в личном кабинете.`,
            cessionCode: cession.code,
            publicUrl: deps.publicUrl,
          });
        } else {
          const link = new URL(`/login/cession?key=${encodeURIComponent(key ?? "")}`, deps.publicUrl).toString();
          await outbox.enqueue(tx, {
            to: email,
            subject: `Приглашение в заявку на переуступку № ${cession.number} — Лизинг-Авто`,
            text: [
              "Здравствуйте!",
              "",
              `${profile.title} приглашает вас стать ${roleTitle} по договорам лизинга (заявка на переуступку № ${cession.number}).`,
              "Чтобы заполнить анкету и загрузить документы, перейдите по ссылке — она действует 7 дней:",
              "",
              link,
              "",
              "Если вы не ждали этого письма, просто не отвечайте на него.",
            ].join("\n"),
          });
        }
        return participant;
      });
      await files.remove(droppedKeys);
      const profileTitle = bindTo === null ? null : ((await profileTitles([bindTo])).get(bindTo)?.title ?? null);
      return {
        ok: true,
        value: {
          message:
            input.role === "cessionary" ? CESSION_MESSAGES.inviteSent : CESSION_RULE_MESSAGES.guarantorInviteSent,
          participant: participantSummary(row, [], profileTitle),
        },
      };
    } catch (error) {
      // A refused invitation is not one sent: it does not count against the day's limit.
      await deps.limiter.refund(bucket);
      if (error instanceof Refusal) return { ok: false, ...error.problem };
      throw error;
    }
  }

  return invite;
}
