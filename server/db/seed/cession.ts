import { createHash } from "node:crypto";
import { count, inArray, sql } from "drizzle-orm";
import {
  ASSIGNMENT_DOCUMENTS,
  CESSION_QUESTIONS,
  type CessionApplication,
  type GuarantorData,
  GuarantorDataSchema,
  PARTICIPANT_DOCUMENTS,
  type ParticipantData,
  type ParticipantDataInput,
  ParticipantDataSchema,
} from "../../../contract/lk-cession.ts";
import { addDays, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import { renderPdf } from "../../infra/pdf/pdf-writer.ts";
import type { Db } from "../client.ts";
import { profiles, users } from "../schema/accounts.ts";
import { cessionContracts, cessionFiles, cessionParticipants, cessions } from "../schema/cession.ts";
import { lkContracts, lkNotifications } from "../schema/lk.ts";
import { DEMO_ATTACHMENT_PREFIX } from "./tickets.ts";

/*
 * Demo cessions (issue 12): one application of ООО «СтройТехМонтаж» still in work — ООО «ТрансЛогистик» invited
 * and bound, its questionnaire saved half-filled, the assignor's part and one document in — and one of the
 * entrepreneur under the lessor's review, complete (a questionnaire whose requisites pass their check digits,
 * every document, a guarantor that has sent its data), so the staff queue has something to accept. Other running
 * contracts of both assignors stay out of any cession: the end-to-end test assigns one of them.
 * Documents are rows only: their keys sit under `demo/cession/`, and `readDemoCessionFile` renders the PDF on request.
 */

const HOUR_MS = 3_600_000;
const ASSIGNOR_COMPANY = "7724518030";
const ASSIGNOR_ENTREPRENEUR = "771234567859";
const ASSIGNEE = "5003124571";

/** The contracts the demo cessions assign (the assignee's draft and the one under review). */
export const DEMO_CESSION_CONTRACTS = { draft: "ЛА-2026/00517", sent: "ЛА-2026/00988" } as const;

const KEY_PREFIX = `${DEMO_ATTACHMENT_PREFIX}cession/`;

/** The PDF of a demo cession document: the same bytes every time, so the size the seed records is what a download gets. */
export function renderDemoCessionFile(fileName: string, cessionNumber: string): Promise<Uint8Array> {
  const title = fileName.replace(/\.pdf$/i, "");
  return renderPdf({
    title,
    subject: `Заявка на переуступку № ${cessionNumber}`,
    author: "ООО «Лизинг-Авто»",
    date: "D:20260101090000+03'00'",
    header: `ООО «Лизинг-Авто» · заявка на переуступку № ${cessionNumber}`,
    footer: "ООО «Лизинг-Авто» · 8 800 550-35-35",
    blocks: [
      { kind: "title", text: title },
      { kind: "subtitle", text: `К заявке на переуступку № ${cessionNumber}` },
      {
        kind: "paragraph",
        text: "Копия документа из демонстрационных данных личного кабинета: файл загружен в заявку на переуступку договора лизинга.",
      },
    ],
  });
}

/**
 * The bytes of a demo cession document (a row the seed wrote, key under `demo/cession/`), or null for any other row:
 * the file download reads the store first and falls back to this, as tickets' attachments do.
 */
export async function readDemoCessionFile(
  row: { storageKey: string; fileName: string; mime: string },
  cessionNumber: string,
): Promise<Uint8Array | null> {
  if (!row.storageKey.startsWith(KEY_PREFIX) || row.mime !== "application/pdf") return null;
  return renderDemoCessionFile(row.fileName, cessionNumber);
}

const hash = (text: string) => createHash("sha256").update(text).digest("base64url");
const cessionCodeOf = (n: number) => hash(`lk-cession:${n}`).slice(0, 16);
const participantCodeOf = (n: number, role: string, k: number) =>
  hash(`lk-cession-part:${n}:${role}:${k}`).slice(0, 16);
const keyOf = (n: number, name: string) =>
  `${KEY_PREFIX}${createHash("sha256").update(`${n}:${name}`).digest("hex").slice(0, 24)}.pdf`;

/** The demo file name of a document slot. */
const fileNameOf = (title: string) =>
  `${title
    .replace(/[«»",]/g, "")
    .slice(0, 60)
    .trim()}.pdf`;

/** ООО «ТрансЛогистик» as its finance director fills the questionnaire (the requisites as the lessor has them). */
const ASSIGNEE_COMPANY: ParticipantDataInput["company"] = {
  fullName: "Общество с ограниченной ответственностью «ТрансЛогистик»",
  shortName: "ООО «ТрансЛогистик»",
  inn: ASSIGNEE,
  kpp: "500301001",
  ogrn: "1205001234569",
  registrationDate: "2020-03-12",
  legalAddress: "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305",
  actualAddress: "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305",
  postalAddress: "142704, Московская обл., г. Видное, Белокаменное ш., д. 10, офис 305",
  okved: "49.41 Деятельность автомобильного грузового транспорта",
};
const ASSIGNEE_BANK: ParticipantDataInput["bank"] = {
  bik: "044525974",
  bankName: "АО «ТБанк», г. Москва",
  settlementAccount: "40702810210000765432",
  correspondentAccount: "30101810145250000974",
};
const ASSIGNEE_CONTACTS: ParticipantDataInput["contacts"] = {
  phone: "+7 495 640-22-18",
  email: "office@translogistic.ru",
  website: "translogistic.ru",
};
const DIRECTOR = { fullName: "Захаров Олег Николаевич", inn: "500345678979" };

/** The complete questionnaire of the cession under review: every question answered «нет», consents given. */
const COMPLETE_QUESTIONNAIRE: ParticipantDataInput = {
  company: ASSIGNEE_COMPANY,
  bank: ASSIGNEE_BANK,
  contacts: ASSIGNEE_CONTACTS,
  management: {
    director: [{ id: "m1dir0", fullName: DIRECTOR.fullName, position: "Генеральный директор", inn: DIRECTOR.inn }],
    founders: [{ id: "m1fnd0", fullName: DIRECTOR.fullName, position: "Участник", inn: DIRECTOR.inn, share: 100 }],
  },
  beneficialOwners: [
    {
      id: "m1ben0",
      fullName: DIRECTOR.fullName,
      birthDate: "1979-06-18",
      inn: DIRECTOR.inn,
      citizenship: "Российская Федерация",
      share: 100,
      basis: "Прямое владение 100 % долей в уставном капитале",
    },
  ],
  isBeneficiary: false,
  questions: CESSION_QUESTIONS.map((q) => ({ ...q, isIt: false })),
  consents: { personalData: true, creditBureau: true },
};

/** The draft: the company block, bank and contacts in, the first two questions answered, the rest to do. */
const PARTIAL_QUESTIONNAIRE: ParticipantDataInput = {
  company: ASSIGNEE_COMPANY,
  bank: ASSIGNEE_BANK,
  contacts: ASSIGNEE_CONTACTS,
  management: {
    director: [{ id: "m2dir0", fullName: DIRECTOR.fullName, position: "Генеральный директор", inn: DIRECTOR.inn }],
  },
  questions: CESSION_QUESTIONS.map((q) => ({ ...q, isIt: q.code <= 2 ? false : null })),
};

/** The guarantor of the cession under review: the assignor's company stands surety for the assignee. */
const GUARANTOR: GuarantorData = GuarantorDataSchema.parse({
  type: "legal",
  fullName: "Общество с ограниченной ответственностью «СтройТехМонтаж»",
  inn: ASSIGNOR_COMPANY,
  kpp: "772401001",
  ogrn: "1187746123454",
  address: "115487, г. Москва, ул. Академика Миллионщикова, д. 35, корп. 4, офис 12",
  phone: "+7 495 123-45-67",
  email: "buh@stroytehmontazh.ru",
  relation: "Аффилированное лицо цедента: общий руководитель, И. С. Петров",
  consents: { personalData: true, creditBureau: true },
});

interface DemoCession {
  applicantInn: string;
  author: string;
  contract: string;
  status: "draft" | "sent";
  daysAgo: number;
  application: CessionApplication;
  /** The assignment documents uploaded (slot codes). */
  files: string[];
  cessionary: {
    status: "draft" | "sent";
    data: ParticipantData;
    /** Days before today the consents were signed (null: not yet). */
    signedDaysAgo: number | null;
    savedDaysAgo: number;
    sentDaysAgo: number | null;
    files: string[];
  };
  guarantors: { inn: string; email: string; data: GuarantorData; signedDaysAgo: number; sentDaysAgo: number }[];
}

function demoCessions(today: string): DemoCession[] {
  return [
    {
      applicantInn: ASSIGNOR_COMPANY,
      author: "client@example.com",
      contract: DEMO_CESSION_CONTRACTS.draft,
      status: "draft",
      daysAgo: 2,
      application: {
        contactName: "Петров Иван Сергеевич",
        contactPhone: "+7 916 123-45-67",
        contactEmail: "client@example.com",
        reason:
          "КАМАЗ с краном-манипулятором переходит к ООО «ТрансЛогистик» вместе с договором на доставку материалов на объекты в Видном",
        transferDate: addDays(today, 30),
        comment: "",
      },
      files: ["application"],
      cessionary: {
        status: "draft",
        data: ParticipantDataSchema.parse(PARTIAL_QUESTIONNAIRE),
        signedDaysAgo: null,
        savedDaysAgo: 1,
        sentDaysAgo: null,
        files: ["charter"],
      },
      guarantors: [],
    },
    {
      applicantInn: ASSIGNOR_ENTREPRENEUR,
      author: "client@example.com",
      contract: DEMO_CESSION_CONTRACTS.sent,
      status: "sent",
      daysAgo: 9,
      application: {
        contactName: "Петров Иван Сергеевич",
        contactPhone: "+7 916 123-45-67",
        contactEmail: "petrov.is@example.com",
        reason: "Прекращение деятельности ИП в сфере перевозок: автомобиль и договор переходят к ООО «ТрансЛогистик»",
        transferDate: addDays(today, 14),
        comment: "Просрочек по договору нет, оригиналы заявления передадим курьером",
      },
      files: ["application", "approval"],
      cessionary: {
        status: "sent",
        data: ParticipantDataSchema.parse(COMPLETE_QUESTIONNAIRE),
        signedDaysAgo: 5,
        savedDaysAgo: 6,
        sentDaysAgo: 5,
        files: PARTICIPANT_DOCUMENTS.legal.map((d) => d.code),
      },
      guarantors: [
        { inn: ASSIGNOR_COMPANY, email: "client@example.com", data: GUARANTOR, signedDaysAgo: 4, sentDaysAgo: 4 },
      ],
    },
  ];
}

/** Writes the demo cessions when there are none and the demo profiles and contracts exist; true when it wrote. */
export async function seedCession(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(cessions);
  if ((existing?.n ?? 0) > 0) return false;
  const inns = [ASSIGNOR_COMPANY, ASSIGNOR_ENTREPRENEUR, ASSIGNEE];
  const profileRows = await db
    .select({ id: profiles.id, inn: profiles.inn })
    .from(profiles)
    .where(inArray(profiles.inn, inns));
  const contractRows = await db
    .select({ id: lkContracts.id, number: lkContracts.number, profileId: lkContracts.profileId })
    .from(lkContracts)
    .where(inArray(lkContracts.number, Object.values(DEMO_CESSION_CONTRACTS)));
  const userRows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["client@example.com", "assignee@example.com"]));
  if (profileRows.length !== inns.length || contractRows.length !== 2 || userRows.length !== 2) return false;
  const profileId = new Map(profileRows.map((p) => [p.inn, p.id]));
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const contractId = new Map(contractRows.map((c) => [c.number, c.id]));

  const today = moscowDate(now);
  /** `daysAgo` days before today at `hour`:00 Moscow time, never later than the seed's moment. */
  const at = (daysAgo: number, hour: number) => {
    const moment = new Date(moscowMidnight(addDays(today, -daysAgo)).getTime() + hour * HOUR_MS);
    return moment < now ? moment : new Date(now.getTime() - HOUR_MS);
  };

  await db.transaction(async (tx) => {
    for (const spec of demoCessions(today)) {
      const applicant = profileId.get(spec.applicantInn) as number;
      const assignee = profileId.get(ASSIGNEE) as number;
      const author = userId.get(spec.author) as number;
      const next = await tx.execute<{ id: string | number }>(
        sql`select nextval(pg_get_serial_sequence('cessions', 'id')) as id`,
      );
      const id = Number(next.rows[0]?.id);
      const createdAt = at(spec.daysAgo, 10);
      const code = cessionCodeOf(id);
      const number = `ЦС-${moscowDate(createdAt).slice(0, 4)}-${String(id).padStart(5, "0")}`;
      const sentAt = spec.status === "sent" ? at(spec.cessionary.sentDaysAgo ?? 0, 17) : null;
      await tx.insert(cessions).values({
        id,
        code,
        number,
        applicantProfileId: applicant,
        createdBy: author,
        status: spec.status,
        cessionaryType: "legal",
        application: spec.application,
        createdAt,
        updatedAt: sentAt ?? at(1, 12),
        sentAt,
      });
      await tx.insert(cessionContracts).values({ cessionId: id, contractId: contractId.get(spec.contract) as number });

      const invitedAt = at(spec.daysAgo, 11);
      const c = spec.cessionary;
      const [cessionary] = await tx
        .insert(cessionParticipants)
        .values({
          code: participantCodeOf(id, "cessionary", 0),
          cessionId: id,
          role: "cessionary",
          type: "legal",
          status: c.status,
          profileId: assignee,
          email: "assignee@example.com",
          inn: ASSIGNEE,
          data: c.data,
          savedAt: at(c.savedDaysAgo, 15),
          signedAt: c.signedDaysAgo === null ? null : addDays(today, -c.signedDaysAgo),
          sentAt: c.sentDaysAgo === null ? null : at(c.sentDaysAgo, 16),
          invitedAt,
          invitedBy: author,
          createdAt,
          updatedAt: at(c.sentDaysAgo ?? c.savedDaysAgo, 16),
        })
        .returning({ id: cessionParticipants.id });
      if (!cessionary) throw new Error("seed cession: participant not written");

      const files: (typeof cessionFiles.$inferInsert)[] = [];
      const fileRow = async (participantId: number | null, slot: string, title: string, daysAgo: number) => {
        const fileName = fileNameOf(title);
        files.push({
          cessionId: id,
          participantId,
          slot,
          fileName,
          mime: "application/pdf",
          size: (await renderDemoCessionFile(fileName, number)).byteLength,
          storageKey: keyOf(id, `${participantId ?? "assignment"}:${slot}`),
          uploadedBy: participantId === null ? author : (userId.get("assignee@example.com") as number),
          createdAt: at(daysAgo, 14),
        });
      };
      for (const slot of spec.files) {
        const kind = ASSIGNMENT_DOCUMENTS.find((d) => d.code === slot);
        if (!kind) throw new Error(`seed cession: unknown assignment document ${slot}`);
        await fileRow(null, slot, kind.title, spec.daysAgo);
      }
      for (const slot of c.files) {
        const kind = PARTICIPANT_DOCUMENTS.legal.find((d) => d.code === slot);
        if (!kind) throw new Error(`seed cession: unknown assignee document ${slot}`);
        await fileRow(cessionary.id, slot, kind.title, c.savedDaysAgo);
      }
      if (files.length > 0) await tx.insert(cessionFiles).values(files);

      for (const [k, g] of spec.guarantors.entries()) {
        await tx.insert(cessionParticipants).values({
          code: participantCodeOf(id, "guarantor", k),
          cessionId: id,
          role: "guarantor",
          type: g.inn.length === 10 ? "legal" : "person",
          status: "sent",
          profileId: profileId.get(g.inn) as number,
          email: g.email,
          inn: g.inn,
          data: g.data,
          savedAt: at(g.sentDaysAgo, 12),
          signedAt: addDays(today, -g.signedDaysAgo),
          sentAt: at(g.sentDaysAgo, 12),
          invitedAt,
          invitedBy: author,
          createdAt: invitedAt,
          updatedAt: at(g.sentDaysAgo, 12),
        });
      }

      // The assignee's account learns of the draft's invitation from a notification, worded as invite/ words it.
      if (spec.status === "draft") {
        await tx.insert(lkNotifications).values({
          profileId: assignee,
          subject: "cession",
          title: `Приглашение в заявку на переуступку № ${number}`,
          text: `ООО «СтройТехМонтаж» приглашает вас стать цессионарием по договору лизинга № ${spec.contract}: заполните анкету в личном кабинете.`,
          createdAt: invitedAt,
          link: `/account/cession/${code}`,
        });
      }
    }
  });
  return true;
}
