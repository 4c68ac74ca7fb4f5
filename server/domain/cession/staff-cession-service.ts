import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_STATUS_TITLES,
  type GuarantorData,
  PARTICIPANT_DOCUMENTS,
  PARTICIPANT_TYPE_TITLES,
  type ParticipantData,
} from "../../../contract/lk-cession.ts";
import {
  STAFF_CESSION_MESSAGES,
  type StaffCessionDetail,
  type StaffCessionFilters,
  type StaffCessionListResponse,
} from "../../../contract/staff-cession.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import {
  consentExpired,
  consentValidUntil,
  guarantorMissing,
  participantMissing,
} from "../../../core/cession-rules.ts";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema/accounts.ts";
import { cessionContracts, cessionParticipants, cessions } from "../../db/schema/cession.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { readDemoCessionFile } from "../../db/seed/cession.ts";
import type { FileStore } from "../../infra/file-store.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";
import { contractSums, EMPTY_SUMS } from "../lk/contract-sums.ts";
import { createLkContext } from "../lk/lk-context.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { rub } from "../lk/lk-money.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import {
  type CessionRow,
  cessionByCode,
  filesOf,
  noticeToProfile,
  type ParticipantRow,
  participantSummary,
  participantsOf,
  slotsOf,
} from "./cession-records.ts";
import { transferContract } from "./contract-transfer.ts";
import { renderQuestionnairePdf } from "./questionnaire-pdf.ts";

export const STAFF_CESSION_PAGE_SIZE = 20;
const FILE_URL = "/staff/api/cession/file/";
const QUESTIONNAIRE_URL = "/staff/api/cession/questionnaire/";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
/** «15.03.2027» in a notice's text. */
const ruDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

export interface StaffCessionDeps {
  db: Db;
  files: FileStore;
  outbox: MailOutbox;
  publicUrl: string;
  now?: () => Date;
}

export type StaffCessionResult =
  | { ok: true; value: StaffCessionDetail }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; message: string };

