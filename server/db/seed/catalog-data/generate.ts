import { addDays } from "../../../../core/calendar-dates.ts";
import { transliterate } from "../../../../core/transliteration.ts";
import type {
  catalogBrands,
  catalogComplectations,
  catalogModels,
  catalogOptions,
  catalogVehicles,
} from "../../schema/catalog.ts";
import type { ModelSeed, TrimSeed } from "./model-seed.ts";
import { BRAND_SEEDS, OPTION_SEEDS } from "./options.ts";
import { PASSENGER_MODELS } from "./passenger.ts";
import { HOURS_PER_YEAR, SEASONAL_OFFER, SEASONAL_TYPES, SPECIAL_MODELS, SPECIAL_SHARE } from "./special.ts";
import { TRUCK_MODELS } from "./trucks.ts";

export type OptionRow = typeof catalogOptions.$inferInsert;
export type BrandRow = typeof catalogBrands.$inferInsert;
export type ModelRow = typeof catalogModels.$inferInsert;
export type ComplectationRow = typeof catalogComplectations.$inferInsert;
export type VehicleRow = Omit<typeof catalogVehicles.$inferInsert, "id">;

export interface CatalogReference {
  options: OptionRow[];
  brands: BrandRow[];
  models: ModelRow[];
  complectations: ComplectationRow[];
}

export interface GeneratedCatalog extends CatalogReference {
  vehicles: VehicleRow[];
  /**
   * Vehicle key → code of the published offer its discount belongs to (the content seed's offers). insertCatalog
   * links them (catalog_vehicles.offer_id); only a linked vehicle keeps the «special» tag.
   */
  offerLinks?: Map<string, string>;
}

/** Vehicles written by the ordinary seed ("a few thousand"); the benchmark asks for 100 000+. */
export const DEFAULT_CATALOG_SIZE = 3000;
export const DEFAULT_CATALOG_SEED = 2026;
/** "Today" of the generated stock: listing dates count back from it, used vehicles age up to it. */
const BASE_DATE = "2026-11-20";
const CURRENT_YEAR = 2026;

const PASSENGER_COLORS = ["white", "black", "silver", "grey", "blue", "red", "brown"];

