import type { CatalogItem } from "../../../contract/catalog.ts";
import { formatMileage, formatPower } from "./catalog-text";

/**
 * The Russian words about one vehicle, composed from the catalogue's data (names, numbers, codes): its specs in
 * one line, what each picture shows (the specification table: vehicle-specs.ts, not in the list pages' code).
 */

/** «1,5» (litres, one decimal, a comma). */
export const litres = (volume: number) => volume.toFixed(1).replace(".", ",");

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
