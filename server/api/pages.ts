import { Hono } from "hono";
import { z } from "zod";
import type { ZodOpenApiPathsObject } from "zod-openapi";
import { ContactsQuerySchema, ContactsResponseSchema } from "../../contract/cities.ts";
import { ContentPageResponseSchema } from "../../contract/content.ts";
import {
  AllAboutResponseSchema,
  BrandLinkQuerySchema,
  BrandLinkResponseSchema,
  ClientServiceDetailQuerySchema,
  ClientServiceDetailResponseSchema,
  ClientServiceResponseSchema,
  EmptyRequestSchema,
  GuideDetailResponseSchema,
  GuideRequestSchema,
  GuideResponseSchema,
  InvestorDocsRequestSchema,
  InvestorDocsResponseSchema,
  InvestorsResponseSchema,
  LeasingAgreementResponseSchema,
  OffersResponseSchema,
  PartnerDetailRequestSchema,
  PartnerDetailResponseSchema,
  PartnersRequestSchema,
  PartnersResponseSchema,
  PressDetailRequestSchema,
  PressDetailResponseSchema,
  PressRequestSchema,
  PressResponseSchema,
  ReviewsRequestSchema,
  ReviewsResponseSchema,
  SocialFeedQuerySchema,
  SocialFeedResponseSchema,
  SpecialOfferQuerySchema,
  SpecialOfferResponseSchema,
  VacanciesRequestSchema,
  VacanciesResponseSchema,
  VacancyDetailResponseSchema,
} from "../../contract/pages.ts";
import type { ApiEnv } from "./api-env.ts";
import { cachedJson, notFound, readCityCookie, readOnlyPost } from "./content-http.ts";
import { getOperation } from "./openapi-helpers.ts";
import { readOptionalJson, readParams, readQuery } from "./validate.ts";

/** `{id}` of /vacancies/{id} and /guide/{id}: a numeric id or a code. */
const IdOrCodeParamSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/i, "Идентификатор — число или код из латинских букв, цифр и дефиса"),
});

/** The information pages answered by GET /api/pages/<slug>/ with `{ page }`. */
const SIMPLE_PAGES = {
  supportcontract: "Contract support: how the lessor helps during the contract",
  finishcontract: "Contract finish: buyout, documents, deregistration",
  additionalservices: "Additional services of the lessor",
  esgprinciples: "ESG principles",
  insurance: "Insurance of the leased vehicle (КАСКО, ОСАГО, life, GAP)",
} as const;

const pageNotFound = (page: number) => notFound(`Страницы ${page} в этом списке нет`);

