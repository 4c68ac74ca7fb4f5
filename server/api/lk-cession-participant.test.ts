import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CESSION_MESSAGES,
  CESSION_QUESTIONS,
  CESSION_RULE_MESSAGES,
  PARTICIPANT_DOCUMENTS,
} from "../../contract/lk-cession.ts";
import { addDays, moscowDate } from "../../core/calendar-dates.ts";
import { profiles } from "../db/schema/accounts.ts";
import { cessionParticipants, cessions } from "../db/schema/cession.ts";
import { lkNotifications } from "../db/schema/lk.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, filesUnder, PDF_BYTES } from "./lk-test-kit.ts";

let app: TestApp;
let assignee: Client; // assignee@example.com: ООО «ТрансЛогистик», the cessionary of both demo cessions
let owner: Client; // client@example.com: ООО «СтройТехМонтаж», the assignor of the draft
let draft: typeof cessions.$inferSelect; // the demo draft: the questionnaire saved half-filled
let sent: typeof cessions.$inferSelect; // the demo cession under review: the questionnaire sent
const today = moscowDate();

const db = () => app.services.database.db;

async function cessionary(cessionId: number) {
  const [row] = await db()
    .select()
    .from(cessionParticipants)
    .where(and(eq(cessionParticipants.cessionId, cessionId), eq(cessionParticipants.role, "cessionary")));
  if (!row) throw new Error("no cessionary");
  return row;
}

/** participant/save/ as the browser sends it: the `participant` JSON and the files in files[]. */
function saveForm(participant: unknown, files: { name: string; bytes: Uint8Array }[] = []): FormData {
  const form = new FormData();
  form.set("participant", JSON.stringify(participant));
  for (const f of files) form.append("files[]", new Blob([f.bytes as Uint8Array<ArrayBuffer>]), f.name);
  return form;
}

const detailOf = async (client: Client, code: string) =>
  (await client.json(`/apilk/cession/participant/detail/?code=${code}`)).participant;

beforeAll(async () => {
  app = await createTestApp();
  assignee = await clientOf(app, "assignee@example.com");
  owner = await clientOf(app, "client@example.com");
  const rows = await db().select().from(cessions);
  draft = rows.find((r) => r.status === "draft") as typeof draft;
  sent = rows.find((r) => r.status === "sent") as typeof sent;
});

afterAll(async () => {
  await app?.close();
});

