import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cessionFiles, cessionParticipants, cessions } from "../db/schema/cession.ts";
import { lkNotifications } from "../db/schema/lk.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import {
  type Client,
  clientOf,
  fileOf,
  filesUnder,
  JPEG_BYTES,
  PDF_BYTES,
  PNG_BYTES,
  ZIP_BYTES,
} from "./lk-test-kit.ts";

/**
 * The assignor's cession API (issue 12): who sees what (the applicant, the cessionary, a guarantor, nobody else),
 * the draft's save with its contracts and documents (checked by content, nothing stored on refusal), one open
 * cession per contract even under concurrent saves, sending with its ordered blockers and nothing stored when
 * refused, cancelling with the status seen, and the downloads.
 */

let app: TestApp;
let client: Client; // client@example.com, ООО «СтройТехМонтаж»: applicant of ЦС-2026-00001, guarantor of 00002
let assignee: Client; // assignee@example.com, ООО «ТрансЛогистик»: cessionary of both demo cessions
let petrov: Client; // client@example.com switched to ИП Петров: applicant of ЦС-2026-00002

/** The demo cessions' numbers (their year is the seed's, so they are read, not written here): the draft, the sent one. */
let DRAFT = "";
let SENT = "";

type Ref = { code: string; number: string };
let codes: Record<string, string>; // demo cession number → code
let assignable: Ref[]; // the client's contracts free to assign
let draftContract: Ref; // ЛА-2026/00517, in the demo draft

const NEEDS_ALL =
  "Отправить заявку на рассмотрение можно только после заполнения всех обязательных полей в личных кабинетах цедента и цессионария";
const ASSIGNMENT_MISSING = "Не загружены документы по переуступке";
const QUESTIONNAIRE_MISSING = "Цессионарий не заполнил анкету";
const CESSIONARY_FILES_MISSING = "Цессионарий не загрузил документы";

function cessionForm(cession: unknown, files: File[] = []) {
  const form = new FormData();
  form.append("cession", typeof cession === "string" ? cession : JSON.stringify(cession));
  for (const f of files) form.append("files[]", f);
  return form;
}
const save = (who: Client, cession: unknown, files: File[] = [], opts?: { csrf?: boolean }) =>
  who.upload("/apilk/cession/save/", cessionForm(cession, files), opts);
const send = (who: Client, cession: unknown, files: File[] = []) =>
  who.upload("/apilk/cession/send/", cessionForm(cession, files));
const detail = (who: Client, code: string) => who.get(`/apilk/cession/detail/?code=${encodeURIComponent(code)}`);

async function stored() {
  const { db } = app.services.database;
  const [c] = await db.select({ n: count() }).from(cessions);
  const [f] = await db.select({ n: count() }).from(cessionFiles);
  return { cessions: c?.n, files: f?.n, store: filesUnder(app.filesDir).length };
}

/** A new session of the client: uploads are limited per session (20 in 10 minutes). */
const freshClient = () => clientOf(app, "client@example.com");

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  assignee = await clientOf(app, "assignee@example.com");
  const seeded = await app.services.database.db.select({ number: cessions.number }).from(cessions).orderBy(cessions.id);
  [DRAFT, SENT] = seeded.map((row) => row.number) as [string, string];
  petrov = await clientOf(app, "client@example.com");
  await petrov.switchTo("ИП Петров Иван Сергеевич");
  const list = await client.json<{ items: { number: string; code: string }[] }>("/apilk/cession/list/");
  codes = Object.fromEntries(list.items.map((i) => [i.number, i.code]));
  assignable = (await client.json<{ items: Ref[] }>("/apilk/cession/contracts/")).items;
  const contracts = await client.json<{ items: Ref[] }>("/apilk/contracts/list/");
  draftContract = contracts.items.find((c) => c.number === "ЛА-2026/00517") as Ref;
});
afterAll(async () => {
  await app?.close();
});

