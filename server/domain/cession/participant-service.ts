import { and, eq, inArray } from "drizzle-orm";
import {
  CESSION_MESSAGES,
  CESSION_RULE_MESSAGES,
  CESSION_STATUS_TITLES,
  type MissingField,
  PARTICIPANT_DOCUMENTS,
  PARTICIPANT_STATUS_TITLES,
  type ParticipantData,
  ParticipantDataSchema,
  type ParticipantDetail,
  type ParticipantSave,
} from "../../../contract/lk-cession.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import {
  blankQuestions,
  CONSENT_EXPIRED_MESSAGE,
  consentExpired,
  consentValidUntil,
  participantFormatErrors,
  participantMissing,
} from "../../../core/cession-rules.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/accounts.ts";
import { cessionFiles, cessionParticipants, cessions } from "../../db/schema/cession.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import type { AuthService } from "../auth/auth-service.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import {
  type CessionRow,
  cessionForProfile,
  contractRefsOf,
  type FileRow,
  filesOf,
  noticeToProfile,
  type ParticipantRow,
  prepareSlotFiles,
  slotsOf,
} from "./cession-records.ts";
import { renderQuestionnairePdf } from "./questionnaire-pdf.ts";

/**
 * The participants' side of a cession (issue 12): the assignee's questionnaire and documents (participant/*), a
 * guarantor's own part (guarantor-service.ts) and the invitation link of a person without an account
 * (cession-invitations.ts). A part is edited only by the profile bound to it, while the part and the cession are
 * drafts; every refusal stores nothing.
 */

export interface CessionPartsDeps {
  db: Db;
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
  auth: AuthService;
  limiter: RateLimiter;
  now?: () => Date;
}

/** The participant's files are read through the shared download call, which checks who may read each. */
export const PARTICIPANT_FILE_URL = "/apilk/cession/file/";

export type PartProblem = { status: 400 | 404 | 409; detail: string; errors?: MissingField[] };
export type PartResult<T> = { ok: true; value: T } | ({ ok: false } & PartProblem);

const notFound: PartProblem = { status: 404, detail: CESSION_RULE_MESSAGES.notFound };

/** Thrown inside a transaction to undo it whole and answer the problem it carries. */
export class PartRefusal extends Error {
  readonly problem: PartProblem;
  constructor(problem: PartProblem) {
    super(problem.detail);
    this.problem = problem;
  }
}

/** Why a part may not change now, or null: the cession must be a draft, and so must the part. */
export function notEditable(cession: CessionRow, part: ParticipantRow): PartProblem | null {
  if (cession.status !== "draft") return { status: 409, detail: CESSION_RULE_MESSAGES.notEditable };
  if (part.status !== "draft") return { status: 409, detail: CESSION_RULE_MESSAGES.participantNotEditable };
  return null;
}

/** A field list in a 400's detail, as the other account calls name them. */
export const fieldsDetail = (errors: MissingField[]) =>
  `Проверьте поля: ${[...new Set(errors.map((e) => e.field))].join(", ")}`;

/** The consents' signing day after a save: kept, set today when both are given (again), cleared when one is not. */
export function signingDay(
  consents: { personalData: boolean; creditBureau: boolean },
  current: string | null,
  renew: boolean,
  today: string,
): string | null {
  if (!consents.personalData || !consents.creditBureau) return null;
  return current === null || renew ? today : current;
}

/** The stored questionnaire, or a new one whose questions are the contract's, unanswered. */
function questionnaireOf(row: ParticipantRow): ParticipantData {
  if (row.data) return ParticipantDataSchema.parse(row.data);
  return ParticipantDataSchema.parse({ questions: blankQuestions() });
}

/** The questions as the server words them, with the answers given by code (the browser's texts are not kept). */
function withOurQuestions(data: ParticipantData): ParticipantData {
  const answers = new Map(data.questions.map((q) => [q.code, q.isIt]));
  return { ...data, questions: blankQuestions().map((q) => ({ ...q, isIt: answers.get(q.code) ?? null })) };
}

export async function profileTitle(db: Db, profileId: number): Promise<string> {
  const [row] = await db.select({ title: profiles.title }).from(profiles).where(eq(profiles.id, profileId));
  return row?.title ?? "";
}

