import { z } from "zod";
import { CityIdSchema } from "./cities.ts";
import {
  CodeSchema,
  ContentPageSchema,
  DocumentFileSchema,
  PageNumberSchema,
  PagingShape,
  RowSchema,
} from "./content.ts";

/** Requests and answers of the public information pages, /api/pages/<name>/ and the home-page blocks. */

// ---------- press: news and media publications ----------

export const PressTypeSchema = z
  .enum(["news", "publications"], "Тип — news (новости) или publications (публикации в СМИ)")
  .meta({ description: "news: company news; publications: media publications" });
export type PressType = z.infer<typeof PressTypeSchema>;

export const PressRequestSchema = z
  .object({ type: PressTypeSchema.default("news"), page: PageNumberSchema })
  .meta({ id: "PressRequest" });

export const NewsCardSchema = z
  .object({
    id: z.number().int(),
    type: PressTypeSchema,
    code: z.string(),
    url: z.string(),
    date: z.string().meta({ description: "YYYY-MM-DD" }),
    title: z.string(),
    lead: z.string(),
    image: z.string().nullable(),
    source: z.string().nullable().meta({ description: "Media outlet (publications)" }),
  })
  .meta({ id: "NewsCard" });
export type NewsCard = z.infer<typeof NewsCardSchema>;

export const PressResponseSchema = z
  .object({ list: z.array(NewsCardSchema), ...PagingShape })
  .meta({ id: "PressResponse" });
export type PressResponse = z.infer<typeof PressResponseSchema>;

export const PressDetailRequestSchema = z
  .object({ type: PressTypeSchema.default("news"), code: CodeSchema })
  .meta({ id: "PressDetailRequest" });

export const NewsArticleSchema = NewsCardSchema.extend({
  html: z.string(),
  updatedAt: z.string(),
}).meta({ id: "NewsArticle" });

export const PressDetailResponseSchema = z
  .object({
    item: NewsArticleSchema,
    related: z.array(NewsCardSchema).meta({ description: "The latest other items of the same type" }),
  })
  .meta({ id: "PressDetailResponse" });
export type PressDetailResponse = z.infer<typeof PressDetailResponseSchema>;

export const MainNewsResponseSchema = z.object({ list: z.array(NewsCardSchema) }).meta({ id: "MainNewsResponse" });

// ---------- about, requisites, information pages ----------

export const AllAboutResponseSchema = z
  .object({
    page: ContentPageSchema,
    partners: z.number().int().meta({ description: "Number of partners (dealers, insurers, banks)" }),
    cities: z.number().int().meta({ description: "Number of cities with an office" }),
  })
  .meta({ id: "AllAboutResponse" });

// ---------- investors ----------

export const InvestorDocGroupSchema = z.enum(["annual", "reporting", "bonds", "disclosure"]).meta({
  description:
    "annual: годовые отчёты; reporting: финансовая отчётность; bonds: облигации; disclosure: раскрытие информации",
});

export const InvestorDocSchema = DocumentFileSchema.extend({
  group: InvestorDocGroupSchema,
  year: z.number().int(),
}).meta({ id: "InvestorDoc" });
export type InvestorDoc = z.infer<typeof InvestorDocSchema>;

export const InvestorsResponseSchema = z
  .object({ page: ContentPageSchema, latest: z.array(InvestorDocSchema) })
  .meta({ id: "InvestorsResponse" });

export const InvestorDocsRequestSchema = z
  .object({
    group: InvestorDocGroupSchema.optional(),
    year: z.number("Год — число").int("Год — целое число").min(2000, "Год указан неверно").max(2100).optional(),
  })
  .meta({ id: "InvestorDocsRequest" });

export const InvestorDocsResponseSchema = z
  .object({
    list: z.array(InvestorDocSchema),
    groups: z.array(z.object({ code: InvestorDocGroupSchema, title: z.string(), count: z.number().int() })),
    years: z.array(z.number().int()),
  })
  .meta({ id: "InvestorDocsResponse" });

// ---------- partners ----------

export const PartnerKindSchema = z
  .enum(["dealer", "insurer", "bank", "service"], "Вид партнёра: dealer, insurer, bank или service")
  .meta({ description: "dealer: дилер; insurer: страховая компания; bank: банк; service: сервис и телематика" });

export const PartnersRequestSchema = z
  .object({ kind: PartnerKindSchema.optional(), page: PageNumberSchema })
  .meta({ id: "PartnersRequest" });

