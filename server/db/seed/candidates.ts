import { count, sql } from "drizzle-orm";
import { type CandidateRequest, CandidateRequestSchema } from "../../../contract/candidate.ts";
import { moscowDate } from "../../../core/calendar-dates.ts";
import type { Db } from "../client.ts";
import { candidates } from "../schema/candidates.ts";
import { CITIES } from "./content-data/cities.ts";
import { VACANCIES } from "./content-data/vacancies.ts";

/*
 * Demo candidate questionnaires (issue 15), so that HR's list at /staff/candidates is not empty: one just arrived,
 * one invited to an interview, one turned down, for different vacancies and cities (one for «any suitable vacancy»
 * from a city typed by hand). The answers go through the public form's schema, as a real submission would.
 */

interface DemoCandidate {
  daysAgo: number;
  hour: number;
  status: (typeof candidates.$inferInsert)["status"];
  request: CandidateRequest;
}

const DEMO: DemoCandidate[] = [
  {
    daysAgo: 0,
    hour: 9,
    status: "new",
    request: {
      city: 1,
      cityName: "",
      vacancy: "menedzher-po-lizingu-moskva",
      personal: {
        lastName: "Соколова",
        firstName: "Мария",
        middleName: "Андреевна",
        birthDate: "1994-03-12",
        phone: "+7 916 555-12-34",
        email: "m.sokolova@mail.ru",
        citizenship: "Российская Федерация",
      },
      family: {
        father: { name: "Соколов Андрей Петрович", birthYear: "1966", occupation: "Инженер, АО «Мосэнерго»" },
        mother: { name: "Соколова Ирина Викторовна", birthYear: "1968", occupation: "Учитель, школа № 1520" },
        spouse: null,
        brothers: [{ name: "Соколов Илья Андреевич", birthYear: "1998", occupation: "Студент МГТУ им. Баумана" }],
        children: [],
      },
      education: [
        {
          institution: "Финансовый университет при Правительстве РФ",
          speciality: "Экономист, финансы и кредит",
          yearFrom: "2011",
          yearTo: "2016",
        },
      ],
      lastjob: {
        noExperience: false,
        company: "ООО «Каркаде»",
        position: "Менеджер по работе с клиентами",
        periodFrom: "2019-02",
        periodTo: "",
        reason: "Хочу расти до ведущего менеджера по лизингу",
      },
      address: {
        registration: "г. Москва, ул. Профсоюзная, д. 84, кв. 17",
        sameAsRegistration: true,
        actual: "",
      },
      consent: true,
    },
  },
  {
    daysAgo: 4,
    hour: 14,
    status: "invited",
    request: {
      city: 3,
      cityName: "",
      vacancy: "menedzher-gruzovaya-tehnika-ekaterinburg",
      personal: {
        lastName: "Гарипов",
        firstName: "Руслан",
        middleName: "Ильдарович",
        birthDate: "1988-09-30",
        phone: "+7 912 240-77-15",
        email: "r.garipov@yandex.ru",
        citizenship: "Российская Федерация",
      },
      family: {
        father: null,
        mother: { name: "Гарипова Фания Рашитовна", birthYear: "1962", occupation: "На пенсии" },
        spouse: { name: "Гарипова Елена Сергеевна", birthYear: "1990", occupation: "Бухгалтер, ООО «УралТрак»" },
        brothers: [],
        children: [{ name: "Гарипов Тимур Русланович", birthYear: "2015", occupation: "Школа № 70" }],
      },
      education: [
        {
          institution: "Уральский федеральный университет",
          speciality: "Автомобили и автомобильное хозяйство",
          yearFrom: "2005",
          yearTo: "2010",
        },
      ],
      lastjob: {
        noExperience: false,
        company: "ООО «Урал-Скания»",
        position: "Менеджер по продажам грузовой техники",
        periodFrom: "2016-04",
        periodTo: "2026-09",
        reason: "Дилерский центр закрылся",
      },
      address: {
        registration: "г. Екатеринбург, ул. Малышева, д. 101, кв. 45",
        sameAsRegistration: false,
        actual: "г. Екатеринбург, ул. Викулова, д. 33, кв. 8",
      },
      consent: true,
    },
  },
  {
    daysAgo: 11,
    hour: 18,
    status: "rejected",
    request: {
      city: null,
      cityName: "Тула",
      vacancy: null,
      personal: {
        lastName: "Ковалёв",
        firstName: "Денис",
        middleName: "",
        birthDate: "2004-06-05",
        phone: "+7 953 184-20-09",
        email: "denis.kovalev@gmail.com",
        citizenship: "Российская Федерация",
      },
      family: { father: null, mother: null, spouse: null, brothers: [], children: [] },
      education: [
        {
          institution: "Тульский государственный университет",
          speciality: "Прикладная информатика",
          yearFrom: "2022",
          yearTo: null,
        },
      ],
      lastjob: { noExperience: true, company: "", position: "", periodFrom: "", periodTo: "", reason: "" },
      address: { registration: "г. Тула, пр-т Ленина, д. 92, кв. 3", sameAsRegistration: true, actual: "" },
      consent: true,
    },
  },
];

/** The demo questionnaires, dated back from the day the seed runs; only into an empty table. */
export async function seedCandidates(db: Db, now = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(candidates);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const demo of DEMO) {
      const c = CandidateRequestSchema.parse(demo.request);
      const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
      // The hour of the day in Moscow (UTC+3), so the list shows a believable moment.
      at.setUTCHours(demo.hour - 3, 17 + demo.daysAgo, 0, 0);
      const createdAt = at > now ? new Date(now.getTime() - 60 * 60_000) : at;
      const next = await tx.execute<{ id: string }>(
        sql`select nextval(pg_get_serial_sequence('candidates', 'id')) as id`,
      );
      const id = Number(next.rows[0]?.id);
      const city = c.city === null ? null : CITIES.find((x) => x.id === c.city);
      const vacancy = c.vacancy === null ? null : VACANCIES.find((v) => v.code === c.vacancy);
      await tx.insert(candidates).values({
        id,
        // The numbering of the public form (candidate-service.ts): the year of sending in Moscow and the row id.
        number: `К-${moscowDate(createdAt).slice(0, 4)}-${String(id).padStart(6, "0")}`,
        cityId: c.city,
        cityName: city?.name ?? c.cityName,
        vacancyCode: c.vacancy,
        vacancyTitle: vacancy?.title ?? null,
        lastName: c.personal.lastName,
        firstName: c.personal.firstName,
        phone: c.personal.phone,
        email: c.personal.email,
        personal: c.personal,
        family: c.family,
        education: c.education,
        lastjob: c.lastjob,
        address: c.address,
        consentPersonalDataAt: createdAt,
        createdAt,
        status: demo.status,
        statusChangedAt: demo.status === "new" ? null : new Date(createdAt.getTime() + 86_400_000),
      });
    }
  });
  return true;
}
