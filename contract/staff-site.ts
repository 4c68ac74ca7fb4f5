import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * The site's directory content in the back office (issue 15), under /staff/api/site/ (role content; admin always):
 * special offers and partners (`<kind>/list/`, `<kind>/detail/?id=`, `POST <kind>/save/` — creates without `id`,
 * a new one is a draft — and `POST <kind>/publish/` `{id, published}`), the moderation of reviews sent by the public
 * form (`reviews/list/` — unmoderated first, `reviews/detail/?id=`, `POST reviews/publish/`, `POST reviews/hide/`,
 * `POST reviews/reply/`), cities and their offices (`cities/list/`, `cities/detail/?id=`, `POST cities/save/`,
 * `POST cities/remove/`, `offices/detail/?id=`, `POST offices/save/`, `POST offices/remove/`). The public site reads
 * every change at once.
 */

export const STAFF_SITE_PAGE_SIZE = 20;

export const STAFF_SITE_MESSAGES = {
  offerNotFound: "Предложение не найдено",
  partnerNotFound: "Партнёр не найден",
  reviewNotFound: "Отзыв не найден",
  cityNotFound: "Город не найден",
  officeNotFound: "Офис не найден",
  offerCodeTaken: "Код: такой код уже у другого предложения — выберите другой",
  partnerCodeTaken: "Код: такой код уже у другого партнёра — выберите другой",
  cityNameTaken: "Название: такой город уже есть",
  cityMissing: "Город: такого города нет",
  defaultRequired:
    "Основной город: основным должен быть ровно один город — назначьте основным другой город, и этот перестанет им быть",
  removeDefault: "Основной город удалить нельзя: сначала назначьте основным другой город",
  removeWithOffices: "Город с офисами удалить нельзя: сначала удалите или перенесите его офисы",
  removeWithVacancies: "Город с вакансиями удалить нельзя: сначала перенесите вакансии в другой город",
  validToOrder: "Последний день: не раньше первого дня",
} as const;

const text = (label: string, max: number) =>
  z
    .string(`${label}: это строка`)
    .trim()
    .min(1, `${label}: заполните поле`)
    .max(max, `${label}: не больше ${max} символов`);
const optionalText = (label: string, max: number) =>
  z.string(`${label}: это строка`).trim().max(max, `${label}: не больше ${max} символов`);

export const STAFF_SITE_MARKDOWN_MAX = 100_000;

const IdSchema = (what: string) =>
  z.coerce.number(`${what}: укажите номер`).int(`${what}: укажите номер`).positive(`${what}: укажите номер`);
export const StaffSiteIdQuerySchema = z.object({ id: IdSchema("Номер") });
export const StaffSiteIdRequestSchema = z.object({ id: IdSchema("Номер") }).meta({ id: "StaffSiteIdRequest" });

/** The address part of a public URL: latin letters, digits and single dashes (specialoffers/<code>…). */
export const StaffSiteCodeSchema = z
  .string("Код: это строка")
  .trim()
  .toLowerCase()
  .min(2, "Код: не короче 2 символов")
  .max(100, "Код: не длиннее 100 символов")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Код: только латинские буквы, цифры и дефисы между ними")
  .meta({ description: "The item's address on the site: latin letters, digits, single dashes", example: "kamaz-k5" });

/** An image of the site: the /media/… URL the upload answers (or another path of the site), or nothing. */
const imageSchema = (label: string) =>
  z
    .string(`${label}: это строка`)
    .trim()
    .max(500, `${label}: не длиннее 500 символов`)
    .regex(/^\/(?!\/)\S*$/, `${label}: загрузите изображение`)
    .nullable();

const SortSchema = z.coerce
  .number("Порядок: укажите число")
  .int("Порядок: целое число")
  .min(0, "Порядок: от 0")
  .max(100_000, "Порядок: до 100 000");

const MarkdownSchema = text("Текст", STAFF_SITE_MARKDOWN_MAX).meta({ description: "Markdown" });

