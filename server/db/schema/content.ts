import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PageBlocks } from "../../../contract/content.ts";
import { calendarDate, instant, isPublished, serialId, sortOrder, updatedAt } from "../columns.ts";

/**
 * Public content (ADR 009): bodies are Markdown, structured parts are JSON blocks, and every searchable
 * table has a generated `search_vector` (Russian full-text configuration) with a GIN index.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Raw file bytes; PGlite returns Uint8Array, node-postgres a Buffer (a Uint8Array too). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Weighted Russian document: A title, B lead, C body. */
function searchVector(title: AnyPgColumn, lead: AnyPgColumn | null, body: AnyPgColumn): SQL {
  const parts = [sql`setweight(to_tsvector('russian'::regconfig, coalesce(${title}, '')), 'A')`];
  if (lead) parts.push(sql`setweight(to_tsvector('russian'::regconfig, coalesce(${lead}, '')), 'B')`);
  parts.push(sql`setweight(to_tsvector('russian'::regconfig, coalesce(${body}, '')), 'C')`);
  return sql.join(parts, sql` || `);
}

/** Information pages addressed by slug: about, requisites, investors, supportcontract, insurance, … */
export const contentPages = pgTable(
  "content_pages",
  {
    id: serialId(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    lead: text("lead").notNull().default(""),
    body: text("body").notNull().default(""),
    blocks: jsonb("blocks").$type<PageBlocks>().notNull().default({}),
    /** Pages that are only a frame for a list (guide, offers) are left out of search. */
    searchable: boolean("searchable").notNull().default(true),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(contentPages.title, contentPages.lead, contentPages.body),
    ),
  },
  (t) => [index("content_pages_search_idx").using("gin", t.searchVector)],
);

/** Company news and media publications (SPEC.md: press, type news | publications). */
export const news = pgTable(
  "news",
  {
    id: serialId(),
    type: text("type", { enum: ["news", "publications"] }).notNull(),
    code: text("code").notNull(),
    date: calendarDate("date").notNull(),
    title: text("title").notNull(),
    lead: text("lead").notNull(),
    body: text("body").notNull(),
    image: text("image"),
    /** The media outlet of a publication. */
    source: text("source"),
    isPublished: isPublished(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(news.title, news.lead, news.body),
    ),
  },
  (t) => [
    uniqueIndex("news_type_code_idx").on(t.type, t.code),
    index("news_type_date_idx").on(t.type, t.date),
    index("news_search_idx").using("gin", t.searchVector),
  ],
);

export const guides = pgTable(
  "guides",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    lead: text("lead").notNull(),
    body: text("body").notNull(),
    date: calendarDate("date").notNull(),
    sort: sortOrder(),
    isPublished: isPublished(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(guides.title, guides.lead, guides.body),
    ),
  },
  (t) => [index("guides_search_idx").using("gin", t.searchVector)],
);

/** Cities with an office. The id is stable (the `city_id` cookie keeps it), so it is not a serial. */
export const cities = pgTable("cities", {
  id: integer("id").primaryKey(),
  name: text("name").notNull().unique(),
  region: text("region").notNull(),
  /** Code of the Russian region (77, 78, 66, …): the key of the brand map. */
  regionId: integer("region_id").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});

export const offices = pgTable(
  "offices",
  {
    id: serialId(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    address: text("address").notNull(),
    phones: jsonb("phones").$type<string[]>().notNull().default([]),
    email: text("email").notNull(),
    hours: jsonb("hours").$type<{ days: string; time: string }[]>().notNull().default([]),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    isMain: boolean("is_main").notNull().default(false),
    note: text("note").notNull().default(""),
    sort: sortOrder(),
  },
  (t) => [index("offices_city_idx").on(t.cityId)],
);

export const vacancies = pgTable(
  "vacancies",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
    cityId: integer("city_id")
      .notNull()
      .references(() => cities.id),
    department: text("department").notNull(),
    employment: text("employment").notNull(),
    experience: text("experience").notNull(),
    salaryFrom: integer("salary_from"),
    salaryTo: integer("salary_to"),
    lead: text("lead").notNull(),
    body: text("body").notNull(),
    date: calendarDate("date").notNull(),
    isPublished: isPublished(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(vacancies.title, vacancies.lead, vacancies.body),
    ),
  },
  (t) => [index("vacancies_search_idx").using("gin", t.searchVector)],
);

