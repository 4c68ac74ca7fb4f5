import type { z } from "zod";
import type { CatalogQuery, CatalogSection } from "../../../contract/catalog.ts";
import type { MediaPicture } from "../../../contract/media-picture.ts";
import type { NewsCard, OfferCardSchema, PartnerCardSchema, Review } from "../../../contract/pages.ts";
import type { QuizCard } from "../../../contract/quiz.ts";
import type { PageServices } from "../../../server/domain/services.ts";

type Offer = z.infer<typeof OfferCardSchema>;
type Partner = z.infer<typeof PartnerCardSchema>;

/** A catalogue section on the home page: where it leads and how many vehicles it has now. */
export interface HomeSectionCount {
  section: CatalogSection;
  count: number;
}

/** A popular model: its cheapest price and the lowest monthly payment of its stock, the picture of its top vehicle. */
export interface PopularModel {
  key: string;
  title: string;
  href: string;
  section: CatalogSection;
  image: string;
  picture: MediaPicture | null;
  count: number;
  priceFrom: number;
  monthlyFrom: number;
}

export interface HomeData {
  sections: HomeSectionCount[];
  offers: Offer[];
  models: PopularModel[];
  reviews: { list: Review[]; rating: { average: number; count: number } };
  partners: Pick<Partner, "code" | "url" | "name" | "kindTitle" | "logo">[];
  news: NewsCard[];
  quizzes: QuizCard[];
}

/** The order of the sections on the page; a section the catalogue does not have (yet) is not shown. */
export const HOME_SECTION_ORDER: readonly CatalogSection[] = ["cars", "trucks", "used", "special"];

const SHOWN = { offers: 3, reviews: 3, partners: 8, news: 3, cars: 4, trucks: 2 } as const;

/**
 * The sections with their counts, in page order: every section the catalogue counts (special machinery appears as
 * soon as the catalogue has the section), an unknown one last.
 */
export function sectionCounts(vehicles: Partial<Record<string, number>>): HomeSectionCount[] {
  const known = Object.keys(vehicles) as CatalogSection[];
  const rank = (s: CatalogSection) => {
    const at = HOME_SECTION_ORDER.indexOf(s);
    return at === -1 ? HOME_SECTION_ORDER.length : at;
  };
  return known.sort((a, b) => rank(a) - rank(b)).map((section) => ({ section, count: vehicles[section] ?? 0 }));
}

/** The most popular models of a list: the first card of each model in popularity order, up to `limit`. */
export function firstPerModel<T extends { model: { slug: string } }>(items: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const picked: T[] = [];
  for (const item of items) {
    if (seen.has(item.model.slug)) continue;
    seen.add(item.model.slug);
    picked.push(item);
    if (picked.length === limit) break;
  }
  return picked;
}

const modelHref = (section: CatalogSection, brand: string, model: string) => {
  const segment = model.startsWith(`${brand}-`) ? model.slice(brand.length + 1) : model;
  return `/catalog/${section}/${brand}/${segment}`;
};

async function popularModels(services: PageServices, section: "cars" | "trucks", limit: number) {
  const list = section === "cars" ? services.catalog.cars : services.catalog.trucks;
  const popular = await list({ sort: "popular" } as CatalogQuery);
  // By trim: a page of vehicles may hold only two or three models, a page of trims holds many.
  const top = firstPerModel(popular.trims.items, limit);
  // Per model, its stock sorted by the payment: the first item has the lowest, and the total is its stock.
  return Promise.all(
    top.map(async (item): Promise<PopularModel> => {
      const byPayment = await list({ models: [item.model.slug], sort: "payment_asc" } as CatalogQuery);
      const cheapest = byPayment.ranges.price?.min ?? item.priceFrom;
      return {
        key: item.model.slug,
        title: item.title,
        href: modelHref(section, item.brand.slug, item.model.slug),
        section,
        image: item.image,
        picture: item.picture,
        count: byPayment.totalCnt,
        priceFrom: cheapest,
        monthlyFrom: byPayment.items[0]?.monthlyPayment ?? item.monthlyPaymentFrom,
      };
    }),
  );
}

/**
 * Everything the home page shows, read at once from the services (one loader, no requests from the browser).
 * The catalogue answers from its in-memory index; the content lists are short.
 */
export async function loadHomeData(services: PageServices): Promise<HomeData> {
  await services.catalog.ready();
  const [offers, cars, trucks, reviews, partners, news, quizzes] = await Promise.all([
    services.content.offers.list(),
    popularModels(services, "cars", SHOWN.cars),
    popularModels(services, "trucks", SHOWN.trucks),
    services.content.reviews.latest(),
    services.content.partners.list({ page: 1 }),
    services.content.press.latest(),
    services.quizzes.list(),
  ]);
  const featured = offers.main.list.length > 0 ? offers.main.list : offers.list;
  return {
    sections: sectionCounts(services.catalog.stats()?.vehicles ?? {}),
    offers: featured.slice(0, SHOWN.offers),
    models: [...cars, ...trucks],
    reviews: { list: reviews.list.slice(0, SHOWN.reviews), rating: reviews.rating },
    partners: (partners?.list ?? []).slice(0, SHOWN.partners).map(({ code, url, name, kindTitle, logo }) => ({
      code,
      url,
      name,
      kindTitle,
      logo,
    })),
    news: news.list.slice(0, SHOWN.news),
    quizzes,
  };
}
