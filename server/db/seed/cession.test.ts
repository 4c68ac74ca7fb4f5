import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type GuarantorData, PARTICIPANT_DOCUMENTS, type ParticipantData } from "../../../contract/lk-cession.ts";
import { moscowMidnight } from "../../../core/calendar-dates.ts";
import {
  applicationFormatErrors,
  applicationMissing,
  guarantorFormatErrors,
  guarantorMissing,
  participantFormatErrors,
  participantMissing,
} from "../../../core/cession-rules.ts";
import { type Database, openDatabase } from "../client.ts";
import { profiles } from "../schema/accounts.ts";
import { cessionContracts, cessionFiles, cessionParticipants, cessions } from "../schema/cession.ts";
import { lkContracts, lkNotifications } from "../schema/lk.ts";
import { seedAccounts } from "./accounts.ts";
import { readDemoCessionFile, seedCession } from "./cession.ts";
import { seedLk } from "./lk.ts";

/** The demo cessions hold whatever day the seed runs on, as the ledger does (ledger.test.ts). */

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const DAYS = ["2026-01-03", "2026-03-31", "2026-11-24", "2027-02-28"];

async function seeded(today: string) {
  database = await openDatabase({ dataDir: null });
  const { db } = database;
  const now = new Date(moscowMidnight(today).getTime() + 10 * 3_600_000);
  await seedAccounts(db);
  await seedLk(db, now);
  expect(await seedCession(db, now)).toBe(true);
  return db;
}

