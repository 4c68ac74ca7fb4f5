import { z } from "zod";
import { isIsoDate, moscowDate } from "../core/calendar-dates.ts";
import { isRussianPhone, normaliseRussianPhone } from "../core/phone.ts";
import { CityIdSchema } from "./cities.ts";

/**
 * The candidate questionnaire (SPEC §3 `candidate`): city, vacancy, personal, family (father, mother,
 * spouse, brothers, children), education, lastjob, address. `POST /api/candidate/` takes it whole; the
 * browser validates each step with the step's schema below before moving on, so both sides give the same
 * Russian messages for the same fields.
 */

// ——— Field rules ———

const NAME = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё\s.'’-]*$/u;
const NAME_MESSAGE = "Только буквы, пробел, дефис и апостроф";
export const CANDIDATE_PHONE_MESSAGE = "Укажите российский номер: +7 и 10 цифр, например +7 916 123-45-67";

/** Required text: trimmed, with «Заполните поле» when empty. */
function required(label: string, max: number) {
  return z
    .string({ error: `Заполните поле «${label}»` })
    .trim()
    .min(1, { error: `Заполните поле «${label}»`, abort: true })
    .max(max, `«${label}» — не длиннее ${max} символов`);
}

function optional(label: string, max: number) {
  return z.string().trim().max(max, `«${label}» — не длиннее ${max} символов`).default("");
}

function personName(label: string, max = 60) {
  return required(label, max).regex(NAME, NAME_MESSAGE);
}

/** Today in Moscow, as the year and an ISO date; read at validation time so a long-lived process stays right. */
function today() {
  const iso = moscowDate();
  return { year: Number(iso.slice(0, 4)), iso };
}

/** A year typed into a form (string) or sent as a number; empty is "not given". */
function yearField(label: string) {
  const message = `${label}: четыре цифры, например 1985`;
  return z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? undefined : Number(v.trim())) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? `Укажите ${label.toLowerCase()}` : message) })
      .int(message)
      .min(1900, message)
      .refine((y) => y <= today().year, { error: () => `${label} не может быть позже ${today().year}` }),
  );
}

/** Full years between an ISO birth date and an ISO day. */
export function ageOn(birthIso: string, dayIso: string): number {
  const [by, bm, bd] = birthIso.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = dayIso.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const MIN_CANDIDATE_AGE = 16;
const MAX_CANDIDATE_AGE = 80;

const BirthDateSchema = z
  .string({ error: "Укажите дату рождения" })
  .trim()
  .min(1, { error: "Укажите дату рождения", abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Дата рождения в формате ГГГГ-ММ-ДД", abort: true })
  .refine(isIsoDate, { error: "Такой даты нет в календаре", abort: true })
  .refine((iso) => ageOn(iso, today().iso) >= MIN_CANDIDATE_AGE, {
    error: `Анкету заполняют кандидаты с ${MIN_CANDIDATE_AGE} лет`,
    abort: true,
  })
  .refine((iso) => ageOn(iso, today().iso) <= MAX_CANDIDATE_AGE, "Проверьте год рождения")
  .meta({ description: "ISO date YYYY-MM-DD; the candidate is 16–80 years old", example: "1992-04-17" });

/** «2021-05» or «05.2021» → «2021-05». */
function normaliseMonth(text: string): string {
  const dotted = /^(\d{1,2})\.(\d{4})$/.exec(text);
  return dotted ? `${dotted[2]}-${dotted[1]?.padStart(2, "0")}` : text;
}

function monthField(label: string) {
  const message = `${label}: месяц и год, например 05.2021`;
  return z
    .string()
    .trim()
    .overwrite(normaliseMonth)
    .refine((v) => v === "" || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), message)
    .refine((v) => v === "" || (v >= "1950-01" && v <= today().iso.slice(0, 7)), `${label} не может быть в будущем`)
    .default("");
}

const PhoneSchema = z
  .string({ error: "Укажите номер телефона" })
  .trim()
  .min(1, { error: "Укажите номер телефона", abort: true })
  .refine(isRussianPhone, { error: CANDIDATE_PHONE_MESSAGE, abort: true })
  .overwrite((value) => normaliseRussianPhone(value) ?? value)
  .meta({ description: "Russian phone in any usual spelling; stored as +7XXXXXXXXXX", example: "+7 916 123-45-67" });

const EmailSchema = z
  .string({ error: "Укажите e-mail" })
  .trim()
  .min(1, { error: "Укажите e-mail", abort: true })
  .max(254, { error: "Слишком длинный e-mail", abort: true })
  .regex(z.regexes.email, "Укажите e-mail полностью, например ivanova@mail.ru")
  .overwrite((value) => value.toLowerCase());

/** A form leaves empty strings behind; a block with nothing filled in counts as not given. */
function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== "object") return false;
  return Object.entries(value).every(
    ([key, v]) => key === "id" || v === null || v === undefined || String(v).trim() === "",
  );
}

