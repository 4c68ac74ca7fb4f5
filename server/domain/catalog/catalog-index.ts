import type { CatalogSection, CatalogSort } from "../../../contract/catalog.ts";
import { type TrimPage, trimPage } from "./trim-index.ts";

/**
 * The in-memory catalogue index (ADR 008). Pure: built from plain records, no database, no HTTP.
 *
 * Per section, vehicles get ordinals 0..n-1. Every dictionary attribute (brand, body, city…) has a code per
 * vehicle (Uint16Array) and one bitset per option (Uint32Array over the ordinals). A filter is one bitset per
 * constrained field (OR of its options, or a range taken from a value-sorted ordinal array); the result is their
 * AND. A facet's counts are a histogram of the attribute's codes over the AND of the *other* fields' bitsets,
 * counted over the set bits or, when more than half are set, subtracted from the totals over the clear bits.
 */

export const ATTRS = [
  "group",
  "type",
  "brand",
  "model",
  "complectation",
  "body",
  "gear",
  "drive",
  "fuel",
  "color",
  "wheel",
  "city",
  "state",
  "subtype",
  "condition",
] as const;
export type Attr = (typeof ATTRS)[number];

export const NUMS = [
  "price",
  "power",
  "year",
  "mileage",
  "payment",
  "novelty",
  "popularity",
  "weight",
  "bucket",
  "lift",
] as const;
export type Num = (typeof NUMS)[number];

/**
 * Machinery attributes only some vehicles have (a crane has no bucket): stored as −1 when absent, so they sort
 * first; their ranges skip them and a filter on them starts at 0.
 */
export const OPTIONAL_NUMS: ReadonlySet<Num> = new Set<Num>(["weight", "bucket", "lift"]);
const ABSENT = -1;

export interface DictEntry {
  slug: string;
  name: string;
  hex?: string | null;
  /** Models: brand slug; complectations: model slug. */
  parent?: string;
}

/** One vehicle on sale as loaded from the database (slugs, not codes). */
export interface VehicleRecord {
  key: string;
  section: CatalogSection;
  complectation: string;
  brand: string;
  model: string;
  group: string;
  type: string;
  body: string;
  gear: string;
  drive: string;
  fuel: string;
  color: string;
  power: number;
  engineVolume: number;
  price: number;
  oldPrice: number | null;
  year: number;
  mileage: number;
  vin: string | null;
  wheel: string | null;
  city: string | null;
  state: string | null;
  subtype: string | null;
  tags: string[];
  popularity: number;
  listedAt: string;
  condition: "new" | "used";
  /** Special machinery: engine hours (used), operating weight (kg), bucket volume (litres), lifting capacity (kg). */
  engineHours: number | null;
  operatingWeight: number | null;
  bucketVolume: number | null;
  liftingCapacity: number | null;
}

export interface CatalogIndexInput {
  dict: Record<Attr | "tag", DictEntry[]>;
  vehicles: VehicleRecord[];
  /** Monthly payment estimate of a vehicle (stored per ordinal for the payment sort). */
  payment: (price: number, section: CatalogSection) => number;
}

export interface AttrDict {
  entries: DictEntry[];
  codeOf: Map<string, number>;
}

/**
 * A vehicle without a value (new cars have no city) gets the code `entries.length`: one extra slot at the end of
 * every counts array, so the counting loops need no branch. Real codes are 0…entries.length−1.
 */

