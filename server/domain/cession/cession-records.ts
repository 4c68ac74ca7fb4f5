import { and, asc, eq, sql } from "drizzle-orm";
import {
  CESSION_MAX_FILES,
  type CessionRole,
  type DocumentKind,
  type DocumentSlot,
  type DocumentSlotInput,
  type GuarantorData,
  PARTICIPANT_DOCUMENTS,
  PARTICIPANT_STATUS_TITLES,
  type ParticipantData,
  type ParticipantSummary,
} from "../../../contract/lk-cession.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../../db/client.ts";
import { userProfiles, users } from "../../db/schema/accounts.ts";
import { cessionContracts, cessionFiles, cessionParticipants, cessions } from "../../db/schema/cession.ts";
import { lkContracts, lkNotifications } from "../../db/schema/lk.ts";
import { randomToken } from "../../infra/crypto.ts";
import type { FileStore } from "../../infra/file-store.ts";
import { checkUploads, type IncomingFile, storeUploads } from "../../infra/uploads.ts";
import type { MailOutbox } from "../leads/mail-outbox.ts";

/**
 * The reads and writes every cession service shares (the assignor's, the participants', the lessor's), so the
 * visibility rule, the document slots and the notices live once (issue 12, /tmp seams "cession-records").
 */

export type CessionRow = typeof cessions.$inferSelect;
export type ParticipantRow = typeof cessionParticipants.$inferSelect;
export type FileRow = typeof cessionFiles.$inferSelect;
export type Viewer = { role: CessionRole; participant: ParticipantRow | null };
export type ContractRef = { code: string; number: string; vehicleTitle: string; signedAt: string; endDate: string };

/** «ЦС-2026-00012»: the year the cession was opened (Moscow) and its serial id, unique and readable. */
export function cessionNumber(id: number, at: Date): string {
  return `ЦС-${moscowDate(at).slice(0, 4)}-${String(id).padStart(5, "0")}`;
}

/** Codes in URLs and of parts: random, so nothing is found by counting. */
export const newCessionCode = () => randomToken(12);

export async function cessionByCode(db: Db, code: string): Promise<CessionRow | null> {
  const [row] = await db.select().from(cessions).where(eq(cessions.code, code));
  return row ?? null;
}

/**
 * The cession of `code` as profile `profileId` may see it, or null (404): the applicant sees it as its own; a
 * participant bound to the profile sees it in its role; anyone else does not learn it exists.
 */
export async function cessionForProfile(
  db: Db,
  code: string,
  profileId: number,
): Promise<{ cession: CessionRow; viewer: Viewer } | null> {
  const cession = await cessionByCode(db, code);
  if (!cession) return null;
  if (cession.applicantProfileId === profileId) return { cession, viewer: { role: "applicant", participant: null } };
  const [participant] = await db
    .select()
    .from(cessionParticipants)
    .where(and(eq(cessionParticipants.cessionId, cession.id), eq(cessionParticipants.profileId, profileId)));
  if (!participant) return null;
  return { cession, viewer: { role: participant.role, participant } };
}

/** The cessionary first, then the guarantors in the order they were invited. */
export async function participantsOf(db: Db, cessionId: number): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(cessionParticipants)
    .where(eq(cessionParticipants.cessionId, cessionId))
    .orderBy(sql`${cessionParticipants.role} = 'cessionary' desc`, asc(cessionParticipants.id));
}

export async function filesOf(db: Db, cessionId: number): Promise<FileRow[]> {
  return db.select().from(cessionFiles).where(eq(cessionFiles.cessionId, cessionId)).orderBy(asc(cessionFiles.id));
}

export async function contractRefsOf(db: Db, cessionId: number): Promise<ContractRef[]> {
  return db
    .select({
      code: lkContracts.code,
      number: lkContracts.number,
      vehicleTitle: lkContracts.vehicleTitle,
      signedAt: lkContracts.signedAt,
      endDate: lkContracts.endDate,
    })
    .from(cessionContracts)
    .innerJoin(lkContracts, eq(lkContracts.id, cessionContracts.contractId))
    .where(eq(cessionContracts.cessionId, cessionId))
    .orderBy(asc(lkContracts.number), asc(lkContracts.id));
}

/**
 * Slots of a document list with what is uploaded (`rows` are the files of one side: the assignment's or one
 * participant's; the newest of a slot wins); url = `${urlBase}?code=<cession code>&id=<file id>`.
 */
export function slotsOf(
  kinds: readonly DocumentKind[],
  rows: FileRow[],
  cessionCode: string,
  urlBase: string,
): DocumentSlot[] {
  return kinds.map((kind) => {
    const row = rows.filter((r) => r.slot === kind.code).at(-1);
    return {
      code: kind.code,
      title: kind.title,
      required: kind.required,
      isLoaded: Boolean(row),
      file: row
        ? {
            id: row.id,
            name: row.fileName,
            mime: row.mime,
            size: row.size,
            url: `${urlBase}?code=${encodeURIComponent(cessionCode)}&id=${row.id}`,
            uploadedAt: row.createdAt.toISOString(),
          }
        : null,
    };
  });
}

