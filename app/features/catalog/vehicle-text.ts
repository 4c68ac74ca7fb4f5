import type { CatalogDetail, CatalogItem } from "../../../contract/catalog.ts";
import { formatBucket, formatEngineHours, formatMass, formatMileage, formatPower } from "./catalog-text";

/**
 * The Russian words about one vehicle, composed from the catalogue's data (names, numbers, codes): its specs in
 * one line, the specification table, what each picture shows.
 */

export interface SpecGroup {
  title: string;
  rows: { name: string; value: string }[];
}

const NONE = "—";

/** «1,5» (litres, one decimal, a comma). */
const litres = (volume: number) => volume.toFixed(1).replace(".", ",");

/**
 * A machine in one line: «2023 г., 3 400 м/ч, 21,5 т, ковш 1,2 м³, 160 л.с., гусеничный ход» — what a buyer of
 * machinery chooses by (the gearbox and drive of a car say little about an excavator).
 */
function machineSummary(item: CatalogItem): string {
  const parts = [`${item.year} г.`];
  if (item.condition === "used" && item.engineHours !== null) parts.push(formatEngineHours(item.engineHours));
  if (item.operatingWeight !== null) parts.push(formatMass(item.operatingWeight));
  if (item.bucketVolume !== null) parts.push(`ковш ${formatBucket(item.bucketVolume)}`);
  if (item.liftingCapacity !== null) parts.push(`грузоподъёмность ${formatMass(item.liftingCapacity)}`);
  parts.push(formatPower(item.power));
  if (item.fuel.slug !== "diesel") parts.push(item.fuel.name.toLowerCase());
  if (item.drive.slug === "tracks") parts.push("гусеничный ход");
  return parts.join(", ");
}

/** Specs in one line: «2024 г., 20 000 км, 2,0 л, 173 л.с., гибрид, вариатор, передний привод». */
export function vehicleSummary(item: CatalogItem): string {
  if (item.section === "special") return machineSummary(item);
  const parts: string[] = [];
  if (item.section === "used") parts.push(`${item.year} г.`, formatMileage(item.mileage));
  if (item.engineVolume) parts.push(`${litres(item.engineVolume)} л`);
  parts.push(formatPower(item.power));
  if (item.fuel.slug !== "petrol") parts.push(item.fuel.name.toLowerCase());
  parts.push(item.gear.name.toLowerCase(), `${item.drive.name.toLowerCase()} привод`);
  return parts.join(", ");
}

/** The alternative text of a picture: «Haval Jolion, белый, вид 2». */
export function pictureAlt(item: CatalogItem, view: number): string {
  return `${item.title}, ${item.color.name.toLowerCase()}, вид ${view}`;
}

/** The trim's rows that repeat the machine's own figures (the seed spells them with units in the name). */
const MACHINE_FIGURE = /^(Эксплуатационная масса|Объём ковша|Номинальная грузоподъёмность|Грузоподъёмность)/;

/** A machine's table: the same rows for every machine, so the comparison lines them up («—» where one has none). */
function machineSpecs(detail: CatalogDetail): SpecGroup[] {
  const { item } = detail;
  const used = item.condition === "used";
  const main = [
    { name: "Марка", value: item.brand.name },
    { name: "Модель", value: item.model.name },
    { name: "Модификация", value: item.complectation.name },
    { name: "Тип техники", value: item.body.name },
    { name: "Год выпуска", value: String(item.year) },
    { name: "Состояние", value: used ? "С наработкой" : "Новая" },
    {
      name: "Наработка",
      value: used && item.engineHours !== null ? formatEngineHours(item.engineHours) : used ? NONE : "Новая",
    },
    { name: "Город", value: item.city?.name ?? NONE },
    { name: "Цвет", value: item.color.name },
  ];
  return [
    { title: "Основное", rows: main },
    {
      title: "Рабочие характеристики",
      rows: [
        {
          name: "Эксплуатационная масса",
          value: item.operatingWeight !== null ? formatMass(item.operatingWeight) : NONE,
        },
        { name: "Объём ковша", value: item.bucketVolume !== null ? formatBucket(item.bucketVolume) : NONE },
        { name: "Грузоподъёмность", value: item.liftingCapacity !== null ? formatMass(item.liftingCapacity) : NONE },
        ...detail.trimSpecs.filter((row) => !MACHINE_FIGURE.test(row.name)),
      ],
    },
    {
      title: "Двигатель и ходовая часть",
      rows: [
        { name: "Топливо", value: item.fuel.name },
        { name: "Объём двигателя", value: item.engineVolume ? `${litres(item.engineVolume)} л` : NONE },
        { name: "Мощность", value: formatPower(item.power) },
        { name: "Трансмиссия", value: item.gear.name },
        { name: "Ходовая часть", value: item.drive.name },
      ],
    },
  ];
}

/** The specification table of the vehicle page and the comparison: the vehicle's own values, then its trim's. */
export function vehicleSpecs(detail: CatalogDetail): SpecGroup[] {
  const { item } = detail;
  if (item.section === "special") return machineSpecs(detail);
  const used = item.section === "used";
  const main = [
    { name: "Марка", value: item.brand.name },
    { name: "Модель", value: item.model.name },
    { name: "Комплектация", value: item.complectation.name },
    { name: "Год выпуска", value: String(item.year) },
    { name: "Пробег", value: used ? formatMileage(item.mileage) : "Новый" },
    { name: "Цвет", value: item.color.name },
  ];
  if (used) {
    main.push(
      { name: "VIN", value: item.identifier ?? NONE },
      { name: "Руль", value: item.wheel?.name ?? NONE },
      { name: "Город", value: item.city?.name ?? NONE },
      { name: "Состояние", value: item.state?.name ?? NONE },
      { name: "Поступление", value: item.subtype?.name ?? NONE },
    );
  }
  return [
    { title: "Основное", rows: main },
    {
      title: "Двигатель и трансмиссия",
      rows: [
        { name: "Топливо", value: item.fuel.name },
        { name: "Объём двигателя", value: item.engineVolume ? `${litres(item.engineVolume)} л` : NONE },
        { name: "Мощность", value: formatPower(item.power) },
        { name: "Коробка передач", value: item.gear.name },
        { name: "Привод", value: item.drive.name },
      ],
    },
    {
      title: "Кузов и размеры",
      rows: [
        { name: "Группа", value: item.group.name },
        { name: "Тип", value: item.type.name },
        { name: "Кузов", value: item.body.name },
        ...detail.trimSpecs,
      ],
    },
  ];
}
