import { formatMoneyShort, formatNumber, NBSP, plural } from "../../lib/number-format";
import type { CatalogFilter, CatalogSection, CatalogSort, NumberField } from "./catalog-filter";

/** Russian texts of the catalogue: section names, filter titles, sort labels, plural forms. */

export const SECTION_TEXT: Record<
  CatalogSection,
  { title: string; crumb: string; heading: string; short: string; what: string; calcType: string }
> = {
  cars: {
    title: "Новые автомобили в лизинг",
    crumb: "Новые авто",
    heading: "Новые автомобили в лизинг",
    short: "новые",
    what: "новых легковых и коммерческих автомобилей",
    calcType: "cars",
  },
  trucks: {
    title: "Грузовики и коммерческий транспорт в лизинг",
    crumb: "Грузовые",
    heading: "Грузовики и коммерческий транспорт в лизинг",
    short: "новые",
    what: "новых грузовиков, тягачей, самосвалов и фургонов",
    calcType: "trucks",
  },
  used: {
    title: "Автомобили с пробегом в лизинг",
    crumb: "С пробегом",
    heading: "Автомобили с пробегом в лизинг",
    short: "с пробегом",
    what: "автомобилей и грузовиков с пробегом",
    calcType: "used",
  },
  special: {
    title: "Спецтехника в лизинг",
    crumb: "Спецтехника",
    heading: "Спецтехника в лизинг",
    short: "спецтехника",
    what: "экскаваторов, погрузчиков, автокранов, катков и коммунальной техники",
    calcType: "special",
  },
};

/** The lead of the used-vehicle list, after its stock counts. */
export const USED_STOCK_LEAD =
  "Проверенные автомобили, коммерческий транспорт и грузовики после лизинга: юридически чистые, с историей обслуживания. Покупка в лизинг с авансом от 10 % или за полную стоимость.";

export const SORT_LABELS: Record<CatalogSort, string> = {
  popular: "Популярные",
  price_asc: "Сначала дешевле",
  price_desc: "Сначала дороже",
  payment_asc: "Платёж: меньше",
  payment_desc: "Платёж: больше",
  power_asc: "Мощность: меньше",
  power_desc: "Мощность: больше",
  novelty: "Новые поступления",
  year_desc: "Год: новее",
  year_asc: "Год: старше",
  mileage_asc: "Пробег: меньше",
  mileage_desc: "Пробег: больше",
};

/** The sorts offered per section (years and mileage only make sense for used vehicles). */
export function sortsFor(section: CatalogSection): CatalogSort[] {
  const base: CatalogSort[] = ["popular", "price_asc", "price_desc", "payment_asc", "power_desc", "novelty"];
  return section === "used" ? [...base, "year_desc", "mileage_asc"] : base;
}

export const OFFERS: [string, string, string] = ["предложение", "предложения", "предложений"];
export const VEHICLES: [string, string, string] = ["автомобиль", "автомобиля", "автомобилей"];
/** «в 1 комплектации», «в 9 комплектациях». */
export const IN_TRIMS: [string, string, string] = ["комплектации", "комплектациях", "комплектациях"];

/** «1 234 предложения». */
export function countText(n: number, forms: readonly [string, string, string] = OFFERS): string {
  return `${formatNumber(n)}${NBSP}${plural(n, forms)}`;
}

export const formatPower = (hp: number) => `${formatNumber(hp)}${NBSP}л.с.`;
export const formatMileage = (km: number) => `${formatNumber(km)}${NBSP}км`;
export const formatMonthly = (rub: number) => `от${NBSP}${formatNumber(Math.round(rub))}${NBSP}₽/мес`;

/** A range filter as the visitor reads it. */
export interface RangeSpec {
  key: "price" | "power" | "year" | "mileage";
  low: NumberField;
  high: NumberField;
  title: string;
  unit: string;
  format: (n: number) => string;
  /** The low bound in a chip: «Цена от 1 млн ₽». */
  chip: string;
}

export const RANGE_SPECS: Record<RangeSpec["key"], RangeSpec> = {
  price: {
    key: "price",
    low: "prices_low",
    high: "prices_high",
    title: "Цена, ₽",
    unit: "₽",
    format: formatMoneyShort,
    chip: "Цена",
  },
  power: {
    key: "power",
    low: "powers_low",
    high: "powers_high",
    title: "Мощность, л.с.",
    unit: "л.с.",
    format: formatPower,
    chip: "Мощность",
  },
  year: {
    key: "year",
    low: "years_from",
    high: "years_to",
    title: "Год выпуска",
    unit: "",
    format: (n) => String(n),
    chip: "Год",
  },
  mileage: {
    key: "mileage",
    low: "mileage_low",
    high: "mileage_high",
    title: "Пробег, км",
    unit: "км",
    format: formatMileage,
    chip: "Пробег",
  },
};

/** «от 1 млн ₽ до 3 млн ₽», «до 150 л.с.». */
export function rangeText(spec: RangeSpec, filter: CatalogFilter): string | null {
  const low = filter[spec.low];
  const high = filter[spec.high];
  if (low === undefined && high === undefined) return null;
  const parts: string[] = [];
  if (low !== undefined) parts.push(`от ${spec.format(low)}`);
  if (high !== undefined) parts.push(`до ${spec.format(high)}`);
  return `${spec.chip} ${parts.join(" ")}`;
}
