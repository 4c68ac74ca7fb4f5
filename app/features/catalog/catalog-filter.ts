import type { CatalogSection, CatalogSort } from "../../../contract/catalog.ts";
import {
  CATALOG_LIST_FIELDS,
  CATALOG_QUERY_ORDER,
  CATALOG_SECTIONS,
  CATALOG_SINGLE_FIELDS,
  CATALOG_SORTS,
  CATALOG_SPECIAL_ONLY_FIELDS,
  CATALOG_SPECIAL_SHARED_FIELDS,
  CATALOG_USED_ONLY_FIELDS,
} from "../../../contract/catalog-query.ts";

/**
 * The catalogue's state lives in the URL. This module turns a URL into the filter of SPEC.md §3 and back,
 * always to the same canonical address: pretty paths for the section, the brand and the brand + model
 * (`/catalog/cars/haval/jolion`), every other field a query parameter in one fixed order, lists sorted.
 * Pure and client-safe (no zod): the browser builds the next URL with it, the loader canonicalises with it.
 */

export type { CatalogSection, CatalogSort };

/** Fields whose value is a list of slugs (OR inside the field). */
export type ListField = (typeof CATALOG_LIST_FIELDS)[number];

/** Fields that take one slug. */
export type SingleField = (typeof CATALOG_SINGLE_FIELDS)[number];