/** The name a part has filled in, if any: a company's short or full name, a person's full name, a guarantor's. */
function filledTitle(row: ParticipantRow): string | null {
  if (!row.data) return null;
  if (row.role === "guarantor") return (row.data as GuarantorData).fullName?.trim() || null;
  const data = row.data as ParticipantData;
  if (row.type === "legal") return data.company?.shortName?.trim() || data.company?.fullName?.trim() || null;
  const p = data.person;
  const name = [p?.lastName, p?.firstName, p?.middleName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(" ");
  if (!name) return null;
  return row.type === "entrepreneur" ? `ИП ${name}` : name;
}

/** A participant as the other sides see it; `files` are this participant's rows. */
export function participantSummary(
  row: ParticipantRow,
  files: FileRow[],
  profileTitle: string | null,
): ParticipantSummary {
  const kinds = row.role === "cessionary" ? PARTICIPANT_DOCUMENTS[row.type] : [];
  const own = files.filter((f) => f.participantId === row.id);
  const required = kinds.filter((k) => k.required);
  return {
    id: row.code,
    role: row.role,
    type: row.type,
    status: row.status,
    statusTitle: PARTICIPANT_STATUS_TITLES[row.status],
    email: row.email,
    inn: row.inn,
    title: filledTitle(row) ?? profileTitle,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    hasAccount: row.profileId !== null,
    savedAt: row.savedAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    filesLoaded: required.filter((k) => own.some((f) => f.slot === k.code)).length,
    filesRequired: required.length,
  };
}

type SlotFilesResult =
  | {
      ok: true;
      inserts: (typeof cessionFiles.$inferInsert)[];
      removeIds: number[];
      newKeys: string[];
      oldKeys: string[];
    }
  | { ok: false; errors: { field: string; message: string }[] };

/**
 * Checks (by content, ZIP allowed, ≤ 1 MiB each) and stores the files a save names in `slots`
 * (DocumentSlotInput.file = index in `incoming`). An index out of range, a file no slot names, a slot named twice or
 * a code not in `kinds` is a field error. Answers the rows to insert and the ids and keys of the files they replace
 * or that `remove: true` drops: the caller deletes those rows in its transaction and the keys from the store after
 * commit, and removes `newKeys` from the store when the transaction fails.
 */
export async function prepareSlotFiles(
  deps: { files: FileStore },
  input: {
    cessionId: number;
    participantId: number | null;
    kinds: readonly DocumentKind[];
    slots: DocumentSlotInput[];
    incoming: IncomingFile[];
    existing: FileRow[];
    userId: number;
  },
): Promise<SlotFilesResult> {
  const errors: { field: string; message: string }[] = [];
  const codes = new Set(input.kinds.map((k) => k.code));
  const seen = new Set<string>();
  const used = new Set<number>();
  const filling: { code: string; index: number }[] = [];
  const removing: string[] = [];
  for (const slot of input.slots) {
    if (!codes.has(slot.code)) {
      errors.push({ field: "files[].code", message: `Нет такого документа в списке: «${slot.code}»` });
      continue;
    }
    if (seen.has(slot.code)) {
      errors.push({ field: "files[].code", message: `Документ «${slot.code}» указан дважды` });
      continue;
    }
    seen.add(slot.code);
    if (slot.file !== undefined) {
      if (slot.file >= input.incoming.length || used.has(slot.file)) {
        errors.push({
          field: "files[].code",
          message: `Для документа «${slot.code}» не приложен файл № ${slot.file + 1}`,
        });
        continue;
      }
      used.add(slot.file);
      filling.push({ code: slot.code, index: slot.file });
    } else if (slot.remove) {
      removing.push(slot.code);
    }
  }
  if (input.incoming.length > CESSION_MAX_FILES) {
    errors.push({ field: "files[]", message: `Можно загрузить не больше ${CESSION_MAX_FILES} файлов за раз` });
  } else if (used.size < input.incoming.length) {
    errors.push({ field: "files[]", message: "Каждый файл должен относиться к одному из документов заявки" });
  }
  if (errors.length > 0) return { ok: false, errors };

  const own = input.existing.filter((f) => f.participantId === input.participantId);
  const replaced = own.filter((f) => filling.some((s) => s.code === f.slot) || removing.includes(f.slot));
  const removeIds = replaced.map((f) => f.id);
  const oldKeys = replaced.map((f) => f.storageKey);
  if (filling.length === 0) return { ok: true, inserts: [], removeIds, newKeys: [], oldKeys };

  const check = checkUploads(
    filling.map((s) => input.incoming[s.index] as IncomingFile),
    { maxFiles: CESSION_MAX_FILES, allowZip: true },
  );
  if (!check.ok) return check;
  const newKeys = await storeUploads(deps.files, `cessions/${input.cessionId}`, check.files);
  const inserts = check.files.map((file, k) => ({
    cessionId: input.cessionId,
    participantId: input.participantId,
    slot: filling[k]?.code ?? "",
    fileName: file.name,
    mime: file.mime,
    size: file.size,
    storageKey: newKeys[k] ?? "",
    uploadedBy: input.userId,
  }));
  return { ok: true, inserts, removeIds, newKeys, oldKeys };
}

/**
 * A notice about a cession to a profile: the account notification (subject "cession", link to the cession) and an
 * e-mail to every user of the profile, both in `tx` (the e-mail says only that something changed: the details stay
 * in the account).
 */
export async function noticeToProfile(
  tx: Db,
  outbox: MailOutbox,
  input: { profileId: number; title: string; text: string; cessionCode: string; publicUrl: string },
): Promise<void> {
  const link = `/account/cession/${input.cessionCode}`;
  await tx.insert(lkNotifications).values({
    profileId: input.profileId,
    subject: "cession",
    title: input.title,
    text: input.text,
    createdAt: new Date(),
    link,
  });
  const people = await tx
    .select({ email: users.email, name: users.name })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.profileId, input.profileId))
    .orderBy(asc(users.id));
  for (const person of people) {
    await outbox.enqueue(tx, {
      to: person.email,
      subject: `${input.title} — Лизинг-Авто`,
      text: [
        `Здравствуйте, ${person.name}!`,
        "",
        input.text,
        "",
        "Подробности — в личном кабинете:",
        new URL(link, input.publicUrl).toString(),
        "",
        "Это письмо отправлено автоматически, отвечать на него не нужно.",
      ].join("\n"),
    });
  }
}