describe("the demo cessions on any day", () => {
  for (const today of DAYS)
    it(`seeded on ${today}: a draft in work and a complete one under review, a contract left free`, async () => {
      const db = await seeded(today);
      const [rows, parts, links, files, contracts, profileRows] = await Promise.all([
        db.select().from(cessions).orderBy(cessions.id),
        db.select().from(cessionParticipants).orderBy(cessionParticipants.id),
        db.select().from(cessionContracts),
        db.select().from(cessionFiles),
        db.select().from(lkContracts),
        db.select().from(profiles),
      ]);
      const inn = new Map(profileRows.map((p) => [p.id, p.inn]));
      const [draft, sent] = rows;
      if (!draft || !sent) throw new Error("two cessions expected");
      expect([draft.status, inn.get(draft.applicantProfileId)]).toEqual(["draft", "7724518030"]);
      expect([sent.status, inn.get(sent.applicantProfileId)]).toEqual(["sent", "771234567859"]);
      expect(draft.number).toMatch(/^ЦС-\d{4}-\d{5}$/);
      for (const c of rows) {
        expect(c.createdAt.getTime()).toBeLessThanOrEqual(moscowMidnight(today).getTime() + 10 * 3_600_000);
        expect(c.application.transferDate >= today).toBe(true);
      }

      // Each assigns one running contract of its own applicant; СтройТехМонтаж keeps other running ones free.
      for (const c of rows) {
        const own = links.filter((l) => l.cessionId === c.id);
        expect(own).toHaveLength(1);
        const contract = contracts.find((k) => k.id === own[0]?.contractId);
        expect([contract?.profileId, contract?.status, own[0]?.isOpen]).toEqual([c.applicantProfileId, "active", true]);
      }
      const taken = new Set(links.map((l) => l.contractId));
      const free = contracts.filter(
        (k) => k.profileId === draft.applicantProfileId && k.status === "active" && !taken.has(k.id),
      );
      expect(free.length).toBeGreaterThan(0);

      // The assignee is bound to ООО «ТрансЛогистик» in both; the review one has its guarantor sent.
      const cessionaryOf = (id: number) => parts.find((p) => p.cessionId === id && p.role === "cessionary");
      expect(inn.get(cessionaryOf(draft.id)?.profileId ?? 0)).toBe("5003124571");
      expect([cessionaryOf(draft.id)?.status, cessionaryOf(draft.id)?.savedAt === null]).toEqual(["draft", false]);
      expect(cessionaryOf(sent.id)?.status).toBe("sent");
      const guarantors = parts.filter((p) => p.role === "guarantor");
      expect(guarantors.map((g) => [g.cessionId, g.status, g.profileId !== null])).toEqual([[sent.id, "sent", true]]);

      // The parts under review are complete by the rules the server sends with: nothing missing, no format error.
      const complete = cessionaryOf(sent.id);
      const data = complete?.data as ParticipantData;
      const slotsOf = (participant: number) =>
        PARTICIPANT_DOCUMENTS.legal.map((kind) => ({
          ...kind,
          isLoaded: files.some((f) => f.participantId === participant && f.slot === kind.code),
          file: null,
        }));
      expect(participantFormatErrors("legal", data, today)).toEqual([]);
      expect(participantMissing("legal", data, slotsOf(complete?.id ?? 0), complete?.signedAt ?? null, today)).toEqual(
        [],
      );
      expect(applicationMissing(sent.application, 1, today)).toEqual([]);
      const guarantor = guarantors[0];
      expect(guarantorFormatErrors(guarantor?.data as GuarantorData, today)).toEqual([]);
      expect(guarantorMissing(guarantor?.data as GuarantorData, guarantor?.signedAt ?? null, today)).toEqual([]);
      // The draft's saved half: well-formed, its assignor's part complete, the questionnaire still lacking.
      const partial = cessionaryOf(draft.id);
      const partialData = partial?.data as ParticipantData;
      expect(participantFormatErrors("legal", partialData, today)).toEqual([]);
      expect(applicationFormatErrors(draft.application, today)).toEqual([]);
      expect(applicationMissing(draft.application, 1, today)).toEqual([]);
      const lacking = participantMissing("legal", partialData, slotsOf(partial?.id ?? 0), null, today);
      expect(lacking.map((m) => m.field)).toEqual(
        expect.arrayContaining(["management.founders", "questions.3", "consents.personalData", "files.egrul"]),
      );

      // Documents: the draft one assignment file, the review one both required and all five of the assignee's.
      const slots = (cessionId: number, participant: number | null) =>
        files
          .filter((f) => f.cessionId === cessionId && f.participantId === participant)
          .map((f) => f.slot)
          .sort();
      expect(slots(draft.id, null)).toEqual(["application"]);
      expect(slots(sent.id, null)).toEqual(["application", "approval"]);
      expect(slots(sent.id, complete?.id ?? 0)).toEqual(
        ["appointment", "charter", "directorPassport", "egrul", "financials"].sort(),
      );
    });

  it("renders each demo document to the size its row records, and nothing for a key outside the demo", async () => {
    const db = await seeded("2026-11-24");
    const files = await db.select().from(cessionFiles);
    const rows = await db.select().from(cessions);
    for (const f of files) {
      const number = rows.find((c) => c.id === f.cessionId)?.number ?? "";
      const bytes = await readDemoCessionFile(f, number);
      expect(bytes?.byteLength).toBe(f.size);
      expect(new TextDecoder().decode(bytes?.slice(0, 5))).toBe("%PDF-");
    }
    expect(await readDemoCessionFile({ ...(files[0] as (typeof files)[0]), storageKey: "cession/x.pdf" }, "")).toBe(
      null,
    );
  });

  it("tells the assignee of the invitation in its account, with the link to the cession", async () => {
    const db = await seeded("2026-11-24");
    const [assignee] = await db.select().from(profiles).where(eq(profiles.inn, "5003124571"));
    const notes = await db.select().from(lkNotifications).where(eq(lkNotifications.subject, "cession"));
    const [draft] = await db.select().from(cessions).where(eq(cessions.status, "draft"));
    expect(notes.map((n) => [n.profileId, n.title, n.link, n.isRead])).toEqual([
      [
        assignee?.id,
        `Приглашение в заявку на переуступку № ${draft?.number}`,
        `/account/cession/${draft?.code}`,
        false,
      ],
    ]);
  });

  it("writes nothing a second time", async () => {
    const db = await seeded("2026-11-24");
    expect(await seedCession(db)).toBe(false);
    expect(await db.select().from(cessions)).toHaveLength(2);
  });
});
