import type { CatalogQuery } from "../../../contract/catalog.ts";
import type { PageServices } from "../../../server/domain/services.ts";
import { USED_CATALOG } from "../../ui/layout/city-slot";

/**
 * Where the site's «С пробегом» links lead for a visitor: the used catalogue filtered to the city they chose, when
 * that city has used vehicles (the catalogue names its cities as the offices' list does); else the whole
 * catalogue. A visitor who has not chosen a city sees every city: Москва is only the header's default. The filter
 * is an ordinary one, so the list's «Все города» and the city chip take it off.
 */
export async function usedCatalogHref(
  catalog: PageServices["catalog"],
  city: { name: string; chosen: boolean },
): Promise<string> {
  if (!city.chosen) return USED_CATALOG;
  const list = await catalog.used({} as CatalogQuery);
  const match = list.facets.cities?.find((option) => option.name === city.name && option.count > 0);
  return match ? `${USED_CATALOG}?cities=${match.slug}` : USED_CATALOG;
}
