/**
 * A vehicle the visitor put into comparison or favourites. Kept small and generic: enough to draw
 * a card and a counter without a request; the full data is fetched on the comparison page.
 */
export interface SavedVehicle {
  /** Unique across types, e.g. "cars-1042"; the key of the map it is stored in. */
  key: string;
  type: "cars" | "trucks" | "used" | "special";
  title: string;
  /** Roubles; null when the price is on request. */
  price: number | null;
  image?: string;
  url?: string;
}