export interface SectionIndex {
  section: CatalogSection;
  n: number;
  words: number;
  records: VehicleRecord[];
  codes: Record<Attr, Uint16Array>;
  /** Per attribute, per code: the vehicles having it (undefined when none). */
  bits: Record<Attr, (Uint32Array | undefined)[]>;
  totals: Record<Attr, Int32Array>;
  /**
   * Attributes that are a function of the complectation in this section (brand, model, body, gear… as the trim
   * defines them): complectation code → attribute code. Their histograms are summed from the complectation's.
   */
  derived: Partial<Record<Attr, Uint16Array>>;
  tagBits: (Uint32Array | undefined)[];
  tagTotals: Int32Array;
  nums: Record<Num, Int32Array>;
  /** Ordinals sorted ascending by the value (ties by ordinal). */
  order: Record<Num, Int32Array>;
  /** Position of each ordinal in `order`. */
  rank: Record<Num, Int32Array>;
  /** Ordinals grouped by complectation, each group by price (CSR: group c is trimOrdinals[trimStart[c]…trimStart[c+1]]). */
  trimStart: Int32Array;
  trimOrdinals: Int32Array;
  /** VINs joined with "|" in ordinal order (fixed width 18): substring search with native indexOf. */
  vinText: string | null;
  all: Uint32Array;
  /** Scratch space reused by queries (queries are synchronous). */
  scratch: { ordinals: Int32Array; masks: Uint32Array[]; used: number };
}

export interface CatalogIndex {
  dict: Record<Attr | "tag", AttrDict>;
  sections: Record<CatalogSection, SectionIndex>;
  byKey: Map<string, { section: CatalogSection; ordinal: number }>;
}

const SECTIONS: CatalogSection[] = ["cars", "trucks", "used", "special"];
const VIN_WIDTH = 18;

function dictOf(entries: DictEntry[]): AttrDict {
  return { entries, codeOf: new Map(entries.map((e, i) => [e.slug, i])) };
}

export function buildCatalogIndex(input: CatalogIndexInput): CatalogIndex {
  const dict = Object.fromEntries(
    [...ATTRS, "tag" as const].map((a) => [a, dictOf(input.dict[a] ?? [])]),
  ) as CatalogIndex["dict"];
  const bySection: Record<CatalogSection, VehicleRecord[]> = { cars: [], trucks: [], used: [], special: [] };
  for (const v of input.vehicles) bySection[v.section]?.push(v);
  const byKey = new Map<string, { section: CatalogSection; ordinal: number }>();
  const sections = {} as Record<CatalogSection, SectionIndex>;
  for (const section of SECTIONS) {
    const records = bySection[section];
    records.forEach((r, ordinal) => {
      byKey.set(r.key, { section, ordinal });
    });
    sections[section] = buildSection(section, records, dict, input.payment);
  }
  return { dict, sections, byKey };
}

const EPOCH_DAY = 86_400_000;

