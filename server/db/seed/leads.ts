import { count, inArray } from "drizzle-orm";
import { addDays, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import type { Db } from "../client.ts";
import { users } from "../schema/accounts.ts";
import { type LEAD_STATUSES, leadEvents, leads } from "../schema/leads.ts";

/*
 * Demo leads (issue 15): what the site's forms would have stored over the last month, so the sales inbox and its
 * dashboard have something to show — leasing requests with the calculator's estimate, call-backs, questions, an
 * insurance request; several UTM sources; some new, some taken by the sales manager, approved, rejected; and a
 * repeat request from the same phone (a duplicate to flag). Dates count back from the day the seed runs. No e-mail
 * is queued: these never came through the forms.
 */

type Status = (typeof LEAD_STATUSES)[number];

interface DemoEvent {
  /** Minutes after the lead arrived. */
  after: number;
  by: "sales" | "admin";
  statusTo?: Status;
  assignTo?: "sales";
  comment?: string;
}

interface DemoLead {
  daysAgo: number;
  /** Moscow wall clock, hours. */
  hour: number;
  /** Today's leads: this long before the seed runs (a wall clock could still be ahead). */
  minutesAgo?: number;
  kind: string;
  /** The random part of the reference the visitor was told; the year and month come from the date. */
  code: string;
  payload: Record<string, unknown>;
  utm?: { source: string; medium: string; campaign?: string };
  pageUrl: string;
  consentAdvertising?: boolean;
  events?: DemoEvent[];
}

const SITE = "https://leasing-auto.example";

const DEMO_LEADS: DemoLead[] = [
  {
    daysAgo: 0,
    hour: 0,
    minutesAgo: 40,
    kind: "lisorder",
    code: "7KQD",
    payload: {
      clientType: "legal",
      inn: "7707083893",
      company: "ООО «Северный ветер»",
      name: "Андрей Михайлович Соколов",
      phone: "+79169876543",
      email: "sokolov@sev-veter.ru",
      vehicle: "Volkswagen Tiguan 2.0 TSI",
      type: "cars",
      price: 4_590_000,
      advance: 20,
      term: 36,
      buyout: 1,
      scheduleType: "annuity",
      estimate: {
        scheduleType: "annuity",
        monthlyPaymentFirst: 131_842.17,
        monthlyPaymentLast: 131_842.2,
        contractSum: 5_664_318.32,
        rate: 14.9,
      },
    },
    utm: { source: "yandex", medium: "cpc", campaign: "cars-autumn" },
    pageUrl: `${SITE}/calculator`,
    consentAdvertising: true,
  },
  {
    daysAgo: 0,
    hour: 0,
    minutesAgo: 15,
    kind: "contactus",
    code: "3HFW",
    payload: {
      name: "Марина Олеговна Белова",
      phone: "+79035551122",
      city: "Казань",
      comment: "Интересует лизинг «Газели»",
    },
    utm: { source: "google", medium: "cpc", campaign: "trucks" },
    pageUrl: `${SITE}/catalog/trucks`,
  },
  {
    daysAgo: 1,
    hour: 15,
    kind: "lisorder",
    code: "9MTC",
    payload: {
      clientType: "entrepreneur",
      inn: "500100732259",
      name: "Игорь Валентинович Крылов",
      phone: "+79267773344",
      email: "krylov.ip@mail.ru",
      vehicle: "ГАЗель Next фургон",
      type: "trucks",
      price: 3_250_000,
      advance: 30,
      term: 24,
      buyout: 1,
      scheduleType: "degressive",
      estimate: {
        scheduleType: "degressive",
        monthlyPaymentFirst: 128_410.55,
        monthlyPaymentLast: 86_905.12,
        contractSum: 3_812_640.4,
        rate: 16.5,
      },
      comment: "Нужен до конца месяца, готов внести аванс сразу",
    },
    utm: { source: "yandex", medium: "cpc", campaign: "trucks" },
    pageUrl: `${SITE}/calculator`,
    events: [{ after: 42, by: "sales", statusTo: "in_progress", assignTo: "sales" }],
  },
  {
    daysAgo: 2,
    hour: 10,
    kind: "question",
    code: "4RXP",
    payload: {
      name: "Ольга Сергеевна Ким",
      email: "o.kim@agrostroy.ru",
      question: "Можно ли взять в лизинг спецтехнику б/у старше 5 лет?",
    },
    pageUrl: `${SITE}/faq`,
    events: [
      { after: 95, by: "sales", statusTo: "in_progress", assignTo: "sales" },
      {
        after: 130,
        by: "sales",
        statusTo: "approved",
        comment: "Ответили по e-mail, клиент пришлёт заявку на экскаватор",
      },
    ],
  },
  {
    daysAgo: 3,
    hour: 13,
    kind: "contactus",
    code: "6DNA",
    payload: { name: "Игорь Крылов", phone: "+79267773344", comment: "Перезвоните по фургону" },
    utm: { source: "vk", medium: "social", campaign: "smm-november" },
    pageUrl: `${SITE}/`,
    events: [
      {
        after: 20,
        by: "sales",
        statusTo: "duplicate",
        assignTo: "sales",
        comment: "Тот же клиент, заявка на лизинг придёт с калькулятора",
      },
    ],
  },
  {
    daysAgo: 5,
    hour: 16,
    kind: "insurance",
    code: "WQ7E",
    payload: { name: "Дмитрий Алексеевич Лосев", phone: "+79161234567", insuranceType: "kasko", vehicle: "Kia Rio" },
    utm: { source: "google", medium: "organic" },
    pageUrl: `${SITE}/insurance`,
    events: [
      { after: 300, by: "sales", statusTo: "in_progress", assignTo: "sales" },
      { after: 1500, by: "sales", comment: "Ждём от клиента копию ПТС" },
    ],
  },
  {
    daysAgo: 8,
    hour: 12,
    kind: "lisorder",
    code: "CJ4M",
    payload: {
      clientType: "legal",
      inn: "7736207543",
      company: "ООО «Альфа-Логистика»",
      name: "Светлана Викторовна Зуева",
      phone: "+74957001020",
      email: "zueva@alfa-log.ru",
      vehicle: "Mercedes-Benz Actros",
      type: "trucks",
      price: 14_800_000,
      advance: 15,
      term: 48,
      buyout: 1,
      scheduleType: "annuity",
      estimate: {
        scheduleType: "annuity",
        monthlyPaymentFirst: 352_117.9,
        monthlyPaymentLast: 352_117.94,
        contractSum: 19_121_659.2,
        rate: 16.5,
      },
    },
    utm: { source: "yandex", medium: "cpc", campaign: "trucks" },
    pageUrl: `${SITE}/catalog/trucks/mercedes-actros`,
    events: [
      { after: 60, by: "sales", statusTo: "in_progress", assignTo: "sales" },
      { after: 2880, by: "sales", statusTo: "rejected", comment: "Отрицательное заключение службы рисков" },
    ],
  },
  {
    daysAgo: 12,
    hour: 9,
    kind: "feedback",
    code: "TG3K",
    payload: {
      category: "suggestion",
      name: "Павел Николаевич Егоров",
      email: "egorov@stroymash.ru",
      text: "Добавьте, пожалуйста, выгрузку графика платежей в Excel.",
    },
    pageUrl: `${SITE}/contacts`,
  },
  {
    daysAgo: 17,
    hour: 14,
    kind: "usedcarrequest",
    code: "NH9A",
    payload: { name: "Роман Ильич Фомин", phone: "+79057008090", make: "Toyota", model: "Camry", budget: 2_500_000 },
    utm: { source: "avito", medium: "referral" },
    pageUrl: `${SITE}/used`,
    events: [{ after: 180, by: "admin", assignTo: "sales", comment: "Катя, возьми, пожалуйста, клиент с Авито" }],
  },
  {
    daysAgo: 24,
    hour: 11,
    kind: "lisorder",
    code: "PE6W",
    payload: {
      clientType: "legal",
      inn: "7702070139",
      company: "АО «ТехноПарк»",
      name: "Виктор Андреевич Орлов",
      phone: "+79031112233",
      email: "orlov@technopark.ru",
      vehicle: "Skoda Kodiaq",
      type: "cars",
      price: 3_900_000,
      advance: 25,
      term: 36,
      buyout: 1,
      scheduleType: "annuity",
      estimate: {
        scheduleType: "annuity",
        monthlyPaymentFirst: 106_204.33,
        monthlyPaymentLast: 106_204.4,
        contractSum: 4_798_356.0,
        rate: 14.9,
      },
    },
    utm: { source: "yandex", medium: "cpc", campaign: "cars-autumn" },
    pageUrl: `${SITE}/calculator`,
    consentAdvertising: true,
    events: [
      { after: 25, by: "sales", statusTo: "in_progress", assignTo: "sales" },
      { after: 4320, by: "sales", statusTo: "approved", comment: "Одобрено, договор на подписании" },
    ],
  },
];

/** Writes the demo leads when the table is empty, in one transaction. */
export async function seedLeads(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(leads);
  if ((existing?.n ?? 0) > 0) return false;
  const staff = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(inArray(users.email, ["sales@example.com", "admin@example.com"]));
  const sales = staff.find((u) => u.email === "sales@example.com");
  const admin = staff.find((u) => u.email === "admin@example.com");
  if (!sales || !admin) return false;
  const today = moscowDate();

  await db.transaction(async (tx) => {
    // Oldest first, so the serial ids grow with time as real ones would.
    for (const demo of [...DEMO_LEADS].sort(
      (a, b) => b.daysAgo - a.daysAgo || (b.minutesAgo ?? 0) - (a.minutesAgo ?? 0),
    )) {
      const createdAt =
        demo.minutesAgo === undefined
          ? new Date(moscowMidnight(addDays(today, -demo.daysAgo)).getTime() + demo.hour * 3_600_000)
          : new Date(Date.now() - demo.minutesAgo * 60_000);
      let status: Status = "new";
      let assigneeId: number | null = null;
      const events = (demo.events ?? []).map((e) => {
        const author = e.by === "sales" ? sales : admin;
        const from = status;
        if (e.statusTo) status = e.statusTo;
        if (e.assignTo) assigneeId = sales.id;
        return {
          authorId: author.id,
          authorName: author.name,
          statusFrom: e.statusTo ? from : null,
          statusTo: e.statusTo ?? null,
          assigneeId: e.assignTo ? sales.id : null,
          comment: e.comment ?? null,
          createdAt: new Date(createdAt.getTime() + e.after * 60_000),
        };
      });
      const [row] = await tx
        .insert(leads)
        .values({
          kind: demo.kind,
          payload: {
            ...demo.payload,
            reference: `Л-${moscowDate(createdAt).slice(2, 7).replace("-", "")}-${demo.code}`,
          },
          consentPersonalDataAt: demo.kind === "interestusedcar" ? null : createdAt,
          consentAdvertisingAt: demo.consentAdvertising ? createdAt : null,
          utmSource: demo.utm?.source ?? null,
          utmMedium: demo.utm?.medium ?? null,
          utmCampaign: demo.utm?.campaign ?? null,
          pageUrl: demo.pageUrl,
          createdAt,
          status,
          assigneeId,
          firstActionAt: events[0]?.createdAt ?? null,
        })
        .returning({ id: leads.id });
      const leadId = (row as { id: number }).id;
      if (events.length > 0) await tx.insert(leadEvents).values(events.map((e) => ({ ...e, leadId })));
    }
  });
  return true;
}