export function createParticipantService(deps: CessionPartsDeps) {
  const { db, files, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  /** The cession and the profile's cessionary part of it, or null (404 for every other viewer). */
  async function ownPart(reader: Db, profileId: number, code: string) {
    const found = await cessionForProfile(reader, code, profileId);
    if (found?.viewer.role !== "cessionary" || !found.viewer.participant) return null;
    return { cession: found.cession, part: found.viewer.participant };
  }

  const ownFiles = (rows: FileRow[], part: ParticipantRow) => rows.filter((f) => f.participantId === part.id);

  async function toDetail(reader: Db, cession: CessionRow, part: ParticipantRow): Promise<ParticipantDetail> {
    const [contracts, rows, applicantTitle] = await Promise.all([
      contractRefsOf(reader, cession.id),
      filesOf(reader, cession.id),
      profileTitle(reader, cession.applicantProfileId),
    ]);
    const data = questionnaireOf(part);
    const slots = slotsOf(PARTICIPANT_DOCUMENTS[part.type], ownFiles(rows, part), cession.code, PARTICIPANT_FILE_URL);
    const today = moscowDate(now());
    const editable = notEditable(cession, part) === null;
    return {
      id: part.code,
      role: "cessionary",
      type: part.type,
      status: part.status,
      statusTitle: PARTICIPANT_STATUS_TITLES[part.status],
      cession: {
        code: cession.code,
        number: cession.number,
        status: cession.status,
        statusTitle: CESSION_STATUS_TITLES[cession.status],
        applicantTitle,
        contracts,
      },
      data,
      files: slots,
      savedAt: part.savedAt?.toISOString() ?? null,
      signedAt: part.signedAt,
      consentValidUntil: consentValidUntil(part.signedAt),
      consentExpired: consentExpired(part.signedAt, today),
      sentAt: part.sentAt?.toISOString() ?? null,
      missing: editable ? participantMissing(part.type, data, slots, part.signedAt, today) : [],
      canEdit: editable,
    };
  }

  /** Marks the part changed only while it and its cession are still drafts (a concurrent send wins). */
  async function lockDraft(tx: Db, cession: CessionRow, part: ParticipantRow) {
    const [still] = await tx
      .select({ status: cessions.status })
      .from(cessions)
      .where(eq(cessions.id, cession.id))
      .for("update");
    if (still?.status !== "draft") throw new PartRefusal({ status: 409, detail: CESSION_RULE_MESSAGES.notEditable });
    const [mine] = await tx
      .select({ status: cessionParticipants.status })
      .from(cessionParticipants)
      .where(eq(cessionParticipants.id, part.id))
      .for("update");
    if (mine?.status !== "draft") {
      throw new PartRefusal({ status: 409, detail: CESSION_RULE_MESSAGES.participantNotEditable });
    }
  }

  return {
    async detail(profileId: number, code: string): Promise<ParticipantDetail | null> {
      const own = await ownPart(db, profileId, code);
      return own ? toDetail(db, own.cession, own.part) : null;
    },

    /**
     * Saves the questionnaire and the documents it names (a draft may be incomplete; a malformed filled field is
     * refused with nothing stored). The consents' signing day follows signingDay(); saved_at is set on every save.
     */
    async save(
      profileId: number,
      userId: number,
      input: ParticipantSave,
      incoming: IncomingFile[],
    ): Promise<PartResult<ParticipantDetail>> {
      const own = await ownPart(db, profileId, input.code);
      if (!own) return { ok: false, ...notFound };
      const { cession, part } = own;
      const blocked = notEditable(cession, part);
      if (blocked) return { ok: false, ...blocked };
      const today = moscowDate(now());
      const data = withOurQuestions(input.data);
      const format = participantFormatErrors(part.type, data, today).map((e) => ({
        ...e,
        field: `participant.data.${e.field}`,
      }));
      if (format.length > 0) return { ok: false, status: 400, detail: fieldsDetail(format), errors: format };

      const prepared = await prepareSlotFiles(
        { files },
        {
          cessionId: cession.id,
          participantId: part.id,
          kinds: PARTICIPANT_DOCUMENTS[part.type],
          slots: input.files,
          incoming,
          existing: await filesOf(db, cession.id),
          userId,
        },
      );
      if (!prepared.ok) {
        return { ok: false, status: 400, detail: fieldsDetail(prepared.errors), errors: prepared.errors };
      }
      try {
        const saved = await db.transaction(async (tx) => {
          await lockDraft(tx, cession, part);
          const at = now();
          const [row] = await tx
            .update(cessionParticipants)
            .set({
              data,
              savedAt: at,
              signedAt: signingDay(data.consents, part.signedAt, input.renewConsent === true, today),
              updatedAt: at,
            })
            .where(eq(cessionParticipants.id, part.id))
            .returning();
          if (prepared.removeIds.length > 0) {
            await tx.delete(cessionFiles).where(inArray(cessionFiles.id, prepared.removeIds));
          }
          if (prepared.inserts.length > 0) {
            await tx.insert(cessionFiles).values(prepared.inserts.map((f) => ({ ...f, createdAt: at })));
          }
          await tx.update(cessions).set({ updatedAt: at }).where(eq(cessions.id, cession.id));
          return row as ParticipantRow;
        });
        await files.remove(prepared.oldKeys);
        return { ok: true, value: await toDetail(db, cession, saved) };
      } catch (error) {
        await files.remove(prepared.newKeys);
        if (error instanceof PartRefusal) return { ok: false, ...error.problem };
        throw error;
      }
    },

    /**
     * Sends the questionnaire to the assignor: everything participantMissing asks for must be there (409 with the
     * missing fields; an expired credit-bureau consent alone answers its own message). The assignor is told.
     */
    async send(profileId: number, code: string): Promise<PartResult<ParticipantDetail>> {
      const own = await ownPart(db, profileId, code);
      if (!own) return { ok: false, ...notFound };
      const { cession, part } = own;
      const blocked = notEditable(cession, part);
      if (blocked) return { ok: false, ...blocked };
      try {
        const sent = await db.transaction(async (tx) => {
          await lockDraft(tx, cession, part);
          const rows = await filesOf(tx, cession.id);
          const slots = slotsOf(
            PARTICIPANT_DOCUMENTS[part.type],
            ownFiles(rows, part),
            cession.code,
            PARTICIPANT_FILE_URL,
          );
          const missing = participantMissing(part.type, questionnaireOf(part), slots, part.signedAt, moscowDate(now()));
          if (missing.length > 0) {
            const onlyConsent = missing.every((m) => m.message === CONSENT_EXPIRED_MESSAGE);
            throw new PartRefusal({
              status: 409,
              detail: onlyConsent ? CESSION_RULE_MESSAGES.consentExpired : CESSION_MESSAGES.sendNeedsAllFields,
              errors: missing,
            });
          }
          const at = now();
          const [row] = await tx
            .update(cessionParticipants)
            .set({ status: "sent", sentAt: at, updatedAt: at })
            .where(and(eq(cessionParticipants.id, part.id), eq(cessionParticipants.status, "draft")))
            .returning();
          await tx.update(cessions).set({ updatedAt: at }).where(eq(cessions.id, cession.id));
          await noticeToProfile(tx, outbox, {
            profileId: cession.applicantProfileId,
            title: "Цессионарий заполнил анкету и загрузил документы",
            text: `По заявке на переуступку № ${cession.number} цессионарий заполнил анкету и загрузил документы. Проверьте заявку и отправьте её на рассмотрение.`,
            cessionCode: cession.code,
            publicUrl,
          });
          return row as ParticipantRow;
        });
        void outbox.deliverSoon();
        return { ok: true, value: await toDetail(db, cession, sent) };
      } catch (error) {
        if (error instanceof PartRefusal) return { ok: false, ...error.problem };
        throw error;
      }
    },

    /** The questionnaire as a PDF; it must have been saved once (409 otherwise). */
    async print(
      profileId: number,
      code: string,
    ): Promise<PartResult<{ fileName: string; mime: string; bytes: Uint8Array }>> {
      const own = await ownPart(db, profileId, code);
      if (!own) return { ok: false, ...notFound };
      const { cession, part } = own;
      if (!part.savedAt) return { ok: false, status: 409, detail: CESSION_MESSAGES.saveBeforePrint };
      const bytes = await questionnairePdfOf(db, cession, part);
      return { ok: true, value: { fileName: `Анкета-${cession.number}.pdf`, mime: "application/pdf", bytes } };
    },
  };
}

/** The saved questionnaire of a cessionary part as a PDF, with its document slots. */
async function questionnairePdfOf(reader: Db, cession: CessionRow, part: ParticipantRow): Promise<Uint8Array> {
  const [rows, applicantTitle] = await Promise.all([
    filesOf(reader, cession.id),
    profileTitle(reader, cession.applicantProfileId),
  ]);
  return renderQuestionnairePdf({
    cessionNumber: cession.number,
    applicantTitle,
    type: part.type,
    data: questionnaireOf(part),
    signedAt: part.signedAt,
    savedAt: part.savedAt,
    files: slotsOf(
      PARTICIPANT_DOCUMENTS[part.type],
      rows.filter((f) => f.participantId === part.id),
      cession.code,
      PARTICIPANT_FILE_URL,
    ),
  });
}