/** Range bounds, whole numbers. */
export const NUMBER_FIELDS = [
  "prices_low",
  "prices_high",
  "powers_low",
  "powers_high",
  "years_from",
  "years_to",
  "weights_low",
  "weights_high",
  "buckets_low",
  "buckets_high",
  "lifts_low",
  "lifts_high",
  "mileage_low",
  "mileage_high",
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** The used-car filter's own fields; dropped from new-car URLs. */
const USED_ONLY = new Set<string>(CATALOG_USED_ONLY_FIELDS);
/** The special-machinery filter's own fields; dropped from the other sections' URLs. */
const SPECIAL_ONLY = new Set<string>(CATALOG_SPECIAL_ONLY_FIELDS);
/** Used-car fields special machinery has too (its machines are new or used). */
const SPECIAL_SHARED = new Set<string>(CATALOG_SPECIAL_SHARED_FIELDS);

export const DEFAULT_SORT: CatalogSort = "popular";

export type CatalogFilter = {
  [K in ListField]?: string[];
} & {
  [K in SingleField]?: string;
} & {
  [K in NumberField]?: number;
} & {
  identifier?: string;
  sort?: CatalogSort;
  page?: number;
};

/** The landing part of the path: `/catalog/cars/:brand?/:model?`. */
export interface CatalogPathParams {
  brand?: string;
  model?: string;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const WHOLE = /^\d{1,10}$/;
const VIN_PART = /^[A-HJ-NPR-Z0-9]{3,17}$/;
const MAX_LIST = 60;

/** Whether a filter field belongs to the section's filter (the rest is dropped from its URLs). */
export function sectionHasField(section: CatalogSection, field: string): boolean {
  if (SPECIAL_ONLY.has(field)) return section === "special";
  if (USED_ONLY.has(field)) return section === "used" || (section === "special" && SPECIAL_SHARED.has(field));
  return true;
}

function allValues(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The part of a model slug after its brand: haval-jolion → jolion (null when the slug does not start so). */
export function modelPathSegment(brand: string, model: string): string | null {
  const prefix = `${brand}-`;
  return model.startsWith(prefix) && model.length > prefix.length ? model.slice(prefix.length) : null;
}

/**
 * Reads the filter from a URL query (comma-separated or repeated list values, empty fields of a submitted form)
 * and the pretty path. Lenient: a malformed value is dropped, never an error; the loader then redirects to the
 * canonical URL, which no longer has it.
 */
export function parseFilter(
  section: CatalogSection,
  params: URLSearchParams,
  path: CatalogPathParams = {},
): CatalogFilter {
  const filter: CatalogFilter = {};
  const used = section === "used";
  for (const field of CATALOG_LIST_FIELDS) {
    if (!sectionHasField(section, field)) continue;
    const values = [...new Set(allValues(params, field).filter((v) => SLUG.test(v) && v.length <= 100))];
    if (values.length > 0) filter[field] = values.slice(0, MAX_LIST).sort();
  }
  for (const field of CATALOG_SINGLE_FIELDS) {
    if (!sectionHasField(section, field)) continue;
    const value = params.get(field)?.trim();
    if (value && SLUG.test(value) && value.length <= 100) filter[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    if (!sectionHasField(section, field)) continue;
    const value = params.get(field)?.replace(/[\s\u00a0]/g, "");
    if (value && WHOLE.test(value)) filter[field] = Number(value);
  }
  if (used) {
    const identifier = params.get("identifier")?.trim().toUpperCase();
    if (identifier && VIN_PART.test(identifier)) filter.identifier = identifier;
  }
  const sort = params.get("sort");
  if (sort && (CATALOG_SORTS as readonly string[]).includes(sort) && sort !== DEFAULT_SORT) {
    // Years sort used vehicles and machinery (new and used); mileage only used vehicles.
    if (used || (section === "special" && sort.startsWith("year_")) || !/^(year|mileage)_/.test(sort)) {
      filter.sort = sort as CatalogSort;
    }
  }
  const page = params.get("page");
  if (page && /^[1-9]\d{0,5}$/.test(page) && page !== "1") filter.page = Number(page);

  if (path.brand) {
    filter.brands = [...new Set([...(filter.brands ?? []), path.brand])].sort();
    if (path.model) filter.models = [...new Set([...(filter.models ?? []), `${path.brand}-${path.model}`])].sort();
  }
  return filter;
}

/** The pretty path for a filter: one brand, and one model of that brand, move into the path. */
export function catalogPath(section: CatalogSection, filter: CatalogFilter): { path: string; rest: CatalogFilter } {
  const rest: CatalogFilter = { ...filter };
  let path = `/catalog/${section}`;
  const brands = filter.brands ?? [];
  const brand = brands.length === 1 ? brands[0] : undefined;
  if (brand) {
    path += `/${brand}`;
    delete rest.brands;
    const models = filter.models ?? [];
    const segment = models.length === 1 && models[0] ? modelPathSegment(brand, models[0]) : null;
    if (segment) {
      path += `/${segment}`;
      delete rest.models;
    }
  }
  return { path, rest };
}

/** The query string (without "?") in the fixed order; values are slugs, digits and VIN characters only. */
export function filterQuery(filter: CatalogFilter): string {
  const parts: string[] = [];
  for (const field of CATALOG_QUERY_ORDER) {
    const value = filter[field];
    if (value === undefined || value === "") continue;
    if (Array.isArray(value)) {
      if (value.length > 0) parts.push(`${field}=${[...value].sort().join(",")}`);
    } else {
      parts.push(`${field}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join("&");
}

/** The canonical URL of a filtered catalogue page. */
export function catalogHref(section: CatalogSection, filter: CatalogFilter): string {
  const { path, rest } = catalogPath(section, filter);
  const query = filterQuery(rest);
  return query ? `${path}?${query}` : path;
}

/** A filter without paging: every change of the filter starts from page 1. */
export function withoutPage(filter: CatalogFilter): CatalogFilter {
  const { page: _page, ...rest } = filter;
  return rest;
}

/** Adds or removes one value of a list field (and resets the page). */
export function toggleListValue(filter: CatalogFilter, field: ListField, value: string): CatalogFilter {
  const current = filter[field] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const result = withoutPage({ ...filter, [field]: next });
  if (next.length === 0) delete result[field];
  // Models belong to brands: removing a brand removes its models too.
  if (field === "brands" && !next.includes(value) && result.models) {
    const models = result.models.filter((m) => !m.startsWith(`${value}-`));
    if (models.length > 0) result.models = models;
    else delete result.models;
  }
  return result;
}

/** Sets or clears one field (and resets the page unless the field is the page itself). */
export function setField<K extends keyof CatalogFilter>(
  filter: CatalogFilter,
  field: K,
  value: CatalogFilter[K] | undefined,
): CatalogFilter {
  const result: CatalogFilter = field === "page" ? { ...filter } : withoutPage(filter);
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) delete result[field];
  else result[field] = value;
  return result;
}

/** The filter fields a visitor chose (sort and page are not filters). */
export function activeFilterCount(filter: CatalogFilter): number {
  let count = 0;
  for (const field of CATALOG_LIST_FIELDS) count += filter[field]?.length ?? 0;
  for (const field of CATALOG_SINGLE_FIELDS) if (filter[field]) count++;
  const ranges: [NumberField, NumberField][] = [
    ["prices_low", "prices_high"],
    ["powers_low", "powers_high"],
    ["years_from", "years_to"],
    ["mileage_low", "mileage_high"],
    ["weights_low", "weights_high"],
    ["buckets_low", "buckets_high"],
    ["lifts_low", "lifts_high"],
  ];
  for (const [low, high] of ranges) if (filter[low] !== undefined || filter[high] !== undefined) count++;
  if (filter.identifier) count++;
  return count;
}

/** The query of the API call, as strings (the same names and the same order). */
export function apiQuery(filter: CatalogFilter): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of CATALOG_QUERY_ORDER) {
    const value = filter[field];
    if (value === undefined || value === "") continue;
    query[field] = Array.isArray(value) ? value.join(",") : String(value);
  }
  return query;
}

/** Reads the section from a catalogue pathname (`/catalog/trucks/kamaz` → trucks). */
export function sectionOfPath(pathname: string): CatalogSection | null {
  const segment = pathname.split("/")[2];
  return (CATALOG_SECTIONS as readonly string[]).includes(segment ?? "") ? (segment as CatalogSection) : null;
}

/** The landing params of a catalogue pathname: `/catalog/cars/haval/jolion` → { brand, model }. */
export function pathParamsOf(pathname: string): CatalogPathParams {
  const [, , , brand, model] = pathname.split("/");
  return { brand: brand || undefined, model: model || undefined };
}
