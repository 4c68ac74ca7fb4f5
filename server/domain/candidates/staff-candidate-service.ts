import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { ageOn, type CandidateRelative } from "../../../contract/candidate.ts";
import {
  ANY_VACANCY,
  ANY_VACANCY_TITLE,
  CANDIDATE_STATUS_CODES,
  CANDIDATE_STATUS_TITLES,
  type CandidateStatus,
  STAFF_CANDIDATE_MESSAGES,
  STAFF_CANDIDATES_PAGE_SIZE,
  type StaffCandidateDetail,
  type StaffCandidateFilters,
  type StaffCandidateListItem,
  type StaffCandidateListResponse,
  type StaffCandidateSection,
} from "../../../contract/staff-candidates.ts";
import { addDays, moscowClock, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import { formatRussianPhone } from "../../../core/phone.ts";
import type { Db } from "../../db/client.ts";
import { candidates } from "../../db/schema/candidates.ts";
import { ruDate } from "../lk/document-dates.ts";
import { toPagination } from "../lk/lk-mappers.ts";
import { recordAudit, type StaffActor } from "../staff/staff-service.ts";
import { renderCandidatePdf } from "./candidate-pdf.ts";

type CandidateRow = typeof candidates.$inferSelect;

const PDF_URL = "/staff/api/candidates/pdf/";
const EMPTY = "—";
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const statuses = () => CANDIDATE_STATUS_CODES.map((code) => ({ code, title: CANDIDATE_STATUS_TITLES[code] }));

/** «Соколова Мария Андреевна». */
export function candidateName(row: Pick<CandidateRow, "lastName" | "firstName" | "personal">): string {
  return [row.lastName, row.firstName, row.personal.middleName].filter(Boolean).join(" ");
}

/** «24.11.2026 09:05» in Moscow. */
function ruMoment(at: Date): string {
  const clock = moscowClock(at.toISOString());
  if (!clock) return EMPTY;
  return `${ruDate(clock.date)} ${String(clock.hours).padStart(2, "0")}:${String(clock.minutes).padStart(2, "0")}`;
}

/** «2021-05» → «05.2021». */
const ruMonth = (month: string) => (month ? `${month.slice(5, 7)}.${month.slice(0, 4)}` : "");

function relative(r: CandidateRelative): string {
  return [r.name, `${r.birthYear} г. р.`, r.occupation].filter(Boolean).join(", ");
}

/**
 * Every answer of a questionnaire as HR reads it, in Russian, in the order of the form's steps: the detail screen
 * and the PDF both print these sections, so the two never disagree.
 */
export function candidateSections(row: CandidateRow): StaffCandidateSection[] {
  const p = row.personal;
  const f = row.family;
  const job = row.lastjob;
  const address = row.address;
  const age = ageOn(p.birthDate, moscowDate(row.createdAt));
  const family: { label: string; value: string }[] = [
    { label: "Отец", value: f.father ? relative(f.father) : "Не указан" },
    { label: "Мать", value: f.mother ? relative(f.mother) : "Не указана" },
    { label: "Супруг или супруга", value: f.spouse ? relative(f.spouse) : "Не указаны" },
    ...(f.brothers.length > 0
      ? f.brothers.map((b) => ({ label: "Брат или сестра", value: relative(b) }))
      : [{ label: "Братья и сёстры", value: "Не указаны" }]),
    ...(f.children.length > 0
      ? f.children.map((c) => ({ label: "Ребёнок", value: relative(c) }))
      : [{ label: "Дети", value: "Не указаны" }]),
  ];
  return [
    {
      title: "Вакансия и город",
      rows: [
        { label: "Вакансия", value: row.vacancyTitle ?? ANY_VACANCY_TITLE },
        { label: "Город", value: row.cityName },
        { label: "Анкета получена", value: ruMoment(row.createdAt) },
      ],
    },
    {
      title: "Личные данные",
      rows: [
        { label: "Фамилия", value: p.lastName },
        { label: "Имя", value: p.firstName },
        { label: "Отчество", value: p.middleName || EMPTY },
        { label: "Дата рождения", value: `${ruDate(p.birthDate)} (${age} ${yearsWord(age)})` },
        { label: "Телефон", value: formatRussianPhone(p.phone) },
        { label: "E-mail", value: p.email },
        { label: "Гражданство", value: p.citizenship },
      ],
    },
    { title: "Семья", rows: family },
    {
      title: "Образование",
      rows: row.education.map((e) => ({
        label: e.yearTo === null ? `С ${e.yearFrom} года, учится сейчас` : `${e.yearFrom}–${e.yearTo}`,
        value: [e.institution, e.speciality].filter(Boolean).join(", "),
      })),
    },
    {
      title: "Последнее место работы",
      rows: job.noExperience
        ? [{ label: "Опыт работы", value: "Нет опыта работы" }]
        : [
            { label: "Организация", value: job.company },
            { label: "Должность", value: job.position },
            {
              label: "Период",
              value: `${ruMonth(job.periodFrom)} — ${job.periodTo ? ruMonth(job.periodTo) : "по настоящее время"}`,
            },
            { label: "Причина ухода", value: job.reason || EMPTY },
          ],
    },
    {
      title: "Адрес",
      rows: [
        { label: "Адрес регистрации", value: address.registration },
        {
          label: "Фактический адрес",
          value: address.sameAsRegistration ? "Совпадает с адресом регистрации" : address.actual,
        },
      ],
    },
    {
      title: "Согласие",
      rows: [
        {
          label: "Обработка персональных данных (152-ФЗ)",
          value: `Дано ${ruMoment(row.consentPersonalDataAt)}`,
        },
      ],
    },
  ];
}

/** «год», «года», «лет» after a number. */
function yearsWord(n: number): string {
  const tens = n % 100;
  const ones = n % 10;
  if (tens >= 11 && tens <= 14) return "лет";
  if (ones === 1) return "год";
  if (ones >= 2 && ones <= 4) return "года";
  return "лет";
}

function listItem(row: CandidateRow): StaffCandidateListItem {
  return {
    id: row.id,
    number: row.number,
    name: candidateName(row),
    cityName: row.cityName,
    vacancyTitle: row.vacancyTitle ?? ANY_VACANCY_TITLE,
    phone: formatRussianPhone(row.phone),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    statusTitle: CANDIDATE_STATUS_TITLES[row.status],
  };
}

function toDetail(row: CandidateRow): StaffCandidateDetail {
  return {
    ...listItem(row),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    sections: candidateSections(row),
    pdfUrl: `${PDF_URL}?id=${row.id}`,
    statuses: statuses(),
  };
}

/** The conditions of the list's filters and search. */
function conditions(filters: StaffCandidateFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filters.status) where.push(eq(candidates.status, filters.status));
  if (filters.vacancy) {
    where.push(
      filters.vacancy === ANY_VACANCY ? isNull(candidates.vacancyCode) : eq(candidates.vacancyCode, filters.vacancy),
    );
  }
  if (filters.city) where.push(eq(candidates.cityName, filters.city));
  if (filters.dateFrom) where.push(gte(candidates.createdAt, moscowMidnight(filters.dateFrom)));
  if (filters.dateTo) where.push(lt(candidates.createdAt, moscowMidnight(addDays(filters.dateTo, 1))));
  const search = filters.search?.trim();
  if (search) {
    const needle = `%${escapeLike(search)}%`;
    const name = sql`concat_ws(' ', ${candidates.lastName}, ${candidates.firstName}, ${candidates.personal}->>'middleName')`;
    const parts: SQL[] = [
      sql`${name} ilike ${needle}`,
      ilike(candidates.email, needle),
      ilike(candidates.number, needle),
    ];
    // The phone is stored as +7XXXXXXXXXX: a search typed «8 (903) 712-34» matches by its digits, and a leading 8 or 7
    // is read as the country's trunk prefix, from the number's start.
    const digits = search.replace(/\D/g, "");
    if (digits.length >= 3) {
      parts.push(ilike(candidates.phone, `%${digits}%`));
      if (/^[78]/.test(digits)) parts.push(ilike(candidates.phone, `+7${digits.slice(1)}%`));
    }
    where.push(or(...parts));
  }
  return and(...where);
}

