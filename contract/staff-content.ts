import { z } from "zod";
import { CurrentPageSchema, IsoDateSchema, jsonFilters, OptionSchema, PaginationSchema } from "./lk-common.ts";

/**
 * The editorial content of the site in the back office (issue 15), under /staff/api/content/ (role content, and hr
 * for vacancies; admin always): `list/?kind=&filters=&currentPage=`, `detail/?kind=&id=`, `POST save/` (creates
 * without `id`, updates with it; a new item is a draft), `POST publish/` `{kind, id, published}` (an editor
 * unpublishes rather than deletes), and `POST preview/` `{markdown}` → `{html}` rendered by the site's own renderer.
 * Information pages and dictionary terms have no draft state: they are on the site as soon as they are saved, and
 * pages are edited only (their addresses are the site's routes).
 */

export const STAFF_CONTENT_KINDS = ["news", "publications", "guides", "pages", "terms", "vacancies"] as const;
export const StaffContentKindSchema = z
  .enum(STAFF_CONTENT_KINDS, "Раздел: выберите новости, публикации, статьи гида, страницы, словарь или вакансии")
  .meta({
    id: "StaffContentKind",
    description:
      "news: новости; publications: СМИ о нас; guides: гид по лизингу; pages: информационные страницы; terms: словарь клиента; vacancies: вакансии",
  });
export type StaffContentKind = z.infer<typeof StaffContentKindSchema>;

export const STAFF_CONTENT_KIND_TITLES: Readonly<Record<StaffContentKind, string>> = {
  news: "Новости",
  publications: "СМИ о нас",
  guides: "Гид по лизингу",
  pages: "Страницы",
  terms: "Словарь",
  vacancies: "Вакансии",
};

/** Kinds with a draft state (`published`); pages and terms are always on the site. */
export const STAFF_CONTENT_PUBLISHABLE = ["news", "publications", "guides", "vacancies"] as const;
export type StaffContentPublishableKind = (typeof STAFF_CONTENT_PUBLISHABLE)[number];
export function isPublishableKind(kind: StaffContentKind): kind is StaffContentPublishableKind {
  return (STAFF_CONTENT_PUBLISHABLE as readonly string[]).includes(kind);
}

/** Kinds an editor creates; pages only change (their slugs are the site's routes). */
export const STAFF_CONTENT_CREATABLE: readonly StaffContentKind[] = [
  "news",
  "publications",
  "guides",
  "terms",
  "vacancies",
];

/** The guide's categories (the public guide lists these). */
export const GUIDE_CATEGORY_TITLES: Readonly<Record<string, string>> = {
  basics: "Основы лизинга",
  deal: "Документы и сделка",
  taxes: "Налоги и учёт",
  insurance: "Страхование и ДТП",
  contract: "Договор и его исполнение",
};
export const GUIDE_CATEGORIES = ["basics", "deal", "taxes", "insurance", "contract"] as const;

export const STAFF_CONTENT_MARKDOWN_MAX = 100_000;

export const STAFF_CONTENT_MESSAGES = {
  notFound: "Материал не найден",
  codeTaken: "Адрес: такой адрес уже занят в этом разделе — выберите другой",
  relatedMissing: "Связанные термины: таких терминов в словаре нет",
  relatedSelf: "Связанные термины: термин не может ссылаться на себя",
  cityMissing: "Город: такого города нет",
  notPublishable: "Раздел: у страниц и словаря нет черновиков — они на сайте сразу после сохранения",
  notCreatable: "Раздел: информационные страницы не создаются, их адреса — разделы сайта",
  salaryOrder: "Зарплата до: должна быть не меньше зарплаты от",
  hrOnlyVacancies: "Это действие недоступно вашей роли",
} as const;

const text = (label: string, max: number, required = true) => {
  const base = z.string(`${label}: это строка`).trim().max(max, `${label}: не больше ${max} символов`);
  return required ? base.min(1, `${label}: заполните поле`) : base;
};

/** The address part of a public URL: latin letters, digits and dashes (news/<code>, guide/<code>…). */
export const StaffContentCodeSchema = z
  .string("Адрес: это строка")
  .trim()
  .toLowerCase()
  .min(2, "Адрес: не короче 2 символов")
  .max(100, "Адрес: не длиннее 100 символов")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Адрес: только латинские буквы, цифры и дефисы между ними")
  .meta({ description: "The item's address on the site: latin letters, digits, single dashes", example: "new-office" });

const MarkdownSchema = text("Текст", STAFF_CONTENT_MARKDOWN_MAX).meta({ description: "Markdown" });
const DateSchema = IsoDateSchema.meta({ description: "The date shown on the site, YYYY-MM-DD" });
const IdSchema = z.coerce
  .number("Материал: укажите номер")
  .int("Материал: укажите номер")
  .positive("Материал: укажите номер");

