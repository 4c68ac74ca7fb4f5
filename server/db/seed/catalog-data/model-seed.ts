/** Shapes of the hand-written catalogue reference data (models and their trims). */

export type Gear = "manual" | "automatic" | "robot" | "cvt" | "hydrostatic" | "powershift";
export type Drive = "fwd" | "rwd" | "awd" | "tracks";
export type Fuel = "petrol" | "diesel" | "hybrid" | "electric" | "gas";

export interface TrimSeed {
  name: string;
  /** List price, roubles with VAT (2026). */
  price: number;
  power: number;
  /** cm³; 0 for electric. */
  cc: number;
  gear: Gear;
  drive: Drive;
  fuel: Fuel;
  /** Overrides of the model's type and body (trucks: the same chassis as a flatbed, a van, a dump truck…). */
  type?: string;
  body?: string;
  /** Trucks: wheel formula, gross vehicle weight (t), payload (t). */
  axles?: string;
  gvw?: number;
  payload?: number;
  /** Special machinery: operating weight (kg), bucket volume (litres), lifting capacity (kg). */
  operatingWeight?: number;
  bucketVolume?: number;
  liftingCapacity?: number;
  /** Rows of the trim's specification when the data writes them itself (special machinery). */
  specs?: [string, string][];
}

export interface ModelSeed {
  slug: string;
  brand: string;
  name: string;
  section: "cars" | "trucks" | "special";
  group: "passenger" | "commercial" | "heavy" | "special";
  type: string;
  body: string;
  /** First model year on the Russian market. */
  since: number;
  /** 1–10: how often it is sold (weights the generator; 9+ is a «Хит продаж»). */
  popularity: number;
  /** Passenger cars: length mm, ground clearance mm, boot l, seats. */
  dims?: [number, number, number, number];
  colors?: string[];
  note?: string;
  trims: TrimSeed[];
}

/** A compact trim: name, price, hp, cm³, gear, drive, fuel. */
export function trim(
  name: string,
  price: number,
  power: number,
  cc: number,
  gear: Gear,
  drive: Drive,
  fuel: Fuel,
  extra: Partial<TrimSeed> = {},
): TrimSeed {
  return { name, price, power, cc, gear, drive, fuel, ...extra };
}
