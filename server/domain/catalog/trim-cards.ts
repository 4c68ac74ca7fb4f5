import {
  CATALOG_PAGE_SIZE,
  type CatalogRef,
  type CatalogSection,
  type CatalogTrimCard,
} from "../../../contract/catalog.ts";
import type { MediaPicture } from "../../../contract/media-picture.ts";
import type { CatalogData } from "./catalog-data.ts";
import type { Attr, CatalogIndex, SectionIndex, VehicleRecord } from "./catalog-index.ts";
import type { TrimGroup, TrimPage } from "./trim-index.ts";

/** What the trim answers need from the catalogue service (its dictionaries, pictures and cards). */
export interface TrimContext {
  index: CatalogIndex;
  data: CatalogData;
  ref: (attr: Attr | "tag", slug: string) => CatalogRef;
  image: (body: string, color: string) => string;
  cover: (key: string) => MediaPicture | null;
}

const engineLitres = (cc: number) => (cc > 0 ? Math.round(cc / 100) / 10 : null);

/**
 * The trim page's path: `/catalog/cars/haval/jolion/elite-1-5t-150` — the model without its brand's prefix and
 * the trim without its model's, as the list's landing paths spell them; a slug without the prefix stays whole.
 */
export function trimPath(section: CatalogSection, brand: string, model: string, trim: string): string {
  const strip = (slug: string, prefix: string) =>
    slug.startsWith(`${prefix}-`) && slug.length > prefix.length + 1 ? slug.slice(prefix.length + 1) : slug;
  return `/catalog/${section}/${brand}/${strip(model, brand)}/${strip(trim, model)}`;
}

/** A trim's name with its brand and model: «Haval Jolion». */
export function trimTitle(ctx: TrimContext, brand: string, model: string): string {
  return `${ctx.ref("brand", brand).name} ${ctx.ref("model", model).name}`;
}

/** One trim card from its group of the result (figures of the matching vehicles only). */
export function trimCard(ctx: TrimContext, s: SectionIndex, group: TrimGroup): CatalogTrimCard {
  const cheapest = s.records[group.cheapest] as VehicleRecord;
  const dearest = s.records[group.dearest] as VehicleRecord;
  const entry = ctx.index.dict.complectation.entries[group.code];
  const slug = entry?.slug ?? cheapest.complectation;
  const colors = ctx.index.dict.color.entries;
  const tagOrder = ctx.index.dict.tag.entries;
  return {
    slug,
    name: entry?.name ?? slug,
    title: trimTitle(ctx, cheapest.brand, cheapest.model),
    path: trimPath(s.section, cheapest.brand, cheapest.model, slug),
    section: s.section,
    brand: ctx.ref("brand", cheapest.brand),
    model: ctx.ref("model", cheapest.model),
    group: ctx.ref("group", cheapest.group),
    type: ctx.ref("type", cheapest.type),
    body: ctx.ref("body", cheapest.body),
    gear: ctx.ref("gear", cheapest.gear),
    drive: ctx.ref("drive", cheapest.drive),
    fuel: ctx.ref("fuel", cheapest.fuel),
    power: cheapest.power,
    engineVolume: engineLitres(cheapest.engineVolume),
    count: group.count,
    priceFrom: cheapest.price,
    priceTo: dearest.price,
    monthlyPaymentFrom: s.nums.payment[group.cheapest] as number,
    discountCnt: group.discounted,
    colors: group.colors.map(([code, count]) => {
      const c = colors[code];
      return { slug: c?.slug ?? "", name: c?.name ?? "", hex: c?.hex ?? "#888888", count };
    }),
    badges: tagOrder
      .filter((t) => group.tags.has(t.slug))
      .map((t) => ({ slug: t.slug, name: t.name, count: group.tags.get(t.slug) ?? 0 })),
    image: ctx.image(cheapest.body, cheapest.color),
    picture: ctx.cover(cheapest.key),
  };
}

/** The `trims` field of a cars or trucks answer: the page of trim cards and its paging. */
export function trimList(ctx: TrimContext, s: SectionIndex, page: TrimPage | null, pageNo: number) {
  const total = page?.total ?? 0;
  const pageCnt = Math.ceil(total / CATALOG_PAGE_SIZE);
  return {
    items: (page?.groups ?? []).map((g) => trimCard(ctx, s, g)),
    page: pageNo,
    pageNext: pageNo < pageCnt ? pageNo + 1 : null,
    pageCnt,
    totalCnt: total,
  };
}
