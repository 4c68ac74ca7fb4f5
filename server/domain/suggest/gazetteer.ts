import type { AddressBound, AddressData, Suggestion, SuggestQuery } from "../../../contract/suggest.ts";
import { CITIES, CITY_ALIASES, STREETS } from "./gazetteer-data.ts";

/**
 * Address suggestions from the local gazetteer, in DaData's answer shape: «г Казань, ул Баумана, д 12».
 * Every word of the query must be the beginning of a word of the place (city, region, street); a number
 * that is not part of a street name becomes the house («москва тверская 7» → «…, ул Тверская, д 7»).
 */

const REGION_TYPES = ["г", "обл", "Респ", "край", "АО", "Аобл"] as const;
const STREET_TYPES = ["ул", "пр-кт", "пер", "б-р", "наб", "ш", "пл", "тракт", "проезд"] as const;

/** Words people type before a name that are not the name: «г.», «улица», «проспект»… */
const TYPE_WORDS = new Set([
  "г",
  "гор",
  "город",
  "ул",
  "улица",
  "пр",
  "пр-т",
  "пр-кт",
  "просп",
  "проспект",
  "пер",
  "переулок",
  "б-р",
  "бул",
  "бульвар",
  "наб",
  "набережная",
  "ш",
  "шоссе",
  "пл",
  "площадь",
  "тракт",
  "проезд",
  "обл",
  "область",
  "респ",
  "республика",
  "край",
  "россия",
]);
const HOUSE_WORDS = new Set(["д", "дом"]);
const BLOCK_WORDS = new Map([
  ["к", "к"],
  ["корп", "к"],
  ["корпус", "к"],
  ["стр", "стр"],
  ["строение", "стр"],
]);
const FLAT_WORDS = new Set(["кв", "квартира"]);
const HOUSE_NUMBER = /^\d{1,4}[а-я]?(\/\d{1,4}[а-я]?)?$/;

/** Lower case, ё as е, punctuation (dots included: «г.», «П.С.») as spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("ё", "е")
    .replace(/[.,;:!?"«»()[\]/\\]+/g, (m) => (m === "/" ? "/" : " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The words of a name and, for hyphenated ones, their parts: «ростов-на-дону» also gives «ростов», «на», «дону». */
function wordsOf(text: string): string[] {
  const out = new Set<string>();
  for (const word of normalise(text).split(" ")) {
    if (!word) continue;
    out.add(word);
    if (word.includes("-")) for (const part of word.split("-")) if (part) out.add(part);
  }
  return [...out];
}

function splitType<T extends string>(withType: string, types: readonly T[]): { type: T | null; name: string } {
  for (const type of types) {
    if (withType.startsWith(`${type} `)) return { type, name: withType.slice(type.length + 1) };
    if (withType.endsWith(` ${type}`)) return { type, name: withType.slice(0, -type.length - 1) };
  }
  // «Ханты-Мансийский Автономный округ - Югра»: DaData spells the type out and abbreviates it as «АО».
  return { type: null, name: withType };
}

interface City {
  name: string;
  rank: number;
  regionWithType: string;
  regionType: string;
  region: string;
  /** The administrative centre of its region: DaData leaves the region out of the short form. */
  isCapital: boolean;
  nameWords: string[];
  regionWords: string[];
}

interface Street {
  city: City;
  order: number;
  withType: string;
  type: string;
  name: string;
  words: string[];
}

/** Regions whose largest city is not the administrative centre (or that have none among our cities). */
const CAPITALS: Record<string, string | null> = {
  "Московская обл": null,
  "Вологодская обл": "Вологда",
  "Ханты-Мансийский Автономный округ - Югра": "Ханты-Мансийск",
  "Ямало-Ненецкий АО": "Салехард",
};

function buildIndex() {
  const seenRegions = new Set<string>();
  const cities: City[] = CITIES.map(([name, regionWithType], rank) => {
    const { type, name: region } = splitType(regionWithType, REGION_TYPES);
    const capital = regionWithType in CAPITALS ? CAPITALS[regionWithType] === name : !seenRegions.has(regionWithType);
    seenRegions.add(regionWithType);
    return {
      name,
      rank,
      regionWithType,
      regionType: type ?? "АО",
      region: type === "г" ? name : region,
      isCapital: capital || type === "г",
      nameWords: [...wordsOf(name), ...(CITY_ALIASES[name] ?? [])],
      regionWords: type === "г" ? [] : wordsOf(region).filter((w) => w.length > 2),
    };
  });
  const byName = new Map(cities.map((c) => [c.name, c]));
  const streets: Street[] = [];
  for (const [cityName, list] of Object.entries(STREETS)) {
    const city = byName.get(cityName);
    if (!city) throw new Error(`Gazetteer: streets of an unknown city ${cityName}`);
    const seen = new Set<string>();
    list.split("|").forEach((withType, order) => {
      if (seen.has(withType)) return;
      seen.add(withType);
      const { type, name } = splitType(withType, STREET_TYPES);
      streets.push({ city, order, withType, type: type ?? "ул", name, words: wordsOf(name) });
    });
  }
  return { cities, streets };
}