const app = new Hono<ApiEnv>({ strict: false })
  .post("/allabout", async (c) => {
    await readOptionalJson(c, EmptyRequestSchema);
    const about = await c.var.services.content.pages.about();
    if (!about) notFound("Страница «О компании» не найдена");
    return cachedJson(c, AllAboutResponseSchema.parse(about));
  })
  .post("/press", async (c) => {
    const { type, page } = await readOptionalJson(c, PressRequestSchema);
    const result = await c.var.services.content.press.list(type, page);
    if (!result) pageNotFound(page);
    return cachedJson(c, PressResponseSchema.parse(result));
  })
  .post("/press/detail", async (c) => {
    const { type, code } = await readOptionalJson(c, PressDetailRequestSchema);
    const result = await c.var.services.content.press.detail(type, code);
    if (!result) notFound(type === "news" ? "Новость не найдена" : "Публикация не найдена");
    return cachedJson(c, PressDetailResponseSchema.parse(result));
  })
  .post("/investors", async (c) => {
    await readOptionalJson(c, EmptyRequestSchema);
    const result = await c.var.services.content.documents.investors();
    if (!result) notFound("Страница для инвесторов не найдена");
    return cachedJson(c, InvestorsResponseSchema.parse(result));
  })
  .post("/investors/docs", async (c) => {
    const filter = await readOptionalJson(c, InvestorDocsRequestSchema);
    return cachedJson(
      c,
      InvestorDocsResponseSchema.parse(await c.var.services.content.documents.investorDocuments(filter)),
    );
  })
  .post("/partners", async (c) => {
    const filter = await readOptionalJson(c, PartnersRequestSchema);
    const result = await c.var.services.content.partners.list(filter);
    if (!result) pageNotFound(filter.page);
    return cachedJson(c, PartnersResponseSchema.parse(result));
  })
  .post("/partners/detail", async (c) => {
    const { code } = await readOptionalJson(c, PartnerDetailRequestSchema);
    const result = await c.var.services.content.partners.detail(code);
    if (!result) notFound("Партнёр не найден");
    return cachedJson(c, PartnerDetailResponseSchema.parse(result));
  })
  .post("/requisites", async (c) => {
    await readOptionalJson(c, EmptyRequestSchema);
    const page = await c.var.services.content.pages.bySlug("requisites");
    if (!page) notFound("Страница реквизитов не найдена");
    return cachedJson(c, ContentPageResponseSchema.parse({ page }));
  })
  .post("/reviews", async (c) => {
    const { page } = await readOptionalJson(c, ReviewsRequestSchema);
    const result = await c.var.services.content.reviews.list(page);
    if (!result) pageNotFound(page);
    return cachedJson(c, ReviewsResponseSchema.parse(result));
  })
  .post("/vacancies", async (c) => {
    const { city_id, page } = await readOptionalJson(c, VacanciesRequestSchema);
    const result = await c.var.services.content.vacancies.list({ cityId: city_id, page });
    if (!result) pageNotFound(page);
    return cachedJson(c, VacanciesResponseSchema.parse(result));
  })
  .post("/vacancies/:id", async (c) => {
    const { id } = readParams(c, IdOrCodeParamSchema);
    await readOptionalJson(c, EmptyRequestSchema);
    const result = await c.var.services.content.vacancies.detail(id);
    if (!result) notFound("Вакансия не найдена или уже закрыта");
    return cachedJson(c, VacancyDetailResponseSchema.parse(result));
  })
  .post("/leasingagreement", async (c) => {
    await readOptionalJson(c, EmptyRequestSchema);
    const result = await c.var.services.content.documents.leasingAgreement();
    if (!result) notFound("Страница документов по договору лизинга не найдена");
    return cachedJson(c, LeasingAgreementResponseSchema.parse(result));
  })
  .post("/guide", async (c) => {
    const filter = await readOptionalJson(c, GuideRequestSchema);
    const result = await c.var.services.content.guides.list(filter);
    if (!result) notFound(filter.category ? "Такого раздела в гиде нет" : `Страницы ${filter.page} в гиде нет`);
    return cachedJson(c, GuideResponseSchema.parse(result));
  })
  .post("/guide/:id", async (c) => {
    const { id } = readParams(c, IdOrCodeParamSchema);
    await readOptionalJson(c, EmptyRequestSchema);
    const result = await c.var.services.content.guides.article(id);
    if (!result) notFound("Статья гида не найдена");
    return cachedJson(c, GuideDetailResponseSchema.parse(result));
  })
  .get("/contacts", async (c) => {
    const { city_id } = readQuery(c, ContactsQuerySchema);
    const { cities } = c.var.services;
    if (city_id !== undefined) {
      const city = await cities.byId(city_id);
      if (!city) notFound("Город не найден");
      return cachedJson(c, ContactsResponseSchema.parse(await cities.contacts(city)));
    }
    // No city asked for: the visitor's saved city, so the answer depends on the cookie.
    const { city } = await cities.current(readCityCookie(c));
    return cachedJson(c, ContactsResponseSchema.parse(await cities.contacts(city)), "private");
  })
  .get("/socialfeed", async (c) => {
    const query = readQuery(c, SocialFeedQuerySchema);
    const result = await c.var.services.content.social.feed(query);
    if (!result) notFound(query.id !== undefined ? "Пост не найден" : `Страницы ${query.page} в ленте нет`);
    return cachedJson(c, SocialFeedResponseSchema.parse(result));
  })
  .get("/clientservice", async (c) => {
    const result = await c.var.services.content.dictionary.index();
    if (!result) notFound("Словарь клиента не найден");
    return cachedJson(c, ClientServiceResponseSchema.parse(result));
  })
  .get("/clientservice/detail", async (c) => {
    const { code } = readQuery(c, ClientServiceDetailQuerySchema);
    const result = await c.var.services.content.dictionary.term(code);
    if (!result) notFound("Такого термина в словаре нет");
    return cachedJson(c, ClientServiceDetailResponseSchema.parse(result));
  })
  .get("/brandlink", async (c) => {
    const { regionId } = readQuery(c, BrandLinkQuerySchema);
    const result = await c.var.services.content.brands.map(regionId);
    if (!result) notFound("В этом регионе у нас пока нет офиса и дилеров-партнёров");
    return cachedJson(c, BrandLinkResponseSchema.parse(result));
  })
  .get("/offers", async (c) => {
    return cachedJson(c, OffersResponseSchema.parse(await c.var.services.content.offers.list()));
  });

