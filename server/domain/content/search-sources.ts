import { type SQL, sql } from "drizzle-orm";
import type { SearchItem } from "../../../contract/search.ts";
import { clientServiceTerms, contentPages, guides, news, offers, vacancies } from "../../db/schema/content.ts";
import { liveOffer } from "./live-offer.ts";
import { siteUrls } from "./site-urls.ts";

/**
 * What the site search looks through. Each source turns a tsquery into rows of
 * (type, key, title, text, date, rank) over a table with a generated Russian `search_vector` and a GIN index.
 * The catalogue and the service pages are not sources: they are matched by name (search-catalog.ts) and
 * ranked before these.
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
  service: "Сервисы",
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
];
