import { sql } from "drizzle-orm";
import type { SearchSuggestionKind } from "../../../contract/search.ts";
import { transliterate } from "../../../core/transliteration.ts";
import type { Db } from "../../db/client.ts";
import { catalogBrands, catalogModels, catalogOptions } from "../../db/schema/catalog.ts";

/**
 * The part of the site search that answers what people mean rather than which article mentions a word:
 * catalogue sections and types, brands and models (each with its landing page) and the service pages.
 * Such names are short and typed in a hurry, in either script («хавал», «Haval», «джили», «shacman»), so they
 * are matched by trigram similarity (pg_trgm) on a Latin «skeleton» of both the query and the names rather
 * than by full-text search. The skeleton also keeps pg_trgm away from Cyrillic, whose letters it may not treat
 * as word characters under the C locale.
 */

export type EntryKind = Exclude<SearchSuggestionKind, "content">;

export interface SearchEntry {
  kind: EntryKind;
  title: string;
  url: string;
  /** Plain text under the title in the results. */
  text: string;
  /** Names it is found by (Russian or Latin, any case); the title is always one of them. */
  keys: string[];
  /** Among equally good matches of one kind the bigger entry first (a brand's number of models). */
  weight?: number;
}

export interface EntryHit {
  entry: SearchEntry;
  score: number;
}

/**
 * The Latin skeleton of a name or a query: Cyrillic transliterated, then the spellings that sound alike folded
 * together (c before e/i → s, other c → k, x → ks, w → v, zh → j, ee → i, y → i, doubled letters once), so that
 * «джили» and «Geely» both become «jili», «некст» and «Next» «nekst», «монжаро» and «Monjaro» «monjaro».
 */