describe("who sees what", () => {
  it("lists the profile's cessions as applicant and as participant, newest first, with its role and part", async () => {
    const mine = await client.json("/apilk/cession/list/");
    expect(
      mine.items.map((i: { number: string; role: string; partStatus: string }) => [i.number, i.role, i.partStatus]),
    ).toEqual([
      [DRAFT, "applicant", "draft"],
      [SENT, "guarantor", "sent"],
    ]);
    expect(mine.items[1]).toMatchObject({
      roleTitle: "Поручитель",
      applicantTitle: "ИП Петров Иван Сергеевич",
      cessionaryTitle: "ООО «ТрансЛогистик»",
    });
    const theirs = await assignee.json("/apilk/cession/list/");
    expect(theirs.items.map((i: { number: string; role: string }) => [i.number, i.role])).toEqual([
      [DRAFT, "cessionary"],
      [SENT, "cessionary"],
    ]);
  });

  it("gives the applicant everything, the cessionary its summary, a guarantor the summary without e-mail and INN", async () => {
    const asApplicant = (await (await detail(client, codes[DRAFT] as string)).json()).cession;
    expect(asApplicant.role).toBe("applicant");
    expect(asApplicant.application.contactName).not.toBe("");
    expect(asApplicant.files.map((s: { code: string }) => s.code)).toEqual(["application", "approval", "other"]);
    expect(asApplicant.guarantors).toEqual([]);
    expect(asApplicant.cessionary).toMatchObject({
      email: "assignee@example.com",
      inn: "5003124571",
      hasAccount: true,
    });

    const asCessionary = (await (await detail(assignee, codes[DRAFT] as string)).json()).cession;
    expect(asCessionary).toMatchObject({
      role: "cessionary",
      application: null,
      files: null,
      guarantors: null,
      canEdit: false,
      sendBlockers: [],
    });
    expect(asCessionary.cessionary.email).toBe("assignee@example.com");

    const asGuarantor = (await (await detail(client, codes[SENT] as string)).json()).cession;
    expect(asGuarantor).toMatchObject({
      role: "guarantor",
      application: null,
      files: null,
      guarantors: null,
      canCancel: false,
    });
    expect(asGuarantor.cessionary).toMatchObject({ email: null, inn: null, title: "ООО «ТрансЛогистик»" });
  });

  it("answers another profile's cession with 404 and no data, in detail, file, save, delete and invite", async () => {
    const code = codes[DRAFT] as string;
    const res = await detail(petrov, code);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.detail).toBe("Заявка на переуступку не найдена");
    expect(JSON.stringify(body)).not.toContain(DRAFT);
    expect((await petrov.get(`/apilk/cession/file/?code=${code}&id=1`)).status).toBe(404);
    expect((await petrov.post("/apilk/cession/delete/", { code, status: "draft" })).status).toBe(404);
    const petrovContract = (await petrov.json<{ items: Ref[] }>("/apilk/cession/contracts/")).items[0] as Ref;
    expect((await save(petrov, { code, cessionaryType: "legal", contracts: [petrovContract.code] })).status).toBe(404);
    // The cessionary may not act as the applicant either.
    expect((await assignee.post("/apilk/cession/delete/", { code, status: "draft" })).status).toBe(404);
    const invite = await petrov.post("/apilk/cession/invite/", {
      email: "x@example.com",
      inn: "500100732259",
      role: "guarantor",
      cessionId: code,
    });
    expect(invite.status).toBe(409);
  });

  it("lets the applicant read the assignment documents and a participant only its own", async () => {
    const { db } = app.services.database;
    const [draft] = await db.select().from(cessions).where(eq(cessions.number, DRAFT));
    const rows = await db
      .select()
      .from(cessionFiles)
      .where(eq(cessionFiles.cessionId, draft?.id as number));
    const assignment = rows.find((r) => r.participantId === null);
    const cessionaryFile = rows.find((r) => r.participantId !== null);
    const code = codes[DRAFT] as string;
    const own = await client.get(`/apilk/cession/file/?code=${code}&id=${assignment?.id}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("application/pdf");
    expect((await client.get(`/apilk/cession/file/?code=${code}&id=${cessionaryFile?.id}`)).status).toBe(404);
    expect((await assignee.get(`/apilk/cession/file/?code=${code}&id=${assignment?.id}`)).status).toBe(404);
    expect((await assignee.get(`/apilk/cession/file/?code=${code}&id=${cessionaryFile?.id}`)).status).toBe(200);
  });

  it("offers only the profile's running contracts in no open cession", async () => {
    const numbers = assignable.map((c) => c.number);
    expect(numbers).not.toContain("ЛА-2026/00517");
    expect(numbers).not.toContain("ЛА-2022/00874");
    expect(numbers.length).toBeGreaterThanOrEqual(3);
  });
});

describe("saving a draft", () => {
  let me: Client;
  beforeAll(async () => {
    me = await freshClient();
  });

  it("creates a draft with a number, its contracts and documents (PDF and ZIP), readable back; a stale cancel fails, a fresh one frees the contract", async () => {
    const contract = assignable[0] as Ref;
    const res = await save(
      me,
      {
        cessionaryType: "legal",
        contracts: [contract.code],
        application: { contactName: "Петров Иван Сергеевич", contactPhone: "+7 916 123-45-67" },
        files: [
          { code: "application", file: 0 },
          { code: "other", file: 1 },
        ],
      },
      [fileOf(PDF_BYTES, "заявление.pdf"), fileOf(ZIP_BYTES, "пакет.zip")],
    );
    expect(res.status).toBe(201);
    const { cession } = await res.json();
    expect(cession.number).toMatch(/^ЦС-\d{4}-\d{5}$/);
    expect(cession).toMatchObject({ status: "draft", role: "applicant", canEdit: true, cessionaryType: "legal" });
    expect(cession.contracts.map((c: Ref) => c.number)).toEqual([contract.number]);
    expect(cession.cessionary).toMatchObject({ type: "legal", status: "draft", email: null, hasAccount: false });
    const slots = Object.fromEntries(cession.files.map((s: { code: string; isLoaded: boolean }) => [s.code, s]));
    expect(slots.application.file.name).toBe("заявление.pdf");
    expect(slots.other.file.mime).toBe("application/zip");
    expect(slots.approval.isLoaded).toBe(false);
    const download = await me.get(slots.application.file.url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF_BYTES);
    expect((await me.json("/apilk/cession/contracts/")).items.map((c: Ref) => c.code)).not.toContain(contract.code);

    // Replacing a document keeps one file in the slot; removing empties it.
    const again = await save(
      me,
      {
        code: cession.code,
        cessionaryType: "legal",
        contracts: [contract.code],
        files: [
          { code: "application", file: 0 },
          { code: "other", remove: true },
        ],
      },
      [fileOf(JPEG_BYTES, "скан.jpg")],
    );
    expect(again.status).toBe(200);
    const saved = (await again.json()).cession;
    expect(saved.files.find((s: { code: string }) => s.code === "application").file.mime).toBe("image/jpeg");
    expect(saved.files.find((s: { code: string }) => s.code === "other").isLoaded).toBe(false);
    expect((await me.get(slots.application.file.url)).status).toBe(404);

    const stale = await me.post("/apilk/cession/delete/", { code: cession.code, status: "sent" });
    expect(stale.status).toBe(409);
    expect((await stale.json()).detail).toBe(
      "Не удалось аннулировать заявку на переуступку. Обновите страницу и попробуйте ещё раз.",
    );
    const cancel = await me.post("/apilk/cession/delete/", { code: cession.code, status: "draft" });
    expect(cancel.status).toBe(200);
    expect((await cancel.json()).cession).toMatchObject({
      status: "cancelled",
      statusTitle: "Аннулирован",
      canEdit: false,
      canCancel: false,
    });
    expect((await me.post("/apilk/cession/delete/", { code: cession.code, status: "draft" })).status).toBe(409);
    expect((await me.json("/apilk/cession/contracts/")).items.map((c: Ref) => c.code)).toContain(contract.code);
    const edit = await save(me, { code: cession.code, cessionaryType: "legal", contracts: [contract.code] });
    expect(edit.status).toBe(409);
  });

  it("needs the cessionary's type and a contract", async () => {
    const before = await stored();
    const res = await save(me, { contracts: [] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.detail).toBe("Укажите тип цессионария и номер договора");
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["cession.cessionaryType", "cession.contracts"]);
    expect(await stored()).toEqual(before);
  });

  it("refuses a contract that is not the profile's own running one, naming it", async () => {
    const petrovContract = (await petrov.json<{ items: Ref[] }>("/apilk/cession/contracts/")).items[0] as Ref;
    const res = await save(me, { cessionaryType: "person", contracts: [petrovContract.code] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toEqual([
      {
        field: "cession.contracts",
        message: `Договор не найден среди действующих договоров профиля: ${petrovContract.code}`,
      },
    ]);
  });

  it("refuses a contract in another open cession with 409 and stores nothing", async () => {
    const before = await stored();
    const res = await save(
      me,
      { cessionaryType: "legal", contracts: [draftContract.code], files: [{ code: "application", file: 0 }] },
      [fileOf(PDF_BYTES, "заявление.pdf")],
    );
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe(
      `Договор уже включён в другую открытую заявку на переуступку: № ${draftContract.number}`,
    );
    expect(await stored()).toEqual(before);
  });

  it("lets exactly one of two concurrent saves of the same contract win", async () => {
    const contract = assignable[1] as Ref;
    const [a, b] = await Promise.all([
      save(me, { cessionaryType: "legal", contracts: [contract.code] }),
      save(await freshClient(), { cessionaryType: "person", contracts: [contract.code] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const winner = (await (a.status === 201 ? a : b).json()).cession;
    const { db } = app.services.database;
    const holders = await db.select().from(cessions).where(eq(cessions.code, winner.code));
    expect(holders).toHaveLength(1);
    expect((await me.post("/apilk/cession/delete/", { code: winner.code, status: "draft" })).status).toBe(200);
  });

  it("refuses a file by its content, and one of 1 048 577 bytes, storing nothing", async () => {
    const contract = assignable[2] as Ref;
    const before = await stored();
    const png = await save(
      me,
      { cessionaryType: "legal", contracts: [contract.code], files: [{ code: "application", file: 0 }] },
      [fileOf(PNG_BYTES, "scan.pdf", "application/pdf")],
    );
    expect(png.status).toBe(400);
    expect((await png.json()).errors[0].message).toContain("не является документом PDF, JPEG, TIFF, BMP или ZIP");
    const big = new Uint8Array(1_048_577);
    big.set(PDF_BYTES);
    const large = await save(
      me,
      { cessionaryType: "legal", contracts: [contract.code], files: [{ code: "application", file: 0 }] },
      [fileOf(big, "big.pdf")],
    );
    expect(large.status).toBe(400);
    const exact = big.subarray(0, 1_048_576);
    const unnamed = await save(me, { cessionaryType: "legal", contracts: [contract.code], files: [] }, [
      fileOf(exact, "exact.pdf"),
    ]);
    expect(unnamed.status).toBe(400);
    expect((await unnamed.json()).errors).toEqual([
      { field: "files[]", message: "Каждый файл должен относиться к одному из документов заявки" },
    ]);
    const unknownSlot = await save(
      me,
      { cessionaryType: "legal", contracts: [contract.code], files: [{ code: "charter", file: 0 }] },
      [fileOf(PDF_BYTES, "устав.pdf")],
    );
    expect(unknownSlot.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("refuses a save without the CSRF token (403) and a malformed field (400)", async () => {
    const contract = assignable[2] as Ref;
    const before = await stored();
    const noCsrf = await save(me, { cessionaryType: "legal", contracts: [contract.code] }, [], { csrf: false });
    expect(noCsrf.status).toBe(403);
    const phone = await save(me, {
      cessionaryType: "legal",
      contracts: [contract.code],
      application: { contactPhone: "12" },
    });
    expect(phone.status).toBe(400);
    expect((await phone.json()).errors[0].field).toBe("cession.application.contactPhone");
    const notJson = await save(me, "{oops");
    expect(notJson.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("does not let the applicant edit a cession under review", async () => {
    const res = await save(petrov, { code: codes[SENT], cessionaryType: "legal", contracts: [] });
    expect(res.status).toBe(400);
    const petrovContract = (await petrov.json<{ items: Ref[] }>("/apilk/cession/contracts/")).items[0] as Ref;
    const edit = await save(petrov, { code: codes[SENT], cessionaryType: "legal", contracts: [petrovContract.code] });
    expect(edit.status).toBe(409);
    expect((await edit.json()).detail).toBe("Заявка уже не черновик: изменить её нельзя");
  });
});

describe("sending for review", () => {
  let me: Client;
  beforeAll(async () => {
    me = await freshClient();
  });

  it("with nothing done lists the blockers in order and stores nothing of the send's changes", async () => {
    const contract = assignable[2] as Ref;
    const created = await save(me, { cessionaryType: "legal", contracts: [contract.code] });
    expect(created.status).toBe(201);
    const { cession } = await created.json();
    expect(cession.sendBlockers).toEqual([
      NEEDS_ALL,
      ASSIGNMENT_MISSING,
      QUESTIONNAIRE_MISSING,
      CESSIONARY_FILES_MISSING,
    ]);

    const before = await stored();
    const res = await send(
      me,
      {
        code: cession.code,
        cessionaryType: "legal",
        contracts: [contract.code],
        application: { comment: "не сохранится" },
        files: [{ code: "application", file: 0 }],
      },
      [fileOf(PDF_BYTES, "заявление.pdf")],
    );
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.detail).toBe(NEEDS_ALL);
    expect(body.errors.slice(0, 4).map((e: { message: string }) => e.message)).toEqual([
      NEEDS_ALL,
      ASSIGNMENT_MISSING,
      QUESTIONNAIRE_MISSING,
      CESSIONARY_FILES_MISSING,
    ]);
    expect(body.errors.map((e: { field: string }) => e.field)).toContain("application.contactName");
    expect(await stored()).toEqual(before);
    const after = (await (await detail(me, cession.code)).json()).cession;
    expect(after).toMatchObject({ status: "draft", application: { comment: "" } });
    expect(after.files.every((s: { isLoaded: boolean }) => !s.isLoaded)).toBe(true);
    expect((await me.post("/apilk/cession/delete/", { code: cession.code, status: "draft" })).status).toBe(200);
  });

  it("when all is done sends, locks the draft and notifies the bound cessionary", async () => {
    const contract = assignable[3] as Ref;
    const application = {
      contactName: "Петров Иван Сергеевич",
      contactPhone: "+7 916 123-45-67",
      contactEmail: "client@example.com",
      reason: "Договор переходит к покупателю бизнеса",
      transferDate: "2099-01-15",
    };
    const created = await save(
      me,
      {
        cessionaryType: "legal",
        contracts: [contract.code],
        application,
        files: [
          { code: "application", file: 0 },
          { code: "approval", file: 1 },
        ],
      },
      [fileOf(PDF_BYTES, "заявление.pdf"), fileOf(PDF_BYTES, "решение.pdf")],
    );
    expect(created.status).toBe(201);
    const { cession } = await created.json();
    const invited = await me.post("/apilk/cession/invite/", {
      email: "assignee@example.com",
      inn: "5003124571",
      role: "cessionary",
      cessionId: cession.code,
    });
    expect(invited.status).toBe(200);
    expect((await invited.json()).participant).toMatchObject({ hasAccount: true, title: "ООО «ТрансЛогистик»" });
    // The assignee's questionnaire is the participant API's; here it is taken as sent.
    const { db } = app.services.database;
    const [row] = await db.select().from(cessions).where(eq(cessions.code, cession.code));
    await db
      .update(cessionParticipants)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(cessionParticipants.cessionId, row?.id as number));
    expect((await (await detail(me, cession.code)).json()).cession.sendBlockers).toEqual([]);

    const res = await send(me, {
      code: cession.code,
      cessionaryType: "legal",
      contracts: [contract.code],
      application,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).cession).toMatchObject({
      status: "sent",
      statusTitle: "На рассмотрении",
      canEdit: false,
      canCancel: true,
    });
    const notices = await db
      .select()
      .from(lkNotifications)
      .where(eq(lkNotifications.link, `/account/cession/${cession.code}`));
    expect(notices.map((n) => n.title)).toContain(
      `Заявка на переуступку № ${cession.number} отправлена на рассмотрение`,
    );
    expect((await save(me, { code: cession.code, cessionaryType: "legal", contracts: [contract.code] })).status).toBe(
      409,
    );
    expect((await assignee.json("/apilk/cession/list/")).items.map((i: { code: string }) => i.code)).toContain(
      cession.code,
    );
  });
});

describe("invitations", () => {
  let me: Client;
  let code: string;
  beforeAll(async () => {
    me = await freshClient();
    const free = (await me.json<{ items: Ref[] }>("/apilk/cession/contracts/")).items[0] as Ref;
    const created = await save(me, { cessionaryType: "legal", contracts: [free.code] });
    expect(created.status).toBe(201);
    code = (await created.json()).cession.code;
  });
  const invite = (body: Record<string, unknown>) => me.post("/apilk/cession/invite/", { cessionId: code, ...body });

  it("checks the INN against the cessionary's type and refuses the applicant's own", async () => {
    const person = await invite({ email: "a@example.com", inn: "500100732259", role: "cessionary" });
    expect(person.status).toBe(400);
    expect((await person.json()).errors).toEqual([
      { field: "inn", message: "ИНН не подходит к типу участника: 10 цифр у юрлица, 12 у физлица и ИП" },
    ]);
    const self = await invite({ email: "b@example.com", inn: "7724518030", role: "guarantor" });
    expect(self.status).toBe(400);
    expect((await self.json()).detail).toBe("Нельзя пригласить собственный профиль");
    const malformed = await invite({ email: "not-an-email", inn: "12", role: "cessionary" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).errors.map((e: { field: string }) => e.field).sort()).toEqual(["email", "inn"]);
  });

  it("binds an existing account's profile with that INN at once and tells it in its account; re-inviting unbinds", async () => {
    const res = await invite({ email: "ASSIGNEE@example.com", inn: "5003124571", role: "cessionary" });
    expect(res.status).toBe(200);
    expect((await res.json()).participant).toMatchObject({
      hasAccount: true,
      title: "ООО «ТрансЛогистик»",
      email: "assignee@example.com",
    });
    const seen = await assignee.json(`/apilk/cession/detail/?code=${code}`);
    expect(seen.cession).toMatchObject({ role: "cessionary", application: null });
    const { db } = app.services.database;
    const notices = await db
      .select()
      .from(lkNotifications)
      .where(eq(lkNotifications.link, `/account/cession/${code}`));
    expect(notices).toHaveLength(1);

    // The bound company starts its questionnaire; inviting someone else must not hand it over.
    const [row] = await db.select().from(cessions).where(eq(cessions.code, code));
    const cessionaryOf = async () =>
      (
        await db
          .select()
          .from(cessionParticipants)
          .where(and(eq(cessionParticipants.cessionId, row?.id as number), eq(cessionParticipants.role, "cessionary")))
      )[0];
    await db
      .update(cessionParticipants)
      .set({ data: { contacts: { phone: "+7 495 640-22-18" } } as never, savedAt: new Date(), signedAt: "2026-11-01" })
      .where(eq(cessionParticipants.id, (await cessionaryOf())?.id as number));
    const again = await invite({ email: "other@example.com", inn: "7707083893", role: "cessionary" });
    expect(again.status).toBe(200);
    expect((await again.json()).participant).toMatchObject({
      hasAccount: false,
      email: "other@example.com",
      inn: "7707083893",
    });
    expect((await assignee.get(`/apilk/cession/detail/?code=${code}`)).status).toBe(404);
    expect(await cessionaryOf()).toMatchObject({ profileId: null, data: null, savedAt: null, signedAt: null });
  });

  it("adds guarantors, typed by their INN's length, listed to the applicant only", async () => {
    const person = await invite({ email: "g1@example.com", inn: "500100732259", role: "guarantor" });
    expect(person.status).toBe(200);
    const body = await person.json();
    expect(body.message).toBe(
      "Приглашение отправлено поручителю. Заявку можно отправить, когда поручитель передаст данные",
    );
    expect(body.participant).toMatchObject({ role: "guarantor", type: "person" });
    const company = await invite({ email: "g2@example.com", inn: "7707083893", role: "guarantor" });
    expect((await company.json()).participant.type).toBe("legal");
    const detailed = await me.json(`/apilk/cession/detail/?code=${code}`);
    expect(detailed.cession.guarantors.map((g: { email: string }) => g.email)).toEqual([
      "g1@example.com",
      "g2@example.com",
    ]);
    expect(detailed.cession.sendBlockers.at(-1)).toBe("Поручитель заполнил не все обязательные данные");
  });

  it("refuses changing the cessionary's type once it has sent its part", async () => {
    const { db } = app.services.database;
    const [row] = await db.select().from(cessions).where(eq(cessions.code, code));
    await db
      .update(cessionParticipants)
      .set({ status: "sent" })
      .where(and(eq(cessionParticipants.cessionId, row?.id as number), eq(cessionParticipants.role, "cessionary")));
    const contracts = (await me.json(`/apilk/cession/detail/?code=${code}`)).cession.contracts.map((c: Ref) => c.code);
    const res = await save(me, { code, cessionaryType: "person", contracts });
    expect(res.status).toBe(409);
    expect((await res.json()).detail).toBe("Цессионарий уже отправил анкету: тип цессионария изменить нельзя");
    expect((await me.json(`/apilk/cession/detail/?code=${code}`)).cession.cessionaryType).toBe("legal");
  });

  it("allows 20 invitations a profile a day, then 429 and no guarantor added", async () => {
    const { db } = app.services.database;
    const [row] = await db.select().from(cessions).where(eq(cessions.code, code));
    const parts = async () =>
      (
        await db
          .select()
          .from(cessionParticipants)
          .where(eq(cessionParticipants.cessionId, row?.id as number))
      ).length;
    const statuses: number[] = [];
    for (let k = 0; k < 20 && !statuses.includes(429); k += 1) {
      statuses.push((await invite({ email: `g${k}@example.org`, inn: "7707083893", role: "guarantor" })).status);
    }
    // This profile sent five invitations before (one in the send test, four above): fifteen more are allowed.
    expect(statuses).toEqual([...Array<number>(15).fill(200), 429]);
    const before = await parts();
    const refused = await invite({ email: "late@example.org", inn: "7707083893", role: "guarantor" });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(24 * 60 * 60));
    expect(await parts()).toBe(before);
  });
});

describe("the API description", () => {
  it("lists the cession calls", async () => {
    const doc = await (await app.api.request("/api/openapi.json")).json();
    for (const path of ["list", "contracts", "detail", "save", "send", "delete", "invite", "file"]) {
      expect(Object.keys(doc.paths)).toContain(`/apilk/cession/${path}/`);
    }
  });
});
