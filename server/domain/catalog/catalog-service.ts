import {
  CATALOG_PAGE_SIZE,
  type CarsList,
  type CatalogBrands,
  type CatalogDetail,
  type CatalogFacets,
  type CatalogItem,
  type CatalogQuery,
  type CatalogRanges,
  type CatalogRef,
  type CatalogSection,
  type CatalogTrimDetail,
  type CatalogTrimQuery,
  type FacetOption,
  type SpecialList,
  type SpecialMain,
  type TrucksList,
  type UsedList,
  type UsedMain,
} from "../../../contract/catalog.ts";
import { DomainError } from "../../../contract/domain-error.ts";
import type { Database, Db } from "../../db/client.ts";
import type { Logger } from "../../infra/logger.ts";
import { metrics } from "../../infra/metrics.ts";
import { type CalculatorService, createCalculatorService } from "../calculator/calculator-service.ts";
import { mediaPicture } from "../media/media-urls.ts";
import { CATALOG_CHANNEL } from "./catalog-changes.ts";
import { type CatalogData, loadCatalogData } from "./catalog-data.ts";
import {
  type Attr,
  buildCatalogIndex,
  type CatalogIndex,
  type Constraint,
  type Num,
  OPTIONAL_NUMS,
  type QueryResult,
  runQuery,
  type SectionIndex,
  type VehicleRecord,
} from "./catalog-index.ts";
import { createPaymentEstimator } from "./monthly-payment.ts";
import { createRebuildQueue } from "./rebuild-queue.ts";
import { type TrimContext, trimList, trimPath, trimTitle } from "./trim-cards.ts";
import { hasShape, IMAGE_VIEWS, vehicleSvg } from "./vehicle-image.ts";

type FacetId = keyof CatalogFacets;

interface FacetDef {
  id: FacetId;
  attr: Attr;
  usedOnly?: boolean;
  specialOnly?: boolean;
}

/** Filter fields with options, in the order of the filter panel. `type` and `types` share the attribute. */
const FACETS: FacetDef[] = [
  { id: "group", attr: "group" },
  { id: "type", attr: "type" },
  { id: "types", attr: "type" },
  { id: "brands", attr: "brand" },
  { id: "models", attr: "model" },
  { id: "bodies", attr: "body" },
  { id: "gears", attr: "gear" },
  { id: "drives", attr: "drive" },
  { id: "fuels", attr: "fuel" },
  { id: "colors", attr: "color" },
  { id: "wheels", attr: "wheel", usedOnly: true },
  { id: "cities", attr: "city", usedOnly: true },
  { id: "state", attr: "state", usedOnly: true },
  { id: "subtypes", attr: "subtype", usedOnly: true },
  { id: "condition", attr: "condition", specialOnly: true },
];

/** The facets of a section's filter. */
const facetsOf = (section: CatalogSection) =>
  FACETS.filter((f) => (!f.usedOnly || section === "used") && (!f.specialOnly || section === "special"));

type RangeKey = keyof CatalogRanges;
const RANGES: {
  id: string;
  key: RangeKey;
  num: Num;
  low: keyof CatalogQuery;
  high: keyof CatalogQuery;
  specialOnly?: boolean;
}[] = [
  { id: "prices", key: "price", num: "price", low: "prices_low", high: "prices_high" },
  { id: "powers", key: "power", num: "power", low: "powers_low", high: "powers_high" },
  { id: "years", key: "year", num: "year", low: "years_from", high: "years_to" },
  { id: "mileage", key: "mileage", num: "mileage", low: "mileage_low", high: "mileage_high" },
  { id: "weights", key: "weight", num: "weight", low: "weights_low", high: "weights_high", specialOnly: true },
  { id: "buckets", key: "bucket", num: "bucket", low: "buckets_low", high: "buckets_high", specialOnly: true },
  { id: "lifts", key: "lift", num: "lift", low: "lifts_low", high: "lifts_high", specialOnly: true },
];

/** The ranges of a section's filter. */
const rangesOf = (section: CatalogSection) => RANGES.filter((r) => !r.specialOnly || section === "special");