export function searchSkeleton(text: string): string {
  const lower = text.toLowerCase().replaceAll("ё", "е").replaceAll("дж", "j").replaceAll("кс", "x");
  // Cyrillic in the passport-style Latin of our URLs («х» → «kh», folded to «h» below).
  return transliterate(lower)
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/kh/g, "h")
    .replace(/zh/g, "j")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/q/g, "k")
    .replace(/x/g, "ks")
    .replace(/ck/g, "k")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c(?!h)/g, "k")
    .replace(/g(?=[ei])/g, "j")
    .replace(/ee/g, "i")
    .replace(/oo/g, "u")
    .replace(/y/g, "i")
    .replace(/([a-z])\1+/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The four catalogue sections (SPEC.md §6 and seam 1), with the words people use for them. */
export const SECTION_ENTRIES: SearchEntry[] = [
  {
    kind: "section",
    title: "Легковые автомобили",
    url: "/catalog/cars",
    text: "Новые легковые автомобили и пикапы в лизинг: седаны, кроссоверы, внедорожники.",
    keys: ["Легковые автомобили", "легковой автомобиль", "легковушка", "новые автомобили", "машины", "авто"],
  },
  {
    kind: "section",
    title: "Грузовики и коммерческий транспорт",
    url: "/catalog/trucks",
    text: "Новые грузовики, тягачи, самосвалы, фургоны и микроавтобусы в лизинг.",
    keys: ["Грузовики", "грузовик", "грузовой автомобиль", "грузовой транспорт", "коммерческий транспорт", "LCV"],
  },
  {
    kind: "section",
    title: "Автомобили с пробегом",
    url: "/catalog/used",
    text: "Проверенные автомобили и грузовики с пробегом в лизинг.",
    keys: ["С пробегом", "автомобили с пробегом", "подержанные автомобили", "бу", "б/у"],
  },
  {
    kind: "section",
    title: "Спецтехника",
    url: "/catalog/special",
    text: "Экскаваторы, погрузчики, автокраны, бульдозеры, катки и коммунальная техника в лизинг.",
    keys: ["Спецтехника", "специальная техника", "строительная техника", "дорожная техника"],
  },
];

/** Types of special machinery, as fixed by the special section (seam 1): slug, plural name, more words. */
const SPECIAL_TYPES: [slug: string, name: string, keys: string[]][] = [
  ["excavator", "Экскаваторы", ["экскаватор"]],
  ["wheel-loader", "Фронтальные погрузчики", ["фронтальный погрузчик"]],
  ["backhoe-loader", "Экскаваторы-погрузчики", ["экскаватор-погрузчик"]],
  ["truck-crane", "Автокраны", ["автокран", "кран"]],
  ["bulldozer", "Бульдозеры", ["бульдозер"]],
  ["road-roller", "Дорожные катки", ["дорожный каток", "каток"]],
  ["forklift", "Вилочные погрузчики", ["вилочный погрузчик", "погрузчик"]],
  ["municipal", "Коммунальная техника", ["коммунальная машина", "уборочная техника"]],
];

export const SPECIAL_TYPE_ENTRIES: SearchEntry[] = SPECIAL_TYPES.map(([slug, name, keys]) => ({
  kind: "type",
  title: name,
  url: `/catalog/special?type=${slug}`,
  text: `Спецтехника: ${name.toLowerCase()} в лизинг, новые и с пробегом.`,
  keys: [name, ...keys],
}));

/** Pages of the site's services: what a visitor comes to do rather than to read. */
export const SERVICE_ENTRIES: SearchEntry[] = [
  {
    kind: "service",
    title: "Калькулятор лизинга",
    url: "/calculator",
    text: "Рассчитайте ежемесячный платёж, аванс и удорожание для автомобиля, грузовика или спецтехники.",
    keys: ["Калькулятор лизинга", "калькулятор", "рассчитать лизинг", "расчёт лизинга", "ежемесячный платёж"],
  },
  {
    kind: "service",
    title: "Спецпредложения",
    url: "/offers/",
    text: "Скидки и субсидированные ставки от производителей и дилеров.",
    keys: ["Спецпредложения", "спецпредложение", "акции", "скидки"],
  },
  {
    kind: "service",
    title: "Контакты",
    url: "/contacts/",
    text: "Адреса офисов, телефоны и часы работы.",
    keys: ["Контакты", "адреса офисов", "телефон", "офис"],
  },
  {
    kind: "service",
    title: "Страхование",
    url: "/insurance/",
    text: "КАСКО, ОСАГО и страхование жизни для предмета лизинга.",
    keys: ["Страхование", "страховка", "КАСКО", "ОСАГО"],
  },
  {
    kind: "service",
    title: "Личный кабинет",
    url: "/account",
    text: "Вход для клиентов: договоры, график платежей, документы и заявки.",
    keys: ["Личный кабинет", "кабинет", "вход", "войти", "ЛК"],
  },
  {
    kind: "service",
    title: "Оставить заявку на лизинг",
    url: "/lead",
    text: "Заявка на лизинг: менеджер перезвонит и подберёт условия.",
    keys: ["Оставить заявку", "заявка на лизинг", "заявка"],
  },
];

/** How people write a brand in the other script when its skeleton alone does not bring them together. */
const BRAND_ALIASES: Record<string, string[]> = {
  haval: ["хавейл", "хавал"],
  geely: ["джили"],
  chery: ["чери"],
  hyundai: ["хендай", "хундай", "хёндэ"],
  "mercedes-benz": ["мерседес", "мерс"],
  jcb: ["джисиби"],
  voyah: ["воя", "вояж"],
  exeed: ["эксид"],
  gaz: ["газ", "gaz"],
  kamaz: ["kamaz"],
  lada: ["ваз", "vaz", "жигули", "лада"],
  maz: ["maz"],
  uaz: ["uaz", "уаз"],
  moskvich: ["moskvich"],
  chetra: ["chetra", "четра"],
  amkodor: ["amkodor", "амкодор"],
};

const SECTION_NAMES: Record<string, string> = {
  cars: "Легковые автомобили",
  trucks: "Грузовики и коммерческий транспорт",
  used: "Автомобили с пробегом",
  special: "Спецтехника",
};
/** A section in a few words, for telling apart a type or a brand found in two sections. */
const SECTION_SHORT: Record<string, string> = {
  cars: "легковые",
  trucks: "грузовики",
  used: "с пробегом",
  special: "спецтехника",
};

/** «Haval Jolion» lives at /catalog/cars/haval/jolion: the model slug without the brand prefix. */
function modelUrl(section: string, brand: string, slug: string): string {
  const model = slug.startsWith(`${brand}-`) ? slug.slice(brand.length + 1) : slug;
  return `/catalog/${section}/${brand}/${model}`;
}

function plural(n: number, forms: [string, string, string]): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return forms[0];
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1];
  return forms[2];
}

/**
 * Sections, types, brands and models as they are now: brands and models from the catalogue tables (so a new
 * brand or a new section's models are found at once), types from its dictionary, special types from seam 1.
 */
