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

/** The lead of the special-machinery list, after its stock counts (the calculator's «special» programme). */
export const SPECIAL_STOCK_LEAD =
  "Экскаваторы, погрузчики, автокраны, бульдозеры, катки и коммунальная техника в лизинг для юридических лиц и ИП: аванс от 10 %, срок до 60 месяцев, равные или убывающие платежи.";
/** The same terms on a type, brand or model page of special machinery (the page already names what it lists). */
export const SPECIAL_LANDING_LEAD =
  "Лизинг для юридических лиц и ИП: аванс от 10 %, срок до 60 месяцев, равные или убывающие платежи.";

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

/** The sorts offered per section (years for used vehicles and machinery, mileage only for used vehicles). */
export function sortsFor(section: CatalogSection): CatalogSort[] {
  const base: CatalogSort[] = ["popular", "price_asc", "price_desc", "payment_asc", "power_desc", "novelty"];
  if (section === "used") return [...base, "year_desc", "mileage_asc"];
  return section === "special" ? [...base, "year_desc"] : base;
}

export const OFFERS: [string, string, string] = ["предложение", "предложения", "предложений"];
export const VEHICLES: [string, string, string] = ["автомобиль", "автомобиля", "автомобилей"];
export const MACHINES: [string, string, string] = ["единица техники", "единицы техники", "единиц техники"];
export const BRANDS: [string, string, string] = ["марка", "марки", "марок"];
/** «в 1 комплектации», «в 9 комплектациях». */
export const IN_TRIMS: [string, string, string] = ["комплектации", "комплектациях", "комплектациях"];

/** «1 234 предложения». */
export function countText(n: number, forms: readonly [string, string, string] = OFFERS): string {
  return `${formatNumber(n)}${NBSP}${plural(n, forms)}`;
}

export const formatPower = (hp: number) => `${formatNumber(hp)}${NBSP}л.с.`;
export const formatMileage = (km: number) => `${formatNumber(km)}${NBSP}км`;
export const formatMonthly = (rub: number) => `от${NBSP}${formatNumber(Math.round(rub))}${NBSP}₽/мес`;
/** Up to two decimals without trailing zeros: 21.5 → «21,5», 3 → «3». */
const decimal = (value: number) =>
  formatNumber(value, 2)
    .replace(/(,\d*?)0+$/, "$1")
    .replace(/,$/, "");
/** Operating weight and lifting capacity (kg in the data): «21,5 т», «800 кг». */
export const formatMass = (kg: number) =>
  kg >= 1000 ? `${decimal(kg / 1000)}${NBSP}т` : `${formatNumber(kg)}${NBSP}кг`;
/** Bucket volume (litres in the data): «1,2 м³». */
export const formatBucket = (litres: number) => `${decimal(litres / 1000)}${NBSP}м³`;
export const formatEngineHours = (hours: number) => `${formatNumber(hours)}${NBSP}м/ч`;

/** A range filter as the visitor reads it. */
export interface RangeSpec {
  key: "price" | "power" | "year" | "mileage" | "weight" | "bucket" | "lift";
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
  // Special machinery: the fields take the data's units (kg, litres) as typed; chips and sliders read in t and m³.
  weight: {
    key: "weight",
    low: "weights_low",
    high: "weights_high",
    title: "Рабочая масса, кг",
    unit: "кг",
    format: formatMass,
    chip: "Масса",
  },
  bucket: {
    key: "bucket",
    low: "buckets_low",
    high: "buckets_high",
    title: "Объём ковша, л",
    unit: "л",
    format: formatBucket,
    chip: "Ковш",
  },
  lift: {
    key: "lift",
    low: "lifts_low",
    high: "lifts_high",
    title: "Грузоподъёмность, кг",
    unit: "кг",
    format: formatMass,
    chip: "Грузоподъёмность",
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