export const partners = pgTable("partners", {
  id: serialId(),
  code: text("code").notNull().unique(),
  kind: text("kind", { enum: ["dealer", "insurer", "bank", "service"] }).notNull(),
  name: text("name").notNull(),
  lead: text("lead").notNull(),
  body: text("body").notNull(),
  cities: jsonb("cities").$type<string[]>().notNull().default([]),
  benefits: jsonb("benefits").$type<string[]>().notNull().default([]),
  logo: text("logo"),
  sort: sortOrder(),
  isPublished: isPublished(),
});

/** Customer reviews; the review form adds unpublished ones for moderation. */
export const reviews = pgTable(
  "reviews",
  {
    id: serialId(),
    author: text("author").notNull(),
    company: text("company"),
    position: text("position"),
    city: text("city"),
    rating: smallint("rating").notNull(),
    vehicle: text("vehicle"),
    text: text("text").notNull(),
    reply: text("reply"),
    date: calendarDate("date").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    /** When a moderator last published or hid it; an unpublished review without it is still waiting. */
    moderatedAt: instant("moderated_at"),
  },
  (t) => [index("reviews_published_date_idx").on(t.isPublished, t.date)],
);

/** Files the product serves itself (generated PDFs), addressed by their stored path. */
export const documents = pgTable("documents", {
  id: serialId(),
  /** Stored path, the `url` of GET /api/documents/: /files/<folder>/<file>. */
  path: text("path").notNull().unique(),
  category: text("category", { enum: ["leasingagreement", "investors"] }).notNull(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  fileName: text("file_name").notNull(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  date: calendarDate("date").notNull(),
  sort: sortOrder(),
});

export const investorDocs = pgTable("investor_docs", {
  id: serialId(),
  group: text("group", { enum: ["annual", "reporting", "bonds", "disclosure"] }).notNull(),
  year: integer("year").notNull(),
  documentId: integer("document_id")
    .notNull()
    .references(() => documents.id, { onDelete: "cascade" }),
  sort: sortOrder(),
});

export const offers = pgTable(
  "offers",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
    lead: text("lead").notNull(),
    body: text("body").notNull(),
    badge: text("badge").notNull(),
    category: text("category", { enum: ["cars", "trucks", "special", "used", "all"] }).notNull(),
    conditions: jsonb("conditions").$type<{ label: string; value: string }[]>().notNull().default([]),
    validFrom: calendarDate("valid_from").notNull(),
    validTo: calendarDate("valid_to"),
    image: text("image"),
    isFeatured: boolean("is_featured").notNull().default(false),
    sort: sortOrder(),
    isPublished: isPublished(),
    updatedAt: updatedAt(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(offers.title, offers.lead, offers.body),
    ),
  },
  (t) => [index("offers_search_idx").using("gin", t.searchVector)],
);

export const socialPosts = pgTable("social_posts", {
  id: serialId(),
  network: text("network", { enum: ["telegram", "vk", "dzen"] }).notNull(),
  publishedAt: instant("published_at").notNull(),
  title: text("title").notNull(),
  text: text("text").notNull(),
  image: text("image"),
  likes: integer("likes").notNull().default(0),
});

/** The client-service dictionary: leasing terms with codes (avans, vykupnoy-platezh, …). */
export const clientServiceTerms = pgTable(
  "clientservice_terms",
  {
    id: serialId(),
    code: text("code").notNull().unique(),
    title: text("title").notNull(),
    short: text("short").notNull(),
    body: text("body").notNull(),
    related: jsonb("related").$type<string[]>().notNull().default([]),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL => searchVector(clientServiceTerms.title, clientServiceTerms.short, clientServiceTerms.body),
    ),
  },
  (t) => [index("clientservice_terms_search_idx").using("gin", t.searchVector)],
);

/** The brand map: which brands the company leases in a region, with the partner dealers there. */
export const brandLinks = pgTable(
  "brand_links",
  {
    id: serialId(),
    regionId: integer("region_id").notNull(),
    brandCode: text("brand_code").notNull(),
    brand: text("brand").notNull(),
    category: text("category", { enum: ["cars", "trucks"] }).notNull(),
    dealers: jsonb("dealers").$type<string[]>().notNull().default([]),
    sort: sortOrder(),
  },
  (t) => [uniqueIndex("brand_links_region_brand_idx").on(t.regionId, t.brandCode, t.category)],
);

/** Consent texts: personal data (152-ФЗ), advertising (38-ФЗ), credit bureau (218-ФЗ, 6 months). */
export const consentTexts = pgTable("consent_texts", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  version: text("version").notNull(),
  validFrom: calendarDate("valid_from").notNull(),
  validityMonths: integer("validity_months"),
  body: text("body").notNull(),
});
