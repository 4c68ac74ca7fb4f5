import type { MetaDescriptor } from "react-router";
import type { CatalogDetail, CatalogItem, CatalogTrimCard } from "../../../contract/catalog.ts";
import { formatMoneyShort, formatNumber, NBSP } from "../../lib/number-format";
import { breadcrumbLd } from "../../ui/layout/breadcrumbs";
import { listCrumbs, listHeading, vehicleCrumbs } from "./catalog-headings";
import { vehicleHref } from "./catalog-links";
import { type CatalogPageData, hasTrims } from "./catalog-page-data";
import { countText, formatMonthly, SECTION_TEXT } from "./catalog-text";
import { vehicleSummary } from "./vehicle-text";

/**
 * Titles, descriptions, canonical links and schema.org JSON-LD of the catalogue pages, built by their loaders (the
 * route's `meta` returns them), so none of this is in the pages' JavaScript.
 */

const SITE = "Лизинг-Авто";
const TERMS = `Аванс от 0${NBSP}%, срок до 60 месяцев, НДС 22${NBSP}% к вычету на ОСНО.`;

function listTitle(data: CatalogPageData): string {
  const { list, landing, section } = data;
  const price = data.list.ranges.price;
  const from = price ? ` от ${formatMoneyShort(price.min)}` : "";
  const page = list.page > 1 ? ` — страница ${list.page}` : "";
  if (!landing && !data.typeLanding) {
    return `${SECTION_TEXT[section].title}: ${countText(list.totalCnt)}${from}${page} | ${SITE}`;
  }
  return `${listHeading(data)} для юрлиц и ИП — ${countText(list.totalCnt)}${from}${page} | ${SITE}`;
}

function listDescription(data: CatalogPageData): string {
  const { list, landing, section } = data;
  const price = list.ranges.price;
  const from = price ? ` по цене от ${formatNumber(price.min)}${NBSP}₽` : "";
  const filters =
    section === "special"
      ? "Фильтры по типу, марке, рабочей массе, объёму ковша, грузоподъёмности и мощности, новая техника и с наработкой"
      : "Фильтры по марке, цене, мощности и кузову";
  if (!landing && data.typeLanding) {
    return `${data.typeLanding.name} в лизинг для юридических лиц и ИП: ${countText(list.totalCnt)} в наличии${from}. ${filters}, ежемесячный платёж на каждой карточке. ${TERMS}`;
  }
  if (!landing) {
    return `Каталог ${SECTION_TEXT[section].what} в лизинг для юридических лиц и ИП: ${countText(list.totalCnt)}${from}. ${filters}, ежемесячный платёж на каждой карточке. ${TERMS}`;
  }
  // «Экскаваторы SANY», «Спецтехника SANY»: a machinery brand's page names what it lists.
  const name = landing.model
    ? landing.model.fullName
    : section === "special"
      ? listHeading(data).replace(/ в лизинг$/, "")
      : landing.brand.name;
  const used = section === "used" ? " с пробегом" : "";
  const about = landing.model?.description ? ` ${landing.model.description}` : "";
  return `${name}${used} в лизинг для юридических лиц и ИП: ${countText(list.totalCnt)} в наличии${from}.${about} ${TERMS}`;
}

const abs = (origin: string, path: string) => new URL(path, origin).href;

/** A trim card as schema.org: the car of that configuration and its vehicles' price span (new cars and trucks). */
function trimLd(trim: CatalogTrimCard, origin: string): Record<string, unknown> {
  return {
    "@type": "Car",
    name: `${trim.title} ${trim.name}`,
    url: abs(origin, trim.path),
    image: abs(origin, trim.picture?.src ?? trim.image),
    brand: { "@type": "Brand", name: trim.brand.name },
    model: trim.model.name,
    vehicleConfiguration: trim.name,
    bodyType: trim.body.name,
    fuelType: trim.fuel.name,
    vehicleTransmission: trim.gear.name,
    driveWheelConfiguration: trim.drive.name,
    itemCondition: "https://schema.org/NewCondition",
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "RUB",
      lowPrice: trim.priceFrom,
      highPrice: trim.priceTo,
      offerCount: trim.count,
      availability: "https://schema.org/InStock",
    },
  };
}

