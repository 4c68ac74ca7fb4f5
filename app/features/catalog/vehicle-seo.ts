import type { MetaDescriptor } from "react-router";
import type { CatalogDetail } from "../../../contract/catalog.ts";
import { formatNumber, NBSP } from "../../lib/number-format";
import { breadcrumbLd, type Crumb } from "../../ui/layout/breadcrumbs";
import { abs, carLd, SITE, social, TERMS } from "./catalog-seo";
import { formatMonthly, SECTION_TEXT } from "./catalog-text";
import { vehicleSummary } from "./vehicle-text";

/** The vehicle page's breadcrumbs and meta: apart from catalog-seo.ts, so the list pages do not carry them. */

/** Breadcrumbs of the vehicle page: section, brand, model, the vehicle. */
export function vehicleCrumbs(detail: CatalogDetail): Crumb[] {
  const { item } = detail;
  const root = `/catalog/${item.section}`;
  const brand = `${root}/${item.brand.slug}`;
  const segment = item.model.slug.startsWith(`${item.brand.slug}-`)
    ? item.model.slug.slice(item.brand.slug.length + 1)
    : null;
  return [
    { label: SECTION_TEXT[item.section].crumb, to: root },
    { label: item.brand.name, to: brand },
    ...(segment ? [{ label: item.model.name, to: `${brand}/${segment}` }] : []),
    { label: item.title },
  ];
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
    ...social(title, description, canonical, abs(origin, item.image)),
    { "script:ld+json": { "@context": "https://schema.org", ...carLd(item, origin), description: detail.description } },
    { "script:ld+json": breadcrumbLd(origin, vehicleCrumbs(detail), new URL(canonical).pathname) },
  ];
}
