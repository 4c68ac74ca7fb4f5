import type { Num, SectionIndex } from "./catalog-index.ts";

/**
 * New vehicles listed by trim (issue 14: a catalogue of models, not of 72 identical cards). Pure, over one
 * section of the in-memory index: the vehicles matching a filter (a bitset) are grouped by their complectation;
 * each group reports its count, cheapest and dearest vehicle, colours and tags in the result.
 *
 * A trim stands in the list where its first vehicle stands in the vehicle order of the sort: popular — its most
 * popular vehicle, price_asc — its cheapest, price_desc — its dearest, power and payment alike. So the trim list
 * sorts exactly as the vehicle list does, and each vehicle of the result is in exactly one group.
 */

export interface TrimGroup {
  /** Complectation code. */
  code: number;
  /** Vehicles of the trim in the result. */
  count: number;
  /** Ordinal of the trim's cheapest vehicle in the result. */
  cheapest: number;
  /** Ordinal of its dearest. */
  dearest: number;
  /** [colour code, vehicles] in the colour dictionary's order. */
  colors: [number, number][];
  /** Vehicles sold below their old price. */
  discounted: number;
  /** Tag slug → vehicles carrying it. */
  tags: Map<string, number>;
}

export interface TrimPage {
  /** Trims with at least one vehicle in the result. */
  total: number;
  groups: TrimGroup[];
}

export interface TrimPageRequest {
  /** Vehicles per complectation code in the result (the complectation histogram; the last slot: no trim). */
  trimCounts: Int32Array;
  /** Vehicles in the result. */
  count: number;
  sort: { num: Num; desc: boolean };
  offset: number;
  limit: number;
}

const inMask = (mask: Uint32Array, i: number) => ((mask[i >>> 5] as number) & (1 << (i & 31))) !== 0;

/** The trims of page `offset`…`offset + limit` of the result, with their figures. */
export function trimPage(s: SectionIndex, mask: Uint32Array, q: TrimPageRequest): TrimPage {
  const trimCount = q.trimCounts.length - 1;
  let total = 0;
  for (let code = 0; code < trimCount; code++) if ((q.trimCounts[code] as number) > 0) total++;
  const wanted = Math.min(total, q.offset + q.limit);
  const codes = orderedTrims(s, mask, q, wanted);
  return { total, groups: codes.slice(q.offset, wanted).map((code) => trimGroup(s, mask, code)) };
}

/** The first `wanted` trims in list order: walks the vehicles in sort order until that many trims were seen. */
function orderedTrims(s: SectionIndex, mask: Uint32Array, q: TrimPageRequest, wanted: number): number[] {
  const trimCodes = s.codes.complectation;
  const none = q.trimCounts.length - 1;
  const seen = new Uint8Array(none + 1);
  const out: number[] = [];
  const visit = (i: number) => {
    const code = trimCodes[i] as number;
    if (code === none || seen[code] === 1) return;
    seen[code] = 1;
    out.push(code);
  };
  const { num, desc } = q.sort;
  if (wanted === 0) return out;
  // Few matches: sort them by rank; otherwise walk the whole sorted order (at worst n bit tests).
  if (q.count <= 1024) {
    const picked: number[] = [];
    for (let w = 0; w < mask.length; w++) {
      let x = mask[w] as number;
      while (x !== 0) {
        const b = 31 - Math.clz32(x);
        picked.push((w << 5) | b);
        x &= ~(1 << b);
      }
    }
    const rank = s.rank[num];
    picked.sort((a, b) =>
      desc ? (rank[b] as number) - (rank[a] as number) : (rank[a] as number) - (rank[b] as number),
    );
    for (const i of picked) {
      visit(i);
      if (out.length >= wanted) break;
    }
    return out;
  }
  const order = s.order[num];
  for (let step = 0; step < s.n && out.length < wanted; step++) {
    const i = order[desc ? s.n - 1 - step : step] as number;
    if (inMask(mask, i)) visit(i);
  }
  return out;
}

/** One trim's figures over the result: its vehicles are stored by price, so the first match is the cheapest. */
function trimGroup(s: SectionIndex, mask: Uint32Array, code: number): TrimGroup {
  const colorCounts = new Map<number, number>();
  const tags = new Map<string, number>();
  let count = 0;
  let cheapest = -1;
  let dearest = -1;
  let discounted = 0;
  for (let p = s.trimStart[code] as number; p < (s.trimStart[code + 1] as number); p++) {
    const i = s.trimOrdinals[p] as number;
    if (!inMask(mask, i)) continue;
    count++;
    if (cheapest < 0) cheapest = i;
    dearest = i;
    const color = s.codes.color[i] as number;
    colorCounts.set(color, (colorCounts.get(color) ?? 0) + 1);
    const r = s.records[i];
    if (r?.oldPrice) discounted++;
    for (const tag of r?.tags ?? []) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  const colors = [...colorCounts].sort((a, b) => a[0] - b[0]);
  return { code, count, cheapest, dearest, colors, discounted, tags };
}