let index: ReturnType<typeof buildIndex> | undefined;
function gazetteer() {
  index ??= buildIndex();
  return index;
}

/** How many places the gazetteer knows (for tests and the API note). */
export function gazetteerSize(): { cities: number; streets: number } {
  const { cities, streets } = gazetteer();
  return { cities: cities.length, streets: streets.length };
}

interface ParsedQuery {
  /** Words to match against names. */
  words: string[];
  /** Numbers that may be the house, unless a street name has them («ул 8 Марта»). */
  numbers: string[];
  house: string | null;
  block: { type: string; value: string } | null;
  flat: string | null;
}

/** Splits the query into name words and the house, block and flat numbers people type after the street. */
function parseQuery(query: string): ParsedQuery {
  const tokens = normalise(query).split(" ").filter(Boolean);
  const parsed: ParsedQuery = { words: [], numbers: [], house: null, block: null, flat: null };
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k] as string;
    const next = tokens[k + 1];
    const isLast = next === undefined;
    // A marker word counts only with something after it: a lone last «д» may be the start of «Дмитровское».
    if (!isLast && HOUSE_WORDS.has(token) && HOUSE_NUMBER.test(next)) {
      parsed.house = next;
      k++;
    } else if (!isLast && BLOCK_WORDS.has(token) && /^\d{1,3}[а-я]?$/.test(next)) {
      parsed.block = { type: BLOCK_WORDS.get(token) as string, value: next };
      k++;
    } else if (!isLast && FLAT_WORDS.has(token) && /^\d{1,5}$/.test(next)) {
      parsed.flat = next;
      k++;
    } else if (!isLast && TYPE_WORDS.has(token)) {
      // «г Москва», «ул Тверская»: the type says nothing the name does not.
    } else if (/^\d/.test(token) && HOUSE_NUMBER.test(token)) {
      parsed.numbers.push(token);
    } else if (/^\d+к\d+$/.test(token)) {
      // «12к1»
      const [house, block] = token.split("к") as [string, string];
      parsed.numbers.push(house);
      parsed.block = { type: "к", value: block };
    } else {
      parsed.words.push(token);
    }
  }
  return parsed;
}

/** 3 for a whole word, 2 for the beginning of one, 0 for no match. */
function wordScore(token: string, words: readonly string[]): number {
  let best = 0;
  for (const word of words) {
    if (word === token) return 3;
    if (word.startsWith(token)) best = 2;
  }
  return best;
}

function cityWithType(city: City): string {
  return `г ${city.name}`;
}

function cityData(city: City): AddressData {
  const federal = city.regionType === "г";
  return {
    postal_code: null,
    country: "Россия",
    region_with_type: city.regionWithType,
    region_type: city.regionType,
    region: city.region,
    city_with_type: federal ? null : cityWithType(city),
    city_type: federal ? null : "г",
    city: federal ? null : city.name,
    street_with_type: null,
    street_type: null,
    street: null,
    house_type: null,
    house: null,
    block_type: null,
    block: null,
    flat_type: null,
    flat: null,
  };
}

function cityLine(city: City): { short: string; full: string } {
  if (city.regionType === "г") return { short: city.regionWithType, full: city.regionWithType };
  const full = `${city.regionWithType}, ${cityWithType(city)}`;
  return { short: city.isCapital ? cityWithType(city) : full, full };
}

function citySuggestion(city: City): Suggestion {
  const line = cityLine(city);
  return { value: line.short, unrestricted_value: line.full, data: { ...cityData(city) } };
}

