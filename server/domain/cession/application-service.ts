import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from "drizzle-orm";
import type { Profile } from "../../../contract/account.ts";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_MESSAGES,
  CESSION_ROLE_TITLES,
  CESSION_RULE_MESSAGES,
  CESSION_STATUS_TITLES,
  type CessionContractsResponse,
  type CessionDetail,
  type CessionListItem,
  type CessionListResponse,
  type CessionSave,
  type CessionStatus,
  type MissingField,
  PARTICIPANT_STATUS_TITLES,
  type ParticipantStatus,
  type ParticipantType,
} from "../../../contract/lk-cession.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import { applicationFormatErrors } from "../../../core/cession-rules.ts";
import type { Db } from "../../db/client.ts";
import { profiles } from "../../db/schema/accounts.ts";
import { cessionContracts, cessionFiles, cessionParticipants, cessions } from "../../db/schema/cession.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { readDemoCessionFile } from "../../db/seed/cession.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { IncomingFile } from "../../infra/uploads.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import type { RateLimiter } from "../rate-limiter.ts";
import { createApplicantInvite } from "./applicant-invite.ts";
import {
  type CessionRow,
  type ContractRef,
  cessionForProfile,
  cessionNumber,
  contractRefsOf,
  type FileRow,
  filesOf,
  newCessionCode,
  noticeToProfile,
  type ParticipantRow,
  participantSummary,
  participantsOf,
  prepareSlotFiles,
  slotsOf,
  type Viewer,
} from "./cession-records.ts";
import { type Problem, Refusal, refuse } from "./refusal.ts";
import { sendBlockers } from "./send-blockers.ts";

/**
 * The assignor's side of a cession (issue 12, SPEC.md §3, §8) under /apilk/cession/: its list, the contracts it may
 * assign, one cession as each role may see it, the draft's save and its sending for review (one transaction each:
 * a refused send stores nothing), the cancellation, the invitations of the assignee and the guarantors, and the
 * documents' downloads.
 */

export interface CessionDeps {
  db: Db;
  files: FileStore;
  outbox: MailOutbox;
  limiter: RateLimiter;
  publicUrl: string;
  now?: () => Date;
}

export const CESSION_FILE_URL = "/apilk/cession/file/";

export type { Problem } from "./refusal.ts";
export type SaveResult = { ok: true; created: boolean; cession: CessionDetail } | ({ ok: false } & Problem);

/** The assignor's own part follows the cession: drafted, sent for review, accepted. */
function applicantStatus(row: CessionRow): ParticipantStatus {
  if (row.status === "accepted") return "accepted";
  if (row.status === "sent" || (row.status === "cancelled" && row.sentAt)) return "sent";
  return "draft";
}

