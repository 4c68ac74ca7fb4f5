import type { CatalogDetail } from "../../../contract/catalog.ts";
import type { Crumb } from "../../ui/layout/breadcrumbs";
import type { CatalogPageData } from "./catalog-page-data";
import { SECTION_TEXT } from "./catalog-text";

/**
 * Breadcrumbs and headings of the catalogue pages: the pages show them, and their meta (catalog-seo.ts, built by the
 * loaders on the server) repeats them in titles and JSON-LD.
 */

type ListPage = Pick<CatalogPageData, "section" | "landing" | "typeLanding">;

/** The breadcrumbs of a list page: section, machinery type, brand, model (the last one is the page). */
export function listCrumbs(data: ListPage): Crumb[] {
  const { section, landing, typeLanding } = data;
  const root = `/catalog/${section}`;
  const crumbs: Crumb[] = [{ label: SECTION_TEXT[section].crumb, to: root }];
  const query = typeLanding ? `?type=${typeLanding.slug}` : "";
  if (typeLanding) crumbs.push({ label: typeLanding.name, to: `${root}${query}` });
  if (landing) {
    crumbs.push({ label: landing.brand.name, to: `${root}/${landing.brand.slug}${query}` });
    if (landing.model) crumbs.push({ label: landing.model.name });
  }
  return crumbs;
}

/** h1 of a list page: «Экскаваторы SANY в лизинг», «Haval Jolion с пробегом в лизинг». */
export function listHeading(data: ListPage): string {
  const { section, landing, typeLanding } = data;
  if (!landing) return typeLanding ? `${typeLanding.name} в лизинг` : SECTION_TEXT[section].heading;
  const name = landing.model ? landing.model.fullName : landing.brand.name;
  if (section === "used") return `${name} с пробегом в лизинг`;
  if (section === "special" && !landing.model) {
    return `${typeLanding ? typeLanding.name : SECTION_TEXT.special.crumb} ${name} в лизинг`;
  }
  return `${name} в лизинг`;
}

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
    // A machine's type has its own landing between the section and the brand.
    ...(item.section === "special" ? [{ label: item.type.name, to: `${root}?type=${item.type.slug}` }] : []),
    { label: item.brand.name, to: brand },
    ...(segment ? [{ label: item.model.name, to: `${brand}/${segment}` }] : []),
    { label: item.title },
  ];
}