export const PartnerCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    url: z.string(),
    kind: PartnerKindSchema,
    kindTitle: z.string(),
    name: z.string(),
    lead: z.string(),
    cities: z.array(z.string()),
    logo: z.string().nullable(),
  })
  .meta({ id: "PartnerCard" });

export const PartnerSchema = PartnerCardSchema.extend({
  html: z.string(),
  benefits: z.array(z.string()),
}).meta({ id: "Partner" });

export const PartnersResponseSchema = z
  .object({
    list: z.array(PartnerCardSchema),
    ...PagingShape,
    kinds: z.array(z.object({ code: PartnerKindSchema, title: z.string(), count: z.number().int() })),
  })
  .meta({ id: "PartnersResponse" });

export const PartnerDetailRequestSchema = z.object({ code: CodeSchema }).meta({ id: "PartnerDetailRequest" });
export const PartnerDetailResponseSchema = z.object({ item: PartnerSchema }).meta({ id: "PartnerDetailResponse" });

// ---------- reviews ----------

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    company: z.string().nullable(),
    position: z.string().nullable(),
    city: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    vehicle: z.string().nullable().meta({ description: "What the client leased" }),
    text: z.string(),
    reply: z.string().nullable().meta({ description: "The company's answer" }),
    date: z.string(),
  })
  .meta({ id: "Review" });
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSchema = z.object({
  average: z.number().meta({ description: "Average rating, one decimal" }),
  count: z.number().int(),
});

export const ReviewsRequestSchema = z.object({ page: PageNumberSchema }).meta({ id: "ReviewsRequest" });
export const ReviewsResponseSchema = z
  .object({ list: z.array(ReviewSchema), ...PagingShape, rating: RatingSchema })
  .meta({ id: "ReviewsResponse" });
export const MainReviewsResponseSchema = z
  .object({ list: z.array(ReviewSchema), rating: RatingSchema })
  .meta({ id: "MainReviewsResponse" });

// ---------- vacancies ----------

export const VacanciesRequestSchema = z
  .object({
    city_id: CityIdSchema.optional(),
    page: PageNumberSchema,
  })
  .meta({ id: "VacanciesRequest" });

export const VacancyCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    url: z.string(),
    title: z.string(),
    cityId: z.number().int(),
    city: z.string(),
    department: z.string(),
    employment: z.string(),
    experience: z.string(),
    salaryFrom: z.number().int().nullable().meta({ description: "Roubles a month before tax" }),
    salaryTo: z.number().int().nullable(),
    lead: z.string(),
    date: z.string(),
  })
  .meta({ id: "VacancyCard" });

export const VacancySchema = VacancyCardSchema.extend({ html: z.string() }).meta({ id: "Vacancy" });

export const VacanciesResponseSchema = z
  .object({
    list: z.array(VacancyCardSchema),
    ...PagingShape,
    cities: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  })
  .meta({ id: "VacanciesResponse" });

export const VacancyDetailResponseSchema = z.object({ item: VacancySchema }).meta({ id: "VacancyDetailResponse" });

// ---------- leasing agreement documents ----------

export const LeasingAgreementResponseSchema = z
  .object({ page: ContentPageSchema, list: z.array(DocumentFileSchema) })
  .meta({ id: "LeasingAgreementResponse" });

// ---------- guide ----------

export const GuideRequestSchema = z
  .object({ page: PageNumberSchema, category: CodeSchema.optional() })
  .meta({ id: "GuideRequest" });

export const GuideCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    url: z.string(),
    category: z.string(),
    categoryTitle: z.string(),
    title: z.string(),
    lead: z.string(),
    readingMinutes: z.number().int(),
    date: z.string(),
  })
  .meta({ id: "GuideCard" });

export const GuideArticleSchema = GuideCardSchema.extend({ html: z.string(), updatedAt: z.string() }).meta({
  id: "GuideArticle",
});

/** SPEC.md §3: guide — main.list, page, pages, total. */
export const GuideResponseSchema = z
  .object({
    main: z.object({
      title: z.string(),
      description: z.string(),
      list: z.array(GuideCardSchema),
      categories: z.array(z.object({ code: z.string(), title: z.string(), count: z.number().int() })),
    }),
    ...PagingShape,
  })
  .meta({ id: "GuideResponse" });

export const GuideDetailResponseSchema = z
  .object({ item: GuideArticleSchema, related: z.array(GuideCardSchema) })
  .meta({ id: "GuideDetailResponse" });

// ---------- social feed ----------

