import { type SQL, sql } from "drizzle-orm";
import type { SearchItem } from "../../../contract/search.ts";
import { catalogBrands, catalogModels } from "../../db/schema/catalog.ts";
import { clientServiceTerms, contentPages, guides, news, offers, vacancies } from "../../db/schema/content.ts";
import { liveOffer } from "./live-offer.ts";
import { siteUrls } from "./site-urls.ts";

/**
 * What the site search looks through. Each source turns a tsquery into rows of
 * (type, key, title, text, date, rank) over a table with a generated Russian `search_vector` and a GIN index.
 * Another area (the catalogue) joins the search by adding a source here: its SQL and the URL of a hit.
 */
export interface SearchSource {
  /** Types of the rows this source yields (a source may yield several, e.g. news and publications). */
  types: SearchItem["type"][];
  rows(query: SQL): SQL;
  url(type: SearchItem["type"], key: string): string;
}

export const SEARCH_TYPE_TITLES: Record<SearchItem["type"], string> = {
  news: "Новости",
  publications: "СМИ о нас",
  guide: "Гид по лизингу",
  page: "Страницы сайта",
  vacancy: "Вакансии",
  offer: "Спецпредложения",
  term: "Словарь клиента",
  catalog: "Каталог",
};

export const CONTENT_SEARCH_SOURCES: SearchSource[] = [
  {
    types: ["news", "publications"],
    rows: (q) => sql`
      select ${news.type} as type, ${news.code} as key, ${news.title} as title,
             concat_ws(E'\n\n', ${news.lead}, ${news.body}) as text, to_char(${news.date}, 'YYYY-MM-DD') as date,
             ts_rank(${news.searchVector}, ${q}) as rank
      from ${news} where ${news.isPublished} and ${news.searchVector} @@ ${q}`,
    url: (type, key) => siteUrls.press(type === "publications" ? "publications" : "news", key),
  },
  {
    types: ["guide"],
    rows: (q) => sql`
      select 'guide' as type, ${guides.code} as key, ${guides.title} as title,
             concat_ws(E'\n\n', ${guides.lead}, ${guides.body}) as text, to_char(${guides.date}, 'YYYY-MM-DD') as date,
             ts_rank(${guides.searchVector}, ${q}) as rank
      from ${guides} where ${guides.isPublished} and ${guides.searchVector} @@ ${q}`,
    url: (_type, key) => siteUrls.guide(key),
  },
  {
    types: ["page"],
    rows: (q) => sql`
      select 'page' as type, ${contentPages.slug} as key, ${contentPages.title} as title,
             concat_ws(E'\n\n', ${contentPages.lead}, ${contentPages.body}) as text, null as date,
             ts_rank(${contentPages.searchVector}, ${q}) as rank
      from ${contentPages} where ${contentPages.searchable} and ${contentPages.searchVector} @@ ${q}`,
    url: (_type, key) => siteUrls.page(key),
  },
  {
    types: ["vacancy"],
    rows: (q) => sql`
      select 'vacancy' as type, ${vacancies.code} as key, ${vacancies.title} as title,
             concat_ws(E'\n\n', ${vacancies.lead}, ${vacancies.body}) as text,
             to_char(${vacancies.date}, 'YYYY-MM-DD') as date, ts_rank(${vacancies.searchVector}, ${q}) as rank
      from ${vacancies} where ${vacancies.isPublished} and ${vacancies.searchVector} @@ ${q}`,
    url: (_type, key) => siteUrls.vacancy(key),
  },
  {
    types: ["offer"],
    rows: (q) => sql`
      select 'offer' as type, ${offers.code} as key, ${offers.title} as title,
             concat_ws(E'\n\n', ${offers.lead}, ${offers.body}) as text, null as date,
             ts_rank(${offers.searchVector}, ${q}) as rank
      from ${offers} where ${liveOffer()} and ${offers.searchVector} @@ ${q}`,
    url: (_type, key) => siteUrls.offer(key),
  },
  {
    types: ["term"],
    rows: (q) => sql`
      select 'term' as type, ${clientServiceTerms.code} as key, ${clientServiceTerms.title} as title,
             concat_ws(E'\n\n', ${clientServiceTerms.short}, ${clientServiceTerms.body}) as text, null as date,
             ts_rank(${clientServiceTerms.searchVector}, ${q}) as rank
      from ${clientServiceTerms} where ${clientServiceTerms.searchVector} @@ ${q}`,
    url: (_type, key) => siteUrls.term(key),
  },
  {
    // Catalogue models (brand + model name, description). The catalogue keeps no stored tsvector, so the vector
    // is computed here: a few hundred models scan in a millisecond. A generated column + GIN index in the
    // catalogue schema would make this an index scan should the model list grow large.
    types: ["catalog"],
    rows: (q) => {
      const doc = sql`(setweight(to_tsvector('russian', ${catalogBrands.name} || ' ' || ${catalogModels.name}), 'A') || setweight(to_tsvector('russian', coalesce(${catalogModels.description}, '')), 'C'))`;
      return sql`
      select 'catalog' as type, ${catalogModels.section} || '/' || ${catalogModels.brand} || '/' || ${catalogModels.slug} as key,
             ${catalogBrands.name} || ' ' || ${catalogModels.name} as title, ${catalogModels.description} as text,
             null as date, ts_rank(${doc}, ${q}) as rank
      from ${catalogModels} join ${catalogBrands} on ${catalogBrands.slug} = ${catalogModels.brand}
      where ${doc} @@ ${q}`;
    },
    url: (_type, key) => {
      const [section = "cars", brand = "", slug = ""] = key.split("/");
      const model = slug.startsWith(`${brand}-`) ? slug.slice(brand.length + 1) : slug;
      // The landing's canonical address (no trailing slash), so a search hit is not a redirect.
      return `/catalog/${section}/${brand}/${model}`;
    },
  },
];
