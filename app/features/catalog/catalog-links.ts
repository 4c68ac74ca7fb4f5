import type { CatalogSection } from "./catalog-filter";

/** Addresses of catalogue pages that are not filter states. */

/** The vehicle page: one flat, stable address per vehicle key. */
export const vehicleHref = (key: string) => `/catalog/vehicle/${encodeURIComponent(key)}`;

/** The leasing calculator opened with this vehicle's price and programme. */
export const calculatorHref = (price: number, section: CatalogSection) =>
  `/calculator?price=${Math.round(price)}&type=${section}`;

/** The leasing request page (the route passes the lead form's own button where it can). */
export const LEAD_HREF = "/lead";
