import type { CatalogDetail } from "../../../contract/catalog.ts";
import { formatMileage, formatPower } from "./catalog-text";
import { litres } from "./vehicle-text";

/** The specification table of the vehicle page and the comparison; apart from vehicle-text.ts, which cards use. */

export interface SpecGroup {
  title: string;
  rows: { name: string; value: string }[];
}

const NONE = "—";

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