// ——— Steps ———

/** Step 1: where and what. `city` is an office city (`GET /api/main/cities/`); `cityName` its name or free text. */
const vacancyShape = {
  city: CityIdSchema.nullable().default(null),
  cityName: z.string().trim().max(100, "Название города — не длиннее 100 символов").default(""),
  vacancy: z
    .string()
    .trim()
    .max(100)
    .nullable()
    .default(null)
    .transform((v) => (v === "" ? null : v))
    .meta({ description: "Vacancy code (POST /api/pages/vacancies/); null — any suitable vacancy" }),
};

function cityChosen(value: { city: number | null; cityName: string }, ctx: z.RefinementCtx) {
  if (value.city === null && value.cityName === "") {
    ctx.addIssue({ code: "custom", path: ["city"], message: "Выберите город, в котором хотите работать" });
  }
}

export const CandidateVacancyStepSchema = z.object(vacancyShape).superRefine(cityChosen);

export const CITIZENSHIPS = [
  "Российская Федерация",
  "Республика Беларусь",
  "Республика Казахстан",
  "Киргизская Республика",
  "Республика Армения",
] as const;

export const CandidatePersonalSchema = z
  .object({
    lastName: personName("Фамилия"),
    firstName: personName("Имя"),
    middleName: optional("Отчество", 60).refine((v) => v === "" || NAME.test(v), NAME_MESSAGE),
    birthDate: BirthDateSchema,
    phone: PhoneSchema,
    email: EmailSchema,
    citizenship: required("Гражданство", 60),
  })
  .meta({ id: "CandidatePersonal" });
export type CandidatePersonal = z.infer<typeof CandidatePersonalSchema>;

export const CandidateRelativeSchema = z
  .object({
    name: personName("ФИО", 120),
    birthYear: yearField("Год рождения"),
    occupation: optional("Место работы или учёбы", 200),
  })
  .meta({ id: "CandidateRelative" });
export type CandidateRelative = z.infer<typeof CandidateRelativeSchema>;

/** Father, mother, spouse: a block left empty is `null` (not given). */
const optionalRelative = z.preprocess((v) => (isBlank(v) ? null : v), CandidateRelativeSchema.nullable());

export const MAX_LIST_ROWS = 10;

export const CandidateFamilySchema = z
  .object({
    father: optionalRelative.default(null),
    mother: optionalRelative.default(null),
    spouse: optionalRelative.default(null),
    brothers: z
      .array(CandidateRelativeSchema)
      .max(MAX_LIST_ROWS, `Не больше ${MAX_LIST_ROWS} строк`)
      .default([])
      .meta({ description: "Brothers and sisters" }),
    children: z.array(CandidateRelativeSchema).max(MAX_LIST_ROWS, `Не больше ${MAX_LIST_ROWS} строк`).default([]),
  })
  .meta({ id: "CandidateFamily" });
export type CandidateFamily = z.infer<typeof CandidateFamilySchema>;

export const CandidateEducationSchema = z
  .object({
    institution: required("Учебное заведение", 200),
    speciality: optional("Специальность", 200),
    yearFrom: yearField("Год поступления"),
    yearTo: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? null : v),
      yearField("Год окончания").nullable().meta({ description: "null — still studying" }),
    ),
  })
  .superRefine((row, ctx) => {
    if (row.yearTo !== null && row.yearTo < row.yearFrom) {
      ctx.addIssue({ code: "custom", path: ["yearTo"], message: "Год окончания раньше года поступления" });
    }
  })
  .meta({ id: "CandidateEducation" });
export type CandidateEducation = z.infer<typeof CandidateEducationSchema>;

export const CandidateEducationListSchema = z
  .array(CandidateEducationSchema)
  .min(1, "Добавьте хотя бы одно учебное заведение: школу, колледж или вуз")
  .max(MAX_LIST_ROWS, `Не больше ${MAX_LIST_ROWS} строк`);