/** A cover: an image URL of the site (/media/… from the upload, or another path of the site) or nothing. */
const ImageSchema = z
  .string("Обложка: это строка")
  .trim()
  .max(500, "Обложка: не длиннее 500 символов")
  .regex(/^\/(?!\/)\S*$/, "Обложка: загрузите изображение")
  .nullable();

export const StaffNewsFieldsSchema = z.object({
  code: StaffContentCodeSchema,
  date: DateSchema,
  title: text("Заголовок", 200),
  lead: text("Анонс", 1000),
  body: MarkdownSchema,
  image: ImageSchema,
});
export const StaffPublicationFieldsSchema = StaffNewsFieldsSchema.extend({
  source: text("Издание", 200).meta({ description: "The media outlet that published it" }),
});
export const StaffGuideFieldsSchema = z.object({
  code: StaffContentCodeSchema,
  category: z.enum(GUIDE_CATEGORIES, "Рубрика: выберите рубрику гида"),
  date: DateSchema,
  title: text("Заголовок", 200),
  lead: text("Анонс", 1000),
  body: MarkdownSchema,
  sort: z.coerce
    .number("Порядок: укажите число")
    .int("Порядок: целое число")
    .min(0, "Порядок: от 0")
    .max(10_000, "Порядок: до 10 000"),
});
export const StaffPageFieldsSchema = z.object({
  title: text("Заголовок", 200),
  description: text("Описание", 300, false).meta({ description: "The page's meta description" }),
  lead: text("Вступление", 2000, false),
  body: text("Текст", STAFF_CONTENT_MARKDOWN_MAX, false).meta({ description: "Markdown" }),
});
export const StaffTermFieldsSchema = z.object({
  code: StaffContentCodeSchema,
  title: text("Термин", 200),
  short: text("Кратко", 500),
  body: MarkdownSchema,
  related: z
    .array(StaffContentCodeSchema, "Связанные термины: список адресов терминов")
    .max(20, "Связанные термины: не больше 20")
    .refine((codes) => new Set(codes).size === codes.length, "Связанные термины: термин указан дважды"),
});
const salary = (label: string) =>
  z
    .number(`${label}: укажите сумму в рублях`)
    .int(`${label}: целое число рублей`)
    .min(0, `${label}: не меньше 0`)
    .max(100_000_000, `${label}: слишком большая сумма`)
    .nullable();
export const StaffVacancyFieldsSchema = z
  .object({
    code: StaffContentCodeSchema,
    title: text("Должность", 200),
    cityId: z.number("Город: выберите город").int("Город: выберите город").positive("Город: выберите город"),
    department: text("Отдел", 200),
    employment: text("Занятость", 100),
    experience: text("Опыт", 100),
    salaryFrom: salary("Зарплата от"),
    salaryTo: salary("Зарплата до"),
    date: DateSchema,
    lead: text("Анонс", 1000),
    body: MarkdownSchema,
  })
  .refine((v) => v.salaryFrom === null || v.salaryTo === null || v.salaryFrom <= v.salaryTo, {
    message: STAFF_CONTENT_MESSAGES.salaryOrder,
    path: ["salaryTo"],
  });

const saveOf = <K extends StaffContentKind, F extends z.ZodType>(kind: K, fields: F) =>
  z.object({
    kind: z.literal(kind),
    id: IdSchema.optional().meta({ description: "Leave out to create; the item's id to update it" }),
    fields,
  });

export const StaffContentSaveRequestSchema = z
  .discriminatedUnion(
    "kind",
    [
      saveOf("news", StaffNewsFieldsSchema),
      saveOf("publications", StaffPublicationFieldsSchema),
      saveOf("guides", StaffGuideFieldsSchema),
      saveOf("pages", StaffPageFieldsSchema),
      saveOf("terms", StaffTermFieldsSchema),
      saveOf("vacancies", StaffVacancyFieldsSchema),
    ],
    "Раздел: выберите новости, публикации, статьи гида, страницы, словарь или вакансии",
  )
  .meta({ id: "StaffContentSaveRequest" });
export type StaffContentSaveRequest = z.infer<typeof StaffContentSaveRequestSchema>;
export type StaffNewsFields = z.infer<typeof StaffNewsFieldsSchema>;
export type StaffPublicationFields = z.infer<typeof StaffPublicationFieldsSchema>;
export type StaffGuideFields = z.infer<typeof StaffGuideFieldsSchema>;
export type StaffPageFields = z.infer<typeof StaffPageFieldsSchema>;
export type StaffTermFields = z.infer<typeof StaffTermFieldsSchema>;
export type StaffVacancyFields = z.infer<typeof StaffVacancyFieldsSchema>;