export function createCessionService(deps: CessionDeps) {
  const { db, files, outbox } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => moscowDate(now());

  async function profileTitles(ids: (number | null)[]): Promise<Map<number, { title: string; inn: string }>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    const map = new Map<number, { title: string; inn: string }>();
    if (wanted.length === 0) return map;
    const rows = await db
      .select({ id: profiles.id, title: profiles.title, inn: profiles.inn })
      .from(profiles)
      .where(inArray(profiles.id, wanted));
    for (const r of rows) map.set(r.id, { title: r.title, inn: r.inn });
    return map;
  }

  /** The cession as `viewer` may see it (interfaces: the assignor everything, the others the summary). */
  async function toDetail(reader: Db, cession: CessionRow, viewer: Viewer): Promise<CessionDetail> {
    const [contracts, participants, rows] = await Promise.all([
      contractRefsOf(reader, cession.id),
      participantsOf(reader, cession.id),
      filesOf(reader, cession.id),
    ]);
    const titles = await profileTitles([cession.applicantProfileId, ...participants.map((p) => p.profileId)]);
    const cessionaryRow = participants.find((p) => p.role === "cessionary");
    if (!cessionaryRow) throw new Error(`cession ${cession.code} has no cessionary`);
    const summaryOf = (row: ParticipantRow) =>
      participantSummary(row, rows, row.profileId === null ? null : (titles.get(row.profileId)?.title ?? null));
    const cessionary = summaryOf(cessionaryRow);
    const isApplicant = viewer.role === "applicant";
    const applicant = titles.get(cession.applicantProfileId);
    const status = applicantStatus(cession);
    return {
      code: cession.code,
      number: cession.number,
      status: cession.status,
      statusTitle: CESSION_STATUS_TITLES[cession.status],
      role: viewer.role,
      createdAt: cession.createdAt.toISOString(),
      updatedAt: cession.updatedAt.toISOString(),
      sentAt: cession.sentAt?.toISOString() ?? null,
      decidedAt: cession.decidedAt?.toISOString() ?? null,
      cancelReason: cession.cancelReason,
      cessionaryType: cession.cessionaryType,
      contracts,
      applicant: {
        title: applicant?.title ?? "",
        inn: applicant?.inn ?? "",
        status,
        statusTitle: PARTICIPANT_STATUS_TITLES[status],
      },
      cessionary: viewer.role === "guarantor" ? { ...cessionary, email: null, inn: null } : cessionary,
      application: isApplicant ? cession.application : null,
      files: isApplicant
        ? slotsOf(
            ASSIGNMENT_DOCUMENTS,
            rows.filter((f) => f.participantId === null),
            cession.code,
            CESSION_FILE_URL,
          )
        : null,
      guarantors: isApplicant ? participants.filter((p) => p.role === "guarantor").map(summaryOf) : null,
      canEdit: isApplicant && cession.status === "draft",
      canCancel: isApplicant && (cession.status === "draft" || cession.status === "sent"),
      sendBlockers:
        isApplicant && cession.status === "draft"
          ? sendBlockers({ cession, contractCount: contracts.length, files: rows, participants, today: today() })
              .messages
          : [],
    };
  }

  /** The profile's contracts it may assign: its own, running, not assigned, in no open cession. */
  async function assignable(profileId: number) {
    return db
      .select({
        id: lkContracts.id,
        code: lkContracts.code,
        number: lkContracts.number,
        vehicleTitle: lkContracts.vehicleTitle,
        signedAt: lkContracts.signedAt,
        endDate: lkContracts.endDate,
      })
      .from(lkContracts)
      .where(
        and(
          eq(lkContracts.profileId, profileId),
          eq(lkContracts.status, "active"),
          isNull(lkContracts.assignedAt),
          notExists(
            db
              .select({ one: sql`1` })
              .from(cessionContracts)
              .where(and(eq(cessionContracts.contractId, lkContracts.id), eq(cessionContracts.isOpen, true))),
          ),
        ),
      )
      .orderBy(asc(lkContracts.number), asc(lkContracts.id));
  }

  /** The applicant's cession of `code`, or null: a participant's or another profile's cession is not its own. */
  async function ownCession(profileId: number, code: string): Promise<CessionRow | null> {
    const [row] = await db
      .select()
      .from(cessions)
      .where(and(eq(cessions.code, code), eq(cessions.applicantProfileId, profileId)));
    return row ?? null;
  }

  /** Every profile bound to a part of the cession hears of it. */
  async function noticeParticipants(tx: Db, cession: CessionRow, title: string, text: string) {
    const bound = await tx
      .select({ profileId: cessionParticipants.profileId })
      .from(cessionParticipants)
      .where(eq(cessionParticipants.cessionId, cession.id));
    for (const { profileId } of bound) {
      if (profileId === null) continue;
      await noticeToProfile(tx, outbox, {
        profileId,
        title,
        text,
        cessionCode: cession.code,
        publicUrl: deps.publicUrl,
      });
    }
  }

  /**
   * The draft's save, and with `send` its sending for review, in one transaction: the contracts (the profile's own,
   * running, in no other open cession — the partial unique index decides between concurrent saves), the
   * application, the documents; on `send` the blockers are checked on what was just written and any of them undoes
   * the whole save.
   */
  async function save(
    profile: Profile,
    userId: number,
    input: CessionSave,
    incoming: IncomingFile[],
    send: boolean,
  ): Promise<SaveResult> {
    const contractCodes = [...new Set(input.contracts)];
    const missing: MissingField[] = [];
    if (!input.cessionaryType) missing.push({ field: "cession.cessionaryType", message: "Выберите тип цессионария" });
    if (contractCodes.length === 0) {
      missing.push({ field: "cession.contracts", message: "Выберите хотя бы один договор" });
    }
    if (missing.length > 0)
      return { ok: false, status: 400, detail: CESSION_MESSAGES.typeAndContract, errors: missing };
    const cessionaryType = input.cessionaryType as ParticipantType;
    const formatErrors = applicationFormatErrors(input.application, today()).map((e) => ({
      ...e,
      field: `cession.${e.field}`,
    }));
    if (formatErrors.length > 0) {
      return {
        ok: false,
        status: 400,
        detail: `Проверьте поля: ${formatErrors.map((e) => e.field).join(", ")}`,
        errors: formatErrors,
      };
    }

    let existing: CessionRow | null = null;
    if (input.code) {
      existing = await ownCession(profile.id, input.code);
      if (!existing) return { ok: false, status: 404, detail: CESSION_RULE_MESSAGES.notFound };
      if (existing.status !== "draft") return { ok: false, status: 409, detail: CESSION_RULE_MESSAGES.notEditable };
    }

    const owned = await db
      .select({ id: lkContracts.id, code: lkContracts.code, number: lkContracts.number })
      .from(lkContracts)
      .where(
        and(
          inArray(lkContracts.code, contractCodes),
          eq(lkContracts.profileId, profile.id),
          eq(lkContracts.status, "active"),
          isNull(lkContracts.assignedAt),
        ),
      );
    const foreign = contractCodes.filter((code) => !owned.some((c) => c.code === code));
    if (foreign.length > 0) {
      const errors = foreign.map((code) => ({
        field: "cession.contracts",
        message: `${CESSION_RULE_MESSAGES.contractNotOwn}: ${code}`,
      }));
      return { ok: false, status: 400, detail: errors[0]?.message ?? CESSION_RULE_MESSAGES.contractNotOwn, errors };
    }

    // A new draft takes its id first, so its files are stored under it before the transaction writes the row.
    const cessionId =
      existing?.id ??
      Number(
        (await db.execute<{ id: string | number }>(sql`select nextval(pg_get_serial_sequence('cessions', 'id')) as id`))
          .rows[0]?.id,
      );
    const prepared = await prepareSlotFiles(
      { files },
      {
        cessionId,
        participantId: null,
        kinds: ASSIGNMENT_DOCUMENTS,
        slots: input.files,
        incoming,
        existing: existing ? await filesOf(db, existing.id) : [],
        userId,
      },
    );
    if (!prepared.ok) {
      const errors = prepared.errors;
      const detail =
        errors.length === 1
          ? `${errors[0]?.message}. Ничего не сохранено.`
          : `Файлы не приняты, ничего не сохранено: ${errors.map((e) => e.message).join("; ")}`;
      return { ok: false, status: 400, detail, errors };
    }

    const at = now();
    try {
      const row = await db.transaction(async (tx) => {
        let cession: CessionRow;
        if (existing) {
          // Locks the draft: a concurrent send or cancel either finished before (then it is no draft) or waits.
          const [locked] = await tx.select().from(cessions).where(eq(cessions.id, existing.id)).for("update");
          if (locked?.status !== "draft") refuse({ status: 409, detail: CESSION_RULE_MESSAGES.notEditable });
          const [cessionary] = await tx
            .select()
            .from(cessionParticipants)
            .where(and(eq(cessionParticipants.cessionId, existing.id), eq(cessionParticipants.role, "cessionary")));
          if (cessionary && cessionary.type !== cessionaryType) {
            if (cessionary.status !== "draft") {
              refuse({
                status: 409,
                detail: CESSION_RULE_MESSAGES.cessionaryTypeLocked,
                errors: [{ field: "cession.cessionaryType", message: CESSION_RULE_MESSAGES.cessionaryTypeLocked }],
              });
            }
            await tx
              .update(cessionParticipants)
              .set({ type: cessionaryType, updatedAt: at })
              .where(eq(cessionParticipants.id, cessionary.id));
          }
          const [updated] = await tx
            .update(cessions)
            .set({ cessionaryType, application: input.application, updatedAt: at })
            .where(eq(cessions.id, existing.id))
            .returning();
          cession = updated as CessionRow;
        } else {
          const [created] = await tx
            .insert(cessions)
            .values({
              id: cessionId,
              code: newCessionCode(),
              number: cessionNumber(cessionId, at),
              applicantProfileId: profile.id,
              createdBy: userId,
              status: "draft",
              cessionaryType,
              application: input.application,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          cession = created as CessionRow;
          await tx.insert(cessionParticipants).values({
            code: newCessionCode(),
            cessionId,
            role: "cessionary",
            type: cessionaryType,
            status: "draft",
            createdAt: at,
            updatedAt: at,
          });
        }

        const wanted = owned.map((c) => c.id);
        const current = await tx
          .select({ contractId: cessionContracts.contractId })
          .from(cessionContracts)
          .where(eq(cessionContracts.cessionId, cessionId));
        const dropped = current.map((c) => c.contractId).filter((id) => !wanted.includes(id));
        if (dropped.length > 0) {
          await tx
            .delete(cessionContracts)
            .where(and(eq(cessionContracts.cessionId, cessionId), inArray(cessionContracts.contractId, dropped)));
        }
        const added = wanted.filter((id) => !current.some((c) => c.contractId === id));
        if (added.length > 0) {
          // The partial unique index keeps a contract in one open cession: a conflict inserts nothing.
          const inserted = await tx
            .insert(cessionContracts)
            .values(added.map((contractId) => ({ cessionId, contractId, isOpen: true })))
            .onConflictDoNothing()
            .returning({ contractId: cessionContracts.contractId });
          const taken = owned.filter((c) => added.includes(c.id) && !inserted.some((i) => i.contractId === c.id));
          if (taken.length > 0) {
            const errors = taken.map((c) => ({
              field: "cession.contracts",
              message: `${CESSION_RULE_MESSAGES.contractTaken}: № ${c.number}`,
            }));
            refuse({ status: 409, detail: errors[0]?.message ?? CESSION_RULE_MESSAGES.contractTaken, errors });
          }
        }

        if (prepared.removeIds.length > 0)
          await tx.delete(cessionFiles).where(inArray(cessionFiles.id, prepared.removeIds));
        if (prepared.inserts.length > 0) {
          await tx.insert(cessionFiles).values(prepared.inserts.map((f) => ({ ...f, createdAt: at })));
        }

        if (send) {
          const [participants, rows] = await Promise.all([participantsOf(tx, cessionId), filesOf(tx, cessionId)]);
          const blockers = sendBlockers({
            cession,
            contractCount: wanted.length,
            files: rows,
            participants,
            today: today(),
          });
          const [first] = blockers.messages;
          if (first) refuse({ status: 409, detail: first, errors: blockers.errors });
          const [sent] = await tx
            .update(cessions)
            .set({ status: "sent", sentAt: at, updatedAt: at })
            .where(eq(cessions.id, cessionId))
            .returning();
          cession = sent as CessionRow;
          await noticeParticipants(
            tx,
            cession,
            `Заявка на переуступку № ${cession.number} отправлена на рассмотрение`,
            "Цедент отправил заявку на переуступку лизингодателю. Мы сообщим о решении.",
          );
        }
        return cession;
      });
      await files.remove(prepared.oldKeys);
      return {
        ok: true,
        created: !existing,
        cession: await toDetail(db, row, { role: "applicant", participant: null }),
      };
    } catch (error) {
      await files.remove(prepared.newKeys);
      if (error instanceof Refusal) return { ok: false, ...error.problem };
      throw error;
    }
  }

  const invite = createApplicantInvite(deps, { ownCession, profileTitles });

  return {
    async list(profileId: number): Promise<CessionListResponse> {
      const mine = db
        .select({ id: cessionParticipants.cessionId })
        .from(cessionParticipants)
        .where(eq(cessionParticipants.profileId, profileId));
      const rows = await db
        .select()
        .from(cessions)
        .where(or(eq(cessions.applicantProfileId, profileId), inArray(cessions.id, mine)))
        .orderBy(desc(cessions.createdAt), desc(cessions.id));
      const ids = rows.map((r) => r.id);
      const [participants, contracts, fileRows] = ids.length
        ? await Promise.all([
            db.select().from(cessionParticipants).where(inArray(cessionParticipants.cessionId, ids)),
            db
              .select({
                cessionId: cessionContracts.cessionId,
                code: lkContracts.code,
                number: lkContracts.number,
                vehicleTitle: lkContracts.vehicleTitle,
              })
              .from(cessionContracts)
              .innerJoin(lkContracts, eq(lkContracts.id, cessionContracts.contractId))
              .where(inArray(cessionContracts.cessionId, ids))
              .orderBy(asc(lkContracts.number)),
            db
              .select()
              .from(cessionFiles)
              .where(and(inArray(cessionFiles.cessionId, ids), sql`${cessionFiles.participantId} is not null`)),
          ])
        : [[], [], [] as FileRow[]];
      const titles = await profileTitles([
        ...rows.map((r) => r.applicantProfileId),
        ...participants.map((p) => p.profileId),
      ]);
      const items: CessionListItem[] = rows.map((row) => {
        const own = participants.find((p) => p.cessionId === row.id && p.profileId === profileId);
        const isApplicant = row.applicantProfileId === profileId;
        const role = isApplicant ? "applicant" : (own?.role ?? "cessionary");
        const partStatus = isApplicant ? applicantStatus(row) : (own?.status ?? "draft");
        const cessionary = participants.find((p) => p.cessionId === row.id && p.role === "cessionary");
        const cessionaryTitle = cessionary
          ? participantSummary(
              cessionary,
              fileRows,
              cessionary.profileId === null ? null : (titles.get(cessionary.profileId)?.title ?? null),
            ).title
          : null;
        return {
          code: row.code,
          number: row.number,
          status: row.status,
          statusTitle: CESSION_STATUS_TITLES[row.status],
          role,
          roleTitle: CESSION_ROLE_TITLES[role],
          applicantTitle: titles.get(row.applicantProfileId)?.title ?? "",
          cessionaryTitle,
          partStatus,
          partStatusTitle: PARTICIPANT_STATUS_TITLES[partStatus],
          contracts: contracts
            .filter((c) => c.cessionId === row.id)
            .map((c) => ({ code: c.code, number: c.number, vehicleTitle: c.vehicleTitle })),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
      return { items, totalCnt: items.length };
    },

    async contracts(profileId: number): Promise<CessionContractsResponse> {
      const rows = await assignable(profileId);
      return { items: rows.map(({ id: _id, ...ref }): ContractRef => ref) };
    },

    async detail(profileId: number, code: string): Promise<CessionDetail | null> {
      const found = await cessionForProfile(db, code, profileId);
      return found ? toDetail(db, found.cession, found.viewer) : null;
    },

    save: (profile: Profile, userId: number, input: CessionSave, incoming: IncomingFile[]) =>
      save(profile, userId, input, incoming, false),

    send: (profile: Profile, userId: number, input: CessionSave, incoming: IncomingFile[]) =>
      save(profile, userId, input, incoming, true),

    /** The assignor cancels its draft or its application under review, if it is still in the status it saw. */
    async cancel(
      profileId: number,
      userId: number,
      code: string,
      status: CessionStatus,
    ): Promise<{ ok: true; cession: CessionDetail } | ({ ok: false } & Problem)> {
      const own = await ownCession(profileId, code);
      if (!own) return { ok: false, status: 404, detail: CESSION_RULE_MESSAGES.notFound };
      const at = now();
      try {
        const row = await db.transaction(async (tx) => {
          const [locked] = await tx.select().from(cessions).where(eq(cessions.id, own.id)).for("update");
          if (!locked || locked.status !== status || (status !== "draft" && status !== "sent")) {
            refuse({ status: 409, detail: CESSION_MESSAGES.cancelFailed });
          }
          const [cancelled] = await tx
            .update(cessions)
            .set({
              status: "cancelled",
              cancelledBy: "applicant",
              decidedAt: at,
              decidedBy: userId,
              updatedAt: at,
            })
            .where(eq(cessions.id, own.id))
            .returning();
          await tx.update(cessionContracts).set({ isOpen: false }).where(eq(cessionContracts.cessionId, own.id));
          const cession = cancelled as CessionRow;
          await noticeParticipants(
            tx,
            cession,
            `Заявка на переуступку № ${cession.number} аннулирована`,
            "Цедент аннулировал заявку на переуступку: заполнять анкету больше не нужно.",
          );
          return cession;
        });
        return { ok: true, cession: await toDetail(db, row, { role: "applicant", participant: null }) };
      } catch (error) {
        if (error instanceof Refusal) return { ok: false, ...error.problem };
        throw error;
      }
    },

    invite,

    /** A document the viewer may read: the assignor the assignment's, a participant only its own. */
    async file(
      profileId: number,
      code: string,
      id: number,
    ): Promise<{ fileName: string; mime: string; bytes: Uint8Array } | null> {
      const found = await cessionForProfile(db, code, profileId);
      if (!found) return null;
      const [row] = await db
        .select()
        .from(cessionFiles)
        .where(and(eq(cessionFiles.id, id), eq(cessionFiles.cessionId, found.cession.id)));
      if (!row) return null;
      const mine = found.viewer.participant
        ? row.participantId === found.viewer.participant.id
        : row.participantId === null;
      if (!mine) return null;
      const bytes = (await files.get(row.storageKey)) ?? (await readDemoCessionFile(row, found.cession.number));
      return bytes ? { fileName: row.fileName, mime: row.mime, bytes } : null;
    },
  };
}

export type CessionService = ReturnType<typeof createCessionService>;
