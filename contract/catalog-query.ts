// No zod here: the catalogue pages import these names into the browser bundle, and contract/catalog.ts builds
// the query schemas from them.

/** The catalogue's sections: new cars, new trucks and light commercial vehicles, used vehicles, special machinery. */
export const CATALOG_SECTIONS = ["cars", "trucks", "used", "special"] as const;

/** Types of special machinery (the `type` and `body` of its vehicles), in display order. */
export const SPECIAL_TYPES = [
  "excavator",
  "wheel-loader",
  "backhoe-loader",
  "truck-crane",
  "bulldozer",
  "road-roller",
  "forklift",
  "municipal",
] as const;

export const CATALOG_SORTS = [
  "popular",
  "price_asc",
  "price_desc",
  "payment_asc",
  "payment_desc",
  "power_asc",
  "power_desc",
  "year_desc",
  "year_asc",
  "mileage_asc",
  "mileage_desc",
  "novelty",
] as const;

/** Filter fields whose values are lists of slugs (comma-separated or repeated parameters). */
export const CATALOG_LIST_FIELDS = [
  "types",
  "brands",
  "models",
  "bodies",
  "gears",
  "drives",
  "fuels",
  "colors",
  "wheels",
  "cities",
  "subtypes",
] as const;

/** Filter fields that take exactly one slug. */
export const CATALOG_SINGLE_FIELDS = ["group", "type", "condition", "state", "tag"] as const;

/** Fields of the used-car filter that the new-car filter does not have. */
export const CATALOG_USED_ONLY_FIELDS = [
  "identifier",
  "wheels",
  "cities",
  "years_from",
  "years_to",
  "mileage_low",
  "mileage_high",
  "state",
  "subtypes",
] as const;

/** Fields of the special-machinery filter that no other section has. */
export const CATALOG_SPECIAL_ONLY_FIELDS = [
  "condition",
  "weights_low",
  "weights_high",
  "buckets_low",
  "buckets_high",
  "lifts_low",
  "lifts_high",
] as const;

/** Used-only fields the special-machinery filter has too (machinery is new or used). */
export const CATALOG_SPECIAL_SHARED_FIELDS = ["years_from", "years_to"] as const;

/** Every filter parameter in the fixed order of canonical URLs (DOMAIN.md: «a query parameter in a fixed order»). */
export const CATALOG_QUERY_ORDER = [
  "group",
  "type",
  "types",
  "condition",
  "brands",
  "models",
  "prices_low",
  "prices_high",
  "powers_low",
  "powers_high",
  "bodies",
  "gears",
  "drives",
  "fuels",
  "colors",
  "identifier",
  "wheels",
  "cities",
  "years_from",
  "years_to",
  "weights_low",
  "weights_high",
  "buckets_low",
  "buckets_high",
  "lifts_low",
  "lifts_high",
  "mileage_low",
  "mileage_high",
  "state",
  "subtypes",
  "tag",
  "sort",
  "page",
] as const;