for (const slug of Object.keys(SIMPLE_PAGES)) {
  app.get(`/${slug}`, async (c) => {
    const page = await c.var.services.content.pages.bySlug(slug);
    if (!page) notFound("Страница не найдена");
    return cachedJson(c, ContentPageResponseSchema.parse({ page }));
  });
}

/** /api/pages: the public information pages (SPEC.md §7 "Public"). */
export const pagesApi = app;

/** /api/specialoffers: one special offer. */
export const specialOffersApi = new Hono<ApiEnv>({ strict: false }).get("/detail", async (c) => {
  const { code } = readQuery(c, SpecialOfferQuerySchema);
  const result = await c.var.services.content.offers.detail(code);
  if (!result) notFound("Спецпредложение не найдено или уже завершилось");
  return cachedJson(c, SpecialOfferResponseSchema.parse(result));
});

const TAGS = ["Public pages"];
const CACHE_NOTE = "Cache-Control: public, max-age=0, s-maxage=60; ETag";

export const pagesPaths: ZodOpenApiPathsObject = {
  "/api/pages/allabout/": {
    post: readOnlyPost("About the company: page, key figures", TAGS, EmptyRequestSchema, AllAboutResponseSchema),
  },
  "/api/pages/press/": {
    post: readOnlyPost(
      "News or media publications, paged (list, page, pages, total)",
      TAGS,
      PressRequestSchema,
      PressResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/press/detail/": {
    post: readOnlyPost(
      "One news item or publication by type and code",
      TAGS,
      PressDetailRequestSchema,
      PressDetailResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/investors/": {
    post: readOnlyPost("Investors page and the latest documents", TAGS, EmptyRequestSchema, InvestorsResponseSchema),
  },
  "/api/pages/investors/docs/": {
    post: readOnlyPost(
      "Investor documents (annual reports, statements, bond documents), by group and year",
      TAGS,
      InvestorDocsRequestSchema,
      InvestorDocsResponseSchema,
    ),
  },
  "/api/pages/partners/": {
    post: readOnlyPost(
      "Partners (dealers, insurers, banks), by kind, paged",
      TAGS,
      PartnersRequestSchema,
      PartnersResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/partners/detail/": {
    post: readOnlyPost(
      "One partner by code",
      TAGS,
      PartnerDetailRequestSchema,
      PartnerDetailResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/requisites/": {
    post: readOnlyPost("Company requisites (page blocks.rows)", TAGS, EmptyRequestSchema, ContentPageResponseSchema),
  },
  "/api/pages/reviews/": {
    post: readOnlyPost(
      "Published customer reviews, paged, with the average rating",
      TAGS,
      ReviewsRequestSchema,
      ReviewsResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/vacancies/": {
    post: readOnlyPost(
      "Open vacancies, by city, paged",
      TAGS,
      VacanciesRequestSchema,
      VacanciesResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/vacancies/{id}/": {
    post: {
      ...readOnlyPost(
        "One vacancy by numeric id or code",
        TAGS,
        EmptyRequestSchema,
        VacancyDetailResponseSchema,
        [400, 404, 415],
      ),
      requestParams: { path: IdOrCodeParamSchema },
    },
  },
  "/api/pages/leasingagreement/": {
    post: readOnlyPost(
      "Leasing agreement documents (PDF) with download URLs",
      TAGS,
      EmptyRequestSchema,
      LeasingAgreementResponseSchema,
    ),
  },
  "/api/pages/guide/": {
    post: readOnlyPost(
      "Guide articles (main.list, page, pages, total), by category",
      TAGS,
      GuideRequestSchema,
      GuideResponseSchema,
      [400, 404, 415],
    ),
  },
  "/api/pages/guide/{id}/": {
    post: {
      ...readOnlyPost(
        "One guide article by numeric id or code",
        TAGS,
        EmptyRequestSchema,
        GuideDetailResponseSchema,
        [400, 404, 415],
      ),
      requestParams: { path: IdOrCodeParamSchema },
    },
  },
  "/api/pages/contacts/": {
    get: getOperation({
      summary:
        "Offices of a city (city_id, else the saved city cookie, else Москва), hotline; private/Vary: Cookie without city_id",
      tags: TAGS,
      query: ContactsQuerySchema,
      ok: ContactsResponseSchema,
      problems: [404],
    }),
  },
  "/api/pages/socialfeed/": {
    get: getOperation({
      summary: `Social feed posts (posts, paged) and one post with ?id= (post); ${CACHE_NOTE}`,
      tags: TAGS,
      query: SocialFeedQuerySchema,
      ok: SocialFeedResponseSchema,
      problems: [404],
    }),
  },
  "/api/pages/clientservice/": {
    get: getOperation({
      summary: `Client-service dictionary: every term, alphabetical; ${CACHE_NOTE}`,
      tags: TAGS,
      ok: ClientServiceResponseSchema,
      problems: [404],
    }),
  },
  "/api/pages/clientservice/detail/": {
    get: getOperation({
      summary: `One dictionary term by code; ${CACHE_NOTE}`,
      tags: TAGS,
      query: ClientServiceDetailQuerySchema,
      ok: ClientServiceDetailResponseSchema,
      problems: [404],
    }),
  },
  ...Object.fromEntries(
    Object.entries(SIMPLE_PAGES).map(([slug, summary]) => [
      `/api/pages/${slug}/`,
      {
        get: getOperation({
          summary: `${summary}; ${CACHE_NOTE}`,
          tags: TAGS,
          ok: ContentPageResponseSchema,
          problems: [404],
        }),
      },
    ]),
  ),
  "/api/pages/brandlink/": {
    get: getOperation({
      summary: `Brand map: brands and partner dealers of a region (regionId, default 77 Москва); ${CACHE_NOTE}`,
      tags: TAGS,
      query: BrandLinkQuerySchema,
      ok: BrandLinkResponseSchema,
      problems: [404],
    }),
  },
  "/api/pages/offers/": {
    get: getOperation({
      summary: `Special offers: main.list (featured) and list (all current); ${CACHE_NOTE}`,
      tags: TAGS,
      ok: OffersResponseSchema,
    }),
  },
};

export const specialOffersPaths: ZodOpenApiPathsObject = {
  "/api/specialoffers/detail/": {
    get: getOperation({
      summary: `One special offer by code; ${CACHE_NOTE}`,
      tags: TAGS,
      query: SpecialOfferQuerySchema,
      ok: SpecialOfferResponseSchema,
      problems: [404],
    }),
  },
};
