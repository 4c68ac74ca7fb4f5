import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * HR's side of the candidate questionnaires (issue 15), under /staff/api/candidates/ (role hr; admin always):
 * `list/` (newest first, 25 a page, `filters` JSON and `currentPage`), `detail/?id=` (every answer in readable
 * Russian sections), `pdf/?id=` (the questionnaire as PDF), `POST status/` `{id, status}` (HR's decision, audited).
 */

export const CANDIDATE_STATUS_CODES = ["new", "invited", "rejected", "hired"] as const;
export const CandidateStatusSchema = z
  .enum(CANDIDATE_STATUS_CODES, "Статус: Новая, Приглашён, Отказ или Принят")
  .meta({ id: "CandidateStatus", description: "new — Новая, invited — Приглашён, rejected — Отказ, hired — Принят" });
export type CandidateStatus = z.infer<typeof CandidateStatusSchema>;

export const CANDIDATE_STATUS_TITLES: Readonly<Record<CandidateStatus, string>> = {
  new: "Новая",
  invited: "Приглашён",
  rejected: "Отказ",
  hired: "Принят",
};

/** The vacancy filter's value for questionnaires sent for «any suitable vacancy» (no vacancy code). */
export const ANY_VACANCY = "any";
export const ANY_VACANCY_TITLE = "Любая подходящая вакансия";

export const STAFF_CANDIDATES_PAGE_SIZE = 25;

export const STAFF_CANDIDATE_MESSAGES = {
  notFound: "Анкета не найдена",
  sameStatus: "Анкета уже в этом статусе",
} as const;

const text = (what: string, max: number) =>
  z.string(`${what} — это строка`).trim().max(max, `${what}: не больше ${max} символов`).optional();

export const StaffCandidateFiltersSchema = z
  .object({
    status: CandidateStatusSchema.optional(),
    vacancy: text("Вакансия", 100).meta({
      description: `The vacancy code exactly, or "${ANY_VACANCY}" for questionnaires sent for any suitable vacancy`,
    }),
    city: text("Город", 100).meta({ description: "The city's name exactly, as the list's `cities` gives it" }),
    dateFrom: IsoDateSchema.optional().meta({ description: "Sent on or after this date (Moscow)" }),
    dateTo: IsoDateSchema.optional().meta({ description: "Sent on or before this date (Moscow)" }),
    search: text("Поиск", 100).meta({
      description: "Part of the name, the phone (digits in any spelling), the e-mail or the number, any case",
    }),
  })
  .refine((p) => !p.dateFrom || !p.dateTo || p.dateFrom <= p.dateTo, {
    message: "Дата «с» должна быть не позже даты «по»",
    path: ["dateTo"],
  })
  .meta({ id: "StaffCandidateFilters" });
export type StaffCandidateFilters = z.infer<typeof StaffCandidateFiltersSchema>;

export const StaffCandidateListQuerySchema = z.object({
  filters: jsonFilters(StaffCandidateFiltersSchema, "StaffCandidateFilters"),
  currentPage: CurrentPageSchema,
});

const IdSchema = z.coerce
  .number("Укажите анкету")
  .int("Укажите анкету")
  .positive("Укажите анкету")
  .max(2_147_483_647, STAFF_CANDIDATE_MESSAGES.notFound);

export const StaffCandidateIdQuerySchema = z.object({ id: IdSchema });

export const StaffCandidateStatusRequestSchema = z
  .object({
    id: z.number("Укажите анкету").int("Укажите анкету").positive("Укажите анкету").max(2_147_483_647),
    status: CandidateStatusSchema,
  })
  .meta({ id: "StaffCandidateStatusRequest" });
export type StaffCandidateStatusRequest = z.infer<typeof StaffCandidateStatusRequestSchema>;

export const StaffCandidateListItemSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ example: "К-2026-000001" }),
    name: z.string().meta({ description: "Surname, name and patronymic" }),
    cityName: z.string(),
    vacancyTitle: z.string().meta({ description: `The vacancy's title when sent, or «${ANY_VACANCY_TITLE}»` }),
    phone: z.string().meta({ description: "+7 916 123-45-67" }),
    email: z.string(),
    createdAt: z.string().meta({ description: "ISO 8601 moment the questionnaire arrived" }),
    status: CandidateStatusSchema,
    statusTitle: z.string(),
  })
  .meta({ id: "StaffCandidateListItem" });
export type StaffCandidateListItem = z.infer<typeof StaffCandidateListItemSchema>;

export const StaffCandidateListResponseSchema = z
  .object({
    items: z.array(StaffCandidateListItemSchema).meta({ description: "Newest first" }),
    pagination: PaginationSchema,
    filters: StaffCandidateFiltersSchema,
    statuses: z.array(OptionSchema),
    vacancies: z.array(OptionSchema).meta({ description: "Every vacancy the questionnaires name, for the filter" }),
    cities: z.array(OptionSchema).meta({ description: "Every city the questionnaires name (code = title)" }),
    counts: z.object({ new: z.number().int() }).meta({ description: "Not yet looked at, whatever the filters" }),
  })
  .meta({ id: "StaffCandidateList" });
export type StaffCandidateListResponse = z.infer<typeof StaffCandidateListResponseSchema>;

export const StaffCandidateSectionSchema = z
  .object({
    title: z.string().meta({ example: "Личные данные" }),
    rows: z.array(z.object({ label: z.string(), value: z.string() })),
  })
  .meta({ id: "StaffCandidateSection" });
export type StaffCandidateSection = z.infer<typeof StaffCandidateSectionSchema>;

export const StaffCandidateDetailSchema = StaffCandidateListItemSchema.extend({
  statusChangedAt: z.string().nullable(),
  sections: z.array(StaffCandidateSectionSchema).meta({
    description:
      "Every answer in Russian: vacancy and city, personal data, family, education, last job, address, consent",
  }),
  pdfUrl: z.string().meta({ description: "The questionnaire as PDF" }),
  statuses: z.array(OptionSchema),
}).meta({ id: "StaffCandidateDetail" });
export type StaffCandidateDetail = z.infer<typeof StaffCandidateDetailSchema>;

export const StaffCandidateResponseSchema = z
  .object({ candidate: StaffCandidateDetailSchema })
  .meta({ id: "StaffCandidate" });
export type StaffCandidateResponse = z.infer<typeof StaffCandidateResponseSchema>;
