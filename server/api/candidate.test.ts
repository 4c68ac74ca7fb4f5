import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CandidateCreated, CandidateRequest } from "../../contract/candidate.ts";
import { candidates } from "../db/schema/candidates.ts";
import { CANDIDATE_RATE_LIMIT } from "../domain/candidates/candidate-service.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
let cityId: number;
let cityName: string;
let vacancy: { code: string; title: string };

beforeAll(async () => {
  app = await createTestApp();
  const city = (await app.services.cities.list())[0];
  const list = await app.services.content.vacancies.list({ page: 1 });
  if (!city || !list?.list[0]) throw new Error("the content seed has no cities or vacancies");
  cityId = city.id;
  cityName = city.name;
  vacancy = list.list[0];
});
afterAll(async () => {
  await app.close();
});

function submit(body: unknown) {
  return app.api.request("/api/candidate/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** What the form sends: strings as typed, empty blocks and rows as the person left them. */
function questionnaire(): CandidateRequest {
  return {
    city: cityId,
    cityName: "",
    vacancy: vacancy.code,
    personal: {
      lastName: "Соколова",
      firstName: "Мария",
      middleName: "Андреевна",
      birthDate: "1994-03-12",
      phone: "8 (916) 555-12-34",
      email: "M.Sokolova@Mail.ru",
      citizenship: "Российская Федерация",
    },
    family: {
      father: { name: "Соколов Андрей Петрович", birthYear: "1966", occupation: "Инженер, АО «Мосэнерго»" },
      mother: { name: "", birthYear: "", occupation: "" },
      spouse: null,
      brothers: [{ name: "Соколов Илья Андреевич", birthYear: "1998", occupation: "Студент" }],
      children: [],
    },
    education: [
      {
        institution: "Финансовый университет при Правительстве РФ",
        speciality: "Экономист",
        yearFrom: "2011",
        yearTo: "2016",
      },
    ],
    lastjob: {
      noExperience: false,
      company: "ООО «Автолизинг»",
      position: "Менеджер по работе с клиентами",
      periodFrom: "09.2019",
      periodTo: "",
      reason: "",
    },
    address: { registration: "г Москва, ул Профсоюзная, д 43, кв 12", sameAsRegistration: true, actual: "" },
    consent: true,
  };
}

describe("POST /api/candidate/", () => {
  it("stores a valid questionnaire and answers 201 with its number and a message", async () => {
    const res = await submit(questionnaire());
    expect(res.status).toBe(201);
    const body = (await res.json()) as CandidateCreated;
    expect(body.number).toMatch(/^К-\d{4}-\d{6}$/);
    expect(body.message).toContain(`Анкета № ${body.number} получена`);
    expect(body.message).toContain("+7 916 555-12-34");

    const [row] = await app.services.database.db.select().from(candidates).where(eq(candidates.id, body.id));
    expect(row).toMatchObject({
      number: body.number,
      cityId,
      cityName,
      vacancyCode: vacancy.code,
      vacancyTitle: vacancy.title,
      lastName: "Соколова",
      phone: "+79165551234",
      email: "m.sokolova@mail.ru",
    });
    expect(row?.family.father).toMatchObject({ birthYear: 1966 });
    expect(row?.family.mother).toBeNull();
    expect(row?.family.brothers).toHaveLength(1);
    expect(row?.education[0]).toMatchObject({ yearFrom: 2011, yearTo: 2016 });
    expect(row?.lastjob.periodFrom).toBe("2019-09");
    expect(row?.address.actual).toBe("г Москва, ул Профсоюзная, д 43, кв 12");
    expect(row?.addressHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a free-text city and «any vacancy»", async () => {
    const res = await submit({ ...questionnaire(), city: null, cityName: "Тверь", vacancy: null });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as CandidateCreated;
    const [row] = await app.services.database.db.select().from(candidates).where(eq(candidates.id, id));
    expect(row).toMatchObject({ cityId: null, cityName: "Тверь", vacancyCode: null, vacancyTitle: null });
  });

  it("refuses invalid fields with Russian messages per field, storing nothing", async () => {
    const before = await app.services.database.db.select({ id: candidates.id }).from(candidates);
    const bad = questionnaire();
    bad.personal.phone = "12345";
    bad.personal.email = "mail";
    bad.family = { ...bad.family, brothers: [{ name: "", birthYear: "3000", occupation: "" }] };
    bad.education = [];
    bad.consent = false as unknown as true;
    const res = await submit(bad);
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const body = await res.json();
    const fields = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(fields).toMatchObject({
      "personal.phone": "Укажите российский номер: +7 и 10 цифр, например +7 916 123-45-67",
      "personal.email": "Укажите e-mail полностью, например ivanova@mail.ru",
      "family.brothers.0.name": "Заполните поле «ФИО»",
      education: "Добавьте хотя бы одно учебное заведение: школу, колледж или вуз",
      consent: "Без согласия на обработку персональных данных мы не сможем рассмотреть анкету",
    });
    expect(fields["family.brothers.0.birthYear"]).toMatch(/не может быть позже/);
    const after = await app.services.database.db.select({ id: candidates.id }).from(candidates);
    expect(after).toHaveLength(before.length);
  });

  it("refuses an unknown city and a closed vacancy", async () => {
    const res = await submit({ ...questionnaire(), city: 999_999, vacancy: "no-such-vacancy" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual(["city", "vacancy"]);
  });

  it("needs a city: an id or a name", async () => {
    const res = await submit({ ...questionnaire(), city: null, cityName: "" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toEqual([
      { field: "city", message: "Выберите город, в котором хотите работать" },
    ]);
  });

  it("limits one address to 5 questionnaires an hour with a Russian 429", async () => {
    const { limiter } = app.services;
    await limiter.reset("candidate:local");
    for (let k = 0; k < 5; k++) await limiter.hit("candidate:local", CANDIDATE_RATE_LIMIT);
    const res = await submit(questionnaire());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("3600");
    expect((await res.json()).detail).toMatch(/уже отправлено несколько анкет/);
    await limiter.reset("candidate:local");
  });

  it("refuses a body that is not JSON", async () => {
    const res = await app.api.request("/api/candidate/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(res.status).toBe(415);
  });
});
