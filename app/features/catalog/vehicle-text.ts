import type { CatalogDetail, CatalogItem } from "../../../contract/catalog.ts";
import { formatMileage, formatPower } from "./catalog-text";

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

/** Specs in one line: «2024 г., 20 000 км, 2,0 л, 173 л.с., гибрид, вариатор, передний привод». */
export function vehicleSummary(item: CatalogItem): string {
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

/** The specification table of the vehicle page and the comparison: the vehicle's own values, then its trim's. */
export function vehicleSpecs(detail: CatalogDetail): SpecGroup[] {
  const { item } = detail;
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
