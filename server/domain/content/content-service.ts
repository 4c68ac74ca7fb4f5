import { and, asc, count, desc, eq, ne, type SQL } from "drizzle-orm";
import type { Consent, ContentPage, DocumentFile, PageBlocks } from "../../../contract/content.ts";
import type { InvestorDoc, NewsCard, PressType, Review, SocialPost } from "../../../contract/pages.ts";
import type { Db } from "../../db/client.ts";
import {
  brandLinks,
  cities,
  clientServiceTerms,
  consentTexts,
  contentPages,
  documents,
  guides,
  investorDocs,
  news,
  offers,
  partners,
  reviews,
  socialPosts,
  vacancies,
} from "../../db/schema/content.ts";
import { liveOffer } from "./live-offer.ts";
import { markdownToText, renderMarkdown } from "./markdown.ts";
import { PAGE_URLS, siteUrls } from "./site-urls.ts";

export const PAGE_SIZES = { press: 9, guide: 9, partners: 12, reviews: 10, vacancies: 10, social: 10 } as const;

export const GUIDE_CATEGORIES: Record<string, string> = {
  basics: "Основы лизинга",
  deal: "Документы и сделка",
  taxes: "Налоги и учёт",
  insurance: "Страхование и ДТП",
  contract: "Договор и его исполнение",
};

const PARTNER_KINDS = {
  dealer: { one: "Дилер", many: "Дилеры" },
  insurer: { one: "Страховая компания", many: "Страховые компании" },
  bank: { one: "Банк", many: "Банки" },
  service: { one: "Сервисный партнёр", many: "Сервис и телематика" },
} as const;

const INVESTOR_GROUPS = {
  annual: "Годовые отчёты",
  reporting: "Финансовая отчётность",
  bonds: "Облигации",
  disclosure: "Раскрытие информации",
} as const;

const NETWORKS = { telegram: "Telegram", vk: "ВКонтакте", dzen: "Дзен" } as const;
const BRAND_CATEGORIES = { cars: "Легковые автомобили", trucks: "Грузовики и коммерческий транспорт" } as const;

const collator = new Intl.Collator("ru", { sensitivity: "base" });

/** A page of a list: `null` when a page past the end is asked for (the API answers 404). */
function paging(total: number, page: number, size: number) {
  const pages = Math.ceil(total / size);
  if (page > 1 && page > pages) return null;
  return { page, pages, total, offset: (page - 1) * size, limit: size };
}

function readingMinutes(markdown: string): number {
  const words = markdownToText(markdown).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 170));
}

type PageRow = typeof contentPages.$inferSelect;
type NewsRow = Pick<typeof news.$inferSelect, "id" | "type" | "code" | "date" | "title" | "lead" | "image" | "source">;
type DocumentRow = Omit<typeof documents.$inferSelect, "bytes">;

function toPage(row: PageRow): ContentPage {
  return {
    slug: row.slug,
    url: siteUrls.page(row.slug),
    title: row.title,
    description: row.description,
    lead: row.lead,
    html: renderMarkdown(row.body),
    blocks: row.blocks as PageBlocks,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toNewsCard(row: NewsRow): NewsCard {
  return {
    id: row.id,
    type: row.type,
    code: row.code,
    url: siteUrls.press(row.type, row.code),
    date: row.date,
    title: row.title,
    lead: row.lead,
    image: row.image,
    source: row.source,
  };
}

function toDocument(row: DocumentRow): DocumentFile {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    date: row.date,
    path: row.path,
    url: siteUrls.document(row.path),
  };
}

function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    author: row.author,
    company: row.company,
    position: row.position,
    city: row.city,
    rating: row.rating,
    vehicle: row.vehicle,
    text: row.text,
    reply: row.reply,
    date: row.date,
  };
}

function toSocialPost(row: typeof socialPosts.$inferSelect): SocialPost {
  return {
    id: row.id,
    network: row.network,
    networkTitle: NETWORKS[row.network],
    date: row.publishedAt.toISOString(),
    title: row.title,
    text: row.text,
    image: row.image,
    likes: row.likes,
  };
}