export interface CatalogStats {
  vehicles: Record<CatalogSection, number>;
  /** Reading the database, ms. */
  loadMs: number;
  /** Building the index, ms. */
  buildMs: number;
}

interface Loaded {
  data: CatalogData;
  index: CatalogIndex;
  /** Per section and attribute: the codes present in the stock (the options a facet lists). */
  present: Record<CatalogSection, Record<Attr, number[]>>;
  /** Per section and model code: min/max price. */
  modelPrices: Record<CatalogSection, Map<number, { min: number; max: number }>>;
  /** Per section and complectation code: vehicles and the cheapest one. */
  trimStock: Record<CatalogSection, Map<number, { count: number; cheapest: number }>>;
  usedMain: UsedMain;
  specialMain: SpecialMain;
  brands: CatalogBrands;
  stats: CatalogStats;
}

const SECTIONS: CatalogSection[] = ["cars", "trucks", "used", "special"];

/**
 * The catalogue: lists with facets, the vehicle page, brand landing data and pictures, answered from an in-memory
 * index (ADR 008) that is built from the database at start and rebuilt when the catalogue changes: `changes` (the
 * database) delivers every instance's `notifyCatalogChanged` after its commit, and `reload()` rebuilds on demand.
 * Rebuilds run one at a time; notifications during one ask for a single more. Until a rebuild is done the previous
 * index answers, and a failed rebuild leaves it in place.
 * Monthly payments come from the calculator service (the process's one; a fresh one where none is given).
 */