export const StaffContentPublishRequestSchema = z
  .object({
    kind: StaffContentKindSchema,
    id: IdSchema,
    published: z.boolean("Публикация: да или нет"),
  })
  .meta({ id: "StaffContentPublishRequest" });

export const StaffContentPreviewRequestSchema = z
  .object({
    markdown: z
      .string("Текст: это строка")
      .max(STAFF_CONTENT_MARKDOWN_MAX, `Текст: не больше ${STAFF_CONTENT_MARKDOWN_MAX} символов`),
  })
  .meta({ id: "StaffContentPreviewRequest" });
export const StaffContentPreviewResponseSchema = z
  .object({ html: z.string().meta({ description: "The HTML the site shows for this Markdown (same sanitiser)" }) })
  .meta({ id: "StaffContentPreview" });
export type StaffContentPreviewResponse = z.infer<typeof StaffContentPreviewResponseSchema>;

export const StaffContentFiltersSchema = z
  .object({
    search: z
      .string("Поиск: это строка")
      .trim()
      .max(100, "Поиск: не больше 100 символов")
      .optional()
      .meta({ description: "Part of the title or the address, any case" }),
    published: z
      .enum(["yes", "no"], "Публикация: yes или no")
      .optional()
      .meta({ description: "yes: on the site; no: drafts (kinds with a draft state only)" }),
  })
  .meta({ id: "StaffContentFilters" });
export type StaffContentFilters = z.infer<typeof StaffContentFiltersSchema>;

export const StaffContentListQuerySchema = z.object({
  kind: StaffContentKindSchema,
  filters: jsonFilters(StaffContentFiltersSchema, "StaffContentFilters"),
  currentPage: CurrentPageSchema,
});

export const StaffContentDetailQuerySchema = z.object({ kind: StaffContentKindSchema, id: IdSchema });

export const StaffContentListItemSchema = z
  .object({
    id: z.number().int(),
    kind: StaffContentKindSchema,
    code: z.string().meta({ description: "The address part (a page's slug)" }),
    title: z.string(),
    date: z.string().nullable().meta({ description: "The shown date, YYYY-MM-DD; null for pages and terms" }),
    published: z.boolean().nullable().meta({ description: "null for kinds without a draft state" }),
    url: z.string().meta({ description: "The public address" }),
    updatedAt: z.string().nullable().meta({ description: "ISO 8601 moment of the last change; null for terms" }),
  })
  .meta({ id: "StaffContentListItem" });
export type StaffContentListItem = z.infer<typeof StaffContentListItemSchema>;

export const StaffContentListResponseSchema = z
  .object({
    kind: StaffContentKindSchema,
    items: z.array(StaffContentListItemSchema).meta({ description: "Newest first (pages and terms by title)" }),
    pagination: PaginationSchema,
    filters: StaffContentFiltersSchema,
    publishable: z.boolean(),
    creatable: z.boolean(),
  })
  .meta({ id: "StaffContentList" });
export type StaffContentListResponse = z.infer<typeof StaffContentListResponseSchema>;

const detailOf = <K extends StaffContentKind, F extends z.ZodType>(kind: K, fields: F) =>
  z.object({
    kind: z.literal(kind),
    id: z.number().int(),
    fields,
    published: z.boolean().nullable(),
    url: z.string(),
    updatedAt: z.string().nullable(),
  });

export const StaffContentItemSchema = z
  .discriminatedUnion("kind", [
    detailOf("news", StaffNewsFieldsSchema),
    detailOf("publications", StaffPublicationFieldsSchema),
    detailOf("guides", StaffGuideFieldsSchema),
    detailOf("pages", StaffPageFieldsSchema.extend({ slug: z.string() })),
    detailOf("terms", StaffTermFieldsSchema),
    detailOf("vacancies", StaffVacancyFieldsSchema),
  ])
  .meta({ id: "StaffContentItem" });
export type StaffContentItem = z.infer<typeof StaffContentItemSchema>;

export const StaffContentResponseSchema = z
  .object({
    item: StaffContentItemSchema,
    cities: z.array(OptionSchema).meta({ description: "Cities for a vacancy (code = the city id)" }),
    guideCategories: z.array(OptionSchema),
    terms: z.array(OptionSchema).meta({ description: "Dictionary terms for `related` (code = the term's code)" }),
  })
  .meta({ id: "StaffContentResponse" });
export type StaffContentResponse = z.infer<typeof StaffContentResponseSchema>;

/** What a new item's form needs (the choices), without an item. */
export const StaffContentChoicesSchema = StaffContentResponseSchema.omit({ item: true }).meta({
  id: "StaffContentChoices",
});
export type StaffContentChoices = z.infer<typeof StaffContentChoicesSchema>;