const newsCardColumns = {
  id: news.id,
  type: news.type,
  code: news.code,
  date: news.date,
  title: news.title,
  lead: news.lead,
  image: news.image,
  source: news.source,
};

const documentColumns = {
  id: documents.id,
  path: documents.path,
  category: documents.category,
  title: documents.title,
  description: documents.description,
  fileName: documents.fileName,
  mimeType: documents.mimeType,
  size: documents.size,
  sha256: documents.sha256,
  date: documents.date,
  sort: documents.sort,
};

/** Reads of the public content. Every method answers a contract DTO, or null for «not found». */
export function createContentService(db: Db) {
  async function page(slug: string): Promise<ContentPage | null> {
    const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row ? toPage(row) : null;
  }

  async function countOf(table: typeof partners | typeof cities, where?: SQL) {
    const [row] = await db.select({ n: count() }).from(table).where(where);
    return row?.n ?? 0;
  }

  // ---------- press ----------

  async function press(type: PressType, pageNo: number) {
    const where = and(eq(news.type, type), eq(news.isPublished, true));
    const [totalRow] = await db.select({ n: count() }).from(news).where(where);
    const p = paging(totalRow?.n ?? 0, pageNo, PAGE_SIZES.press);
    if (!p) return null;
    const rows = await db
      .select(newsCardColumns)
      .from(news)
      .where(where)
      .orderBy(desc(news.date), desc(news.id))
      .limit(p.limit)
      .offset(p.offset);
    return { list: rows.map(toNewsCard), page: p.page, pages: p.pages, total: p.total };
  }

  async function pressDetail(type: PressType, code: string) {
    const [row] = await db
      .select()
      .from(news)
      .where(and(eq(news.type, type), eq(news.code, code), eq(news.isPublished, true)));
    if (!row) return null;
    const related = await db
      .select(newsCardColumns)
      .from(news)
      .where(and(eq(news.type, type), eq(news.isPublished, true), ne(news.id, row.id)))
      .orderBy(desc(news.date), desc(news.id))
      .limit(3);
    return {
      item: { ...toNewsCard(row), html: renderMarkdown(row.body), updatedAt: row.updatedAt.toISOString() },
      related: related.map(toNewsCard),
    };
  }

  async function mainNews() {
    const rows = await db
      .select(newsCardColumns)
      .from(news)
      .where(and(eq(news.type, "news"), eq(news.isPublished, true)))
      .orderBy(desc(news.date), desc(news.id))
      .limit(6);
    return { list: rows.map(toNewsCard) };
  }

  // ---------- about, investors, documents ----------

  async function about() {
    const p = await page("about");
    if (!p) return null;
    return {
      page: p,
      partners: await countOf(partners, eq(partners.isPublished, true)),
      cities: await countOf(cities),
    };
  }

  async function investorDocList(filter: { group?: InvestorDoc["group"]; year?: number; limit?: number }) {
    const conditions = [
      filter.group ? eq(investorDocs.group, filter.group) : undefined,
      filter.year ? eq(investorDocs.year, filter.year) : undefined,
    ].filter(Boolean) as SQL[];
    const query = db
      .select({ doc: documentColumns, group: investorDocs.group, year: investorDocs.year })
      .from(investorDocs)
      .innerJoin(documents, eq(documents.id, investorDocs.documentId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(documents.date), asc(investorDocs.sort), asc(investorDocs.id));
    const rows = filter.limit ? await query.limit(filter.limit) : await query;
    return rows.map((r): InvestorDoc => ({ ...toDocument(r.doc), group: r.group, year: r.year }));
  }

  async function investors() {
    const p = await page("investors");
    if (!p) return null;
    return { page: p, latest: await investorDocList({ limit: 4 }) };
  }

  async function investorDocuments(filter: { group?: InvestorDoc["group"]; year?: number }) {
    const all = await db.select({ group: investorDocs.group, year: investorDocs.year }).from(investorDocs);
    const groups = (Object.keys(INVESTOR_GROUPS) as InvestorDoc["group"][])
      .map((code) => ({ code, title: INVESTOR_GROUPS[code], count: all.filter((d) => d.group === code).length }))
      .filter((g) => g.count > 0);
    const years = [...new Set(all.map((d) => d.year))].sort((a, b) => b - a);
    return { list: await investorDocList(filter), groups, years };
  }

  async function leasingAgreement() {
    const p = await page("leasingagreement");
    if (!p) return null;
    const rows = await db
      .select(documentColumns)
      .from(documents)
      .where(eq(documents.category, "leasingagreement"))
      .orderBy(asc(documents.sort), asc(documents.id));
    return { page: p, list: rows.map(toDocument) };
  }

  /** A stored document by its exact stored path, with its bytes. */
  async function documentByPath(path: string) {
    const [row] = await db.select().from(documents).where(eq(documents.path, path));
    return row ?? null;
  }

  // ---------- partners ----------

  function toPartnerCard(row: typeof partners.$inferSelect) {
    return {
      id: row.id,
      code: row.code,
      url: siteUrls.partner(row.code),
      kind: row.kind,
      kindTitle: PARTNER_KINDS[row.kind].one,
      name: row.name,
      lead: row.lead,
      cities: row.cities,
      logo: row.logo,
    };
  }

  async function partnerList(filter: { kind?: keyof typeof PARTNER_KINDS; page: number }) {
    const published = eq(partners.isPublished, true);
    const where = filter.kind ? and(published, eq(partners.kind, filter.kind)) : published;
    const total = await countOf(partners, where);
    const p = paging(total, filter.page, PAGE_SIZES.partners);
    if (!p) return null;
    const rows = await db
      .select()
      .from(partners)
      .where(where)
      .orderBy(asc(partners.sort), asc(partners.id))
      .limit(p.limit)
      .offset(p.offset);
    const kindRows = await db
      .select({ kind: partners.kind, n: count() })
      .from(partners)
      .where(published)
      .groupBy(partners.kind);
    const kinds = (Object.keys(PARTNER_KINDS) as (keyof typeof PARTNER_KINDS)[])
      .map((code) => ({
        code,
        title: PARTNER_KINDS[code].many,
        count: kindRows.find((k) => k.kind === code)?.n ?? 0,
      }))
      .filter((k) => k.count > 0);
    return { list: rows.map(toPartnerCard), page: p.page, pages: p.pages, total: p.total, kinds };
  }

  async function partner(code: string) {
    const [row] = await db
      .select()
      .from(partners)
      .where(and(eq(partners.code, code), eq(partners.isPublished, true)));
    if (!row) return null;
    return { item: { ...toPartnerCard(row), html: renderMarkdown(row.body), benefits: row.benefits } };
  }

  // ---------- reviews ----------

  async function rating() {
    const rows = await db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.isPublished, true));
    const sum = rows.reduce((a, r) => a + r.rating, 0);
    return { average: rows.length ? Math.round((sum / rows.length) * 10) / 10 : 0, count: rows.length };
  }

  async function reviewList(pageNo: number) {
    const r = await rating();
    const p = paging(r.count, pageNo, PAGE_SIZES.reviews);
    if (!p) return null;
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.isPublished, true))
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(p.limit)
      .offset(p.offset);
    return { list: rows.map(toReview), page: p.page, pages: p.pages, total: p.total, rating: r };
  }

  async function mainReviews() {
    const rows = await db
      .select()
      .from(reviews)
      .where(eq(reviews.isPublished, true))
      .orderBy(desc(reviews.date), desc(reviews.id))
      .limit(6);
    return { list: rows.map(toReview), rating: await rating() };
  }

  // ---------- vacancies ----------

  const vacancyColumns = {
    id: vacancies.id,
    code: vacancies.code,
    title: vacancies.title,
    cityId: vacancies.cityId,
    city: cities.name,
    department: vacancies.department,
    employment: vacancies.employment,
    experience: vacancies.experience,
    salaryFrom: vacancies.salaryFrom,
    salaryTo: vacancies.salaryTo,
    lead: vacancies.lead,
    date: vacancies.date,
  };

  async function vacancyList(filter: { cityId?: number; page: number }) {
    const published = eq(vacancies.isPublished, true);
    const where = filter.cityId ? and(published, eq(vacancies.cityId, filter.cityId)) : published;
    const [totalRow] = await db.select({ n: count() }).from(vacancies).where(where);
    const p = paging(totalRow?.n ?? 0, filter.page, PAGE_SIZES.vacancies);
    if (!p) return null;
    const rows = await db
      .select(vacancyColumns)
      .from(vacancies)
      .innerJoin(cities, eq(cities.id, vacancies.cityId))
      .where(where)
      .orderBy(desc(vacancies.date), asc(vacancies.id))
      .limit(p.limit)
      .offset(p.offset);
    const cityRows = await db
      .select({ id: cities.id, name: cities.name, n: count() })
      .from(vacancies)
      .innerJoin(cities, eq(cities.id, vacancies.cityId))
      .where(published)
      .groupBy(cities.id, cities.name);
    return {
      list: rows.map((r) => ({ ...r, url: siteUrls.vacancy(r.code) })),
      page: p.page,
      pages: p.pages,
      total: p.total,
      cities: cityRows
        .map((c) => ({ id: c.id, name: c.name, count: c.n }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    };
  }

  /** By numeric id or by code. */
  async function vacancy(idOrCode: string) {
    const key = /^\d{1,9}$/.test(idOrCode) ? eq(vacancies.id, Number(idOrCode)) : eq(vacancies.code, idOrCode);
    const [row] = await db
      .select({ ...vacancyColumns, body: vacancies.body })
      .from(vacancies)
      .innerJoin(cities, eq(cities.id, vacancies.cityId))
      .where(and(key, eq(vacancies.isPublished, true)));
    if (!row) return null;
    const { body, ...card } = row;
    return { item: { ...card, url: siteUrls.vacancy(card.code), html: renderMarkdown(body) } };
  }

  // ---------- guide ----------

  function toGuideCard(row: typeof guides.$inferSelect) {
    return {
      id: row.id,
      code: row.code,
      url: siteUrls.guide(row.code),
      category: row.category,
      categoryTitle: GUIDE_CATEGORIES[row.category] ?? row.category,
      title: row.title,
      lead: row.lead,
      readingMinutes: readingMinutes(row.body),
      date: row.date,
    };
  }

  async function guideList(filter: { page: number; category?: string }) {
    const intro = await page("guide");
    const published = eq(guides.isPublished, true);
    const where = filter.category ? and(published, eq(guides.category, filter.category)) : published;
    const [totalRow] = await db.select({ n: count() }).from(guides).where(where);
    const total = totalRow?.n ?? 0;
    if (filter.category && total === 0) return null;
    const p = paging(total, filter.page, PAGE_SIZES.guide);
    if (!p) return null;
    const rows = await db
      .select()
      .from(guides)
      .where(where)
      .orderBy(asc(guides.sort), desc(guides.date), asc(guides.id))
      .limit(p.limit)
      .offset(p.offset);
    const categoryRows = await db
      .select({ category: guides.category, n: count() })
      .from(guides)
      .where(published)
      .groupBy(guides.category);
    const categories = Object.keys(GUIDE_CATEGORIES)
      .map((code) => ({
        code,
        title: GUIDE_CATEGORIES[code] ?? code,
        count: categoryRows.find((c) => c.category === code)?.n ?? 0,
      }))
      .filter((c) => c.count > 0);
    return {
      main: {
        title: intro?.title ?? "Гид по лизингу",
        description: intro?.description ?? "",
        list: rows.map(toGuideCard),
        categories,
      },
      page: p.page,
      pages: p.pages,
      total: p.total,
    };
  }

  /** By numeric id or by code. */
  async function guideArticle(idOrCode: string) {
    const key = /^\d{1,9}$/.test(idOrCode) ? eq(guides.id, Number(idOrCode)) : eq(guides.code, idOrCode);
    const [row] = await db
      .select()
      .from(guides)
      .where(and(key, eq(guides.isPublished, true)));
    if (!row) return null;
    const sameCategory = await db
      .select()
      .from(guides)
      .where(and(eq(guides.isPublished, true), eq(guides.category, row.category), ne(guides.id, row.id)))
      .orderBy(asc(guides.sort), asc(guides.id))
      .limit(3);
    const others =
      sameCategory.length >= 3
        ? []
        : await db
            .select()
            .from(guides)
            .where(and(eq(guides.isPublished, true), ne(guides.category, row.category)))
            .orderBy(asc(guides.sort), asc(guides.id))
            .limit(3 - sameCategory.length);
    return {
      item: { ...toGuideCard(row), html: renderMarkdown(row.body), updatedAt: row.updatedAt.toISOString() },
      related: [...sameCategory, ...others].map(toGuideCard),
    };
  }

  // ---------- social feed ----------

  async function socialFeed(filter: { id?: number; page: number }) {
    let post: SocialPost | null = null;
    if (filter.id !== undefined) {
      const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, filter.id));
      if (!row) return null;
      post = toSocialPost(row);
    }
    const [totalRow] = await db.select({ n: count() }).from(socialPosts);
    const p = paging(totalRow?.n ?? 0, filter.page, PAGE_SIZES.social);
    if (!p) return null;
    const rows = await db
      .select()
      .from(socialPosts)
      .orderBy(desc(socialPosts.publishedAt), desc(socialPosts.id))
      .limit(p.limit)
      .offset(p.offset);
    return { posts: rows.map(toSocialPost), post, page: p.page, pages: p.pages, total: p.total };
  }

  // ---------- client-service dictionary ----------

  function toTermCard(row: Pick<typeof clientServiceTerms.$inferSelect, "code" | "title" | "short">) {
    return {
      code: row.code,
      url: siteUrls.term(row.code),
      title: row.title,
      letter: row.title.slice(0, 1).toLocaleUpperCase("ru"),
      short: row.short,
    };
  }

  async function clientService() {
    const p = await page("clientservice");
    if (!p) return null;
    const rows = await db
      .select({ code: clientServiceTerms.code, title: clientServiceTerms.title, short: clientServiceTerms.short })
      .from(clientServiceTerms);
    const list = rows.map(toTermCard).sort((a, b) => collator.compare(a.title, b.title));
    const letters = [...new Set(list.map((t) => t.letter))];
    return { page: p, list, letters };
  }

  async function term(code: string) {
    const [row] = await db.select().from(clientServiceTerms).where(eq(clientServiceTerms.code, code));
    if (!row) return null;
    const relatedRows = row.related.length
      ? await db
          .select({ code: clientServiceTerms.code, title: clientServiceTerms.title, short: clientServiceTerms.short })
          .from(clientServiceTerms)
      : [];
    const related = row.related
      .map((c) => relatedRows.find((r) => r.code === c))
      .filter((r): r is NonNullable<typeof r> => Boolean(r))
      .map(toTermCard);
    return { item: { ...toTermCard(row), html: renderMarkdown(row.body), related } };
  }

  // ---------- brand map ----------

  async function brandMap(regionId?: number) {
    const regionRows = await db
      .selectDistinct({ id: cities.regionId, name: cities.region, isDefault: cities.isDefault })
      .from(cities);
    const regions = [...new Map(regionRows.map((r) => [r.id, { id: r.id, name: r.name }])).values()].sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    const wanted = regionId ?? regionRows.find((r) => r.isDefault)?.id ?? regions[0]?.id;
    const region = regions.find((r) => r.id === wanted);
    if (!region) return null;
    const rows = await db
      .select()
      .from(brandLinks)
      .where(eq(brandLinks.regionId, region.id))
      .orderBy(asc(brandLinks.category), asc(brandLinks.sort), asc(brandLinks.brand));
    return {
      region,
      regions,
      list: rows.map((r) => ({
        code: r.brandCode,
        name: r.brand,
        category: r.category,
        categoryTitle: BRAND_CATEGORIES[r.category],
        url: siteUrls.catalogBrand(r.category, r.brandCode),
        dealers: r.dealers,
      })),
    };
  }

  // ---------- offers ----------

  function toOfferCard(row: typeof offers.$inferSelect) {
    return {
      id: row.id,
      code: row.code,
      url: siteUrls.offer(row.code),
      title: row.title,
      lead: row.lead,
      badge: row.badge,
      category: row.category,
      validTo: row.validTo,
      image: row.image,
    };
  }

  async function offerList() {
    const intro = await page("offers");
    const rows = await db.select().from(offers).where(liveOffer()).orderBy(asc(offers.sort), asc(offers.id));
    return {
      main: {
        title: intro?.title ?? "Спецпредложения",
        description: intro?.description ?? "",
        list: rows.filter((r) => r.isFeatured).map(toOfferCard),
      },
      list: rows.map(toOfferCard),
    };
  }

  async function offer(code: string) {
    const [row] = await db
      .select()
      .from(offers)
      .where(and(eq(offers.code, code), liveOffer()));
    if (!row) return null;
    const related = await db
      .select()
      .from(offers)
      .where(and(liveOffer(), ne(offers.id, row.id)))
      .orderBy(asc(offers.sort), asc(offers.id))
      .limit(3);
    return {
      item: {
        ...toOfferCard(row),
        html: renderMarkdown(row.body),
        conditions: row.conditions,
        validFrom: row.validFrom,
      },
      related: related.map(toOfferCard),
    };
  }

  // ---------- consents ----------

  async function consent(code: string): Promise<Consent | null> {
    const [row] = await db.select().from(consentTexts).where(eq(consentTexts.code, code));
    if (!row) return null;
    return {
      code: row.code,
      title: row.title,
      version: row.version,
      validFrom: row.validFrom,
      validityMonths: row.validityMonths,
      html: renderMarkdown(row.body),
    };
  }

  // ---------- sitemap ----------

  /** Every public content URL with its last change, for sitemap.xml. */
  async function sitemap(): Promise<{ url: string; lastmod: string | null }[]> {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const pageRows = await db.select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt }).from(contentPages);
    const pageMap = new Map(pageRows.map((p) => [p.slug, day(p.updatedAt)]));
    const out: { url: string; lastmod: string | null }[] = Object.entries(PAGE_URLS).map(([slug, url]) => ({
      url,
      lastmod: pageMap.get(slug) ?? null,
    }));
    out.push(
      { url: siteUrls.pressList("news"), lastmod: null },
      { url: siteUrls.pressList("publications"), lastmod: null },
    );
    out.push({ url: siteUrls.investorDocs(), lastmod: null });
    const newsRows = await db
      .select({ type: news.type, code: news.code, updatedAt: news.updatedAt })
      .from(news)
      .where(eq(news.isPublished, true));
    for (const n of newsRows) out.push({ url: siteUrls.press(n.type, n.code), lastmod: day(n.updatedAt) });
    for (const g of await db.select().from(guides).where(eq(guides.isPublished, true)))
      out.push({ url: siteUrls.guide(g.code), lastmod: day(g.updatedAt) });
    for (const v of await db.select().from(vacancies).where(eq(vacancies.isPublished, true)))
      out.push({ url: siteUrls.vacancy(v.code), lastmod: day(v.updatedAt) });
    for (const o of await db.select().from(offers).where(liveOffer()))
      out.push({ url: siteUrls.offer(o.code), lastmod: day(o.updatedAt) });
    for (const p of await db.select({ code: partners.code }).from(partners).where(eq(partners.isPublished, true)))
      out.push({ url: siteUrls.partner(p.code), lastmod: null });
    for (const t of await db.select({ code: clientServiceTerms.code }).from(clientServiceTerms))
      out.push({ url: siteUrls.term(t.code), lastmod: null });
    return out;
  }

  return {
    page,
    press,
    pressDetail,
    mainNews,
    about,
    investors,
    investorDocuments,
    leasingAgreement,
    documentByPath,
    partnerList,
    partner,
    reviewList,
    mainReviews,
    vacancyList,
    vacancy,
    guideList,
    guideArticle,
    socialFeed,
    clientService,
    term,
    brandMap,
    offerList,
    offer,
    consent,
    sitemap,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
export type StoredDocument = NonNullable<Awaited<ReturnType<ContentService["documentByPath"]>>>;
export type { DocumentRow };
