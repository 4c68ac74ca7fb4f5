import type { City } from "../../../contract/cities.ts";

/** «Ё» and «Е» are one letter for a search; case does not matter. */
const normalise = (text: string) => text.toLocaleLowerCase("ru").replaceAll("ё", "е").replace(/\s+/g, " ").trim();

/**
 * Cities matching the query: names that start with it first, then names with a word starting with it, then
 * cities whose region has a word starting with it («татар» finds Казань; from two letters, so that one letter
 * does not match half the regions). The server's order (Russian alphabet) is kept in each group.
 */
export function filterCities(cities: readonly City[], query: string): City[] {
  const q = normalise(query);
  if (!q) return [...cities];
  const starts: City[] = [];
  const words: City[] = [];
  const regions: City[] = [];
  for (const city of cities) {
    const name = normalise(city.name);
    if (name.startsWith(q)) starts.push(city);
    else if (name.split(/[\s-]/).some((w) => w.startsWith(q))) words.push(city);
    else if (
      q.length >= 2 &&
      normalise(city.region)
        .split(/[\s-]/)
        .some((w) => w.startsWith(q))
    )
      regions.push(city);
  }
  return [...starts, ...words, ...regions];
}