/** Published (on the site while its dates allow) or a draft / taken off. */
export const StaffSitePublishedFilterSchema = z.enum(["published", "hidden"], "Публикация: выберите вариант");

export const StaffSiteFiltersSchema = z
  .object({
    search: optionalText("Поиск", 100).optional().meta({ description: "Part of the title (name) or code, any case" }),
    status: StaffSitePublishedFilterSchema.optional(),
  })
  .meta({ id: "StaffSiteFilters" });
export type StaffSiteFilters = z.infer<typeof StaffSiteFiltersSchema>;

export const StaffSiteListQuerySchema = z.object({
  filters: jsonFilters(StaffSiteFiltersSchema, "StaffSiteFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffSitePublishRequestSchema = z
  .object({ id: IdSchema("Номер"), published: z.boolean("Публикация: да или нет") })
  .meta({ id: "StaffSitePublishRequest" });

// ——— Offers ———

export const OFFER_CATEGORIES = ["cars", "trucks", "special", "used", "all"] as const;
export const OFFER_CATEGORY_TITLES: Readonly<Record<(typeof OFFER_CATEGORIES)[number], string>> = {
  cars: "Легковые",
  trucks: "Грузовые",
  special: "Спецтехника",
  used: "С пробегом",
  all: "Вся техника",
};

/** Where an offer stands on the public site today. */
export const OFFER_STATES = ["live", "scheduled", "ended", "hidden"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_STATE_TITLES: Readonly<Record<OfferState, string>> = {
  live: "На сайте",
  scheduled: "Ещё не началось",
  ended: "Закончилось",
  hidden: "Не опубликовано",
};

export const StaffOfferFieldsSchema = z
  .object({
    code: StaffSiteCodeSchema,
    title: text("Заголовок", 200),
    lead: text("Анонс", 1000),
    body: MarkdownSchema,
    badge: text("Плашка", 60).meta({ description: "The short label on the card, e.g. «Аванс от 5 %»" }),
    category: z.enum(OFFER_CATEGORIES, "Техника: выберите вид техники"),
    conditions: z
      .array(z.object({ label: text("Условие", 100), value: text("Значение условия", 300) }), "Условия: это список")
      .max(12, "Условия: не больше 12"),
    validFrom: IsoDateSchema.meta({ description: "The first day on the site (Moscow)" }),
    validTo: IsoDateSchema.nullable().meta({ description: "The last day on the site (inclusive); null: open-ended" }),
    image: imageSchema("Изображение"),
    isFeatured: z.boolean("Главное предложение: да или нет"),
    sort: SortSchema,
  })
  .meta({ id: "StaffOfferFields" });
export type StaffOfferFields = z.infer<typeof StaffOfferFieldsSchema>;

export const StaffOfferSaveRequestSchema = StaffOfferFieldsSchema.extend({
  id: IdSchema("Номер").optional().meta({ description: "Absent: a new offer (a draft)" }),
})
  .refine((o) => o.validTo === null || o.validTo >= o.validFrom, {
    message: STAFF_SITE_MESSAGES.validToOrder,
    path: ["validTo"],
  })
  .meta({ id: "StaffOfferSaveRequest" });
export type StaffOfferSaveRequest = z.infer<typeof StaffOfferSaveRequestSchema>;

const siteState = {
  id: z.number().int(),
  isPublished: z.boolean(),
  url: z.string().meta({ description: "The public page's address" }),
};

export const StaffOfferSchema = z
  .object({
    ...siteState,
    code: z.string(),
    title: z.string(),
    lead: z.string(),
    body: z.string(),
    badge: z.string(),
    category: z.enum(OFFER_CATEGORIES),
    conditions: z.array(z.object({ label: z.string(), value: z.string() })),
    validFrom: z.string(),
    validTo: z.string().nullable(),
    image: z.string().nullable(),
    isFeatured: z.boolean(),
    sort: z.number().int(),
    state: z.enum(OFFER_STATES),
    stateTitle: z.string(),
    updatedAt: z.string().meta({ description: "ISO 8601 moment" }),
  })
  .meta({ id: "StaffOffer" });
export type StaffOffer = z.infer<typeof StaffOfferSchema>;

export const StaffOfferListItemSchema = StaffOfferSchema.pick({
  id: true,
  code: true,
  title: true,
  category: true,
  validFrom: true,
  validTo: true,
  isPublished: true,
  isFeatured: true,
  state: true,
  stateTitle: true,
  url: true,
})
  .extend({ categoryTitle: z.string() })
  .meta({ id: "StaffOfferListItem" });

export const StaffOfferListResponseSchema = z
  .object({
    items: z.array(StaffOfferListItemSchema).meta({ description: "By sort order, then newest" }),
    pagination: PaginationSchema,
    filters: StaffSiteFiltersSchema,
    categories: z.array(OptionSchema),
  })
  .meta({ id: "StaffOfferList" });
export type StaffOfferListResponse = z.infer<typeof StaffOfferListResponseSchema>;

export const StaffOfferResponseSchema = z.object({ offer: StaffOfferSchema }).meta({ id: "StaffOfferResponse" });
export type StaffOfferResponse = z.infer<typeof StaffOfferResponseSchema>;

// ——— Partners ———

export const PARTNER_KINDS = ["dealer", "insurer", "bank", "service"] as const;
export const PARTNER_KIND_TITLES: Readonly<Record<(typeof PARTNER_KINDS)[number], string>> = {
  dealer: "Дилер",
  insurer: "Страховая компания",
  bank: "Банк",
  service: "Сервисный партнёр",
};

const shortList = (label: string, itemLabel: string, itemMax: number, max: number) =>
  z.array(text(itemLabel, itemMax), `${label}: это список`).max(max, `${label}: не больше ${max}`);

export const StaffPartnerFieldsSchema = z
  .object({
    code: StaffSiteCodeSchema,
    kind: z.enum(PARTNER_KINDS, "Вид партнёра: выберите вид"),
    name: text("Название", 200),
    lead: text("Анонс", 1000),
    body: MarkdownSchema,
    cities: shortList("Города", "Город", 100, 50),
    benefits: shortList("Преимущества", "Преимущество", 300, 20),
    logo: imageSchema("Логотип"),
    sort: SortSchema,
  })
  .meta({ id: "StaffPartnerFields" });
export type StaffPartnerFields = z.infer<typeof StaffPartnerFieldsSchema>;

export const StaffPartnerSaveRequestSchema = StaffPartnerFieldsSchema.extend({
  id: IdSchema("Номер").optional().meta({ description: "Absent: a new partner (a draft)" }),
}).meta({ id: "StaffPartnerSaveRequest" });
export type StaffPartnerSaveRequest = z.infer<typeof StaffPartnerSaveRequestSchema>;

export const StaffPartnerSchema = z
  .object({
    ...siteState,
    code: z.string(),
    kind: z.enum(PARTNER_KINDS),
    kindTitle: z.string(),
    name: z.string(),
    lead: z.string(),
    body: z.string(),
    cities: z.array(z.string()),
    benefits: z.array(z.string()),
    logo: z.string().nullable(),
    sort: z.number().int(),
  })
  .meta({ id: "StaffPartner" });
export type StaffPartner = z.infer<typeof StaffPartnerSchema>;

export const StaffPartnerListItemSchema = StaffPartnerSchema.pick({
  id: true,
  code: true,
  kind: true,
  kindTitle: true,
  name: true,
  cities: true,
  isPublished: true,
  url: true,
}).meta({ id: "StaffPartnerListItem" });

export const StaffPartnerListResponseSchema = z
  .object({
    items: z.array(StaffPartnerListItemSchema).meta({ description: "By sort order, then id" }),
    pagination: PaginationSchema,
    filters: StaffSiteFiltersSchema,
    kinds: z.array(OptionSchema),
  })
  .meta({ id: "StaffPartnerList" });
export type StaffPartnerListResponse = z.infer<typeof StaffPartnerListResponseSchema>;

export const StaffPartnerResponseSchema = z
  .object({ partner: StaffPartnerSchema })
  .meta({ id: "StaffPartnerResponse" });
export type StaffPartnerResponse = z.infer<typeof StaffPartnerResponseSchema>;

// ——— Reviews ———

/** new: sent by the public form and not yet decided; published: on the site; hidden: a moderator hid it. */
export const REVIEW_STATUSES = ["new", "published", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_TITLES: Readonly<Record<ReviewStatus, string>> = {
  new: "На модерации",
  published: "Опубликован",
  hidden: "Скрыт",
};

export const StaffReviewFiltersSchema = z
  .object({
    search: optionalText("Поиск", 100)
      .optional()
      .meta({ description: "Part of the author, company, city or text, any case" }),
    status: z.enum(REVIEW_STATUSES, "Статус: выберите статус").optional(),
  })
  .meta({ id: "StaffReviewFilters" });
export type StaffReviewFilters = z.infer<typeof StaffReviewFiltersSchema>;

export const StaffReviewListQuerySchema = z.object({
  filters: jsonFilters(StaffReviewFiltersSchema, "StaffReviewFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffReviewSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    company: z.string().nullable(),
    position: z.string().nullable(),
    city: z.string().nullable(),
    rating: z.number().int(),
    vehicle: z.string().nullable(),
    text: z.string(),
    reply: z.string().nullable().meta({ description: "The company's answer shown under the review" }),
    date: z.string(),
    status: z.enum(REVIEW_STATUSES),
    statusTitle: z.string(),
  })
  .meta({ id: "StaffReview" });
export type StaffReview = z.infer<typeof StaffReviewSchema>;

export const StaffReviewListResponseSchema = z
  .object({
    items: z.array(StaffReviewSchema).meta({ description: "Unmoderated first (oldest on top), then newest" }),
    pagination: PaginationSchema,
    filters: StaffReviewFiltersSchema,
    statuses: z.array(OptionSchema),
    counts: z.object({ new: z.number().int() }).meta({ description: "Awaiting moderation, whatever the filters" }),
  })
  .meta({ id: "StaffReviewList" });
export type StaffReviewListResponse = z.infer<typeof StaffReviewListResponseSchema>;

export const StaffReviewResponseSchema = z.object({ review: StaffReviewSchema }).meta({ id: "StaffReviewResponse" });
export type StaffReviewResponse = z.infer<typeof StaffReviewResponseSchema>;

export const STAFF_REVIEW_REPLY_MAX = 3000;
export const StaffReviewReplyRequestSchema = z
  .object({
    id: IdSchema("Номер"),
    reply: optionalText("Ответ компании", STAFF_REVIEW_REPLY_MAX).meta({
      description: "The company's answer; an empty string removes it",
    }),
  })
  .meta({ id: "StaffReviewReplyRequest" });

// ——— Cities and offices ———

export const StaffCityFieldsSchema = z
  .object({
    name: text("Название", 100),
    region: text("Регион", 200),
    regionId: z.coerce
      .number("Код региона: укажите число")
      .int("Код региона: целое число")
      .min(1, "Код региона: от 1 до 99")
      .max(99, "Код региона: от 1 до 99"),
    isDefault: z.boolean("Основной город: да или нет"),
  })
  .meta({ id: "StaffCityFields" });
export type StaffCityFields = z.infer<typeof StaffCityFieldsSchema>;

export const StaffCitySaveRequestSchema = StaffCityFieldsSchema.extend({
  id: IdSchema("Номер").optional().meta({ description: "Absent: a new city" }),
}).meta({ id: "StaffCitySaveRequest" });
export type StaffCitySaveRequest = z.infer<typeof StaffCitySaveRequestSchema>;

export const StaffCityListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    region: z.string(),
    regionId: z.number().int(),
    isDefault: z.boolean(),
    offices: z.number().int().meta({ description: "How many offices it has" }),
    vacancies: z.number().int().meta({ description: "How many vacancies name it" }),
  })
  .meta({ id: "StaffCityListItem" });
export type StaffCityListItem = z.infer<typeof StaffCityListItemSchema>;

export const StaffCityFiltersSchema = z
  .object({
    search: optionalText("Поиск", 100).optional().meta({ description: "Part of the name or the region, any case" }),
  })
  .meta({ id: "StaffCityFilters" });
export type StaffCityFilters = z.infer<typeof StaffCityFiltersSchema>;

export const StaffCityListQuerySchema = z.object({ filters: jsonFilters(StaffCityFiltersSchema, "StaffCityFilters") });

export const StaffCityListResponseSchema = z
  .object({
    items: z.array(StaffCityListItemSchema).meta({ description: "By name (Russian alphabet)" }),
    filters: StaffCityFiltersSchema,
  })
  .meta({ id: "StaffCityList" });
export type StaffCityListResponse = z.infer<typeof StaffCityListResponseSchema>;

const HoursSchema = z.object({ days: text("Дни", 60), time: text("Часы работы", 60) });

export const StaffOfficeFieldsSchema = z
  .object({
    cityId: IdSchema("Город"),
    title: text("Название", 200),
    address: text("Адрес", 500),
    phones: z
      .array(
        z
          .string("Телефон: это строка")
          .trim()
          .regex(/^[+\d][\d\s()-]{4,24}$/, "Телефон: цифры, пробелы, скобки и дефисы, например +7 495 777-35-35"),
        "Телефоны: это список",
      )
      .min(1, "Телефоны: укажите хотя бы один")
      .max(5, "Телефоны: не больше 5"),
    email: z.email("E-mail: укажите адрес вида name@example.ru").max(254, "E-mail: не длиннее 254 символов"),
    hours: z.array(HoursSchema, "Часы работы: это список").max(7, "Часы работы: не больше 7 строк"),
    lat: z.coerce.number("Широта: укажите число").min(-90, "Широта: от −90 до 90").max(90, "Широта: от −90 до 90"),
    lon: z.coerce
      .number("Долгота: укажите число")
      .min(-180, "Долгота: от −180 до 180")
      .max(180, "Долгота: от −180 до 180"),
    isMain: z.boolean("Главный офис: да или нет"),
    note: optionalText("Как добраться", 1000),
    sort: SortSchema,
  })
  .meta({ id: "StaffOfficeFields" });
export type StaffOfficeFields = z.infer<typeof StaffOfficeFieldsSchema>;

export const StaffOfficeSaveRequestSchema = StaffOfficeFieldsSchema.extend({
  id: IdSchema("Номер").optional().meta({ description: "Absent: a new office" }),
}).meta({ id: "StaffOfficeSaveRequest" });
export type StaffOfficeSaveRequest = z.infer<typeof StaffOfficeSaveRequestSchema>;

export const StaffOfficeSchema = z
  .object({
    id: z.number().int(),
    cityId: z.number().int(),
    cityName: z.string(),
    title: z.string(),
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string(),
    hours: z.array(z.object({ days: z.string(), time: z.string() })),
    lat: z.number(),
    lon: z.number(),
    isMain: z.boolean(),
    note: z.string(),
    sort: z.number().int(),
  })
  .meta({ id: "StaffOffice" });
export type StaffOffice = z.infer<typeof StaffOfficeSchema>;

export const StaffCitySchema = StaffCityListItemSchema.extend({
  officeList: z.array(StaffOfficeSchema).meta({ description: "By sort order" }),
}).meta({ id: "StaffCity" });
export type StaffCity = z.infer<typeof StaffCitySchema>;

export const StaffCityResponseSchema = z.object({ city: StaffCitySchema }).meta({ id: "StaffCityResponse" });
export type StaffCityResponse = z.infer<typeof StaffCityResponseSchema>;

export const StaffOfficeResponseSchema = z.object({ office: StaffOfficeSchema }).meta({ id: "StaffOfficeResponse" });
export type StaffOfficeResponse = z.infer<typeof StaffOfficeResponseSchema>;

export const StaffSiteRemovedResponseSchema = z.object({ ok: z.literal(true) }).meta({ id: "StaffSiteRemoved" });