function buildSection(
  section: CatalogSection,
  records: VehicleRecord[],
  dict: CatalogIndex["dict"],
  payment: CatalogIndexInput["payment"],
): SectionIndex {
  const n = records.length;
  const words = Math.max(1, Math.ceil(n / 32));
  const codes = {} as Record<Attr, Uint16Array>;
  const bits = {} as Record<Attr, (Uint32Array | undefined)[]>;
  const totals = {} as Record<Attr, Int32Array>;
  for (const attr of ATTRS) {
    const d = dict[attr];
    const none = d.entries.length;
    const c = new Uint16Array(n);
    const b: (Uint32Array | undefined)[] = new Array(d.entries.length);
    const t = new Int32Array(none + 1);
    for (let i = 0; i < n; i++) {
      const slug = (records[i] as VehicleRecord)[attr];
      const code = slug === null ? undefined : d.codeOf.get(slug);
      if (code === undefined) {
        c[i] = none;
        t[none] = (t[none] as number) + 1;
        continue;
      }
      c[i] = code;
      t[code] = (t[code] ?? 0) + 1;
      let set = b[code];
      if (!set) {
        set = new Uint32Array(words);
        b[code] = set;
      }
      set[i >>> 5] = (set[i >>> 5] ?? 0) | (1 << (i & 31));
    }
    codes[attr] = c;
    bits[attr] = b;
    totals[attr] = t;
  }
  const derived: Partial<Record<Attr, Uint16Array>> = {};
  const trimCount = dict.complectation.entries.length;
  const UNSET = 0xffff;
  for (const attr of ATTRS) {
    if (attr === "complectation") continue;
    const map = new Uint16Array(trimCount).fill(UNSET);
    const source = codes[attr];
    const none = dict[attr].entries.length;
    let functional = true;
    for (let i = 0; i < n && functional; i++) {
      const trim = codes.complectation[i] as number;
      const value = source[i] as number;
      if (trim === trimCount || value === none) functional = false;
      else if (map[trim] === UNSET) map[trim] = value;
      else if (map[trim] !== value) functional = false;
    }
    if (functional) derived[attr] = map;
  }
  const tagDict = dict.tag;
  const tagBits: (Uint32Array | undefined)[] = new Array(tagDict.entries.length);
  const tagTotals = new Int32Array(tagDict.entries.length);
  records.forEach((r, i) => {
    for (const tag of r.tags) {
      const code = tagDict.codeOf.get(tag);
      if (code === undefined) continue;
      tagTotals[code] = (tagTotals[code] ?? 0) + 1;
      let set = tagBits[code];
      if (!set) {
        set = new Uint32Array(words);
        tagBits[code] = set;
      }
      set[i >>> 5] = (set[i >>> 5] ?? 0) | (1 << (i & 31));
    }
  });

  const nums = {} as Record<Num, Int32Array>;
  for (const num of NUMS) nums[num] = new Int32Array(n);
  records.forEach((r, i) => {
    nums.price[i] = r.price;
    nums.power[i] = r.power;
    nums.year[i] = r.year;
    nums.mileage[i] = r.mileage;
    nums.payment[i] = payment(r.price, section);
    nums.novelty[i] = Math.floor(Date.parse(r.listedAt) / EPOCH_DAY);
    nums.popularity[i] = r.popularity;
    nums.weight[i] = r.operatingWeight ?? ABSENT;
    nums.bucket[i] = r.bucketVolume ?? ABSENT;
    nums.lift[i] = r.liftingCapacity ?? ABSENT;
  });
  const order = {} as Record<Num, Int32Array>;
  const rank = {} as Record<Num, Int32Array>;
  for (const num of NUMS) {
    const values = nums[num];
    const o = Int32Array.from({ length: n }, (_, i) => i);
    o.sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
    const rk = new Int32Array(n);
    for (let p = 0; p < n; p++) rk[o[p] as number] = p;
    order[num] = o;
    rank[num] = rk;
  }
  const trimCodes = codes.complectation;
  const trimStart = new Int32Array(trimCount + 1);
  for (let i = 0; i < n; i++) {
    const code = trimCodes[i] as number;
    if (code !== trimCount) trimStart[code + 1] = (trimStart[code + 1] as number) + 1;
  }
  for (let c = 1; c < trimStart.length; c++) trimStart[c] = (trimStart[c] as number) + (trimStart[c - 1] as number);
  const trimOrdinals = new Int32Array(n);
  const fill = trimStart.slice(0, -1);
  for (const i of order.price) {
    const code = trimCodes[i] as number;
    if (code === trimCount) continue;
    trimOrdinals[fill[code] as number] = i;
    fill[code] = (fill[code] as number) + 1;
  }
  const all = new Uint32Array(words);
  for (let i = 0; i < n; i++) all[i >>> 5] = (all[i >>> 5] ?? 0) | (1 << (i & 31));
  const vinText = section === "used" ? records.map((r) => (r.vin ?? "").padEnd(17, "-").slice(0, 17)).join("|") : null;
  return {
    section,
    n,
    words,
    records,
    codes,
    bits,
    totals,
    derived,
    tagBits,
    tagTotals,
    nums,
    order,
    rank,
    trimStart,
    trimOrdinals,
    vinText,
    all,
    scratch: { ordinals: new Int32Array(n), masks: [], used: 0 },
  };
}

// ————— bit operations —————

