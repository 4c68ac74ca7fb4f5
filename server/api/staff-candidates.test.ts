import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CandidateCreated, CandidateRequest } from "../../contract/candidate.ts";
import { moscowDate } from "../../core/calendar-dates.ts";
import { hasControlCharacters } from "../../core/control-characters.ts";
import { mailOutbox } from "../db/schema/leads.ts";
import { staffAudit } from "../db/schema/staff.ts";
import { pdfText } from "../testing/pdf-text.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { type Client, clientOf } from "./lk-test-kit.ts";

/**
 * HR's side of the candidate questionnaires (issue 15): the list with its filters and search, every answer in
 * readable sections, the PDF, HR's status with its one audit entry, the e-mail HR gets when a questionnaire arrives,
 * and who may call any of it.
 */

let app: TestApp;
let hr: Client;
let submitted: CandidateCreated;

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
type Item = { id: number; number: string; name: string; status: string; cityName: string; vacancyTitle: string };
type Page = { items: Item[]; pagination: { totalCnt: number; pageSize: number }; counts: { new: number } };
const list = (filters?: unknown, page = 1) =>
  hr.json<Page>(`/staff/api/candidates/list/?currentPage=${page}${filters ? `&filters=${q(filters)}` : ""}`);

/** A questionnaire as the public form sends it, with a CR/LF and a bidi override in what the candidate typed. */
function questionnaire(vacancy: string): CandidateRequest {
  return {
    city: null,
    cityName: "Тверь\r\nТелефон: +7 999 000-00-00\u202e",
    vacancy,
    personal: {
      lastName: "Орлова",
      firstName: "Анна",
      middleName: "Сергеевна",
      birthDate: "1996-07-21",
      phone: "8 (903) 712-34-56",
      email: "Anna.Orlova@mail.ru",
      citizenship: "Российская Федерация",
    },
    family: {
      father: { name: "Орлов Сергей Иванович", birthYear: "1970", occupation: "Водитель" },
      mother: null,
      spouse: null,
      brothers: [],
      children: [{ name: "Орлова Вера Игоревна", birthYear: "2020", occupation: "Детский сад" }],
    },
    education: [
      { institution: "Тверской государственный университет", speciality: "Юрист", yearFrom: "2013", yearTo: "2018" },
    ],
    lastjob: {
      noExperience: false,
      company: "ООО «ТверьЛизинг»",
      position: "Юрист",
      periodFrom: "09.2018",
      periodTo: "",
      reason: "",
    },
    address: { registration: "г. Тверь, ул. Советская, д. 12, кв. 4", sameAsRegistration: true, actual: "" },
    consent: true,
  };
}

beforeAll(async () => {
  app = await createTestApp();
  hr = await clientOf(app, "hr@example.com");
  const vacancies = await app.services.content.vacancies.list({ page: 1 });
  const vacancy = vacancies?.list[0];
  if (!vacancy) throw new Error("the content seed has no vacancies");
  const res = await app.api.request("/api/candidate/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(questionnaire(vacancy.code)),
  });
  if (res.status !== 201) throw new Error(`candidate: ${res.status} ${await res.text()}`);
  submitted = await res.json();
});
afterAll(async () => {
  await app?.close();
});

describe("the e-mail to HR", () => {
  it("goes into the outbox with the questionnaire, carrying who, what, where, the contacts and the link", async () => {
    const mails = await app.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "hr@leasing.example"));
    const mail = mails.find((m) => m.subject.includes(submitted.number));
    expect(mail).toBeDefined();
    const text = mail?.text ?? "";
    expect(mail?.subject).toContain("Орлова Анна Сергеевна");
    expect(mail?.replyTo).toBe("anna.orlova@mail.ru");
    for (const part of [
      `№ ${submitted.number}`,
      "Кандидат: Орлова Анна Сергеевна",
      "Город: ТверьТелефон: +7 999 000-00-00",
      "Телефон: +7 903 712-34-56",
      "E-mail: anna.orlova@mail.ru",
      `/staff/candidates/${submitted.id}`,
    ]) {
      expect(text).toContain(part);
    }
    // The typed CR/LF forged no line of its own.
    expect(text.split("\n").filter((line) => line.startsWith("Телефон:"))).toEqual(["Телефон: +7 903 712-34-56"]);
    expect(text.split("\n").some(hasControlCharacters)).toBe(false);
    expect(hasControlCharacters(mail?.subject ?? "")).toBe(false);
  });
});