/** URL slug of a Russian or Latin name: «Бортовая 3 м, 2.8D 149 л.с.» → bortovaya-3-m-2-8d-149. */
export function slugify(name: string): string {
  return transliterate(
    name
      .toLowerCase()
      .replace(/л\.с\./g, "")
      .replace(/\+/g, "-plus"),
  )
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The hand-written dictionaries, brands, models and trims as table rows. */
export function catalogReference(): CatalogReference {
  const options: OptionRow[] = Object.entries(OPTION_SEEDS).flatMap(([field, list]) =>
    list.map(([slug, name, hex], position) => ({ field, slug, name, position, hex: hex ?? null })),
  );
  const brands: BrandRow[] = BRAND_SEEDS.map(([slug, name, country]) => ({ slug, name, country }));
  const brandName = new Map(BRAND_SEEDS.map(([slug, name]) => [slug, name]));
  const label = (field: string, slug: string) => OPTION_SEEDS[field]?.find(([s]) => s === slug)?.[1] ?? slug;
  const models: ModelRow[] = [];
  const complectations: ComplectationRow[] = [];
  const slugs = new Set<string>();
  for (const m of [...PASSENGER_MODELS, ...TRUCK_MODELS, ...SPECIAL_MODELS]) {
    if (!brandName.has(m.brand)) throw new Error(`catalogue seed: unknown brand ${m.brand}`);
    const full = `${brandName.get(m.brand)} ${m.name}`;
    models.push({
      slug: m.slug,
      brand: m.brand,
      name: m.name,
      section: m.section,
      group: m.group,
      type: m.type,
      body: m.body,
      since: m.since,
      description: m.note ?? describe(m, full, label),
    });
    m.trims.forEach((t, position) => {
      const slug = `${m.slug}-${slugify(t.name)}`;
      if (slugs.has(slug)) throw new Error(`catalogue seed: duplicate complectation ${slug}`);
      slugs.add(slug);
      complectations.push({
        slug,
        model: m.slug,
        name: t.name,
        position,
        price: t.price,
        type: t.type ?? m.type,
        body: t.body ?? m.body,
        gear: t.gear,
        drive: t.drive,
        fuel: t.fuel,
        power: t.power,
        engineVolume: t.cc,
        colors: colorsOf(m),
        specs: t.specs ?? specRows(m, t),
        operatingWeight: t.operatingWeight ?? null,
        bucketVolume: t.bucketVolume ?? null,
        liftingCapacity: t.liftingCapacity ?? null,
      });
    });
  }
  return { options, brands, models, complectations };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A plain model description when the data gives none: «Haval M6 — кроссовер, компактный (C-класс). …». */
function describe(m: ModelSeed, full: string, label: (field: string, slug: string) => string): string {
  const tail = `На российском рынке с ${m.since} года; в лизинг для компаний и ИП.`;
  if (m.section === "cars")
    return `${full} — ${lowerFirst(label("body", m.body))}, ${lowerFirst(label("type", m.type))}. ${tail}`;
  const kinds = [...new Set(m.trims.map((t) => lowerFirst(label("type", t.type ?? m.type))))];
  return `${full}: ${kinds.join(", ")}, ${m.trims.length} ${m.trims.length === 1 ? "исполнение" : m.trims.length > 4 ? "исполнений" : "исполнения"}. ${tail}`;
}

function colorsOf(m: ModelSeed): string[] {
  return m.colors ?? PASSENGER_COLORS;
}

const decimal = (n: number) => String(n).replace(".", ",");

function specRows(m: ModelSeed, t: TrimSeed): [string, string][] {
  const rows: [string, string][] = [];
  if (m.dims) {
    const [length, clearance, boot, seats] = m.dims;
    rows.push(
      ["Длина, мм", String(length)],
      ["Дорожный просвет, мм", String(clearance)],
      [m.group === "commercial" ? "Объём кузова / багажника, л" : "Объём багажника, л", String(boot)],
      ["Число мест", String(seats)],
    );
  }
  if (t.axles) rows.push(["Колёсная формула", t.axles]);
  if (t.gvw !== undefined) rows.push(["Полная масса, т", decimal(t.gvw)]);
  if (t.payload !== undefined)
    rows.push([t.type === "tractor" ? "Нагрузка на седло, т" : "Грузоподъёмность, т", decimal(t.payload)]);
  rows.push(["Экологический класс", t.fuel === "electric" ? "—" : "Евро-5"]);
  return rows;
}

/** sfc32: small, fast, deterministic. */
export function createRandom(seed: number) {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162 ^ (seed * 17);
  let d = seed | 0;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[], weights: readonly number[]): T {
      let total = 0;
      for (const w of weights) total += w;
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    /** A weighted choice prepared once (cumulative weights, binary search) for hot loops. */
    picker<T>(items: readonly T[], weights: readonly number[]): () => T {
      const cumulative = new Float64Array(weights.length);
      let total = 0;
      weights.forEach((w, i) => {
        total += w;
        cumulative[i] = total;
      });
      return () => {
        const r = next() * total;
        let lo = 0;
        let hi = items.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((cumulative[mid] ?? 0) > r) hi = mid;
          else lo = mid + 1;
        }
        return items[lo] as T;
      };
    },
  };
}
type Random = ReturnType<typeof createRandom>;

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEARS = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** A VIN in the ISO 3779 format with a valid check digit (position 9) and model-year code (position 10). */
export function makeVin(wmi: string, year: number, random: Random): string {
  let vds = "";
  for (let i = 0; i < 5; i++) vds += VIN_CHARS[random.int(0, 22)];
  const yearCode = VIN_YEARS[(year - 2010) % 30] ?? "A";
  const plant = VIN_CHARS[random.int(0, 22)] ?? "A";
  const serial = String(random.int(0, 999_999)).padStart(6, "0");
  const draft = `${wmi}${vds}0${yearCode}${plant}${serial}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = draft[i] ?? "0";
    const value = ch >= "0" && ch <= "9" ? Number(ch) : (VIN_VALUES[ch] ?? 0);
    sum += value * (VIN_WEIGHTS[i] ?? 0);
  }
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const CITY_WEIGHTS: Record<string, number> = {
  moscow: 30,
  "saint-petersburg": 12,
  yekaterinburg: 5,
  novosibirsk: 5,
  kazan: 5,
  krasnodar: 5,
  "nizhny-novgorod": 4,
  "rostov-on-don": 4,
  samara: 3,
  ufa: 3,
  chelyabinsk: 3,
  krasnoyarsk: 3,
  voronezh: 3,
  perm: 3,
  tyumen: 3,
  volgograd: 2,
  omsk: 2,
  vladivostok: 3,
  irkutsk: 2,
  khabarovsk: 2,
};
const FAR_EAST = new Set(["vladivostok", "khabarovsk", "irkutsk", "krasnoyarsk", "novosibirsk"]);
const JAPANESE = new Set(["toyota", "isuzu"]);

const roundTo = (n: number, step: number) => Math.round(n / step) * step;

/**
 * The published offer (content seed, content-data/offers.ts) whose programme covers a vehicle, if any: electric
 * cars and hybrids, KAMAZ K5 (54901), SITRAK and SHACMAN tractors, used vehicles. A discounted vehicle it covers is
 * linked to it and tagged «Спецпредложение»; another discount (last year's stock) shows only the old price.
 */
export function offerCodeFor(v: { section: string; brand: string; model: string; type: string; fuel: string }) {
  if (v.section === "used") return "avto-s-probegom";
  if (v.section === "cars") return v.fuel === "electric" || v.fuel === "hybrid" ? "elektromobili-avans-0" : null;
  if (v.section !== "trucks") return null;
  if (v.model === "kamaz-54901") return "kamaz-k5-avans-5";
  if ((v.brand === "sitrak" || v.brand === "shacman") && v.type === "tractor") return "tyagachi-sitrak-shacman";
  return null;
}

/**
 * `size` vehicles on sale, deterministic for a given `seed`: by default 55 % new cars, 15 % new trucks, 30 % used.
 * Special machinery comes on top (`shares.special` of `size`, 6.5 % by default) from its own random stream, so adding
 * it left the other sections' stock as it was. The seed and the benchmark both use it; 100 000+ is fine (a few
 * hundred ms).
 */
export function generateCatalog(
  size: number,
  seed = DEFAULT_CATALOG_SEED,
  shares: { cars: number; trucks: number; special?: number } = { cars: 0.55, trucks: 0.15 },
): GeneratedCatalog {
  const reference = catalogReference();
  const random = createRandom(seed);
  const trimsByModel = new Map<string, ComplectationRow[]>();
  for (const c of reference.complectations) {
    const list = trimsByModel.get(c.model) ?? [];
    list.push(c);
    trimsByModel.set(c.model, list);
  }
  const seeds = new Map([...PASSENGER_MODELS, ...TRUCK_MODELS].map((m) => [m.slug, m]));
  const wmi = new Map(BRAND_SEEDS.map(([slug, , , code]) => [slug, code]));
  const cities = Object.keys(CITY_WEIGHTS);
  const cityWeights = Object.values(CITY_WEIGHTS);
  const weight = (m: ModelSeed) => m.popularity ** 1.6;
  const usedPool = [...PASSENGER_MODELS, ...TRUCK_MODELS];
  const usedWeights = usedPool.map((m) => weight(m) * (m.section === "trucks" ? 0.6 : 1));
  const pickModel = {
    cars: random.picker(PASSENGER_MODELS, PASSENGER_MODELS.map(weight)),
    trucks: random.picker(TRUCK_MODELS, TRUCK_MODELS.map(weight)),
    used: random.picker(usedPool, usedWeights),
  };
  // Cheaper trims and the first colours of a palette sell more often.
  const rankWeights = (n: number) => Array.from({ length: n }, (_, idx) => n - idx + 1);
  const pickTrim = new Map(
    [...trimsByModel].map(([slug, trims]) => [slug, random.picker(trims, rankWeights(trims.length))]),
  );
  const pickColor = new Map(
    reference.complectations.map((c) => [c.slug, random.picker(c.colors, rankWeights(c.colors.length + 1))]),
  );
  const pickCity = random.picker(cities, cityWeights);
  const days = Array.from({ length: 151 }, (_, d) => addDays(BASE_DATE, -d));

  const nCars = Math.round(size * shares.cars);
  const nTrucks = Math.round(size * shares.trucks);
  const vehicles: VehicleRow[] = [];
  const offerLinks = new Map<string, string>();
  for (let i = 0; i < size; i++) {
    const section = i < nCars ? "cars" : i < nCars + nTrucks ? "trucks" : "used";
    const model = pickModel[section]();
    const t = (pickTrim.get(model.slug) as () => ComplectationRow)();
    const color = (pickColor.get(t.slug) as () => string)();
    const key = `${model.slug}-${String(i + 1).padStart(6, "0")}`;
    const listedAt = days[random.int(0, 150)] ?? "2026-11-20";
    const popularity = model.popularity * 1000 + random.int(0, 999);
    const base = {
      key,
      section,
      condition: section === "used" ? ("used" as const) : ("new" as const),
      complectation: t.slug,
      brand: model.brand,
      model: model.slug,
      group: model.group,
      type: t.type,
      body: t.body,
      gear: t.gear,
      drive: t.drive,
      fuel: t.fuel,
      color,
      power: t.power,
      engineVolume: t.engineVolume,
      popularity,
      listedAt,
    } as const;

    if (section !== "used") {
      const year = random.chance(0.15) ? CURRENT_YEAR - 1 : CURRENT_YEAR;
      const discount = year < CURRENT_YEAR ? random.int(4, 9) : random.chance(0.2) ? random.int(2, 6) : 0;
      const price = discount ? roundTo((t.price * (100 - discount)) / 100, 1000) : t.price;
      const tags: string[] = [];
      if ((seeds.get(model.slug)?.since ?? 0) >= CURRENT_YEAR - 1) tags.push("new");
      if (model.popularity >= 9) tags.push("hit");
      const offer = discount ? offerCodeFor(base) : null;
      if (offer) {
        tags.push("special");
        offerLinks.set(key, offer);
      }
      vehicles.push({
        ...base,
        price,
        oldPrice: discount ? t.price : null,
        year,
        mileage: 0,
        vin: null,
        wheel: null,
        city: null,
        state: null,
        subtype: null,
        tags,
      });
      continue;
    }

    const oldest = Math.max(model.since, CURRENT_YEAR - 10);
    const span = CURRENT_YEAR - 1 - oldest;
    const year = CURRENT_YEAR - 1 - Math.min(span, Math.floor(random.next() ** 1.4 * (span + 1)));
    const age = CURRENT_YEAR - year;
    const perYear =
      model.group === "heavy"
        ? random.int(70_000, 140_000)
        : model.group === "commercial"
          ? random.int(30_000, 60_000)
          : random.int(12_000, 26_000);
    let mileage = roundTo(age * perYear * (0.6 + random.next() * 0.6), 100);
    let subtype = random.pick(["lease-end", "repossessed", "trade-in", "demo"], [45, 30, 20, age <= 1 ? 8 : 0]);
    if (subtype === "demo") mileage = roundTo(random.int(1000, 9000), 100);
    if (subtype !== "demo" && age <= 1 && mileage < 1000) subtype = "lease-end";
    const state =
      age <= 2
        ? random.pick(["excellent", "good", "fair"], [60, 35, 5])
        : age <= 5
          ? random.pick(["excellent", "good", "fair"], [30, 50, 20])
          : random.pick(["excellent", "good", "fair"], [10, 50, 40]);
    const stateFactor = state === "excellent" ? 1.03 : state === "good" ? 1 : 0.9;
    // Russian 2026 market: used prices hold up (about −8 % a year), mileage and condition adjust them.
    const wear = Math.min(0.2, mileage / (model.group === "heavy" ? 5_000_000 : 1_500_000));
    const price = roundTo(
      Math.max(t.price * 0.25, t.price * 0.92 ** age * (1 - wear) * stateFactor * (0.95 + random.next() * 0.08)),
      10_000,
    );
    const special = random.chance(0.12);
    const offer = special ? offerCodeFor(base) : null;
    if (offer) offerLinks.set(key, offer);
    const city = pickCity();
    const right = JAPANESE.has(model.brand) && FAR_EAST.has(city) && random.chance(0.5);
    vehicles.push({
      ...base,
      price,
      oldPrice: special ? roundTo(price * (1.05 + random.next() * 0.05), 10_000) : null,
      year,
      mileage,
      vin: makeVin(wmi.get(model.brand) ?? "XXX", year, random),
      wheel: right ? "right" : "left",
      city,
      state,
      subtype,
      tags: offer ? ["special"] : [],
    });
  }
  vehicles.push(
    ...specialStock(reference, Math.round(size * (shares.special ?? SPECIAL_SHARE)), seed, size, offerLinks),
  );
  return { ...reference, vehicles, offerLinks };
}

/**
 * `count` machines of special machinery, keys numbered after the `offset` ordinary vehicles: about two in three new
 * (this and last year's stock), the rest used with engine hours, a city and a condition like used vehicles. New
 * earthmoving and road machines at a discount belong to the seasonal-schedule offer (linked through `offerLinks`).
 */
function specialStock(
  reference: CatalogReference,
  count: number,
  seed: number,
  offset: number,
  offerLinks: Map<string, string>,
): VehicleRow[] {
  const random = createRandom(seed ^ 0x5bec1a1);
  const models = SPECIAL_MODELS;
  const pickModel = random.picker(
    models,
    models.map((m) => m.popularity ** 1.6),
  );
  const trimsByModel = new Map<string, ComplectationRow[]>();
  for (const c of reference.complectations) {
    if (!models.some((m) => m.slug === c.model)) continue;
    trimsByModel.set(c.model, [...(trimsByModel.get(c.model) ?? []), c]);
  }
  const pickCity = random.picker(Object.keys(CITY_WEIGHTS), Object.values(CITY_WEIGHTS));
  const days = Array.from({ length: 151 }, (_, d) => addDays(BASE_DATE, -d));
  const out: VehicleRow[] = [];
  for (let j = 0; j < count; j++) {
    const model = pickModel();
    const trims = trimsByModel.get(model.slug) ?? [];
    const t = trims[random.int(0, trims.length - 1)] as ComplectationRow;
    const color = t.colors[random.int(0, t.colors.length - 1)] ?? "yellow";
    const key = `${model.slug}-${String(offset + j + 1).padStart(6, "0")}`;
    const used = random.chance(0.35);
    const base = {
      key,
      section: "special" as const,
      condition: used ? ("used" as const) : ("new" as const),
      complectation: t.slug,
      brand: model.brand,
      model: model.slug,
      group: model.group,
      type: t.type,
      body: t.body,
      gear: t.gear,
      drive: t.drive,
      fuel: t.fuel,
      color,
      power: t.power,
      engineVolume: t.engineVolume,
      operatingWeight: t.operatingWeight ?? null,
      bucketVolume: t.bucketVolume ?? null,
      liftingCapacity: t.liftingCapacity ?? null,
      popularity: model.popularity * 1000 + random.int(0, 999),
      listedAt: days[random.int(0, 150)] ?? BASE_DATE,
      mileage: 0,
      vin: null,
      wheel: null,
    };
    if (!used) {
      const year = random.chance(0.2) ? CURRENT_YEAR - 1 : CURRENT_YEAR;
      const discount = year < CURRENT_YEAR ? random.int(3, 8) : random.chance(0.15) ? random.int(2, 5) : 0;
      const price = discount ? roundTo((t.price * (100 - discount)) / 100, 10_000) : t.price;
      const tags: string[] = [];
      if (model.since >= CURRENT_YEAR - 1) tags.push("new");
      if (model.popularity >= 9) tags.push("hit");
      if (discount && SEASONAL_TYPES.has(t.type)) {
        tags.push("special");
        offerLinks.set(key, SEASONAL_OFFER);
      }
      out.push({
        ...base,
        price,
        oldPrice: discount ? t.price : null,
        year,
        engineHours: null,
        city: null,
        state: null,
        subtype: null,
        tags,
      });
      continue;
    }
    const oldest = Math.max(model.since, CURRENT_YEAR - 10);
    const year =
      CURRENT_YEAR -
      1 -
      Math.min(CURRENT_YEAR - 1 - oldest, Math.floor(random.next() ** 1.3 * (CURRENT_YEAR - oldest)));
    const age = CURRENT_YEAR - year;
    const [lowHours, highHours] = HOURS_PER_YEAR[t.type as keyof typeof HOURS_PER_YEAR] ?? [1000, 2000];
    const engineHours = roundTo(age * random.int(lowHours, highHours), 10);
    const state =
      engineHours < 3000
        ? random.pick(["excellent", "good"], [70, 30])
        : engineHours < 9000
          ? random.pick(["excellent", "good", "fair"], [20, 60, 20])
          : random.pick(["good", "fair"], [50, 50]);
    const stateFactor = state === "excellent" ? 1.04 : state === "good" ? 1 : 0.88;
    // Machinery loses about 9 % a year; engine hours beyond the age's norm lower the price further.
    const wear = Math.min(0.25, engineHours / 80_000);
    const price = roundTo(
      Math.max(t.price * 0.25, t.price * 0.91 ** age * (1 - wear) * stateFactor * (0.95 + random.next() * 0.08)),
      10_000,
    );
    out.push({
      ...base,
      price,
      oldPrice: null,
      year,
      engineHours,
      city: pickCity(),
      state,
      subtype: random.pick(["lease-end", "repossessed", "trade-in"], [50, 30, 20]),
      tags: [],
    });
  }
  return out;
}
