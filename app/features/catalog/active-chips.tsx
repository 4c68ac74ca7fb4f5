import { Link } from "react-router";
import type { CatalogFacets } from "../../../contract/catalog.ts";
import { CATALOG_LIST_FIELDS, CATALOG_SINGLE_FIELDS } from "../../../contract/catalog-query.ts";
import { Icon } from "../../ui/icon";
import { USED_CATALOG, useCityHref } from "../../ui/layout/city-slot";
import styles from "./active-chips.module.css";
import {
  type CatalogFilter,
  type CatalogSection,
  catalogHref,
  type ListField,
  setField,
  toggleListValue,
} from "./catalog-filter";
import { RANGE_SPECS, rangeText } from "./catalog-text";

const TAG_NAMES: Record<string, string> = { new: "Новинка", hit: "Хит продаж", special: "Спецпредложение" };

type Chip = { key: string; label: string; href: string };

function nameOf(facets: CatalogFacets, field: keyof CatalogFacets, slug: string): string {
  return facets[field]?.find((o) => o.slug === slug)?.name ?? slug;
}

/** Every chosen value as a chip whose link is the same page without it. */
export function filterChips(section: CatalogSection, filter: CatalogFilter, facets: CatalogFacets): Chip[] {
  const chips: Chip[] = [];
  const brandNames = new Map(facets.brands.map((b) => [b.slug, b.name]));
  for (const field of CATALOG_SINGLE_FIELDS) {
    const slug = filter[field];
    if (!slug) continue;
    const label = field === "tag" ? (TAG_NAMES[slug] ?? slug) : nameOf(facets, field as keyof CatalogFacets, slug);
    chips.push({ key: `${field}:${slug}`, label, href: catalogHref(section, setField(filter, field, undefined)) });
  }
  if (filter.identifier) {
    chips.push({
      key: "identifier",
      label: `VIN: ${filter.identifier}`,
      href: catalogHref(section, setField(filter, "identifier", undefined)),
    });
  }
  for (const field of CATALOG_LIST_FIELDS) {
    for (const slug of filter[field] ?? []) {
      let label = nameOf(facets, field as ListField, slug);
      if (field === "models") {
        const brand = facets.models.find((m) => m.slug === slug)?.brand;
        const brandName = brand ? brandNames.get(brand) : undefined;
        if (brandName && (filter.brands?.length ?? 0) !== 1) label = `${brandName} ${label}`;
      }
      chips.push({ key: `${field}:${slug}`, label, href: catalogHref(section, toggleListValue(filter, field, slug)) });
    }
  }
  for (const spec of Object.values(RANGE_SPECS)) {
    const label = rangeText(spec, filter);
    if (label) {
      chips.push({
        key: spec.key,
        label,
        href: catalogHref(section, setField(setField(filter, spec.low, undefined), spec.high, undefined)),
      });
    }
  }
  return chips;
}

/**
 * The visitor's chosen city among the used list's cities, when the list shows every city: the site's links open the
 * used catalogue filtered to it (issue 14), an address typed or shared without the filter offers it.
 */
function cityToOffer(section: CatalogSection, filter: CatalogFilter, facets: CatalogFacets, usedHref: string) {
  if (section !== "used" || filter.cities?.length) return null;
  const slug = new URLSearchParams(usedHref.split("?")[1] ?? "").get("cities");
  return facets.cities?.find((option) => option.slug === slug && option.count > 0) ?? null;
}

/** The active filters as removable chips, and «Сбросить все». Plain links: they work without JS. */
export function ActiveChips({
  section,
  filter,
  facets,
  resetHref,
}: {
  section: CatalogSection;
  filter: CatalogFilter;
  facets: CatalogFacets;
  resetHref: string;
}) {
  const chips = filterChips(section, filter, facets);
  const city = cityToOffer(section, filter, facets, useCityHref()(USED_CATALOG));
  const offer = city ? (
    <p className={styles.offer}>
      Показаны все города.{" "}
      <Link to={catalogHref(section, setField(filter, "cities", [city.slug]))} preventScrollReset>
        Только {city.name}
      </Link>
    </p>
  ) : null;
  if (chips.length === 0) return offer;
  return (
    <>
      {offer}
      <nav aria-label="Выбранные фильтры" className={styles.chips}>
        <ul className={styles.list}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <Link to={chip.href} className={styles.chip} preventScrollReset>
                {chip.label}
                <Icon name="close" size={16} className={styles.icon} />
                <span className="visually-hidden">, убрать фильтр</span>
              </Link>
            </li>
          ))}
          {/* The used catalogue opens filtered to the visitor's city (issue 14): the way out, named as such. */}
          {filter.cities?.length ? (
            <li>
              <Link
                to={catalogHref(section, setField(filter, "cities", undefined))}
                className={styles.reset}
                preventScrollReset
              >
                Все города
              </Link>
            </li>
          ) : null}
          {chips.length > 1 ? (
            <li>
              <Link to={resetHref} className={styles.reset} preventScrollReset>
                Сбросить все
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
}
