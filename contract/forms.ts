import { z } from "zod";
import { isIsoDate, moscowDate } from "../core/calendar-dates.ts";
import { isRussianPhone, normaliseRussianPhone } from "../core/phone.ts";
import { isValidInn, isValidInnLegal, isValidInnPerson } from "../core/requisites.ts";
import { CalcTypeSchema, ScheduleTypeSchema } from "./calculator.ts";

/**
 * Lead forms (SPEC.md §7): `POST /api/forms/<kind>/new/` (or `/api/forms/<kind>/`) and
 * `POST /apilk/forms/interestusedcar/`. The same schemas validate in the browser (inline messages) and on
 * the server; every message is Russian text a person can act on.
 */

export const PUBLIC_FORM_KINDS = [
  "reviews",
  "extendedwarranty",
  "partner",
  "usedcarrequest",
  "subscribe",
  "question",
  "lisorder",
  "feedback",
  "contactus",
  "insurance",
] as const;
export type PublicFormKind = (typeof PUBLIC_FORM_KINDS)[number];

export const FORM_KINDS = [...PUBLIC_FORM_KINDS, "interestusedcar"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FormKindSchema = z.enum(FORM_KINDS);

/** What the sales mailbox and the confirmation call each form. */
export const FORM_TITLES: Record<FormKind, string> = {
  reviews: "Отзыв",
  extendedwarranty: "Продлённая гарантия",
  partner: "Заявка партнёра",
  usedcarrequest: "Подбор автомобиля с пробегом",
  subscribe: "Подписка на новости",
  question: "Вопрос",
  lisorder: "Заявка на лизинг",
  feedback: "Обратная связь",
  contactus: "Обратный звонок",
  insurance: "Страхование",
  interestusedcar: "Интерес к автомобилю с пробегом",
};

/** The API path of a form: the path names of SPEC.md §7. */
export function formPath(kind: FormKind): string {
  if (kind === "interestusedcar") return "/apilk/forms/interestusedcar/";
  return kind === "feedback" || kind === "contactus" || kind === "insurance"
    ? `/api/forms/${kind}/`
    : `/api/forms/${kind}/new/`;
}

// ——— Fields ———

const NAME = /^[A-Za-zА-Яа-яЁё][A-Za-zА-Яа-яЁё\s.'’-]*$/u;
export const PHONE_MESSAGE = "Укажите российский номер телефона: +7 и 10 цифр, например +7 916 123-45-67";

/** A person's name: letters, spaces, dots, hyphens and apostrophes. */
export const PersonNameSchema = z
  .string({ error: "Укажите имя" })
  .trim()
  .min(1, { error: "Укажите имя", abort: true })
  .min(2, { error: "Имя — не короче 2 букв", abort: true })
  .max(100, { error: "Имя — не длиннее 100 символов", abort: true })
  .regex(NAME, "Имя может содержать только буквы, пробел, дефис, точку и апостроф");

/** A Russian phone number in any usual spelling; the parsed value is +7XXXXXXXXXX. */
export const PhoneSchema = z
  .string({ error: "Укажите номер телефона" })
  .trim()
  .min(1, { error: "Укажите номер телефона", abort: true })
  .refine(isRussianPhone, { error: PHONE_MESSAGE, abort: true })
  .overwrite((value) => normaliseRussianPhone(value) ?? value)
  .meta({ description: "Russian phone in any usual spelling; stored as +7XXXXXXXXXX", example: "+7 916 123-45-67" });

export const EmailSchema = z
  .string({ error: "Укажите e-mail" })
  .trim()
  .min(1, { error: "Укажите e-mail", abort: true })
  .max(254, { error: "Слишком длинный e-mail", abort: true })
  .regex(z.regexes.email, "Укажите корректный e-mail, например name@company.ru")
  .overwrite((value) => value.toLowerCase());

/** INN of a company (10 digits) or an individual entrepreneur (12), with its check digits. */
export const InnSchema = z
  .string({ error: "Укажите ИНН" })
  .trim()
  .min(1, { error: "Укажите ИНН", abort: true })
  .regex(/^(\d{10}|\d{12})$/, { error: "ИНН — 10 цифр для организации или 12 цифр для ИП", abort: true })
  .refine(isValidInn, "Проверьте ИНН: контрольные цифры не совпадают");

const text = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Заполните поле «${label}»` })
    .trim()
    .min(min, {
      error: min > 1 ? `«${label}» — не короче ${min} символов` : `Заполните поле «${label}»`,
      abort: true,
    })
    .max(max, `«${label}» — не длиннее ${max} символов`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `«${label}» — не длиннее ${max} символов`).optional();

/** Consent to the processing of personal data (152-ФЗ): required on every public form. */
export const PersonalDataConsentSchema = z.literal(true, {
  error: "Без согласия на обработку персональных данных мы не сможем ответить на заявку",
});

const utm = z
  .string()
  .trim()
  .max(200, "Метка UTM — не длиннее 200 символов")
  .nullish()
  .meta({ description: "Marketing attribution captured from the landing URL" });

export const HONEYPOT_FIELD = "website";

/** Fields every public form carries: the spam trap, the consents, the marketing attribution, the page. */
const common = {
  /** The honeypot: hidden from people, filled by bots. */
  [HONEYPOT_FIELD]: z
    .string()
    .max(0, "Форма заполнена автоматически: обновите страницу и отправьте заявку снова или позвоните нам")
    .optional()
    .meta({ description: "Honeypot: must be empty or absent" }),
  consentPersonalData: PersonalDataConsentSchema,
  consentAdvertising: z
    .boolean({ error: "Согласие на рекламную рассылку — да или нет" })
    .optional()
    .meta({ description: "Consent to advertising mailings (38-ФЗ), optional unless the form is a subscription" }),
  utm_campaign: utm,
  utm_content: utm,
  utm_medium: utm,
  utm_term: utm,
  utm_source: utm,
  pageUrl: z.string().trim().max(2000).optional().meta({ description: "The page the form was sent from" }),
};

export const UTM_FIELDS = ["utm_campaign", "utm_content", "utm_medium", "utm_term", "utm_source"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

// ——— Forms ———

export const ReviewFormSchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema.optional(),
    company: optionalText("Компания", 200),
    city: optionalText("Город", 100),
    rating: z
      .number({ error: "Поставьте оценку от 1 до 5" })
      .int("Поставьте оценку от 1 до 5")
      .min(1, "Поставьте оценку от 1 до 5")
      .max(5, "Поставьте оценку от 1 до 5"),
    text: text("Отзыв", 3000, 10),
    ...common,
  })
  .meta({ id: "ReviewForm" });

export const ExtendedWarrantyFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema.optional(),
    vehicle: text("Автомобиль", 200, 2),
    vin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "VIN — 17 латинских букв и цифр (без I, O и Q)")
      .optional(),
    contractNumber: optionalText("Номер договора", 50),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .meta({ id: "ExtendedWarrantyForm" });

export const PARTNER_TYPES = ["dealer", "agent", "insurer", "supplier", "other"] as const;

export const PartnerFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema,
    company: text("Компания", 200, 2),
    inn: InnSchema,
    partnerType: z
      .enum(PARTNER_TYPES, { error: "Выберите вид сотрудничества" })
      .meta({ description: "dealer: дилер; agent: агент; insurer: страховая; supplier: поставщик; other: другое" }),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .meta({ id: "PartnerForm" });

export const UsedCarRequestFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema.optional(),
    make: optionalText("Марка", 60),
    model: optionalText("Модель", 60),
    vehicle: text("Какой автомобиль ищете", 200, 2)
      .optional()
      .meta({ description: "Free-text wish; required when no make is given" }),
    budget: z
      .number({ error: "Бюджет — число в рублях" })
      .positive("Бюджет — больше нуля")
      .max(1_000_000_000, "Бюджет — не больше 1 млрд ₽")
      .optional(),
    yearFrom: z
      .number({ error: "Год выпуска — число" })
      .int("Год выпуска — целое число")
      .min(1990, "Год выпуска — от 1990")
      .max(2100, "Проверьте год выпуска")
      .optional(),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .superRefine((value, ctx) => {
    // The page asks for a make and a model; an API client may describe the wish in one line instead.
    if (!value.make && !value.vehicle) {
      ctx.addIssue({ code: "custom", path: ["make"], message: "Укажите марку автомобиля, который ищете" });
    }
  })
  .meta({ id: "UsedCarRequestForm" });

export const SubscribeFormSchema = z
  .object({
    email: EmailSchema,
    name: PersonNameSchema.optional(),
    ...common,
    consentAdvertising: z.literal(true, { error: "Для подписки нужно согласие на получение рекламной рассылки" }),
  })
  .meta({ id: "SubscribeForm" });

export const QuestionFormSchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema,
    phone: PhoneSchema.optional(),
    question: text("Вопрос", 3000, 5),
    ...common,
  })
  .meta({ id: "QuestionForm" });

export const CLIENT_TYPES = ["legal", "entrepreneur"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** The leasing request: the client, the vehicle and the terms chosen in the calculator. */
export const LeasingOrderFormSchema = z
  .object({
    clientType: z
      .enum(CLIENT_TYPES, { error: "Выберите: организация или индивидуальный предприниматель" })
      .meta({ description: "legal: организация; entrepreneur: ИП" }),
    inn: InnSchema,
    company: optionalText("Название компании", 200),
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema.optional(),
    vehicle: optionalText("Предмет лизинга", 200),
    vehicleId: z.number().int().positive().optional().meta({ description: "Catalogue vehicle id, when chosen there" }),
    type: CalcTypeSchema.optional(),
    price: z
      .number({ error: "Стоимость — число в рублях" })
      .positive("Стоимость — больше нуля")
      .max(1_000_000_000, "Стоимость — не больше 1 млрд ₽")
      .optional()
      .meta({ description: "Price of the vehicle, ₽ with VAT" }),
    advance: z
      .number({ error: "Аванс — число в процентах" })
      .min(0, "Аванс — от 0 до 99 %")
      .max(99, "Аванс — от 0 до 99 %")
      .optional()
      .meta({ description: "Advance, % of the price" }),
    term: z
      .number({ error: "Срок — число месяцев" })
      .int("Срок — целое число месяцев")
      .min(1, "Срок — от 1 до 120 месяцев")
      .max(120, "Срок — от 1 до 120 месяцев")
      .optional()
      .meta({ description: "Term, months" }),
    buyout: z
      .number({ error: "Выкупной платёж — число в процентах" })
      .min(0, "Выкупной платёж — от 0 до 50 %")
      .max(50, "Выкупной платёж — от 0 до 50 %")
      .optional()
      .meta({ description: "Buyout, % of the price" }),
    scheduleType: ScheduleTypeSchema.optional(),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .superRefine((value, ctx) => {
    // The INN's own checks ran already; here only its length against the kind of client.
    const inn = typeof value.inn === "string" ? value.inn : "";
    if (value.clientType === "legal" && inn.length === 12 && isValidInnPerson(inn)) {
      ctx.addIssue({ code: "custom", path: ["inn"], message: "ИНН организации — 10 цифр; у ИП — 12" });
    }
    if (value.clientType === "entrepreneur" && inn.length === 10 && isValidInnLegal(inn)) {
      ctx.addIssue({ code: "custom", path: ["inn"], message: "ИНН индивидуального предпринимателя — 12 цифр" });
    }
  })
  .meta({ id: "LeasingOrderForm" });

export const FEEDBACK_CATEGORIES = ["complaint", "thanks", "suggestion", "other"] as const;
export const FEEDBACK_CATEGORY_TITLES: Record<(typeof FEEDBACK_CATEGORIES)[number], string> = {
  complaint: "Жалоба",
  thanks: "Благодарность",
  suggestion: "Предложение",
  other: "Другое",
};

export const FeedbackFormSchema = z
  .object({
    category: z
      .enum(FEEDBACK_CATEGORIES, { error: "Выберите, о чём сообщение: жалоба, благодарность, предложение или другое" })
      .optional()
      .meta({ description: "complaint: жалоба; thanks: благодарность; suggestion: предложение; other: другое" }),
    name: PersonNameSchema,
    email: EmailSchema,
    phone: PhoneSchema.optional(),
    contractNumber: optionalText("Номер договора", 50),
    subject: optionalText("Тема", 200),
    text: text("Сообщение", 3000, 5),
    ...common,
  })
  .meta({ id: "FeedbackForm" });

/** Call-back slots, Moscow time, within the office's hours. */
export const CALLBACK_TIMES = ["09-12", "12-15", "15-19"] as const;
export const CALLBACK_TIME_TITLES: Record<(typeof CALLBACK_TIMES)[number], string> = {
  "09-12": "9:00–12:00",
  "12-15": "12:00–15:00",
  "15-19": "15:00–19:00",
};

/** «05.12.2026» → «2026-12-05»; anything else unchanged (the checks after it name the problem). */
export function ruDateToIso(value: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : value;
}

/** «2026-12-05» → «05.12.2026», how every date is shown whatever the browser's language. */
export function isoToRuDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : value;
}

export const ContactUsFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema.optional(),
    city: optionalText("Город", 100),
    callbackDate: z
      .string({ error: "Дата звонка — в виде ДД.ММ.ГГГГ" })
      .trim()
      .regex(/^(\d{2}\.\d{2}\.\d{4}|\d{4}-\d{2}-\d{2})$/, {
        error: "Дата звонка — в виде ДД.ММ.ГГГГ, например 05.12.2026",
        abort: true,
      })
      .overwrite(ruDateToIso)
      .refine(isIsoDate, { error: "Такой даты нет в календаре: проверьте день и месяц", abort: true })
      .refine((date) => date >= moscowDate(), "Дата звонка — сегодня или позже")
      .optional()
      .meta({ description: "Preferred call-back day: ДД.ММ.ГГГГ (or YYYY-MM-DD); stored as YYYY-MM-DD" }),
    callbackTime: z
      .enum(CALLBACK_TIMES, { error: "Выберите удобное время звонка" })
      .optional()
      .meta({ description: "Preferred call-back time, Moscow time" }),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .meta({ id: "ContactUsForm" });

export const INSURANCE_TYPES = ["kasko", "osago", "property", "other"] as const;

export const InsuranceFormSchema = z
  .object({
    name: PersonNameSchema,
    phone: PhoneSchema,
    email: EmailSchema.optional(),
    insuranceType: z
      .enum(INSURANCE_TYPES, { error: "Выберите вид страхования" })
      .meta({ description: "kasko: КАСКО; osago: ОСАГО; property: имущество; other: другое" }),
    vehicle: optionalText("Автомобиль", 200),
    comment: optionalText("Комментарий", 2000),
    ...common,
  })
  .meta({ id: "InsuranceForm" });

/** A signed-in client's interest in a used car: the account and profile are taken from the session. */
export const InterestUsedCarFormSchema = z
  .object({
    vehicle: text("Автомобиль", 200, 2),
    vehicleId: z.number().int().positive().optional(),
    phone: PhoneSchema.optional().meta({ description: "Call-back number when it differs from the account's" }),
    comment: optionalText("Комментарий", 2000),
    utm_campaign: utm,
    utm_content: utm,
    utm_medium: utm,
    utm_term: utm,
    utm_source: utm,
    pageUrl: common.pageUrl,
  })
  .meta({ id: "InterestUsedCarForm" });

export const FORM_SCHEMAS = {
  reviews: ReviewFormSchema,
  extendedwarranty: ExtendedWarrantyFormSchema,
  partner: PartnerFormSchema,
  usedcarrequest: UsedCarRequestFormSchema,
  subscribe: SubscribeFormSchema,
  question: QuestionFormSchema,
  lisorder: LeasingOrderFormSchema,
  feedback: FeedbackFormSchema,
  contactus: ContactUsFormSchema,
  insurance: InsuranceFormSchema,
  interestusedcar: InterestUsedCarFormSchema,
} as const satisfies Record<FormKind, z.ZodType>;

export type FormInput<K extends FormKind> = z.input<(typeof FORM_SCHEMAS)[K]>;
export type FormValues<K extends FormKind> = z.output<(typeof FORM_SCHEMAS)[K]>;
export type LeasingOrderForm = z.output<typeof LeasingOrderFormSchema>;

// ——— Answer ———

export const UtmEchoSchema = z
  .object({
    utm_campaign: z.string().nullable(),
    utm_content: z.string().nullable(),
    utm_medium: z.string().nullable(),
    utm_term: z.string().nullable(),
    utm_source: z.string().nullable(),
  })
  .meta({ id: "UtmEcho", description: "The marketing attribution stored with the lead" });
export type UtmEcho = z.infer<typeof UtmEchoSchema>;

export const LeadCreatedSchema = z
  .object({
    id: z.number().int().meta({ description: "Internal number of the stored lead (not shown to the visitor)" }),
    reference: z.string().meta({
      description: "The reference the visitor is shown: month and a random code, not a counter",
      example: "Л-2611-4F7K",
    }),
    message: z.string().meta({ description: "Confirmation for the person, Russian" }),
    utm: UtmEchoSchema,
  })
  .meta({ id: "LeadCreated" });
export type LeadCreated = z.infer<typeof LeadCreatedSchema>;

export const LEAD_ACCEPTED_MESSAGE = "Спасибо! Менеджер свяжется с вами в рабочее время.";

/** The confirmation each form shows, under a title that names the reference: it thanks once. */
export function leadAcceptedMessage(kind: FormKind): string {
  if (kind === "subscribe") return "Спасибо! Вы подписались на новости и специальные предложения.";
  if (kind === "reviews") return "Спасибо! Отзыв появится на сайте после проверки модератором.";
  if (kind === "question" || kind === "feedback") return "Спасибо! Ответим на e-mail в течение рабочего дня.";
  return LEAD_ACCEPTED_MESSAGE;
}

/** The confirmation's title: what was received and its reference. */
export function leadAcceptedTitle(kind: FormKind, reference: string): string {
  if (kind === "subscribe") return "Подписка оформлена";
  if (kind === "reviews") return `Отзыв ${reference} получен`;
  if (kind === "question" || kind === "feedback") return `Сообщение ${reference} получено`;
  return `Заявка ${reference} принята`;
}
