import { and, eq } from "drizzle-orm";
import {
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  CESSION_STATUS_TITLES,
  type GuarantorData,
  GuarantorDataSchema,
  type GuarantorDetail,
  PARTICIPANT_STATUS_TITLES,
} from "../../../contract/lk-cession.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import {
  consentExpired,
  consentValidUntil,
  guarantorFormatErrors,
  guarantorMissing,
} from "../../../core/cession-rules.ts";
import { cessionParticipants, cessions } from "../../db/schema/cession.ts";
import {
  type CessionRow,
  cessionForProfile,
  contractRefsOf,
  filesOf,
  noticeToProfile,
  type ParticipantRow,
  participantSummary,
  participantsOf,
} from "./cession-records.ts";
import {
  type CessionPartsDeps,
  fieldsDetail,
  notEditable,
  type PartProblem,
  PartRefusal,
  type PartResult,
  profileTitle,
  signingDay,
} from "./participant-service.ts";

/**
 * A guarantor's own part (issue 12; ГК 367 p. 3: a guarantee ends with the debt's transfer unless the guarantor
 * agrees): it reads the cession it guarantees and sends its data whole, once. Incomplete or malformed data is
 * refused and nothing is stored.
 */

const notFound: PartProblem = { status: 404, detail: CESSION_RULE_MESSAGES.notFound };

/** The stored data, or a new part's: the kind, INN and e-mail the assignor invited it with. */
function guarantorDataOf(row: ParticipantRow): GuarantorData {
  if (row.data) return GuarantorDataSchema.parse(row.data);
  return GuarantorDataSchema.parse({
    type: row.type === "legal" ? "legal" : "person",
    inn: row.inn ?? "",
    email: row.email ?? "",
  });
}

export function createGuarantorService(deps: CessionPartsDeps) {
  const { db, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownPart(profileId: number, code: string) {
    const found = await cessionForProfile(db, code, profileId);
    if (found?.viewer.role !== "guarantor" || !found.viewer.participant) return null;
    return { cession: found.cession, part: found.viewer.participant };
  }

  async function toDetail(cession: CessionRow, part: ParticipantRow): Promise<GuarantorDetail> {
    const [contracts, participants, rows, applicantTitle] = await Promise.all([
      contractRefsOf(db, cession.id),
      participantsOf(db, cession.id),
      filesOf(db, cession.id),
      profileTitle(db, cession.applicantProfileId),
    ]);
    const cessionary = participants.find((p) => p.role === "cessionary");
    const cessionaryTitle = cessionary
      ? participantSummary(
          cessionary,
          rows,
          cessionary.profileId === null ? null : await profileTitle(db, cessionary.profileId),
        ).title
      : null;
    return {
      id: part.code,
      status: part.status,
      statusTitle: PARTICIPANT_STATUS_TITLES[part.status],
      cession: {
        code: cession.code,
        number: cession.number,
        status: cession.status,
        statusTitle: CESSION_STATUS_TITLES[cession.status],
        applicantTitle,
        cessionaryTitle,
        contracts,
      },
      data: guarantorDataOf(part),
      signedAt: part.signedAt,
      consentValidUntil: consentValidUntil(part.signedAt),
      consentExpired: consentExpired(part.signedAt, moscowDate(now())),
      sentAt: part.sentAt?.toISOString() ?? null,
      canEdit: notEditable(cession, part) === null,
    };
  }

  return {
    async detail(profileId: number, code: string): Promise<GuarantorDetail | null> {
      const own = await ownPart(profileId, code);
      return own ? toDetail(own.cession, own.part) : null;
    },

    /**
     * Stores and sends the guarantor's data in one step: malformed fields → 400, anything missing → 409 with the
     * §8 "guarantor incomplete" message and the fields; on success the consents are signed (today, or the earlier
     * day unless `renewConsent`), the part is sent and the assignor is told.
     */
    async send(
      profileId: number,
      input: { code: string; guarantor: GuarantorData; renewConsent?: boolean },
    ): Promise<PartResult<GuarantorDetail>> {
      const own = await ownPart(profileId, input.code);
      if (!own) return { ok: false, ...notFound };
      const { cession, part } = own;
      const blocked = notEditable(cession, part);
      if (blocked) return { ok: false, ...blocked };
      const today = moscowDate(now());
      const data = input.guarantor;
      const format = guarantorFormatErrors(data, today).map((e) => ({ ...e, field: `guarantor.${e.field}` }));
      if (format.length > 0) return { ok: false, status: 400, detail: fieldsDetail(format), errors: format };
      const signedAt = signingDay(data.consents, part.signedAt, input.renewConsent === true, today);
      const missing = guarantorMissing(data, signedAt, today);
      if (missing.length > 0) {
        return { ok: false, status: 409, detail: CESSION_MESSAGES.guarantorIncomplete, errors: missing };
      }
      try {
        const sent = await db.transaction(async (tx) => {
          const [still] = await tx
            .select({ status: cessions.status })
            .from(cessions)
            .where(eq(cessions.id, cession.id))
            .for("update");
          if (still?.status !== "draft") {
            throw new PartRefusal({ status: 409, detail: CESSION_RULE_MESSAGES.notEditable });
          }
          const at = now();
          const [row] = await tx
            .update(cessionParticipants)
            .set({ data, signedAt, savedAt: at, status: "sent", sentAt: at, updatedAt: at })
            .where(and(eq(cessionParticipants.id, part.id), eq(cessionParticipants.status, "draft")))
            .returning();
          if (!row) throw new PartRefusal({ status: 409, detail: CESSION_RULE_MESSAGES.participantNotEditable });
          await tx.update(cessions).set({ updatedAt: at }).where(eq(cessions.id, cession.id));
          await noticeToProfile(tx, outbox, {
            profileId: cession.applicantProfileId,
            title: "Поручитель передал данные",
            text: `По заявке на переуступку № ${cession.number} поручитель ${data.fullName} передал свои данные и согласия.`,
            cessionCode: cession.code,
            publicUrl,
          });
          return row;
        });
        void outbox.deliverSoon();
        return { ok: true, value: await toDetail(cession, sent) };
      } catch (error) {
        if (error instanceof PartRefusal) return { ok: false, ...error.problem };
        throw error;
      }
    },
  };
}