export const SocialPostSchema = z
  .object({
    id: z.number().int(),
    network: z.enum(["telegram", "vk", "dzen"]),
    networkTitle: z.string(),
    date: z.string().meta({ description: "ISO 8601 date and time" }),
    title: z.string(),
    text: z.string().meta({ description: "Plain text; paragraphs separated by an empty line" }),
    image: z.string().nullable(),
    likes: z
      .number()
      .int()
      .meta({ description: "Likes counted by the network; the visitor's own like lives in the persisted `likes` map" }),
  })
  .meta({ id: "SocialPost" });
export type SocialPost = z.infer<typeof SocialPostSchema>;

export const SocialFeedQuerySchema = z.object({
  id: z
    .preprocess(
      (v) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v),
      z
        .number("Идентификатор поста — число")
        .int("Идентификатор поста — число")
        .positive("Идентификатор поста — число"),
    )
    .optional(),
  page: PageNumberSchema,
});

/** SPEC.md §3: social — posts, post. */
export const SocialFeedResponseSchema = z
  .object({
    posts: z.array(SocialPostSchema),
    post: SocialPostSchema.nullable().meta({ description: "The post asked for with ?id=, else null" }),
    ...PagingShape,
  })
  .meta({ id: "SocialFeedResponse" });

// ---------- client-service dictionary ----------

export const TermCardSchema = z
  .object({
    code: z.string(),
    url: z.string(),
    title: z.string(),
    letter: z.string().meta({ description: "First letter, for the alphabetical index" }),
    short: z.string(),
  })
  .meta({ id: "TermCard" });

export const TermSchema = TermCardSchema.extend({
  html: z.string(),
  related: z.array(TermCardSchema),
}).meta({ id: "Term" });

export const ClientServiceResponseSchema = z
  .object({ page: ContentPageSchema, list: z.array(TermCardSchema), letters: z.array(z.string()) })
  .meta({ id: "ClientServiceResponse" });

export const ClientServiceDetailQuerySchema = z.object({ code: CodeSchema });
export const ClientServiceDetailResponseSchema = z.object({ item: TermSchema }).meta({ id: "ClientServiceDetail" });

// ---------- brand map by region ----------

export const BrandLinkQuerySchema = z.object({
  regionId: z
    .preprocess(
      (v) => (typeof v === "string" && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v),
      z.number("Код региона — число").int("Код региона — число").min(1, "Код региона — число от 1 до 999").max(999),
    )
    .optional()
    .meta({ description: "Code of the Russian region (77 Москва, 78 Санкт-Петербург, 66 Свердловская обл., …)" }),
});

export const BrandLinkSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    category: z.enum(["cars", "trucks"]),
    categoryTitle: z.string(),
    url: z.string().meta({ description: "Catalogue landing page of the brand" }),
    dealers: z.array(z.string()).meta({ description: "Partner dealers in the region" }),
  })
  .meta({ id: "BrandLink" });

export const BrandLinkResponseSchema = z
  .object({
    region: z.object({ id: z.number().int(), name: z.string() }),
    regions: z.array(z.object({ id: z.number().int(), name: z.string() })),
    list: z.array(BrandLinkSchema),
  })
  .meta({ id: "BrandLinkResponse" });

// ---------- offers ----------

export const OfferCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    url: z.string(),
    title: z.string(),
    lead: z.string(),
    badge: z.string(),
    category: z.enum(["cars", "trucks", "special", "used", "all"]),
    validTo: z.string().nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: "OfferCard" });

export const OfferSchema = OfferCardSchema.extend({
  html: z.string(),
  conditions: z.array(RowSchema),
  validFrom: z.string(),
}).meta({ id: "Offer" });

/** SPEC.md §3: offers — main.list, list. `main.list` holds the featured offers, `list` all current ones. */
export const OffersResponseSchema = z
  .object({
    main: z.object({ title: z.string(), description: z.string(), list: z.array(OfferCardSchema) }),
    list: z.array(OfferCardSchema),
  })
  .meta({ id: "OffersResponse" });

export const SpecialOfferQuerySchema = z.object({ code: CodeSchema });
export const SpecialOfferResponseSchema = z
  .object({ item: OfferSchema, related: z.array(OfferCardSchema) })
  .meta({ id: "SpecialOfferResponse" });

/** An empty JSON body for the read-only POST calls (`{}` or nothing). */
export const EmptyRequestSchema = z.object({}).meta({ id: "EmptyRequest" });