export function createCatalogService(
  db: Db,
  opts: { logger?: Logger; calculator?: CalculatorService; changes?: Pick<Database, "listen"> } = {},
) {
  const calculator = opts.calculator ?? createCalculatorService();
  const payment = createPaymentEstimator(calculator);
  let stats: CatalogStats | null = null;

  async function build(): Promise<Loaded> {
    const started = performance.now();
    const data = await loadCatalogData(db);
    const loaded = performance.now();
    const index = buildCatalogIndex({ dict: data.dict, vehicles: data.vehicles, payment });
    const result = derive(data, index);
    const built = performance.now();
    result.stats = {
      vehicles: {
        cars: index.sections.cars.n,
        trucks: index.sections.trucks.n,
        used: index.sections.used.n,
        special: index.sections.special.n,
      },
      loadMs: Math.round(loaded - started),
      buildMs: Math.round(built - loaded),
    };
    stats = result.stats;
    metrics.catalogBuild((built - started) / 1000);
    opts.logger?.info(result.stats, "catalogue index built");
    return result;
  }

  let current: Promise<Loaded> = build();
  current.catch((error) => opts.logger?.error({ err: error }, "catalogue index build failed"));

  const rebuilds = createRebuildQueue(async () => {
    try {
      current = Promise.resolve(await build());
    } catch (error) {
      // The previous index keeps answering; the next change (or reload) tries again.
      opts.logger?.error({ err: error }, "catalogue index rebuild failed");
      throw error;
    }
  });
  // Logged by the rebuild itself.
  const rebuildOnNotice = () => void rebuilds.request().catch(() => {});
  const listening = opts.changes?.listen(CATALOG_CHANNEL, rebuildOnNotice);
  listening?.catch((error) => opts.logger?.error({ err: error }, "catalogue changes: LISTEN failed"));

  async function loadedIndex(): Promise<Loaded> {
    try {
      return await current;
    } catch {
      // The first build failed (database not ready?): try again on demand.
      current = build();
      return current;
    }
  }

  /**
   * `extra` constraints narrow the result beyond the query (the trim page's trim); `trims` asks for the result
   * grouped by trim (by default the page of trims of the new-vehicle lists, cars and trucks).
   */
  async function list(
    section: CatalogSection,
    query: CatalogQuery,
    opts: { extra?: Constraint[]; trims?: { offset: number; limit: number } } = {},
  ) {
    const l = await loadedIndex();
    const s = l.index.sections[section];
    const errors: { field: string; message: string }[] = [];
    const constraints: Constraint[] = [];
    const selected = new Map<string, Set<number>>();
    for (const f of facetsOf(section)) {
      const raw = query[f.id as keyof CatalogQuery] as string | string[] | undefined;
      if (raw === undefined) continue;
      const slugs = Array.isArray(raw) ? raw : [raw];
      const dict = l.index.dict[f.attr];
      const codes: number[] = [];
      for (const slug of slugs) {
        const code = dict.codeOf.get(slug);
        if (code === undefined) errors.push({ field: f.id, message: `Неизвестное значение «${slug}»` });
        else codes.push(code);
      }
      if (codes.length > 0) {
        constraints.push({ id: f.id, kind: "codes", attr: f.attr, codes });
        selected.set(f.id, new Set(codes));
      }
    }
    for (const r of rangesOf(section)) {
      let low = query[r.low] as number | undefined;
      const high = query[r.high] as number | undefined;
      if (low === undefined && high === undefined) continue;
      if (low !== undefined && high !== undefined && low > high) {
        errors.push({ field: r.low, message: "Нижняя граница больше верхней" });
        continue;
      }
      // A machine without the attribute (a crane's bucket) never matches a bound on it.
      if (OPTIONAL_NUMS.has(r.num)) low = low ?? 0;
      constraints.push({ id: r.id, kind: "range", num: r.num, low, high });
    }
    if (section === "used" && query.identifier) {
      constraints.push({ id: "identifier", kind: "vin", text: query.identifier });
    }
    let tagCode: number | undefined;
    if (query.tag !== undefined) {
      tagCode = l.index.dict.tag.codeOf.get(query.tag);
      if (tagCode === undefined) errors.push({ field: "tag", message: `Неизвестное значение «${query.tag}»` });
      else constraints.push({ id: "tag", kind: "tag", code: tagCode });
    }
    if (errors.length > 0) throw new DomainError("catalog-filter", errors);
    constraints.push(...(opts.extra ?? []));

    const sort = query.sort ?? "popular";
    const pageNo = query.page ?? 1;
    const pageSpan = { offset: (pageNo - 1) * CATALOG_PAGE_SIZE, limit: CATALOG_PAGE_SIZE };
    const facetDefs = facetsOf(section);
    const rangeDefs = rangesOf(section);
    const result = runQuery(s, {
      constraints,
      facets: facetDefs.map((f) => ({ id: f.id, attr: f.attr })),
      ranges: rangeDefs.map((r) => ({ id: r.id, num: r.num })),
      tagFacet: section === "cars" ? "tag" : undefined,
      complectations: section === "cars" || section === "trucks",
      trims: opts.trims ?? (section === "cars" || section === "trucks" ? pageSpan : undefined),
      sort,
      offset: (pageNo - 1) * CATALOG_PAGE_SIZE,
      limit: CATALOG_PAGE_SIZE,
    });

    const pageCnt = Math.ceil(result.total / CATALOG_PAGE_SIZE);
    const facets = {} as CatalogFacets;
    for (const f of facetDefs) facets[f.id] = facetOptions(l, section, f, result, selected.get(f.id));
    const ranges = Object.fromEntries(rangeDefs.map((r) => [r.key, result.ranges.get(r.id) ?? null])) as CatalogRanges;
    const base = {
      items: result.ordinals.map((o) => item(l, s, o)),
      page: pageNo,
      pageNext: pageNo < pageCnt ? pageNo + 1 : null,
      pageCnt,
      totalCnt: result.total,
      sort,
      facets,
      ranges,
    };
    return { l, s, result, base, tagCode };
  }

  function complectationsOf(l: Loaded, result: QueryResult) {
    const dict = l.index.dict;
    return result.complectations.map(({ code, count, priceFrom }) => {
      const entry = dict.complectation.entries[code];
      const modelSlug = entry?.parent ?? "";
      const model = l.data.models.get(modelSlug);
      return {
        slug: entry?.slug ?? "",
        name: entry?.name ?? "",
        brand: ref(l, "brand", model?.brand ?? ""),
        model: ref(l, "model", modelSlug),
        priceFrom,
        count,
      };
    });
  }

  return {
    /**
     * Rebuilds the index from what is committed now and resolves when it answers from it (a burst of calls shares
     * one rebuild). The instance that made a change calls it to show the change at once; the others rebuild on
     * the notification.
     */
    async reload(): Promise<CatalogStats> {
      await rebuilds.request();
      return (await current).stats;
    },
    /** Resolves when the service listens for catalogue changes (at once without `changes`). */
    async listening(): Promise<void> {
      await listening;
    },
    /** Resolves when no rebuild runs or waits. */
    idle: () => rebuilds.idle(),
    /** Resolves when the index is built. */
    async ready(): Promise<void> {
      await loadedIndex();
    },
    stats: () => stats,

    async cars(query: CatalogQuery): Promise<CarsList> {
      const { l, s, result, base, tagCode } = await list("cars", query);
      const listTag: FacetOption[] = [];
      l.index.dict.tag.entries.forEach((entry, code) => {
        if ((s.tagTotals[code] ?? 0) === 0 && code !== tagCode) return;
        listTag.push({
          slug: entry.slug,
          name: entry.name,
          count: result.tags?.[code] ?? 0,
          selected: code === tagCode,
        });
      });
      return {
        ...base,
        complectations: complectationsOf(l, result),
        trims: trimList(trimContext(l), s, result.trims, base.page),
        listTag,
      };
    },

    async trucks(query: CatalogQuery): Promise<TrucksList> {
      const { l, s, result, base } = await list("trucks", query);
      return {
        ...base,
        complectations: complectationsOf(l, result),
        trims: trimList(trimContext(l), s, result.trims, base.page),
      };
    },

    async used(query: CatalogQuery): Promise<UsedList> {
      const { l, base } = await list("used", query);
      return { main: l.usedMain, ...base };
    },

    async special(query: CatalogQuery): Promise<SpecialList> {
      const { l, base } = await list("special", query);
      return { main: l.specialMain, ...base };
    },

    /**
     * The trim page: the trim, its colours and its vehicles matching the list's filter; null for an unknown trim or
     * one with no vehicle on sale. Unknown filter values: a DomainError("catalog-filter") like the lists.
     */
    async trim(query: CatalogTrimQuery): Promise<CatalogTrimDetail | null> {
      const l = await loadedIndex();
      const { trim: slug, ...filter } = query;
      const code = l.index.dict.complectation.codeOf.get(slug);
      const info = l.data.complectations.get(slug);
      const model = info ? l.data.models.get(info.model) : undefined;
      if (code === undefined || !info || !model) return null;
      const section = model.section;
      // Used vehicles and special machinery are listed one card per vehicle: no trim pages.
      if (section !== "cars" && section !== "trucks") return null;
      const stockCnt = l.trimStock[section].get(code)?.count ?? 0;
      if (stockCnt === 0) return null;
      const { s, result, base } = await list(section, filter, {
        extra: [{ id: "trim", kind: "codes", attr: "complectation", codes: [code] }],
        trims: { offset: 0, limit: 1 },
      });
      const group = result.trims?.groups[0];
      const ctx = trimContext(l);
      const picked = filter.colors?.length === 1 ? filter.colors[0] : undefined;
      return {
        slug,
        name: info.name,
        title: trimTitle(ctx, model.brand, model.slug),
        path: trimPath(section, model.brand, model.slug, slug),
        section,
        brand: ref(l, "brand", model.brand),
        model: ref(l, "model", model.slug),
        group: ref(l, "group", model.group),
        type: ref(l, "type", info.type),
        body: ref(l, "body", info.body),
        gear: ref(l, "gear", info.gear),
        drive: ref(l, "drive", info.drive),
        fuel: ref(l, "fuel", info.fuel),
        power: info.power,
        engineVolume: info.engineVolume > 0 ? Math.round(info.engineVolume / 100) / 10 : null,
        listPrice: info.price,
        description: model.description,
        image: imageUrl(info.body, picked ?? info.colors[0] ?? "white"),
        specs: info.specs.map(([name, value]) => ({ name, value })),
        stockCnt,
        price: group
          ? { min: s.nums.price[group.cheapest] as number, max: s.nums.price[group.dearest] as number }
          : null,
        monthlyPaymentFrom: group ? (s.nums.payment[group.cheapest] as number) : null,
        colors: base.facets.colors.filter((c) => c.count > 0 || c.selected),
        items: base.items.map((item) => {
          const offer = l.data.extras.get(item.key)?.offer;
          return { ...item, offer: offer ? { ...offer, url: `/offers/${offer.code}` } : null };
        }),
        page: base.page,
        pageNext: base.pageNext,
        pageCnt: base.pageCnt,
        totalCnt: base.totalCnt,
        sort: base.sort,
      };
    },

    /** The vehicle page; null for an unknown key. */
    async detail(key: string): Promise<CatalogDetail | null> {
      const l = await loadedIndex();
      const at = l.index.byKey.get(key);
      if (!at) return null;
      return detail(l, at.section, at.ordinal, calculator, payment);
    },

    /** Brands with their models and counts per section, for landing pages. */
    async brands(): Promise<CatalogBrands> {
      return (await loadedIndex()).brands;
    },

    /** The SVG of `<body>_<color>_<view>.svg`; null when a part is unknown. */
    async image(name: string): Promise<string | null> {
      const match = /^([a-z0-9-]+)_([a-z0-9-]+)_([1-9])\.svg$/.exec(name);
      if (!match) return null;
      const [, body = "", color = "", viewText = ""] = match;
      const view = Number(viewText) as (typeof IMAGE_VIEWS)[number];
      if (!(IMAGE_VIEWS as readonly number[]).includes(view)) return null;
      const l = await loadedIndex();
      const bodyCode = l.index.dict.body.codeOf.get(body);
      const colorCode = l.index.dict.color.codeOf.get(color);
      if (bodyCode === undefined || colorCode === undefined || !hasShape(body)) return null;
      const colorEntry = l.index.dict.color.entries[colorCode];
      const bodyEntry = l.index.dict.body.entries[bodyCode];
      return vehicleSvg(body, colorEntry?.hex ?? "#888888", view, `${bodyEntry?.name}, ${colorEntry?.name}`);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

// ————— building the answers —————

function ref(l: Loaded, attr: Attr | "tag", slug: string): CatalogRef {
  const d = l.index.dict[attr];
  const code = d.codeOf.get(slug);
  const entry = code === undefined ? undefined : d.entries[code];
  return { slug, name: entry?.name ?? slug };
}

function trimContext(l: Loaded): TrimContext {
  return {
    index: l.index,
    data: l.data,
    ref: (attr, slug) => ref(l, attr, slug),
    image: (body, color) => imageUrl(body, color),
    cover: (key) => {
      const photo = l.data.extras.get(key)?.photos[0];
      return photo ? mediaPicture(photo) : null;
    },
  };
}

function refOrNull(l: Loaded, attr: Attr, slug: string | null): CatalogRef | null {
  return slug === null ? null : ref(l, attr, slug);
}

function imageUrl(body: string, color: string, view = 1): string {
  return `/api/catalog/image/${body}_${color}_${view}.svg`;
}

function item(l: Loaded, s: SectionIndex, ordinal: number): CatalogItem {
  const r = s.records[ordinal] as VehicleRecord;
  const cover = l.data.extras.get(r.key)?.photos[0];
  const brand = ref(l, "brand", r.brand);
  const model = ref(l, "model", r.model);
  const colorCode = l.index.dict.color.codeOf.get(r.color);
  const color = colorCode === undefined ? undefined : l.index.dict.color.entries[colorCode];
  return {
    key: r.key,
    section: r.section,
    title: r.condition === "used" ? `${brand.name} ${model.name}, ${r.year}` : `${brand.name} ${model.name}`,
    brand,
    model,
    complectation: ref(l, "complectation", r.complectation),
    group: ref(l, "group", r.group),
    type: ref(l, "type", r.type),
    body: ref(l, "body", r.body),
    gear: ref(l, "gear", r.gear),
    drive: ref(l, "drive", r.drive),
    fuel: ref(l, "fuel", r.fuel),
    color: { slug: r.color, name: color?.name ?? r.color, hex: color?.hex ?? "#888888" },
    power: r.power,
    engineVolume: r.engineVolume > 0 ? Math.round(r.engineVolume / 100) / 10 : null,
    year: r.year,
    mileage: r.mileage,
    price: r.price,
    oldPrice: r.oldPrice,
    monthlyPayment: s.nums.payment[ordinal] as number,
    image: imageUrl(r.body, r.color),
    picture: cover ? mediaPicture(cover) : null,
    badges: r.tags.map((t) => ref(l, "tag", t)),
    identifier: r.vin,
    wheel: refOrNull(l, "wheel", r.wheel),
    city: refOrNull(l, "city", r.city),
    state: refOrNull(l, "state", r.state),
    subtype: refOrNull(l, "subtype", r.subtype),
    condition: r.condition,
    engineHours: r.engineHours,
    operatingWeight: r.operatingWeight,
    bucketVolume: r.bucketVolume,
    liftingCapacity: r.liftingCapacity,
  };
}

function facetOptions(
  l: Loaded,
  section: CatalogSection,
  f: FacetDef,
  result: QueryResult,
  selected: Set<number> | undefined,
): FacetOption[] {
  const counts = result.facets.get(f.id);
  const dict = l.index.dict[f.attr];
  const codes = l.present[section][f.attr];
  const shown = selected ? [...new Set([...codes, ...selected])].sort((a, b) => a - b) : codes;
  return shown.map((code) => {
    const entry = dict.entries[code];
    const option: FacetOption = {
      slug: entry?.slug ?? "",
      name: entry?.name ?? "",
      count: counts?.[code] ?? 0,
      selected: selected?.has(code) ?? false,
    };
    if (f.attr === "color" && entry?.hex) option.hex = entry.hex;
    if (f.attr === "model" && entry?.parent) option.brand = entry.parent;
    return option;
  });
}

/** Per-index facts the answers reuse: present options, price spans, trim stock, the used summary, brands. */
function derive(data: CatalogData, index: CatalogIndex): Loaded {
  const present = {} as Loaded["present"];
  const modelPrices = {} as Loaded["modelPrices"];
  const trimStock = {} as Loaded["trimStock"];
  for (const section of SECTIONS) {
    const s = index.sections[section];
    present[section] = {} as Record<Attr, number[]>;
    for (const [attr, totals] of Object.entries(s.totals) as [Attr, Int32Array][]) {
      const codes: number[] = [];
      // The last slot counts vehicles without a value.
      for (let code = 0; code < totals.length - 1; code++) if ((totals[code] as number) > 0) codes.push(code);
      present[section][attr] = codes;
    }
    const prices = new Map<number, { min: number; max: number }>();
    const trims = new Map<number, { count: number; cheapest: number }>();
    for (let i = 0; i < s.n; i++) {
      const price = s.nums.price[i] as number;
      const m = s.codes.model[i] as number;
      const span = prices.get(m);
      if (!span) prices.set(m, { min: price, max: price });
      else {
        if (price < span.min) span.min = price;
        if (price > span.max) span.max = price;
      }
      const c = s.codes.complectation[i] as number;
      const stock = trims.get(c);
      if (!stock) trims.set(c, { count: 1, cheapest: i });
      else {
        stock.count++;
        if (price < (s.nums.price[stock.cheapest] as number)) stock.cheapest = i;
      }
    }
    modelPrices[section] = prices;
    trimStock[section] = trims;
  }

  const used = index.sections.used;
  const cheapest = used.n > 0 ? (used.order.price[0] as number) : -1;
  const usedMain: UsedMain = {
    stockCnt: used.n,
    cityCnt: present.used.city.length,
    brandCnt: present.used.brand.length,
    priceFrom: cheapest >= 0 ? (used.nums.price[cheapest] as number) : null,
    monthlyPaymentFrom: cheapest >= 0 ? (used.nums.payment[cheapest] as number) : null,
  };

  const special = index.sections.special;
  const cheapestMachine = special.n > 0 ? (special.order.price[0] as number) : -1;
  const usedMachines = special.totals.condition[index.dict.condition.codeOf.get("used") ?? -1] ?? 0;
  const specialMain: SpecialMain = {
    stockCnt: special.n,
    newCnt: special.n - usedMachines,
    usedCnt: usedMachines,
    brandCnt: present.special.brand.length,
    priceFrom: cheapestMachine >= 0 ? (special.nums.price[cheapestMachine] as number) : null,
    monthlyPaymentFrom: cheapestMachine >= 0 ? (special.nums.payment[cheapestMachine] as number) : null,
  };

  const loaded: Loaded = {
    data,
    index,
    present,
    modelPrices,
    trimStock,
    usedMain,
    specialMain,
    brands: { brands: [] },
    stats: { vehicles: { cars: 0, trucks: 0, used: 0, special: 0 }, loadMs: 0, buildMs: 0 },
  };
  loaded.brands = brandsOf(loaded);
  return loaded;
}

function brandsOf(l: Loaded): CatalogBrands {
  const { index, data } = l;
  const countsOf = (attr: Attr, code: number) => ({
    cars: index.sections.cars.totals[attr][code] ?? 0,
    trucks: index.sections.trucks.totals[attr][code] ?? 0,
    used: index.sections.used.totals[attr][code] ?? 0,
    special: index.sections.special.totals[attr][code] ?? 0,
  });
  const modelsByBrand = new Map<string, CatalogBrands["brands"][number]["models"]>();
  index.dict.model.entries.forEach((entry, code) => {
    const m = data.models.get(entry.slug);
    if (!m) return;
    const firstTrim = index.dict.complectation.entries.find((c) => c.parent === m.slug);
    const colors = firstTrim ? data.complectations.get(firstTrim.slug)?.colors : undefined;
    const list = modelsByBrand.get(m.brand) ?? [];
    list.push({
      slug: m.slug,
      name: m.name,
      fullName: `${data.brands.get(m.brand)?.name ?? m.brand} ${m.name}`,
      section: m.section,
      group: ref(l, "group", m.group),
      type: ref(l, "type", m.type),
      body: ref(l, "body", m.body),
      description: m.description,
      image: imageUrl(m.body, colors?.[0] ?? "white"),
      counts: countsOf("model", code),
      priceFrom: l.modelPrices[m.section].get(code)?.min ?? null,
    });
    modelsByBrand.set(m.brand, list);
  });
  return {
    brands: index.dict.brand.entries.map((entry, code) => ({
      slug: entry.slug,
      name: entry.name,
      country: data.brands.get(entry.slug)?.country ?? "",
      counts: countsOf("brand", code),
      models: modelsByBrand.get(entry.slug) ?? [],
    })),
  };
}

function detail(
  l: Loaded,
  section: CatalogSection,
  ordinal: number,
  calculator: CalculatorService,
  payment: ReturnType<typeof createPaymentEstimator>,
): CatalogDetail {
  const s = l.index.sections[section];
  const r = s.records[ordinal] as VehicleRecord;
  const card = item(l, s, ordinal);
  const extras = l.data.extras.get(r.key);
  const model = l.data.models.get(r.model);
  const trim = l.data.complectations.get(r.complectation);
  const modelCode = s.codes.model[ordinal] as number;
  const span = l.modelPrices[section].get(modelCode) ?? { min: r.price, max: r.price };
  const terms = calculator.cardTerms(section);

  const colors = (trim?.colors ?? [r.color]).map((slug) => {
    const c = l.index.dict.color.entries[l.index.dict.color.codeOf.get(slug) ?? -1];
    return { slug, name: c?.name ?? slug, hex: c?.hex ?? "#888888", image: imageUrl(r.body, slug) };
  });

  const stock = l.trimStock[section];
  const complectations = l.index.dict.complectation.entries
    .map((entry, code) => ({ entry, code }))
    .filter(({ entry }) => entry.parent === r.model)
    .map(({ entry, code }) => {
      const t = l.data.complectations.get(entry.slug);
      const inStock = stock.get(code);
      const cheapest = inStock ? (s.records[inStock.cheapest] as VehicleRecord) : undefined;
      return {
        slug: entry.slug,
        name: entry.name,
        price: t?.price ?? 0,
        // List prices are for new vehicles: the new-vehicle programme of the model's section.
        monthlyPayment: payment(t?.price ?? 0, model?.section ?? "cars"),
        power: t?.power ?? 0,
        engineVolume: t && t.engineVolume > 0 ? Math.round(t.engineVolume / 100) / 10 : null,
        gear: ref(l, "gear", t?.gear ?? ""),
        drive: ref(l, "drive", t?.drive ?? ""),
        fuel: ref(l, "fuel", t?.fuel ?? ""),
        body: ref(l, "body", t?.body ?? ""),
        stockCnt: inStock?.count ?? 0,
        priceFrom: cheapest?.price ?? null,
        vehicleKey: cheapest?.key ?? null,
        current: entry.slug === r.complectation,
      };
    });

  return {
    catalog_selected: {
      type: card.type,
      group: card.group,
      brand: card.brand,
      model: card.model,
      prices: {
        price: r.price,
        oldPrice: r.oldPrice,
        monthlyPayment: card.monthlyPayment,
        modelFrom: span.min,
        modelTo: span.max,
      },
    },
    item: card,
    description: model?.description ?? "",
    gallery: IMAGE_VIEWS.map((view) => ({ url: imageUrl(r.body, r.color, view), view })),
    photos: (extras?.photos ?? []).map((p) => ({ picture: mediaPicture(p), alt: p.alt })),
    offer: extras?.offer ? { ...extras.offer, url: `/offers/${extras.offer.code}` } : null,
    trimSpecs: (trim?.specs ?? []).map(([name, value]) => ({ name, value })),
    colors,
    complectations,
    similar: similar(s, ordinal).map((o) => item(l, s, o)),
    leasing: {
      advancePercent: terms.advance,
      months: terms.term,
      buyoutPercent: terms.buyout,
      annualRatePercent: terms.rate,
    },
  };
}

/** Up to 8 vehicles of the same type and section nearest in price: other trims, at most two per model. */
function similar(s: SectionIndex, ordinal: number): number[] {
  const order = s.order.price;
  const pos = s.rank.price[ordinal] as number;
  const type = s.codes.type[ordinal] as number;
  const price = s.nums.price[ordinal] as number;
  const ownTrim = s.codes.complectation[ordinal];
  const perModel = new Map<number, number>();
  const trims = new Set<number>();
  const out: number[] = [];
  let lo = pos - 1;
  let hi = pos + 1;
  for (let steps = 0; out.length < 8 && steps < 5000 && (lo >= 0 || hi < s.n); steps++) {
    const loGap = lo >= 0 ? price - (s.nums.price[order[lo] as number] as number) : Number.POSITIVE_INFINITY;
    const hiGap = hi < s.n ? (s.nums.price[order[hi] as number] as number) - price : Number.POSITIVE_INFINITY;
    const i = (loGap <= hiGap ? order[lo--] : order[hi++]) as number;
    if (Math.min(loGap, hiGap) > price * 0.35) break;
    if (s.codes.type[i] !== type) continue;
    const trim = s.codes.complectation[i] as number;
    if (trim === ownTrim || trims.has(trim)) continue;
    const model = s.codes.model[i] as number;
    if ((perModel.get(model) ?? 0) >= 2) continue;
    perModel.set(model, (perModel.get(model) ?? 0) + 1);
    trims.add(trim);
    out.push(i);
  }
  return out;
}
