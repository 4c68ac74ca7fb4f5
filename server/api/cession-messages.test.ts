import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CESSION_MESSAGES } from "../../contract/lk-cession.ts";
import { cessionParticipants, cessions } from "../db/schema/cession.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf, fileOf, PDF_BYTES } from "./lk-test-kit.ts";

/**
 * Every §8 message of the cession (SPEC.md §8, CESSION_MESSAGES), reached the way a client reaches it — through the
 * API — and compared with the text the specification gives, typed out here so that a changed word fails.
 */

let app: TestApp;
let client: Client; // ООО «СтройТехМонтаж»
let code: string; // the draft this file works on
let contract: string;

const SPEC_TEXT: Record<keyof typeof CESSION_MESSAGES, string> = {
  cancelFailed: "Не удалось аннулировать заявку на переуступку. Обновите страницу и попробуйте ещё раз.",
  cessionaryFilesMissing: "Цессионарий не загрузил документы",
  assignmentFilesMissing: "Не загружены документы по переуступке",
  cessionaryQuestionnaireMissing: "Цессионарий не заполнил анкету",
  saveBeforeInvite: "Перед отправкой приглашения сохраните заявку",
  technical:
    "Технические неполадки: заявка не сохранена. Попробуйте позже или обратитесь в клиентский сервис через форму обратной связи, по телефону горячей линии 8 800 550-35-35 или по электронной почте info@leasing-auto.ru",
  inviteSent:
    "Приглашение отправлено цессионарию. Дождитесь уведомления о том, что цессионарий заполнил анкету и загрузил документы, затем отправьте заявку на рассмотрение",
  sendNeedsAllFields:
    "Отправить заявку на рассмотрение можно только после заполнения всех обязательных полей в личных кабинетах цедента и цессионария",
  guarantorIncomplete: "Поручитель заполнил не все обязательные данные",
  typeAndContract: "Укажите тип цессионария и номер договора",
  saveBeforePrint: "Для печати анкеты сначала сохраните её данные",
};

/** The messages each test below reached, to prove at the end that none was left out. */
const reached = new Set<string>();
async function expectProblem(res: Response | Promise<Response>, status: number, key: keyof typeof SPEC_TEXT) {
  const answer = await res;
  expect(answer.status).toBe(status);
  expect((await answer.json()).detail).toBe(SPEC_TEXT[key]);
  reached.add(key);
}

const APPLICATION = {
  contactName: "Петров Иван Сергеевич",
  contactPhone: "+7 916 123-45-67",
  contactEmail: "client@example.com",
  reason: "Договор переходит к покупателю бизнеса",
  transferDate: "2099-01-15",
};

function form(cession: unknown, files: File[] = []) {
  const body = new FormData();
  body.append("cession", JSON.stringify(cession));
  for (const f of files) body.append("files[]", f);
  return body;
}
const draft = (extra: Record<string, unknown> = {}) => ({
  code,
  cessionaryType: "legal",
  contracts: [contract],
  application: APPLICATION,
  ...extra,
});
const send = (cession: unknown, files: File[] = []) => client.upload("/apilk/cession/send/", form(cession, files));

async function cessionaryOf(cessionCode: string) {
  const { db } = app.services.database;
  const [row] = await db
    .select({ participant: cessionParticipants })
    .from(cessionParticipants)
    .innerJoin(cessions, eq(cessions.id, cessionParticipants.cessionId))
    .where(and(eq(cessions.code, cessionCode), eq(cessionParticipants.role, "cessionary")));
  return row?.participant as typeof cessionParticipants.$inferSelect;
}

beforeAll(async () => {
  app = await createTestApp();
  client = await clientOf(app, "client@example.com");
  contract = (await client.json("/apilk/cession/contracts/")).items[0].code;
});
afterAll(async () => {
  await app?.close();
});