function carLd(item: CatalogItem, origin: string): Record<string, unknown> {
  const url = abs(origin, vehicleHref(item.key));
  // Machinery is no car; a used machine is sold used whatever its section.
  const condition = item.condition === "used" ? "https://schema.org/UsedCondition" : "https://schema.org/NewCondition";
  return {
    "@type": item.section === "special" ? "Vehicle" : "Car",
    name: item.title,
    url,
    image: abs(origin, item.picture?.src ?? item.image),
    brand: { "@type": "Brand", name: item.brand.name },
    model: item.model.name,
    vehicleConfiguration: item.complectation.name,
    bodyType: item.body.name,
    color: item.color.name,
    fuelType: item.fuel.name,
    vehicleTransmission: item.gear.name,
    driveWheelConfiguration: item.drive.name,
    vehicleModelDate: String(item.year),
    vehicleEngine: {
      "@type": "EngineSpecification",
      enginePower: { "@type": "QuantitativeValue", value: item.power, unitCode: "BHP" },
    },
    mileageFromOdometer: { "@type": "QuantitativeValue", value: item.mileage, unitCode: "KMT" },
    ...(item.identifier ? { vehicleIdentificationNumber: item.identifier } : {}),
    itemCondition: condition,
    offers: {
      "@type": "Offer",
      url,
      price: item.price,
      priceCurrency: "RUB",
      availability: "https://schema.org/InStock",
      itemCondition: condition,
      seller: { "@type": "Organization", name: SITE },
    },
  };
}

function social(title: string, description: string, url: string, image?: string): MetaDescriptor[] {
  return [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:url", content: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    ...(image ? [{ property: "og:image", content: image }] : []),
  ];
}

/** Meta of a list page. Landing pages (brand, brand + model) also describe their offers as schema.org Cars. */
export function listMeta(data: CatalogPageData): MetaDescriptor[] {
  const title = listTitle(data);
  const description = listDescription(data);
  const crumbs = listCrumbs(data);
  const canonical = new URL(data.canonical);
  const path = canonical.pathname + canonical.search;
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.canonical },
    ...social(
      title,
      description,
      data.canonical,
      data.list.items[0] && abs(data.origin, data.list.items[0].picture?.src ?? data.list.items[0].image),
    ),
    { "script:ld+json": breadcrumbLd(data.origin, crumbs, path) },
  ];
  const { landing, list } = data;
  if (landing && list.items.length > 0) {
    const price = list.ranges.price;
    if (landing.model && price) {
      meta.push({
        "script:ld+json": {
          "@context": "https://schema.org",
          "@type": data.section === "special" ? "Vehicle" : "Car",
          name: landing.model.fullName,
          url: data.canonical,
          description: landing.model.description,
          image: abs(data.origin, landing.model.image),
          brand: { "@type": "Brand", name: landing.brand.name },
          model: landing.model.name,
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "RUB",
            lowPrice: price.min,
            highPrice: price.max,
            offerCount: list.totalCnt,
            availability: "https://schema.org/InStock",
          },
        },
      });
    }
    meta.push({
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: listHeading(data),
        // The cards the page shows: trims of new cars and trucks, vehicles of the other sections.
        ...(hasTrims(list)
          ? {
              numberOfItems: list.trims.totalCnt,
              itemListElement: list.trims.items.map((trim, index) => ({
                "@type": "ListItem",
                position: (list.page - 1) * 24 + index + 1,
                item: trimLd(trim, data.origin),
              })),
            }
          : {
              numberOfItems: list.totalCnt,
              itemListElement: list.items.map((item, index) => ({
                "@type": "ListItem",
                position: (list.page - 1) * 24 + index + 1,
                item: carLd(item, data.origin),
              })),
            }),
      },
    });
  }
  return meta;
}

/** Meta of the vehicle page: its own canonical URL and a schema.org Car with its Offer. */
export function vehicleMeta(detail: CatalogDetail, canonical: string, origin: string): MetaDescriptor[] {
  const { item } = detail;
  const title = `${item.title} ${item.complectation.name} в лизинг — ${formatNumber(item.price)}${NBSP}₽, ${formatMonthly(item.monthlyPayment)} | ${SITE}`;
  const description = `${item.title}, ${item.complectation.name}: ${vehicleSummary(item)}. Цена ${formatNumber(item.price)}${NBSP}₽ с НДС, лизинг ${formatMonthly(item.monthlyPayment)}. ${TERMS}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...social(title, description, canonical, abs(origin, item.picture?.src ?? item.image)),
    { "script:ld+json": { "@context": "https://schema.org", ...carLd(item, origin), description: detail.description } },
    { "script:ld+json": breadcrumbLd(origin, vehicleCrumbs(detail), new URL(canonical).pathname) },
  ];
}
