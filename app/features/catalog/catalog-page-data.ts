import type { CarsList, SpecialList, TrucksList, UsedList } from "../../../contract/catalog.ts";
import type { CatalogFilter, CatalogSection } from "./catalog-filter";

/** What a catalogue list page (section, brand or brand + model landing) gets from its loader. */

export type CatalogList = CarsList | TrucksList | UsedList | SpecialList;

export interface LandingModel {
  slug: string;
  name: string;
  fullName: string;
  description: string;
  image: string;
}

export interface CatalogLink {
  slug: string;
  name: string;
  href: string;
  count: number;
}

export interface CatalogLanding {
  brand: { slug: string; name: string; country: string };
  /** Set on a brand + model page. */
  model: LandingModel | null;
}

/** A machinery type's landing (`/catalog/special?type=excavator`): its slug and plural name. */
export interface TypeLanding {
  slug: string;
  name: string;
}

export interface CatalogPageData {
  section: CatalogSection;
  filter: CatalogFilter;
  list: CatalogList;
  landing: CatalogLanding | null;
  /** Special machinery: the type the page is about (its `type` filter), which heads the page and its canonical. */
  typeLanding?: TypeLanding | null;
  /** Internal links to the landing pages one level down: brands of the section, or models of the brand. */
  links: CatalogLink[];
  /** Absolute URL of the page's pretty path (without the query), for `<link rel=canonical>` and JSON-LD. */
  canonical: string;
  /** The site's origin, for absolute URLs in JSON-LD. */
  origin: string;
}

export const isCarsList = (list: CatalogList): list is CarsList => "listTag" in list;
export const isUsedList = (list: CatalogList): list is UsedList => "main" in list && "cityCnt" in list.main;
export const isSpecialList = (list: CatalogList): list is SpecialList => "main" in list && "newCnt" in list.main;
/** New cars and trucks are listed by trim (issue 14); used vehicles one card per vehicle. */
export const hasTrims = (list: CatalogList): list is CarsList | TrucksList => "trims" in list;
export const hasComplectations = (list: CatalogList): list is CarsList | TrucksList => "complectations" in list;