describe("the §8 messages of the cession, word for word", () => {
  it("typeAndContract: a save without the cessionary's type or a contract", async () => {
    await expectProblem(
      client.upload("/apilk/cession/save/", form({ cessionaryType: "legal", contracts: [] })),
      400,
      "typeAndContract",
    );
    const created = await client.upload(
      "/apilk/cession/save/",
      form({ cessionaryType: "legal", contracts: [contract] }),
    );
    expect(created.status).toBe(201);
    code = (await created.json()).cession.code;
  });

  it("saveBeforeInvite: an invitation before the application is saved", async () => {
    await expectProblem(
      client.post("/apilk/cession/invite/", { email: "new@example.com", inn: "7707083893", role: "cessionary" }),
      409,
      "saveBeforeInvite",
    );
  });

  it("sendNeedsAllFields: sending with the assignor's part unfilled", async () => {
    await expectProblem(send(draft({ application: {} })), 409, "sendNeedsAllFields");
  });

  it("assignmentFilesMissing: sending without the assignment documents", async () => {
    await expectProblem(send(draft()), 409, "assignmentFilesMissing");
  });

  it("cessionaryQuestionnaireMissing: sending before the cessionary is invited and has filled its questionnaire", async () => {
    const saved = await client.upload(
      "/apilk/cession/save/",
      form(
        draft({
          files: [
            { code: "application", file: 0 },
            { code: "approval", file: 1 },
          ],
        }),
        [fileOf(PDF_BYTES, "заявление.pdf"), fileOf(PDF_BYTES, "решение.pdf")],
      ),
    );
    expect(saved.status).toBe(200);
    await expectProblem(send(draft()), 409, "cessionaryQuestionnaireMissing");
  });

  it("inviteSent: the cessionary is invited by e-mail with a one-time link", async () => {
    const res = await client.post("/apilk/cession/invite/", {
      email: "Buyer@Example.com",
      inn: "7707083893",
      role: "cessionary",
      cessionId: code,
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe(SPEC_TEXT.inviteSent);
    expect(body.participant).toMatchObject({ email: "buyer@example.com", inn: "7707083893", hasAccount: false });
    reached.add("inviteSent");
    const [mail] = await app.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "buyer@example.com"))
      .orderBy(desc(mailOutbox.id));
    expect(mail?.text).toMatch(/\/login\/cession\?key=[\w-]+/);
  });

  it("cessionaryFilesMissing: the questionnaire is filled but its documents are not uploaded", async () => {
    // The questionnaire comes from the cessionary's own screens; here the demo's complete one is copied in.
    const { db } = app.services.database;
    const complete = await cessionaryOf(
      (await db.select().from(cessions).where(eq(cessions.status, "sent")))[0]?.code as string,
    );
    const mine = await cessionaryOf(code);
    await db
      .update(cessionParticipants)
      .set({ data: complete.data, signedAt: complete.signedAt, savedAt: new Date() })
      .where(eq(cessionParticipants.id, mine.id));
    await expectProblem(send(draft()), 409, "cessionaryFilesMissing");
  });

  it("guarantorIncomplete: a guarantor has not sent its data", async () => {
    const invited = await client.post("/apilk/cession/invite/", {
      email: "guarantor@example.com",
      inn: "500100732259",
      role: "guarantor",
      cessionId: code,
    });
    expect(invited.status).toBe(200);
    const mine = await cessionaryOf(code);
    await app.services.database.db
      .update(cessionParticipants)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(cessionParticipants.id, mine.id));
    await expectProblem(send(draft()), 409, "guarantorIncomplete");
  });

  it("technical: a failure inside the save answers 503, never 500, and stores nothing", async () => {
    const put = vi.spyOn(app.services.files, "put").mockRejectedValueOnce(new Error("disk is gone"));
    try {
      await expectProblem(
        client.upload(
          "/apilk/cession/save/",
          form(
            draft({ application: { ...APPLICATION, comment: "не сохранится" }, files: [{ code: "other", file: 0 }] }),
            [fileOf(PDF_BYTES, "письмо.pdf")],
          ),
        ),
        503,
        "technical",
      );
    } finally {
      put.mockRestore();
    }
    const detail = await client.json(`/apilk/cession/detail/?code=${code}`);
    expect(detail.cession.application.comment).toBe("");
  });

  it("cancelFailed: cancelling a cession no longer in the status the assignor saw", async () => {
    await expectProblem(client.post("/apilk/cession/delete/", { code, status: "sent" }), 409, "cancelFailed");
  });

  it("saveBeforePrint: the cessionary prints its questionnaire before saving it", async () => {
    const other = (await client.json("/apilk/cession/contracts/")).items[0].code;
    const created = await client.upload(
      "/apilk/cession/save/",
      form({ cessionaryType: "legal", contracts: [other], application: APPLICATION }),
    );
    expect(created.status).toBe(201);
    const second = (await created.json()).cession.code;
    const bound = await client.post("/apilk/cession/invite/", {
      email: "assignee@example.com",
      inn: "5003124571",
      role: "cessionary",
      cessionId: second,
    });
    expect((await bound.json()).participant.hasAccount).toBe(true);
    const assignee = await clientOf(app, "assignee@example.com");
    await expectProblem(assignee.get(`/apilk/cession/participant/print/?code=${second}`), 409, "saveBeforePrint");
  });

  it("guarantorIncomplete: a guarantor sends its data incomplete (and the send stores nothing)", async () => {
    // The entrepreneur profile of the same person stands surety: bound at once by its INN.
    const invited = await client.post("/apilk/cession/invite/", {
      email: "client@example.com",
      inn: "771234567859",
      role: "guarantor",
      cessionId: code,
    });
    expect((await invited.json()).participant.hasAccount).toBe(true);
    const petrov = await clientOf(app, "client@example.com");
    await petrov.switchTo("ИП Петров Иван Сергеевич");
    await expectProblem(
      petrov.post("/apilk/cession/guarantorsend/", { code, guarantor: { fullName: "Петров Иван Сергеевич" } }),
      409,
      "guarantorIncomplete",
    );
    const own = await petrov.json(`/apilk/cession/guarantor/?code=${code}`);
    expect(own.guarantor).toMatchObject({ status: "draft", data: { fullName: "" } });
  });

  it("reached every message", () => {
    const expected = Object.keys(SPEC_TEXT).sort();
    expect([...reached].sort()).toEqual(expected);
    expect(CESSION_MESSAGES).toEqual(SPEC_TEXT);
  });
});