describe("the assignee's questionnaire", () => {
  it("answers the cessionary its questionnaire, the slots of its type and what is missing", async () => {
    const p = await detailOf(assignee, draft.code);
    expect(p).toMatchObject({
      role: "cessionary",
      type: "legal",
      status: "draft",
      statusTitle: "Черновик",
      canEdit: true,
      consentExpired: false,
      signedAt: null,
      cession: { code: draft.code, number: draft.number, applicantTitle: "ООО «СтройТехМонтаж»" },
    });
    expect(p.savedAt).not.toBeNull();
    expect(p.data.company.inn).toBe("5003124571");
    expect(p.data.questions.map((q: { code: number }) => q.code)).toEqual(CESSION_QUESTIONS.map((q) => q.code));
    expect(p.files.map((s: { code: string }) => s.code)).toEqual(PARTICIPANT_DOCUMENTS.legal.map((d) => d.code));
    expect(p.files.find((s: { code: string }) => s.code === "charter").isLoaded).toBe(true);
    const missing = p.missing.map((m: { field: string }) => m.field);
    expect(missing).toEqual(
      expect.arrayContaining(["management.founders", "questions.3", "consents.personalData", "files.egrul"]),
    );
    expect(missing).not.toContain("files.charter");
  });

  it("is not found for the assignor, another profile and an unknown code", async () => {
    for (const [client, code] of [
      [owner, draft.code],
      [assignee, "unknown-code"],
    ] as const) {
      const res = await client.get(`/apilk/cession/participant/detail/?code=${code}`);
      expect(res.status).toBe(404);
      expect((await res.json()).detail).toBe(CESSION_RULE_MESSAGES.notFound);
    }
    const other = await clientOf(app, "client@example.com");
    await other.switchTo("ИП Петров Иван Сергеевич");
    expect((await other.get(`/apilk/cession/participant/detail/?code=${draft.code}`)).status).toBe(404);
    expect((await owner.get("/apilk/cession/participant/detail/")).status).toBe(400);
  });

  it("refuses a malformed filled field with 400 and stores nothing", async () => {
    const before = await detailOf(assignee, draft.code);
    const data = { ...before.data, company: { ...before.data.company, inn: "5003124572", kpp: "50030100" } };
    const res = await assignee.upload(
      "/apilk/cession/participant/save/",
      saveForm({ code: draft.code, data, files: [{ code: "egrul", file: 0 }] }, [
        { name: "egrul.pdf", bytes: PDF_BYTES },
      ]),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([
      "participant.data.company.inn",
      "participant.data.company.kpp",
    ]);
    const after = await detailOf(assignee, draft.code);
    expect(after.data.company.inn).toBe("5003124571");
    expect(after.files.find((s: { code: string }) => s.code === "egrul").isLoaded).toBe(false);
    expect(after.savedAt).toBe(before.savedAt);
  });

  it("signs the consents today when both are given, keeps the day, renews it on request and clears it", async () => {
    const { data } = await detailOf(assignee, draft.code);
    const save = async (consents: object, renewConsent?: boolean) => {
      const res = await assignee.upload(
        "/apilk/cession/participant/save/",
        saveForm({ code: draft.code, data: { ...data, consents }, renewConsent }),
      );
      expect(res.status).toBe(200);
      return (await res.json()).participant;
    };
    const signed = await save({ personalData: true, creditBureau: true });
    expect(signed.signedAt).toBe(today);
    expect(signed.consentValidUntil > today).toBe(true);

    const part = await cessionary(draft.id);
    const old = addDays(today, -200);
    await db().update(cessionParticipants).set({ signedAt: old }).where(eq(cessionParticipants.id, part.id));
    const kept = await save({ personalData: true, creditBureau: true });
    expect(kept).toMatchObject({ signedAt: old, consentExpired: true });
    expect(kept.missing).toContainEqual({ field: "consents.signedAt", message: CESSION_RULE_MESSAGES.consentExpired });
    expect(await save({ personalData: true, creditBureau: true }, true)).toMatchObject({
      signedAt: today,
      consentExpired: false,
    });
    expect((await save({ personalData: true, creditBureau: false })).signedAt).toBeNull();
  });

  it("stores a slot's document, replaces it and removes it", async () => {
    const { data } = await detailOf(assignee, draft.code);
    const put = async (slots: object[], files: { name: string; bytes: Uint8Array }[]) => {
      const res = await assignee.upload(
        "/apilk/cession/participant/save/",
        saveForm({ code: draft.code, data, files: slots }, files),
      );
      expect(res.status).toBe(200);
      return (await res.json()).participant.files.find((s: { code: string }) => s.code === "egrul");
    };
    const first = await put([{ code: "egrul", file: 0 }], [{ name: "выписка.pdf", bytes: PDF_BYTES }]);
    expect(first).toMatchObject({ isLoaded: true, file: { name: "выписка.pdf", mime: "application/pdf" } });
    const stored = filesUnder(app.filesDir).length;
    const second = await put([{ code: "egrul", file: 0 }], [{ name: "выписка-2.pdf", bytes: PDF_BYTES }]);
    expect(second.file.name).toBe("выписка-2.pdf");
    expect(filesUnder(app.filesDir)).toHaveLength(stored);
    expect((await put([{ code: "egrul", remove: true }], [])).isLoaded).toBe(false);
    expect(filesUnder(app.filesDir)).toHaveLength(stored - 1);

    // A slot not of this type's list is a field error, and nothing is stored.
    const res = await assignee.upload(
      "/apilk/cession/participant/save/",
      saveForm({ code: draft.code, data, files: [{ code: "income", file: 0 }] }, [{ name: "x.pdf", bytes: PDF_BYTES }]),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].field).toBe("files[].code");
    expect(filesUnder(app.filesDir)).toHaveLength(stored - 1);
  });

  it("prints the saved questionnaire as a PDF, and asks to save first when it never was", async () => {
    const res = await assignee.get(`/apilk/cession/participant/print/?code=${draft.code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Анкета-${draft.number}.pdf`)}`,
    );
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Анкета цессионария");
    expect(text).toContain("5003124571");
    expect(text).toContain("Ответ: Нет.");
    expect(text).toContain("Ответ: Нет ответа.");
    expect(text).toContain("Загружен: ");

    const part = await cessionary(draft.id);
    await db().update(cessionParticipants).set({ savedAt: null }).where(eq(cessionParticipants.id, part.id));
    const unsaved = await assignee.get(`/apilk/cession/participant/print/?code=${draft.code}`);
    expect(unsaved.status).toBe(409);
    expect((await unsaved.json()).detail).toBe(CESSION_MESSAGES.saveBeforePrint);
    await db().update(cessionParticipants).set({ savedAt: part.savedAt }).where(eq(cessionParticipants.id, part.id));
    expect((await owner.get(`/apilk/cession/participant/print/?code=${draft.code}`)).status).toBe(404);
  });

  it("refuses to send an incomplete questionnaire, an expired consent, then sends and tells the assignor", async () => {
    const incomplete = await assignee.post("/apilk/cession/participant/send/", { code: draft.code });
    expect(incomplete.status).toBe(409);
    const refused = await incomplete.json();
    expect(refused.detail).toBe(CESSION_MESSAGES.sendNeedsAllFields);
    expect(refused.errors.length).toBeGreaterThan(0);
    expect((await cessionary(draft.id)).status).toBe("draft");

    // The complete questionnaire of the cession under review, with every document, saved into the draft.
    const complete = (await detailOf(assignee, sent.code)).data;
    const slots = PARTICIPANT_DOCUMENTS.legal.map((d, k) => ({ code: d.code, file: k }));
    const saved = await assignee.upload(
      "/apilk/cession/participant/save/",
      saveForm(
        { code: draft.code, data: complete, files: slots },
        slots.map((s) => ({ name: `${s.code}.pdf`, bytes: PDF_BYTES })),
      ),
    );
    expect(saved.status).toBe(200);
    expect((await saved.json()).participant.missing).toEqual([]);

    const part = await cessionary(draft.id);
    await db()
      .update(cessionParticipants)
      .set({ signedAt: addDays(today, -190) })
      .where(eq(cessionParticipants.id, part.id));
    const expired = await assignee.post("/apilk/cession/participant/send/", { code: draft.code });
    expect(expired.status).toBe(409);
    expect((await expired.json()).detail).toBe(CESSION_RULE_MESSAGES.consentExpired);
    await db().update(cessionParticipants).set({ signedAt: today }).where(eq(cessionParticipants.id, part.id));

    const ok = await assignee.post("/apilk/cession/participant/send/", { code: draft.code });
    expect(ok.status).toBe(200);
    const p = (await ok.json()).participant;
    expect(p).toMatchObject({ status: "sent", statusTitle: "Отправлено", canEdit: false, missing: [] });
    expect(p.sentAt).not.toBeNull();

    const [applicant] = await db().select().from(profiles).where(eq(profiles.id, draft.applicantProfileId));
    const notices = await db()
      .select()
      .from(lkNotifications)
      .where(
        and(
          eq(lkNotifications.profileId, applicant?.id ?? 0),
          eq(lkNotifications.title, "Цессионарий заполнил анкету и загрузил документы"),
        ),
      );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/account/cession/${draft.code}`);

    // Sent: neither a save nor a second send changes it.
    const again = await assignee.upload(
      "/apilk/cession/participant/save/",
      saveForm({ code: draft.code, data: complete }),
    );
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(CESSION_RULE_MESSAGES.participantNotEditable);
    expect((await assignee.post("/apilk/cession/participant/send/", { code: draft.code })).status).toBe(409);
  });

  it("leaves a cession under review alone", async () => {
    const { data } = await detailOf(assignee, sent.code);
    const res = await assignee.upload("/apilk/cession/participant/save/", saveForm({ code: sent.code, data }));
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(CESSION_RULE_MESSAGES.notEditable);
  });

  it("needs the CSRF token to save or send", async () => {
    const { data } = await detailOf(assignee, sent.code);
    const res = await assignee.upload("/apilk/cession/participant/save/", saveForm({ code: sent.code, data }), {
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect((await assignee.post("/apilk/cession/participant/send/", { code: sent.code }, { csrf: false })).status).toBe(
      403,
    );
  });
});