export async function loadCatalogEntries(db: Db): Promise<SearchEntry[]> {
  const [brands, models, typeNames] = await Promise.all([
    db.select({ slug: catalogBrands.slug, name: catalogBrands.name }).from(catalogBrands),
    db
      .select({
        slug: catalogModels.slug,
        brand: catalogModels.brand,
        name: catalogModels.name,
        section: catalogModels.section,
        type: catalogModels.type,
        description: catalogModels.description,
      })
      .from(catalogModels)
      .orderBy(catalogModels.brand, catalogModels.name),
    db
      .select({ slug: catalogOptions.slug, name: catalogOptions.name })
      .from(catalogOptions)
      .where(sql`${catalogOptions.field} = 'type'`)
      .orderBy(catalogOptions.position),
  ]);
  const brandName = new Map(brands.map((b) => [b.slug, b.name]));
  const typeName = new Map(typeNames.map((t) => [t.slug, t.name]));

  const entries: SearchEntry[] = [...SECTION_ENTRIES, ...SPECIAL_TYPE_ENTRIES];
  const specialTypes = new Set(SPECIAL_TYPES.map(([slug]) => slug));

  // Types of cars and trucks: those some model of the section has, landing on the section filtered by it.
  const sectionTypes = new Set<string>();
  for (const m of models) {
    if (m.section === "special" && specialTypes.has(m.type)) continue;
    const name = typeName.get(m.type);
    const id = `${m.section}/${m.type}`;
    if (!name || sectionTypes.has(id)) continue;
    sectionTypes.add(id);
    const short = name.replace(/\s*\(.*\)\s*/, "");
    entries.push({
      kind: "type",
      title: `${name} — ${SECTION_SHORT[m.section] ?? m.section}`,
      url: `/catalog/${m.section}?type=${m.type}`,
      text: `${SECTION_NAMES[m.section] ?? "Каталог"}: ${short.toLowerCase()} в лизинг.`,
      keys: short === name ? [name] : [name, short],
    });
  }

  // Brands: one entry per section the brand has models in, landing on the brand's page of that section.
  const brandSections = new Map<string, number>();
  for (const m of models) {
    const id = `${m.brand}/${m.section}`;
    brandSections.set(id, (brandSections.get(id) ?? 0) + 1);
  }
  const sectionsOfBrand = new Map<string, number>();
  for (const id of brandSections.keys()) {
    const brand = id.split("/")[0] ?? "";
    sectionsOfBrand.set(brand, (sectionsOfBrand.get(brand) ?? 0) + 1);
  }
  for (const [id, count] of brandSections) {
    const [brand = "", section = ""] = id.split("/");
    const name = brandName.get(brand) ?? brand;
    entries.push({
      kind: "brand",
      title: (sectionsOfBrand.get(brand) ?? 0) > 1 ? `${name} — ${SECTION_SHORT[section] ?? section}` : name,
      weight: count,
      url: `/catalog/${section}/${brand}`,
      text: `${SECTION_NAMES[section] ?? "Каталог"}: ${count} ${plural(count, ["модель", "модели", "моделей"])} ${name} в лизинг.`,
      keys: [name, brand, ...(BRAND_ALIASES[brand] ?? [])],
    });
  }

  for (const m of models) {
    const brand = brandName.get(m.brand) ?? m.brand;
    const aliases = BRAND_ALIASES[m.brand] ?? [];
    // A bare model name is a key only when it says something alone («Jolion», not «3» or «T4»).
    const alone = searchSkeleton(m.name).replace(/[^a-z]/g, "").length >= 4 ? [m.name] : [];
    entries.push({
      kind: "model",
      title: `${brand} ${m.name}`,
      url: modelUrl(m.section, m.brand, m.slug),
      text: m.description,
      keys: [`${brand} ${m.name}`, ...aliases.map((a) => `${a} ${m.name}`), ...alone],
    });
  }
  return entries;
}

/** Best entries first: below this a trigram match is noise. */
const MIN_SCORE = 0.45;
/** Entries much weaker than the best one are dropped («хавал» lists Haval and its models, not Tank). */
const RELATIVE_CUTOFF = 0.6;
const KIND_ORDER: Record<EntryKind, number> = { section: 0, type: 1, brand: 2, model: 3, service: 4 };

/**
 * Scores every entry against the query with pg_trgm on the skeletons: the query as (a prefix of) a name, the
 * whole name, or a name inside a longer query («лизинг камаза»); the best key of an entry counts.
 */
export async function matchEntries(db: Db, entries: SearchEntry[], query: string, limit: number): Promise<EntryHit[]> {
  const q = searchSkeleton(query);
  if (q.replace(/\s/g, "").length < 2 || entries.length === 0) return [];
  const keys = entries.flatMap((entry, i) =>
    [...new Set(entry.keys.map(searchSkeleton))].filter((k) => k !== "").map((k) => ({ i, k })),
  );
  const result = await db.execute<{ i: number; score: number; whole: number }>(sql`
    select i, max(score)::float8 as score, max(whole)::float8 as whole
    from (
      select k.i,
             greatest(
               (similarity(${q}, k.k) + word_similarity(${q}, k.k)) / 2,
               case when length(k.k) >= 5 then word_similarity(k.k, ${q}) * 0.85 else 0 end
             ) as score,
             similarity(${q}, k.k) as whole
      from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(i int, k text)
    ) as scored
    group by i
    having max(score) >= ${MIN_SCORE}`);
  const hits = result.rows
    .map((row) => ({
      entry: entries[Number(row.i)] as SearchEntry,
      score: Number(row.score),
      whole: Number(row.whole),
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.whole - a.whole ||
        KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
        (b.entry.weight ?? 0) - (a.entry.weight ?? 0) ||
        a.entry.title.localeCompare(b.entry.title, "ru"),
    );
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((h) => h.score >= best * RELATIVE_CUTOFF)
    .slice(0, limit)
    .map(({ entry, score }) => ({ entry, score }));
}