export type StaffCandidateResult =
  | { ok: true; value: StaffCandidateDetail }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "conflict"; message: string };

/** HR's side of the candidate questionnaires (role hr): the list, the answers, the PDF and the decision. */
export function createStaffCandidateService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function byId(id: number): Promise<CandidateRow | null> {
    const [row] = await db.select().from(candidates).where(eq(candidates.id, id));
    return row ?? null;
  }

  return {
    async list(filters: StaffCandidateFilters, currentPage: number): Promise<StaffCandidateListResponse> {
      const where = conditions(filters);
      const [page, [total], [fresh], vacancies, cities] = await Promise.all([
        db
          .select()
          .from(candidates)
          .where(where)
          .orderBy(desc(candidates.createdAt), desc(candidates.id))
          .limit(STAFF_CANDIDATES_PAGE_SIZE)
          .offset((currentPage - 1) * STAFF_CANDIDATES_PAGE_SIZE),
        db.select({ n: count() }).from(candidates).where(where),
        db.select({ n: count() }).from(candidates).where(eq(candidates.status, "new")),
        db
          .selectDistinct({ code: candidates.vacancyCode, title: candidates.vacancyTitle })
          .from(candidates)
          .orderBy(candidates.vacancyTitle),
        db.selectDistinct({ name: candidates.cityName }).from(candidates).orderBy(candidates.cityName),
      ]);
      // A vacancy renamed between questionnaires is one option, under the title of the first found.
      const vacancyOptions = new Map<string, string>();
      let anyVacancy = false;
      for (const v of vacancies) {
        if (v.code === null) anyVacancy = true;
        else if (!vacancyOptions.has(v.code)) vacancyOptions.set(v.code, v.title ?? v.code);
      }
      return {
        items: page.map(listItem),
        pagination: toPagination(currentPage, STAFF_CANDIDATES_PAGE_SIZE, total?.n ?? 0),
        filters,
        statuses: statuses(),
        vacancies: [
          ...[...vacancyOptions].map(([code, title]) => ({ code, title })),
          ...(anyVacancy ? [{ code: ANY_VACANCY, title: ANY_VACANCY_TITLE }] : []),
        ],
        cities: cities.map((c) => ({ code: c.name, title: c.name })),
        counts: { new: fresh?.n ?? 0 },
      };
    },

    async detail(id: number): Promise<StaffCandidateDetail | null> {
      const row = await byId(id);
      return row ? toDetail(row) : null;
    },

    /** The questionnaire as PDF, named «Анкета-К-2026-000001.pdf», or null when there is no such questionnaire. */
    async pdf(id: number): Promise<{ fileName: string; mime: string; bytes: Uint8Array } | null> {
      const row = await byId(id);
      if (!row) return null;
      const bytes = await renderCandidatePdf({
        number: row.number,
        name: candidateName(row),
        statusTitle: CANDIDATE_STATUS_TITLES[row.status],
        createdAt: row.createdAt,
        sections: candidateSections(row),
      });
      return { fileName: `Анкета-${row.number}.pdf`, mime: "application/pdf", bytes };
    },

    /** HR's decision (any status to any other: a decision may be corrected), with its audit entry in the same transaction. */
    async setStatus(actor: StaffActor, id: number, status: CandidateStatus): Promise<StaffCandidateResult> {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(candidates).where(eq(candidates.id, id)).for("update");
        if (!row) return { ok: false as const, reason: "not_found" as const };
        if (row.status === status) {
          return { ok: false as const, reason: "conflict" as const, message: STAFF_CANDIDATE_MESSAGES.sameStatus };
        }
        const [updated] = await tx
          .update(candidates)
          .set({ status, statusChangedAt: now() })
          .where(eq(candidates.id, id))
          .returning();
        await recordAudit(tx, actor, {
          action: "candidate.status",
          objectType: "candidate",
          objectId: row.number,
          before: { status: row.status },
          after: { status },
        });
        return { ok: true as const, value: toDetail(updated as CandidateRow) };
      });
      return outcome;
    },
  };
}

export type StaffCandidateService = ReturnType<typeof createStaffCandidateService>;