function streetSuggestion(street: Street, parsed: ParsedQuery, house: string | null): Suggestion {
  const line = cityLine(street.city);
  let tail = street.withType;
  const data: AddressData = {
    ...cityData(street.city),
    street_with_type: street.withType,
    street_type: street.type,
    street: street.name,
  };
  if (house) {
    const houseText = house.replace(/[а-я]/g, (letter) => letter.toUpperCase());
    tail += `, д ${houseText}`;
    data.house_type = "д";
    data.house = houseText;
    if (parsed.block) {
      tail += ` ${parsed.block.type} ${parsed.block.value}`;
      data.block_type = parsed.block.type;
      data.block = parsed.block.value;
    }
    if (parsed.flat) {
      tail += `, кв ${parsed.flat}`;
      data.flat_type = "кв";
      data.flat = parsed.flat;
    }
  }
  return { value: `${line.short}, ${tail}`, unrestricted_value: `${line.full}, ${tail}`, data: { ...data } };
}

const BOUND_ORDER: AddressBound[] = ["country", "region", "area", "city", "settlement", "street", "house", "flat"];

function boundIndex(bound: AddressBound | undefined, fallback: number): number {
  return bound ? BOUND_ORDER.indexOf(bound) : fallback;
}

/** A `locations` filter such as `[{ city: "Казань" }]` or `[{ region: "Татарстан" }]`; other keys are ignored. */
function locationFilter(locations: SuggestQuery["locations"]): ((city: City) => boolean) | null {
  const rules = (locations ?? [])
    .map((loc) => ({
      city: typeof loc.city === "string" ? normalise(loc.city) : null,
      region: typeof loc.region === "string" ? normalise(loc.region) : null,
    }))
    .filter((r) => r.city || r.region);
  if (rules.length === 0) return null;
  return (city) =>
    rules.some(
      (r) =>
        (!r.city || normalise(city.name) === r.city) &&
        (!r.region || normalise(city.region).includes(r.region) || normalise(city.regionWithType).includes(r.region)),
    );
}

interface Ranked {
  score: number;
  kind: number;
  rank: number;
  order: number;
  suggestion: Suggestion;
}

export function suggestAddress(query: SuggestQuery): Suggestion[] {
  const { cities, streets } = gazetteer();
  const parsed = parseQuery(query.query);
  if (parsed.words.length === 0) return [];
  const from = boundIndex(query.from_bound?.value, 0);
  const to = boundIndex(query.to_bound?.value, BOUND_ORDER.length - 1);
  const wantCities = from <= BOUND_ORDER.indexOf("city") && to >= BOUND_ORDER.indexOf("city");
  const wantStreets = to >= BOUND_ORDER.indexOf("street") && from <= BOUND_ORDER.indexOf("house");
  const wantHouse = to >= BOUND_ORDER.indexOf("house");
  const inLocation = locationFilter(query.locations);
  const ranked: Ranked[] = [];

  if (wantCities && parsed.numbers.length === 0) {
    for (const city of cities) {
      if (inLocation && !inLocation(city)) continue;
      let score = 0;
      for (const token of parsed.words) {
        const byName = wordScore(token, city.nameWords);
        const byRegion = wordScore(token, city.regionWords) > 0 ? 1 : 0;
        if (byName === 0 && byRegion === 0) {
          score = -1;
          break;
        }
        score += byName || byRegion;
      }
      if (score > 0) ranked.push({ score, kind: 0, rank: city.rank, order: 0, suggestion: citySuggestion(city) });
    }
  }

  if (wantStreets) {
    for (const street of streets) {
      if (inLocation && !inLocation(street.city)) continue;
      let score = 0;
      let streetHit = false;
      for (const token of parsed.words) {
        const byStreet = wordScore(token, street.words);
        const byCity = wordScore(token, street.city.nameWords);
        const byRegion = wordScore(token, street.city.regionWords) > 0 ? 1 : 0;
        if (byStreet === 0 && byCity === 0 && byRegion === 0) {
          score = -1;
          break;
        }
        if (byStreet >= byCity && byStreet > 0) streetHit = true;
        score += Math.max(byStreet, byCity, byRegion);
      }
      if (score < 0) continue;
      // Numbers: part of the street name («8 Марта») or the house.
      let house: string | null = parsed.house;
      let rejected = false;
      for (const number of parsed.numbers) {
        if (street.words.includes(number)) {
          streetHit = true;
          score += 3;
        } else if (house === null && wantHouse) {
          house = number;
        } else {
          rejected = true;
        }
      }
      if (rejected || !streetHit) continue;
      ranked.push({
        score,
        kind: 1,
        rank: street.city.rank,
        order: street.order,
        suggestion: streetSuggestion(street, parsed, wantHouse ? house : null),
      });
    }
  }

  ranked.sort((a, b) => b.score - a.score || a.kind - b.kind || a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, query.count).map((r) => r.suggestion);
}