export const CandidateLastJobSchema = z
  .object({
    noExperience: z.boolean().default(false).meta({ description: "true — no work experience yet" }),
    company: optional("Организация", 200),
    position: optional("Должность", 200),
    periodFrom: monthField("Начало работы"),
    periodTo: monthField("Окончание работы").meta({ description: "YYYY-MM; empty — works there now" }),
    reason: optional("Причина ухода", 500),
  })
  .superRefine((job, ctx) => {
    if (job.noExperience) return;
    const need = (field: "company" | "position" | "periodFrom", message: string) => {
      if (job[field] === "") ctx.addIssue({ code: "custom", path: [field], message });
    };
    need("company", "Укажите организацию или отметьте «Нет опыта работы»");
    need("position", "Укажите должность");
    need("periodFrom", "Укажите, с какого месяца вы там работали");
    if (job.periodFrom && job.periodTo && job.periodTo < job.periodFrom) {
      ctx.addIssue({ code: "custom", path: ["periodTo"], message: "Окончание раньше начала работы" });
    }
  })
  .transform((job) =>
    job.noExperience ? { ...job, company: "", position: "", periodFrom: "", periodTo: "", reason: "" } : job,
  )
  .meta({ id: "CandidateLastJob" });
export type CandidateLastJob = z.infer<typeof CandidateLastJobSchema>;

export const CandidateAddressSchema = z
  .object({
    registration: optional("Адрес регистрации", 300),
    sameAsRegistration: z.boolean().default(false),
    actual: optional("Фактический адрес", 300),
  })
  .superRefine((address, ctx) => {
    // Both checks here rather than in the fields, so that an empty step shows both messages at once.
    if (address.registration === "") {
      ctx.addIssue({ code: "custom", path: ["registration"], message: "Укажите адрес регистрации" });
    } else if (address.registration.length < 5) {
      ctx.addIssue({ code: "custom", path: ["registration"], message: "Укажите адрес полностью: город, улица, дом" });
    }
    if (!address.sameAsRegistration && address.actual.length < 5) {
      ctx.addIssue({
        code: "custom",
        path: ["actual"],
        message: "Укажите, где вы живёте, или отметьте «Совпадает с адресом регистрации»",
      });
    }
  })
  .transform((address) => (address.sameAsRegistration ? { ...address, actual: address.registration } : address))
  .meta({ id: "CandidateAddress" });
export type CandidateAddress = z.infer<typeof CandidateAddressSchema>;

export const CandidateConsentSchema = z.literal(true, {
  error: "Без согласия на обработку персональных данных мы не сможем рассмотреть анкету",
});

// ——— The whole questionnaire ———

export const CandidateRequestSchema = z
  .object({
    ...vacancyShape,
    personal: CandidatePersonalSchema,
    family: CandidateFamilySchema.default({ father: null, mother: null, spouse: null, brothers: [], children: [] }),
    education: CandidateEducationListSchema,
    lastjob: CandidateLastJobSchema,
    address: CandidateAddressSchema,
    consent: CandidateConsentSchema.meta({ description: "Consent to personal data processing (152-ФЗ)" }),
  })
  .superRefine(cityChosen)
  .meta({ id: "CandidateRequest" });
export type CandidateRequest = z.input<typeof CandidateRequestSchema>;
export type Candidate = z.output<typeof CandidateRequestSchema>;

export const CandidateCreatedSchema = z
  .object({
    id: z.number().int(),
    number: z.string().meta({ description: "The questionnaire number to quote to HR", example: "К-2026-000001" }),
    message: z.string(),
  })
  .meta({ id: "CandidateCreated" });
export type CandidateCreated = z.infer<typeof CandidateCreatedSchema>;

/**
 * The steps of the form in order, with the top-level fields each one validates. The browser validates
 * `schema` on «Далее»; a server answer's field errors (`personal.phone`, `family.brothers.0.name`) go back
 * to the step that owns their first segment.
 */
export const CANDIDATE_STEPS = [
  { key: "vacancy", fields: ["city", "cityName", "vacancy"], schema: CandidateVacancyStepSchema },
  { key: "personal", fields: ["personal"], schema: z.object({ personal: CandidatePersonalSchema }) },
  { key: "family", fields: ["family"], schema: z.object({ family: CandidateFamilySchema }) },
  { key: "education", fields: ["education"], schema: z.object({ education: CandidateEducationListSchema }) },
  { key: "lastjob", fields: ["lastjob"], schema: z.object({ lastjob: CandidateLastJobSchema }) },
  {
    key: "address",
    fields: ["address", "consent"],
    schema: z.object({ address: CandidateAddressSchema, consent: CandidateConsentSchema }),
  },
] as const;
export type CandidateStepKey = (typeof CANDIDATE_STEPS)[number]["key"];

/** The step that owns a field path such as `family.brothers.0.name`; the last step for anything unknown. */
export function candidateStepOf(path: string): number {
  const head = path.split(".")[0] ?? "";
  const index = CANDIDATE_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(head));
  return index === -1 ? CANDIDATE_STEPS.length - 1 : index;
}