/** The lessor's side of cession (role risk): the queue, the whole application, the decision and the transfer. */
export function createStaffCessionService(deps: StaffCessionDeps) {
  const { db, files, outbox, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => moscowDate(now());
  const applicant = alias(profiles, "applicant");
  const decider = alias(users, "decider");
  const cessionary = alias(cessionParticipants, "cessionary");

  async function profileTitles(ids: number[]): Promise<Map<number, { title: string; inn: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: profiles.id, title: profiles.title, inn: profiles.inn })
      .from(profiles)
      .where(inArray(profiles.id, ids));
    return new Map(rows.map((r) => [r.id, { title: r.title, inn: r.inn }]));
  }

  async function detail(code: string): Promise<StaffCessionDetail | null> {
    const [row] = await db
      .select({ c: cessions, applicant, deciderName: decider.name })
      .from(cessions)
      .innerJoin(applicant, eq(applicant.id, cessions.applicantProfileId))
      .leftJoin(decider, eq(decider.id, cessions.decidedBy))
      .where(eq(cessions.code, code));
    if (!row) return null;
    const c = row.c;
    const day = today();
    const [parts, fileRows, contractRows] = await Promise.all([
      participantsOf(db, c.id),
      filesOf(db, c.id),
      db
        .select({ contract: lkContracts, assigned: cessionContracts.assignedContractId })
        .from(cessionContracts)
        .innerJoin(lkContracts, eq(lkContracts.id, cessionContracts.contractId))
        .where(eq(cessionContracts.cessionId, c.id))
        .orderBy(lkContracts.number, lkContracts.id),
    ]);
    const assignedIds = contractRows.map((r) => r.assigned).filter((id): id is number => id !== null);
    const [assigned, sums, titles] = await Promise.all([
      assignedIds.length > 0
        ? db
            .select({ id: lkContracts.id, code: lkContracts.code, profileTitle: profiles.title })
            .from(lkContracts)
            .innerJoin(profiles, eq(profiles.id, lkContracts.profileId))
            .where(inArray(lkContracts.id, assignedIds))
        : Promise.resolve([]),
      contractSums(
        createLkContext(db, { files, now }),
        c.applicantProfileId,
        contractRows.map((r) => r.contract.id),
      ),
      profileTitles(parts.map((p) => p.profileId).filter((id): id is number => id !== null)),
    ]);
    const profileOf = (p: ParticipantRow) => (p.profileId !== null ? (titles.get(p.profileId) ?? null) : null);
    const common = (p: ParticipantRow) => ({
      summary: participantSummary(p, fileRows, profileOf(p)?.title ?? null),
      profile: profileOf(p),
      signedAt: p.signedAt,
      consentValidUntil: consentValidUntil(p.signedAt),
      consentExpired: p.signedAt !== null && consentExpired(p.signedAt, day),
    });
    const main = parts.find((p) => p.role === "cessionary");
    if (!main) throw new Error(`cession ${c.code} has no cessionary`);
    const slots = slotsOf(
      PARTICIPANT_DOCUMENTS[main.type],
      fileRows.filter((f) => f.participantId === main.id),
      c.code,
      FILE_URL,
    );
    const data = main.data as ParticipantData | null;
    const acceptBlocker =
      c.status === "sent" && main.profileId === null ? STAFF_CESSION_MESSAGES.cessionaryUnbound : null;
    return {
      code: c.code,
      number: c.number,
      status: c.status,
      statusTitle: CESSION_STATUS_TITLES[c.status],
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
      sentAt: c.sentAt?.toISOString() ?? null,
      decidedAt: c.decidedAt?.toISOString() ?? null,
      decidedBy: row.deciderName,
      cancelledBy: c.cancelledBy,
      cancelReason: c.cancelReason,
      applicant: {
        title: row.applicant.title,
        inn: row.applicant.inn,
        type: row.applicant.type,
        typeTitle: PARTICIPANT_TYPE_TITLES[row.applicant.type],
      },
      application: c.application,
      contracts: contractRows.map(({ contract, assigned: assignedId }) => {
        const s = sums.get(contract.id) ?? EMPTY_SUMS;
        const to = assigned.find((a) => a.id === assignedId);
        return {
          code: contract.code,
          number: contract.number,
          vehicleTitle: contract.vehicleTitle,
          signedAt: contract.signedAt,
          endDate: contract.endDate,
          status: contract.status,
          statusTitle: contract.status === "finished" ? "Завершён" : "Действует",
          remaining: rub(s.remaining),
          overdue: rub(s.overdue),
          assignedAt: contract.assignedAt,
          assignedContract: to ? { code: to.code, profileTitle: to.profileTitle } : null,
        };
      }),
      files: slotsOf(
        ASSIGNMENT_DOCUMENTS,
        fileRows.filter((f) => f.participantId === null),
        c.code,
        FILE_URL,
      ),
      cessionary: {
        ...common(main),
        data,
        files: slots,
        missing: data
          ? participantMissing(main.type, data, slots, main.signedAt, day)
          : [{ field: "data", message: STAFF_CESSION_MESSAGES.notSaved }],
        questionnaireUrl: data
          ? `${QUESTIONNAIRE_URL}?code=${encodeURIComponent(c.code)}&participant=${encodeURIComponent(main.code)}`
          : null,
      },
      guarantors: parts
        .filter((p) => p.role === "guarantor")
        .map((p) => {
          const g = p.data as GuarantorData | null;
          return {
            ...common(p),
            data: g,
            missing: g
              ? guarantorMissing(g, p.signedAt, day)
              : [{ field: "data", message: "Поручитель ещё не заполнил данные" }],
          };
        }),
      canAccept: c.status === "sent" && acceptBlocker === null,
      acceptBlocker,
      canCancel: c.status === "draft" || c.status === "sent",
    };
  }

  /** Tells the assignor and every bound participant, in `tx`. */
  async function noticeAll(tx: Db, c: CessionRow, parts: ParticipantRow[], title: string, text: string) {
    const targets = new Set([c.applicantProfileId, ...parts.map((p) => p.profileId).filter((id) => id !== null)]);
    for (const profileId of targets) {
      await noticeToProfile(tx, outbox, { profileId, title, text, cessionCode: c.code, publicUrl });
    }
  }

  async function answer(code: string, outcome: { ok: true } | Exclude<StaffCessionResult, { ok: true }>) {
    if (!outcome.ok) return outcome;
    const value = await detail(code);
    return value ? ({ ok: true, value } as const) : ({ ok: false, reason: "not_found" } as const);
  }

  return {
    async list(filters: StaffCessionFilters, currentPage: number): Promise<StaffCessionListResponse> {
      const where: (SQL | undefined)[] = [];
      if (filters.status) where.push(eq(cessions.status, filters.status));
      const search = filters.search?.trim();
      if (search) {
        const needle = `%${escapeLike(search)}%`;
        where.push(
          or(
            ilike(cessions.number, needle),
            ilike(applicant.title, needle),
            ilike(applicant.inn, needle),
            ilike(cessionary.inn, needle),
          ),
        );
      }
      const condition = and(...where);
      const from = () =>
        db
          .select({
            c: cessions,
            applicant,
            cessionary,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(cessions)
          .innerJoin(applicant, eq(applicant.id, cessions.applicantProfileId))
          .innerJoin(cessionary, and(eq(cessionary.cessionId, cessions.id), eq(cessionary.role, "cessionary")));
      const [page, [sent]] = await Promise.all([
        from()
          .where(condition)
          // Under review first, the longest waiting on top; then the rest, newest first.
          .orderBy(
            sql`(${cessions.status} = 'sent') desc`,
            sql`case when ${cessions.status} = 'sent' then ${cessions.sentAt} end asc`,
            desc(cessions.createdAt),
            desc(cessions.id),
          )
          .limit(STAFF_CESSION_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_CESSION_PAGE_SIZE),
        db.select({ n: count() }).from(cessions).where(eq(cessions.status, "sent")),
      ]);
      const totalCnt =
        page[0]?.total ??
        (currentPage > 1
          ? ((
              await db
                .select({ n: count() })
                .from(cessions)
                .innerJoin(applicant, eq(applicant.id, cessions.applicantProfileId))
                .innerJoin(cessionary, and(eq(cessionary.cessionId, cessions.id), eq(cessionary.role, "cessionary")))
                .where(condition)
            )[0]?.n ?? 0)
          : 0);
      const ids = page.map((x) => x.c.id);
      const [contracts, bound] = await Promise.all([
        ids.length > 0
          ? db
              .select({
                cessionId: cessionContracts.cessionId,
                code: lkContracts.code,
                number: lkContracts.number,
                vehicleTitle: lkContracts.vehicleTitle,
              })
              .from(cessionContracts)
              .innerJoin(lkContracts, eq(lkContracts.id, cessionContracts.contractId))
              .where(inArray(cessionContracts.cessionId, ids))
              .orderBy(lkContracts.number, lkContracts.id)
          : Promise.resolve([]),
        profileTitles(page.map((x) => x.cessionary.profileId).filter((id): id is number => id !== null)),
      ]);
      return {
        items: page.map((x) => {
          const summary = participantSummary(
            x.cessionary,
            [],
            x.cessionary.profileId !== null ? (bound.get(x.cessionary.profileId)?.title ?? null) : null,
          );
          return {
            code: x.c.code,
            number: x.c.number,
            status: x.c.status,
            statusTitle: CESSION_STATUS_TITLES[x.c.status],
            applicant: {
              title: x.applicant.title,
              inn: x.applicant.inn,
              type: x.applicant.type,
              typeTitle: PARTICIPANT_TYPE_TITLES[x.applicant.type],
            },
            cessionary: {
              title: summary.title,
              inn: x.cessionary.inn,
              type: x.cessionary.type,
              typeTitle: PARTICIPANT_TYPE_TITLES[x.cessionary.type],
            },
            contracts: contracts
              .filter((k) => k.cessionId === x.c.id)
              .map(({ code, number, vehicleTitle }) => ({ code, number, vehicleTitle })),
            createdAt: x.c.createdAt.toISOString(),
            sentAt: x.c.sentAt?.toISOString() ?? null,
            decidedAt: x.c.decidedAt?.toISOString() ?? null,
          };
        }),
        pagination: toPagination(currentPage, STAFF_CESSION_PAGE_SIZE, totalCnt),
        filters,
        statuses: Object.entries(CESSION_STATUS_TITLES).map(([code, title]) => ({ code, title })),
        counts: { sent: sent?.n ?? 0 },
      };
    },

    detail,

    /** A document of the cession (the assignment's or a participant's), or null. */
    async file(code: string, id: number) {
      const c = await cessionByCode(db, code);
      if (!c) return null;
      const row = (await filesOf(db, c.id)).find((f) => f.id === id);
      if (!row) return null;
      // The demo's documents are rows whose bytes are rendered on request (server/db/seed/cession.ts).
      const bytes = (await files.get(row.storageKey)) ?? (await readDemoCessionFile(row, c.number));
      return bytes ? { fileName: row.fileName, mime: row.mime, bytes } : null;
    },

    /** The assignee's questionnaire as PDF (the lessor's copy), or null when there is none to print. */
    async questionnaire(code: string, participantCode: string) {
      const c = await cessionByCode(db, code);
      if (!c) return null;
      const parts = await participantsOf(db, c.id);
      const p = parts.find((x) => x.code === participantCode && x.role === "cessionary");
      if (!p?.data) return null;
      const [profile] = await db
        .select({ title: profiles.title })
        .from(profiles)
        .where(eq(profiles.id, c.applicantProfileId));
      const own = (await filesOf(db, c.id)).filter((f) => f.participantId === p.id);
      const bytes = await renderQuestionnairePdf({
        cessionNumber: c.number,
        applicantTitle: profile?.title ?? "",
        type: p.type,
        data: p.data as ParticipantData,
        signedAt: p.signedAt,
        savedAt: p.savedAt,
        files: slotsOf(PARTICIPANT_DOCUMENTS[p.type], own, c.code, FILE_URL),
      });
      const safe = c.number.replace(/[^\wА-Яа-яЁё-]+/g, "-");
      return { fileName: `Анкета цессионария ${safe}.pdf`, mime: "application/pdf", bytes };
    },

    /**
     * Accepts a cession under review, in one transaction: the cession and every participant accepted, each contract
     * transferred to the assignee's profile (contract-transfer.ts), the contracts' links closed, the audit entry, and
     * notices to the assignor and every bound participant. Refused (409) when not under review or the assignee has
     * no profile to take the contracts.
     */
    async accept(actor: StaffActor, code: string): Promise<StaffCessionResult> {
      const outcome = await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cessions).where(eq(cessions.code, code)).for("update");
        if (!c) return { ok: false as const, reason: "not_found" as const };
        if (c.status !== "sent") {
          return { ok: false as const, reason: "conflict" as const, message: STAFF_CESSION_MESSAGES.notSent };
        }
        const parts = await participantsOf(tx, c.id);
        const main = parts.find((p) => p.role === "cessionary");
        if (!main || main.profileId === null) {
          return {
            ok: false as const,
            reason: "conflict" as const,
            message: STAFF_CESSION_MESSAGES.cessionaryUnbound,
          };
        }
        const day = moscowDate(now());
        const at = now();
        const links = await tx
          .select({
            contractId: cessionContracts.contractId,
            number: lkContracts.number,
            code: lkContracts.code,
            status: lkContracts.status,
          })
          .from(cessionContracts)
          .innerJoin(lkContracts, eq(lkContracts.id, cessionContracts.contractId))
          .where(eq(cessionContracts.cessionId, c.id))
          .orderBy(lkContracts.number, lkContracts.id);
        // A contract finished since the application (paid off early) has nothing left to pass on.
        const finished = links.find((l) => l.status !== "active");
        if (finished) {
          return {
            ok: false as const,
            reason: "conflict" as const,
            message: `Договор № ${finished.number} уже завершён: переуступить его нельзя — аннулируйте заявку`,
          };
        }
        const moved: { number: string; code: string; assignedTo: string; payments: number; amount: number }[] = [];
        for (const link of links) {
          const created = await transferContract(tx, {
            contractId: link.contractId,
            toProfileId: main.profileId,
            today: day,
          });
          await tx
            .update(cessionContracts)
            .set({ assignedContractId: created.id, isOpen: false })
            .where(and(eq(cessionContracts.cessionId, c.id), eq(cessionContracts.contractId, link.contractId)));
          moved.push({
            number: link.number,
            code: link.code,
            assignedTo: created.code,
            payments: created.moved,
            amount: rub(created.amount),
          });
        }
        await tx
          .update(cessions)
          .set({ status: "accepted", decidedAt: at, decidedBy: actor.id, updatedAt: at })
          .where(eq(cessions.id, c.id));
        await tx
          .update(cessionParticipants)
          .set({ status: "accepted", updatedAt: at })
          .where(eq(cessionParticipants.cessionId, c.id));
        await recordAudit(tx, actor, {
          action: "cession.accept",
          objectType: "cession",
          objectId: c.code,
          before: {
            status: c.status,
            participants: parts.map((p) => ({ id: p.code, role: p.role, status: p.status })),
            contracts: links.map((l) => ({ number: l.number, code: l.code, status: "active", assignedAt: null })),
          },
          after: {
            status: "accepted",
            participants: parts.map((p) => ({ id: p.code, role: p.role, status: "accepted" })),
            contracts: moved.map((m) => ({ ...m, status: "finished", assignedAt: day })),
          },
        });
        const numbers = links.map((l) => `№ ${l.number}`).join(", ");
        await noticeAll(
          tx,
          c,
          parts,
          `Переуступка ${c.number} принята`,
          `Лизингодатель принял заявку на переуступку ${c.number}: договоры ${numbers} переданы новому лизингополучателю ${ruDate(day)}. Платежи с этой даты вносит новый лизингополучатель; задолженность, возникшая до неё, остаётся за прежним.`,
        );
        return { ok: true as const };
      });
      return answer(code, outcome);
    },

    /** Cancels a draft or a cession under review with the lessor's reason: audited, notified; the contracts free. */
    async cancel(actor: StaffActor, code: string, reason: string): Promise<StaffCessionResult> {
      const outcome = await db.transaction(async (tx) => {
        const [c] = await tx.select().from(cessions).where(eq(cessions.code, code)).for("update");
        if (!c) return { ok: false as const, reason: "not_found" as const };
        if (c.status !== "draft" && c.status !== "sent") {
          return { ok: false as const, reason: "conflict" as const, message: STAFF_CESSION_MESSAGES.notCancellable };
        }
        const at = now();
        await tx
          .update(cessions)
          .set({
            status: "cancelled",
            cancelledBy: "lessor",
            cancelReason: reason,
            decidedAt: at,
            decidedBy: actor.id,
            updatedAt: at,
          })
          .where(eq(cessions.id, c.id));
        await tx.update(cessionContracts).set({ isOpen: false }).where(eq(cessionContracts.cessionId, c.id));
        await recordAudit(tx, actor, {
          action: "cession.cancel",
          objectType: "cession",
          objectId: c.code,
          before: { status: c.status, cancelReason: null },
          after: { status: "cancelled", cancelReason: reason },
        });
        await noticeAll(
          tx,
          c,
          await participantsOf(tx, c.id),
          `Переуступка ${c.number} аннулирована`,
          `Лизингодатель аннулировал заявку на переуступку ${c.number}.\nПричина: ${reason}`,
        );
        return { ok: true as const };
      });
      return answer(code, outcome);
    },
  };
}

export type StaffCessionService = ReturnType<typeof createStaffCessionService>;