describe("the list", () => {
  it("shows the newest first with number, name, city, vacancy, date and status; the demo ones too", async () => {
    const page = await list();
    expect(page.pagination.pageSize).toBe(25);
    expect(page.items[0]).toMatchObject({
      id: submitted.id,
      number: submitted.number,
      name: "Орлова Анна Сергеевна",
      status: "new",
      statusTitle: "Новая",
      phone: "+7 903 712-34-56",
    });
    expect(page.items.map((i) => i.name)).toEqual(
      expect.arrayContaining(["Соколова Мария Андреевна", "Гарипов Руслан Ильдарович", "Ковалёв Денис"]),
    );
    expect(page.items.find((i) => i.name === "Ковалёв Денис")).toMatchObject({
      cityName: "Тула",
      vacancyTitle: "Любая подходящая вакансия",
      statusTitle: "Отказ",
    });
    expect(page.counts.new).toBe(page.items.filter((i) => i.status === "new").length);
  });

  it("filters by status, vacancy, city and dates, and searches by name, phone, e-mail and number", async () => {
    const ids = async (filters: unknown) => (await list(filters)).items.map((i) => i.number);
    expect((await list({ status: "invited" })).items.map((i) => i.name)).toEqual(["Гарипов Руслан Ильдарович"]);
    expect((await list({ vacancy: "any" })).items.map((i) => i.name)).toEqual(["Ковалёв Денис"]);
    expect((await list({ vacancy: "menedzher-gruzovaya-tehnika-ekaterinburg" })).items.map((i) => i.name)).toEqual([
      "Гарипов Руслан Ильдарович",
    ]);
    expect((await list({ city: "Тула" })).items.map((i) => i.name)).toEqual(["Ковалёв Денис"]);
    const today = moscowDate();
    const fresh = await ids({ dateFrom: today, dateTo: today });
    expect(fresh).toContain(submitted.number);
    expect(fresh).not.toContain((await list({ city: "Тула" })).items[0]?.number);
    expect(await ids({ dateTo: "2020-01-01" })).toEqual([]);
    expect(await ids({ search: "орлова" })).toEqual([submitted.number]);
    expect(await ids({ search: "8 903 712-34" })).toEqual([submitted.number]);
    expect(await ids({ search: "89037123456" })).toEqual([submitted.number]);
    expect(await ids({ search: "ANNA.ORLOVA" })).toEqual([submitted.number]);
    expect(await ids({ search: submitted.number })).toEqual([submitted.number]);
    const options = await hr.json("/staff/api/candidates/list/");
    expect(options.vacancies).toContainEqual({ code: "any", title: "Любая подходящая вакансия" });
    expect(options.cities.map((c: { title: string }) => c.title)).toContain("Тула");
  });

  it("answers 400 naming the field in Russian for a bad filter or page", async () => {
    for (const [query, field, message] of [
      [`filters=${q({ status: "done" })}`, "filters.status", "Статус: Новая, Приглашён, Отказ или Принят"],
      [`filters=${q({ dateFrom: "2026-13-01" })}`, "filters.dateFrom", "Такой даты не существует"],
      [
        `filters=${q({ dateFrom: "2026-11-02", dateTo: "2026-11-01" })}`,
        "filters.dateTo",
        "Дата «с» должна быть не позже даты «по»",
      ],
      ["filters=%7Bnot-json", "filters", "Фильтры переданы не в формате JSON"],
      ["currentPage=0", "currentPage", "Номер страницы начинается с 1"],
    ] as const) {
      const res = await hr.get(`/staff/api/candidates/list/?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      const body = await res.json();
      expect(body.errors, query).toContainEqual({ field, message });
    }
  });
});

describe("one questionnaire", () => {
  it("shows every answer in readable Russian sections", async () => {
    const { candidate } = await hr.json(`/staff/api/candidates/detail/?id=${submitted.id}`);
    const section = (title: string) =>
      Object.fromEntries(
        candidate.sections
          .find((s: { title: string }) => s.title === title)
          .rows.map((r: { label: string; value: string }) => [r.label, r.value]),
      );
    expect(candidate.sections.map((s: { title: string }) => s.title)).toEqual([
      "Вакансия и город",
      "Личные данные",
      "Семья",
      "Образование",
      "Последнее место работы",
      "Адрес",
      "Согласие",
    ]);
    expect(section("Личные данные")).toMatchObject({
      Фамилия: "Орлова",
      Телефон: "+7 903 712-34-56",
      "Дата рождения": expect.stringMatching(/^21\.07\.1996 \(\d+ (год|года|лет)\)$/),
    });
    expect(section("Семья")).toMatchObject({
      Отец: "Орлов Сергей Иванович, 1970 г. р., Водитель",
      Мать: "Не указана",
      Ребёнок: "Орлова Вера Игоревна, 2020 г. р., Детский сад",
    });
    expect(section("Образование")).toEqual({ "2013–2018": "Тверской государственный университет, Юрист" });
    expect(section("Последнее место работы")).toMatchObject({ Период: "09.2018 — по настоящее время" });
    expect(section("Адрес")).toMatchObject({ "Фактический адрес": "Совпадает с адресом регистрации" });
    expect(candidate.pdfUrl).toBe(`/staff/api/candidates/pdf/?id=${submitted.id}`);
    expect((await hr.get("/staff/api/candidates/detail/?id=999999")).status).toBe(404);
    const bad = await hr.get("/staff/api/candidates/detail/?id=abc");
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toContainEqual({ field: "id", message: "Укажите анкету" });
  });

  it("downloads the PDF «Анкета-<number>.pdf» with the answers as text", async () => {
    const res = await hr.get(`/staff/api/candidates/pdf/?id=${submitted.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent(`Анкета-${submitted.number}.pdf`)}`,
    );
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, " ");
    for (const part of [
      `Анкета кандидата № ${submitted.number}`,
      "Орлова Анна Сергеевна",
      "Личные данные",
      "+7 903 712-34-56",
      "Орлов Сергей Иванович, 1970 г. р., Водитель",
      "Тверской государственный университет, Юрист",
      "Совпадает с адресом регистрации",
      "Новая",
    ]) {
      expect(text).toContain(part);
    }
    expect((await hr.get("/staff/api/candidates/pdf/?id=999999")).status).toBe(404);
  });
});

describe("HR's status", () => {
  it("changes the status, stamps the moment and writes one audit entry; the same status again is 409", async () => {
    const auditOf = () =>
      app.services.database.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.objectType, "candidate"), eq(staffAudit.objectId, submitted.number)));
    const res = await hr.post("/staff/api/candidates/status/", { id: submitted.id, status: "invited" });
    expect(res.status).toBe(200);
    const { candidate } = await res.json();
    expect(candidate).toMatchObject({ status: "invited", statusTitle: "Приглашён" });
    expect(candidate.statusChangedAt).toEqual(expect.any(String));
    const audit = await auditOf();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "candidate.status",
      actorEmail: "hr@example.com",
      before: { status: "new" },
      after: { status: "invited" },
    });
    const again = await hr.post("/staff/api/candidates/status/", { id: submitted.id, status: "invited" });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe("Анкета уже в этом статусе");
    expect(await auditOf()).toHaveLength(1);
    const log = await (await clientOf(app, "admin@example.com")).json(
      `/staff/api/audit/list/?filters=${q({ objectType: "candidate" })}`,
    );
    expect(log.items[0]).toMatchObject({
      actionTitle: "Смена статуса анкеты кандидата",
      objectTypeTitle: "Анкета кандидата",
    });
  });

  it("refuses a bad body with 400 in Russian and an unknown questionnaire with 404, writing nothing", async () => {
    const bad = await hr.post("/staff/api/candidates/status/", { id: submitted.id, status: "done" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toContainEqual({
      field: "status",
      message: "Статус: Новая, Приглашён, Отказ или Принят",
    });
    const noId = await hr.post("/staff/api/candidates/status/", { status: "hired" });
    expect(noId.status).toBe(400);
    expect((await noId.json()).errors[0]).toMatchObject({ field: "id", message: "Укажите анкету" });
    expect((await hr.post("/staff/api/candidates/status/", { id: 999999, status: "hired" })).status).toBe(404);
    const { candidate } = await hr.json(`/staff/api/candidates/detail/?id=${submitted.id}`);
    expect(candidate.status).toBe("invited");
  });
});

describe("who may call it", () => {
  it("hr and admin pass; other staff 403; a client 404; no CSRF 403; signed out 401", async () => {
    const admin = await clientOf(app, "admin@example.com");
    expect((await admin.get("/staff/api/candidates/list/")).status).toBe(200);
    expect((await admin.get(`/staff/api/candidates/pdf/?id=${submitted.id}`)).status).toBe(200);
    const adminSet = await admin.post("/staff/api/candidates/status/", { id: submitted.id, status: "hired" });
    expect(adminSet.status).toBe(200);
    for (const email of ["sales@example.com", "service@example.com", "risk@example.com", "content@example.com"]) {
      const other = await clientOf(app, email);
      expect((await other.get("/staff/api/candidates/list/")).status, email).toBe(403);
      expect((await other.get(`/staff/api/candidates/detail/?id=${submitted.id}`)).status, email).toBe(403);
      expect((await other.get(`/staff/api/candidates/pdf/?id=${submitted.id}`)).status, email).toBe(403);
      expect((await other.post("/staff/api/candidates/status/", { id: submitted.id, status: "new" })).status).toBe(403);
    }
    const client = await clientOf(app, "client@example.com");
    expect((await client.get("/staff/api/candidates/list/")).status).toBe(404);
    expect((await client.post("/staff/api/candidates/status/", { id: submitted.id, status: "new" })).status).toBe(404);
    const noCsrf = await hr.post("/staff/api/candidates/status/", { id: submitted.id, status: "new" }, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect((await app.api.request("/staff/api/candidates/list/")).status).toBe(401);
    const { candidate } = await hr.json(`/staff/api/candidates/detail/?id=${submitted.id}`);
    expect(candidate.status).toBe("hired");
  });
});