function popcount32(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function popcount(mask: Uint32Array): number {
  let c = 0;
  for (let w = 0; w < mask.length; w++) c += popcount32(mask[w] as number);
  return c;
}

function popcountAnd(a: Uint32Array, b: Uint32Array): number {
  let c = 0;
  for (let w = 0; w < a.length; w++) c += popcount32((a[w] as number) & (b[w] as number));
  return c;
}

const has = (mask: Uint32Array, i: number) => ((mask[i >>> 5] as number) & (1 << (i & 31))) !== 0;

/** Writes the set ordinals of `mask` into `out` (bits at n and above are never set); returns how many. */
function extract(mask: Uint32Array, out: Int32Array): number {
  let k = 0;
  const words = mask.length;
  for (let w = 0; w < words; w++) {
    let x = mask[w] as number;
    const base = w << 5;
    while (x !== 0) {
      const b = 31 - Math.clz32(x);
      out[k++] = base | b;
      x &= ~(1 << b);
    }
  }
  return k;
}

/**
 * A zeroed (or copied) bitset from the section's pool: a query takes what it needs and gives all back when it ends,
 * so filtering makes no garbage (and no GC pauses) however many fields are constrained.
 */
function takeMask(s: SectionIndex, copyOf?: Uint32Array): Uint32Array {
  const pool = s.scratch.masks;
  let mask = pool[s.scratch.used];
  if (!mask) {
    mask = new Uint32Array(s.words);
    pool.push(mask);
  }
  s.scratch.used++;
  if (copyOf) mask.set(copyOf);
  else mask.fill(0);
  return mask;
}

function andInto(target: Uint32Array, source: Uint32Array) {
  for (let w = 0; w < target.length; w++) target[w] = (target[w] as number) & (source[w] as number);
}

// ————— queries —————

/** A constraint of the resolved filter: a dictionary field, a numeric range, the VIN search or the tag. */
export type Constraint =
  | { id: string; kind: "codes"; attr: Attr; codes: number[] }
  | { id: string; kind: "range"; num: Num; low: number | undefined; high: number | undefined }
  | { id: string; kind: "vin"; text: string }
  | { id: string; kind: "tag"; code: number };

/** A facet to count: its id names the constraint whose selection it ignores. */
export interface FacetRequest {
  id: string;
  attr: Attr;
}

export interface RangeRequest {
  id: string;
  num: Num;
}

export interface QueryRequest {
  constraints: Constraint[];
  facets: FacetRequest[];
  ranges: RangeRequest[];
  /** Counts per tag, ignoring the constraint with this id. */
  tagFacet?: string;
  /** Counts and cheapest price per complectation over the result. */
  complectations?: boolean;
  /** A page of the result grouped by trim, in the order of `sort` (new vehicles listed by model and trim). */
  trims?: { offset: number; limit: number };
  sort: CatalogSort;
  offset: number;
  limit: number;
}

export interface QueryResult {
  total: number;
  ordinals: number[];
  facets: Map<string, Int32Array>;
  ranges: Map<string, { min: number; max: number } | null>;
  tags: Int32Array | null;
  complectations: { code: number; count: number; priceFrom: number }[];
  trims: TrimPage | null;
}

function constraintMask(s: SectionIndex, c: Constraint): Uint32Array {
  switch (c.kind) {
    case "codes": {
      const out = takeMask(s);
      for (const code of c.codes) {
        const set = s.bits[c.attr][code];
        if (!set) continue;
        for (let w = 0; w < s.words; w++) out[w] = (out[w] as number) | (set[w] as number);
      }
      return out;
    }
    case "tag":
      return s.tagBits[c.code] ?? takeMask(s);
    case "vin": {
      const out = takeMask(s);
      const text = s.vinText;
      if (!text) return out;
      let from = 0;
      for (;;) {
        const at = text.indexOf(c.text, from);
        if (at < 0) break;
        const i = Math.floor(at / VIN_WIDTH);
        out[i >>> 5] = (out[i >>> 5] as number) | (1 << (i & 31));
        from = (i + 1) * VIN_WIDTH;
      }
      return out;
    }
    case "range": {
      const values = s.nums[c.num];
      const order = s.order[c.num];
      const lo = c.low ?? Number.NEGATIVE_INFINITY;
      const hi = c.high ?? Number.POSITIVE_INFINITY;
      const a = lowerBound(values, order, lo);
      const b = upperBound(values, order, hi);
      const out = takeMask(s);
      if (b - a > s.n / 2) {
        out.set(s.all);
        for (let p = 0; p < a; p++) {
          const i = order[p] as number;
          out[i >>> 5] = (out[i >>> 5] as number) & ~(1 << (i & 31));
        }
        for (let p = b; p < s.n; p++) {
          const i = order[p] as number;
          out[i >>> 5] = (out[i >>> 5] as number) & ~(1 << (i & 31));
        }
      } else {
        for (let p = a; p < b; p++) {
          const i = order[p] as number;
          out[i >>> 5] = (out[i >>> 5] as number) | (1 << (i & 31));
        }
      }
      return out;
    }
  }
}

/** First position in `order` whose value is ≥ x. */
function lowerBound(values: Int32Array, order: Int32Array, x: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First position in `order` whose value is > x. */
function upperBound(values: Int32Array, order: Int32Array, x: number): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[order[mid] as number] as number) <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Histograms of several attributes over one mask (set bits, or totals minus the clear bits). Attributes that the
 * complectation determines are summed from the complectation histogram instead of counted vehicle by vehicle.
 */
function histograms(s: SectionIndex, mask: Uint32Array, count: number, attrs: Attr[]): Map<Attr, Int32Array> {
  const out = new Map<Attr, Int32Array>();
  const direct = attrs.filter((a) => !s.derived[a]);
  if (direct.length < attrs.length && !direct.includes("complectation")) direct.push("complectation");
  const complement = count > s.n - count;
  const columns = direct.map((a) => s.codes[a]);
  const counts = direct.map((a) => (complement ? s.totals[a].slice() : new Int32Array(s.totals[a].length)));
  countBits(mask, s.n, complement, columns, counts);
  direct.forEach((a, j) => {
    out.set(a, counts[j] as Int32Array);
  });
  const trims = out.get("complectation");
  for (const attr of attrs) {
    const map = s.derived[attr];
    if (!map || !trims) continue;
    const derived = new Int32Array(s.totals[attr].length);
    for (let c = 0; c < map.length; c++) {
      const t = trims[c] as number;
      if (t !== 0) derived[map[c] as number] = (derived[map[c] as number] as number) + t;
    }
    out.set(attr, derived);
  }
  return out;
}

/** For every set (or, with `complement`, clear) bit below n: +1 (or −1) in each column's counts. */
function countBits(mask: Uint32Array, n: number, complement: boolean, columns: Uint16Array[], counts: Int32Array[]) {
  const words = mask.length;
  const step = complement ? -1 : 1;
  const tail = n & 31;
  const [c0, c1] = columns as [Uint16Array, Uint16Array | undefined];
  const [k0, k1] = counts as [Int32Array, Int32Array | undefined];
  for (let w = 0; w < words; w++) {
    let x = complement ? ~(mask[w] as number) : (mask[w] as number);
    if (complement && w === words - 1 && tail !== 0) x &= (1 << tail) - 1;
    if (x === 0) continue;
    const base = w << 5;
    // Highest bit first, int32 only (x & -x would overflow to a double at bit 31).
    while (x !== 0) {
      const b = 31 - Math.clz32(x);
      const i = base | b;
      x &= ~(1 << b);
      const a = c0[i] as number;
      k0[a] = (k0[a] as number) + step;
      if (c1 !== undefined && k1 !== undefined) {
        const b = c1[i] as number;
        k1[b] = (k1[b] as number) + step;
      }
      for (let j = 2; j < columns.length; j++) {
        const code = (columns[j] as Uint16Array)[i] as number;
        const kj = counts[j] as Int32Array;
        kj[code] = (kj[code] as number) + step;
      }
    }
  }
}

/**
 * One attribute's counts over a mask: a popcount of the mask AND each option's bitset when the attribute has few
 * options, else a histogram over the (set or clear) bits.
 */
function facetCounts(s: SectionIndex, mask: Uint32Array, count: number, attr: Attr): Int32Array {
  const sets = s.bits[attr];
  let options = 0;
  for (const set of sets) if (set) options++;
  // Measured: a popcount of one word costs about as much as counting one bit.
  if (options * s.words >= Math.min(count, s.n - count))
    return histograms(s, mask, count, [attr]).get(attr) as Int32Array;
  const counts = new Int32Array(s.totals[attr].length);
  sets.forEach((set, code) => {
    if (set) counts[code] = popcountAnd(mask, set);
  });
  return counts;
}

function minMax(s: SectionIndex, mask: Uint32Array, count: number, num: Num): { min: number; max: number } | null {
  if (count === 0) return null;
  const values = s.nums[num];
  // Absent optional values (−1) are below every real one: skip them; none real left means no range.
  const floor = OPTIONAL_NUMS.has(num) ? 0 : Number.NEGATIVE_INFINITY;
  if (count <= 256) {
    const ordinals = s.scratch.ordinals;
    const k = extract(mask, ordinals);
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (let j = 0; j < k; j++) {
      const v = values[ordinals[j] as number] as number;
      if (v < floor) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    return min === Number.POSITIVE_INFINITY ? null : { min, max };
  }
  const order = s.order[num];
  let min = Number.NaN;
  let max = 0;
  for (let p = 0; p < s.n; p++) {
    const i = order[p] as number;
    if (has(mask, i) && (values[i] as number) >= floor) {
      min = values[i] as number;
      break;
    }
  }
  if (Number.isNaN(min)) return null;
  for (let p = s.n - 1; p >= 0; p--) {
    const i = order[p] as number;
    if (has(mask, i)) {
      max = values[i] as number;
      break;
    }
  }
  return { min, max };
}

const SORTS: Record<CatalogSort, { num: Num; desc: boolean }> = {
  popular: { num: "popularity", desc: true },
  price_asc: { num: "price", desc: false },
  price_desc: { num: "price", desc: true },
  payment_asc: { num: "payment", desc: false },
  payment_desc: { num: "payment", desc: true },
  power_asc: { num: "power", desc: false },
  power_desc: { num: "power", desc: true },
  year_desc: { num: "year", desc: true },
  year_asc: { num: "year", desc: false },
  mileage_asc: { num: "mileage", desc: false },
  mileage_desc: { num: "mileage", desc: true },
  novelty: { num: "novelty", desc: true },
};

function page(s: SectionIndex, mask: Uint32Array, count: number, sort: CatalogSort, offset: number, limit: number) {
  const { num, desc } = SORTS[sort];
  const result: number[] = [];
  if (offset >= count) return result;
  // Few matches: sort them by rank. Otherwise walk the sorted order (at worst n bit tests).
  if (count <= 1024) {
    const ordinals = s.scratch.ordinals;
    const k = extract(mask, ordinals);
    const rank = s.rank[num];
    const picked = Array.from(ordinals.subarray(0, k));
    picked.sort((a, b) =>
      desc ? (rank[b] as number) - (rank[a] as number) : (rank[a] as number) - (rank[b] as number),
    );
    return picked.slice(offset, offset + limit);
  }
  const order = s.order[num];
  let seen = 0;
  for (let step = 0; step < s.n && result.length < limit; step++) {
    const i = order[desc ? s.n - 1 - step : step] as number;
    if (!has(mask, i)) continue;
    if (seen++ >= offset) result.push(i);
  }
  return result;
}

/** Filters one section, counts every requested facet and range, and returns a page of ordinals. */
export function runQuery(s: SectionIndex, q: QueryRequest): QueryResult {
  s.scratch.used = 0;
  const masks = q.constraints.map((c) => constraintMask(s, c));
  const result = takeMask(s, s.all);
  for (const m of masks) andInto(result, m);
  const total = masks.length === 0 ? s.n : popcount(result);

  /** The AND of every constraint except the one with this id (the "own selection removed" filter). */
  const without = new Map<string, { mask: Uint32Array; count: number }>();
  const maskWithout = (id: string) => {
    const at = q.constraints.findIndex((c) => c.id === id);
    if (at < 0) return { mask: result, count: total };
    let cached = without.get(id);
    if (!cached) {
      const mask = takeMask(s, s.all);
      masks.forEach((m, j) => {
        if (j !== at) andInto(mask, m);
      });
      cached = { mask, count: masks.length === 1 ? s.n : popcount(mask) };
      without.set(id, cached);
    }
    return cached;
  };

  const facets = new Map<string, Int32Array>();
  const onResult: FacetRequest[] = [];
  for (const f of q.facets) {
    if (q.constraints.some((c) => c.id === f.id)) {
      const { mask, count } = maskWithout(f.id);
      facets.set(f.id, facetCounts(s, mask, count, f.attr));
    } else onResult.push(f);
  }
  const resultAttrs = [...new Set(onResult.map((f) => f.attr))];
  if (q.complectations || q.trims) resultAttrs.push("complectation");
  const resultCounts = resultAttrs.length > 0 ? histograms(s, result, total, resultAttrs) : new Map();
  for (const f of onResult) facets.set(f.id, resultCounts.get(f.attr) as Int32Array);

  const ranges = new Map<string, { min: number; max: number } | null>();
  for (const r of q.ranges) {
    const { mask, count } = maskWithout(r.id);
    ranges.set(r.id, minMax(s, mask, count, r.num));
  }

  let tags: Int32Array | null = null;
  if (q.tagFacet !== undefined) {
    const { mask } = maskWithout(q.tagFacet);
    tags = new Int32Array(s.tagBits.length);
    s.tagBits.forEach((set, code) => {
      if (set) (tags as Int32Array)[code] = popcountAnd(mask, set);
    });
  }

  const complectations: QueryResult["complectations"] = [];
  if (q.complectations) {
    const counts = resultCounts.get("complectation") as Int32Array;
    const top: number[] = [];
    const trimCount = s.totals.complectation.length - 1;
    for (let code = 0; code < trimCount; code++) if ((counts[code] as number) > 0) top.push(code);
    top.sort((a, b) => (counts[b] as number) - (counts[a] as number) || a - b);
    for (const code of top.slice(0, COMPLECTATIONS_SHOWN)) {
      // The trim's vehicles are stored by price: the first one in the result is the cheapest.
      let priceFrom = 0;
      for (let p = s.trimStart[code] as number; p < (s.trimStart[code + 1] as number); p++) {
        const i = s.trimOrdinals[p] as number;
        if (has(result, i)) {
          priceFrom = s.nums.price[i] as number;
          break;
        }
      }
      complectations.push({ code, count: counts[code] as number, priceFrom });
    }
    complectations.sort((a, b) => b.count - a.count || a.priceFrom - b.priceFrom);
  }

  const trims = q.trims
    ? trimPage(s, result, {
        trimCounts: resultCounts.get("complectation") as Int32Array,
        count: total,
        sort: SORTS[q.sort],
        offset: q.trims.offset,
        limit: q.trims.limit,
      })
    : null;

  return {
    total,
    ordinals: page(s, result, total, q.sort, q.offset, q.limit),
    facets,
    ranges,
    tags,
    complectations,
    trims,
  };
}

export const COMPLECTATIONS_SHOWN = 30;