describe("a guarantor's part", () => {
  let guarantor: Client; // client@example.com acting for ИП Петров, invited as a guarantor of the draft
  let code: string;

  beforeAll(async () => {
    // A fresh draft cession of ООО «СтройТехМонтаж» with a guarantor bound to the entrepreneur's profile.
    const [ip] = await db().select().from(profiles).where(eq(profiles.title, "ИП Петров Иван Сергеевич"));
    const [cession] = await db()
      .insert(cessions)
      .values({
        code: "guarantor-test-cession",
        number: "ЦС-2026-09001",
        applicantProfileId: draft.applicantProfileId,
        cessionaryType: "legal",
        application: draft.application,
      })
      .returning();
    if (!cession || !ip) throw new Error("setup");
    code = cession.code;
    await db()
      .insert(cessionParticipants)
      .values([
        { code: "g-test-cessionary", cessionId: cession.id, role: "cessionary", type: "legal" },
        {
          code: "g-test-guarantor",
          cessionId: cession.id,
          role: "guarantor",
          type: "person",
          profileId: ip.id,
          email: "client@example.com",
          inn: ip.inn,
        },
      ]);
    guarantor = await clientOf(app, "client@example.com");
    await guarantor.switchTo("ИП Петров Иван Сергеевич");
  });

  const full = (inn: string) => ({
    type: "person",
    fullName: "Петров Иван Сергеевич",
    inn,
    birthDate: "1978-04-02",
    passportSeries: "4512",
    passportNumber: "345678",
    passportIssuedBy: "ОУФМС России по г. Москве",
    passportIssuedAt: "2012-05-10",
    address: "г. Москва, ул. Профсоюзная, д. 12, кв. 4",
    phone: "+7 916 123-45-67",
    email: "client@example.com",
    relation: "Учредитель цедента",
    consents: { personalData: true, creditBureau: true },
  });

  it("shows the guarantor its part, prefilled with what it was invited with; nobody else sees it", async () => {
    const res = await guarantor.get(`/apilk/cession/guarantor/?code=${code}`);
    expect(res.status).toBe(200);
    const { guarantor: g } = await res.json();
    expect(g).toMatchObject({
      status: "draft",
      canEdit: true,
      signedAt: null,
      data: { type: "person", inn: "771234567859", email: "client@example.com" },
      cession: { code, number: "ЦС-2026-09001", applicantTitle: "ООО «СтройТехМонтаж»", cessionaryTitle: null },
    });
    expect((await owner.get(`/apilk/cession/guarantor/?code=${code}`)).status).toBe(404);
    expect((await assignee.get(`/apilk/cession/guarantor/?code=${draft.code}`)).status).toBe(404);
    expect((await guarantor.get(`/apilk/cession/participant/detail/?code=${code}`)).status).toBe(404);
  });

  it("refuses malformed and incomplete data, storing nothing", async () => {
    const bad = await guarantor.post("/apilk/cession/guarantorsend/", {
      code,
      guarantor: { ...full("771234567850"), phone: "12" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      "guarantor.inn",
      "guarantor.phone",
    ]);
    const incomplete = await guarantor.post("/apilk/cession/guarantorsend/", {
      code,
      guarantor: { ...full("771234567859"), passportNumber: "", consents: { personalData: true, creditBureau: false } },
    });
    expect(incomplete.status).toBe(409);
    const body = await incomplete.json();
    expect(body.detail).toBe(CESSION_MESSAGES.guarantorIncomplete);
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["passportNumber", "consents.creditBureau"]);
    const { guarantor: g } = await guarantor.json(`/apilk/cession/guarantor/?code=${code}`);
    expect(g).toMatchObject({ status: "draft", signedAt: null, data: { fullName: "" } });
  });

  it("sends complete data once: signed today, the assignor told", async () => {
    const ok = await guarantor.post("/apilk/cession/guarantorsend/", { code, guarantor: full("771234567859") });
    expect(ok.status).toBe(200);
    const { guarantor: g } = await ok.json();
    expect(g).toMatchObject({
      status: "sent",
      signedAt: today,
      canEdit: false,
      data: { fullName: "Петров Иван Сергеевич" },
    });
    const notices = await db()
      .select()
      .from(lkNotifications)
      .where(
        and(
          eq(lkNotifications.profileId, draft.applicantProfileId),
          eq(lkNotifications.link, `/account/cession/${code}`),
        ),
      );
    expect(notices.map((n) => n.title)).toEqual(["Поручитель передал данные"]);
    const again = await guarantor.post("/apilk/cession/guarantorsend/", { code, guarantor: full("771234567859") });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(CESSION_RULE_MESSAGES.participantNotEditable);
  });
});
