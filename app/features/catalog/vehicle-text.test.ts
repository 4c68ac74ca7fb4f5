import { describe, expect, it } from "vitest";
import type { CatalogDetail, CatalogItem } from "../../../contract/catalog.ts";
import { pictureAlt, vehicleSpecs, vehicleSummary } from "./vehicle-text";

const ref = (slug: string, name: string) => ({ slug, name });

const newCar: CatalogItem = {
  key: "c4",
  section: "cars",
  title: "Chery Tiggo 7 Pro Max",
  brand: ref("chery", "Chery"),
  model: ref("chery-tiggo-7-pro", "Tiggo 7 Pro Max"),
  complectation: ref("chery-tiggo-7-pro-family", "Family 1.5T 147 л.с."),
  group: ref("passenger", "Легковые"),
  type: ref("midsize", "Среднеразмерный"),
  body: ref("crossover", "Кроссовер"),
  gear: ref("cvt", "Вариатор"),
  drive: ref("fwd", "Передний"),
  fuel: ref("petrol", "Бензин"),
  color: { slug: "white", name: "Белый", hex: "#ffffff" },
  power: 147,
  engineVolume: 1.5,
  year: 2025,
  mileage: 0,
  price: 2_399_000,
  oldPrice: null,
  monthlyPayment: 68_876,
  image: "/api/catalog/image/crossover_white_1.svg",
  picture: null,
  badges: [],
  identifier: null,
  wheel: null,
  city: null,
  state: null,
  subtype: null,
  condition: "new",
  engineHours: null,
  operatingWeight: null,
  bucketVolume: null,
  liftingCapacity: null,
};

const usedHybrid: CatalogItem = {
  ...newCar,
  key: "u4",
  section: "used",
  title: "Toyota Camry, 2024",
  fuel: ref("hybrid", "Гибрид"),
  power: 1173,
  engineVolume: 2,
  year: 2024,
  mileage: 20_000,
  identifier: "JTMBA3FV8R5012345",
  wheel: ref("right", "Правый"),
  city: ref("vladivostok", "Владивосток"),
  state: null,
};

const detailOf = (item: CatalogItem): CatalogDetail =>
  ({ item, trimSpecs: [{ name: "Длина, мм", value: "4500" }] }) as CatalogDetail;

describe("vehicle words", () => {
  it("puts a new car's specs in one line, petrol unnamed", () => {
    expect(vehicleSummary(newCar)).toBe("1,5 л, 147\u00a0л.с., вариатор, передний привод");
  });

  it("starts a used vehicle's line with its year and mileage and names a fuel other than petrol", () => {
    expect(vehicleSummary(usedHybrid)).toBe(
      "2024 г., 20\u00a0000\u00a0км, 2,0 л, 1\u00a0173\u00a0л.с., гибрид, вариатор, передний привод",
    );
  });

  it("leaves the volume out of an electric car's line", () => {
    expect(vehicleSummary({ ...newCar, engineVolume: null, fuel: ref("electric", "Электро") })).toBe(
      "147\u00a0л.с., электро, вариатор, передний привод",
    );
  });

  it("builds the specification table: the vehicle's values, then its trim's", () => {
    const groups = vehicleSpecs(detailOf(newCar));
    expect(groups.map((g) => g.title)).toEqual(["Основное", "Двигатель и трансмиссия", "Кузов и размеры"]);
    expect(groups[0]?.rows).toContainEqual({ name: "Пробег", value: "Новый" });
    expect(groups[0]?.rows.map((r) => r.name)).not.toContain("VIN");
    expect(groups[1]?.rows).toContainEqual({ name: "Объём двигателя", value: "1,5 л" });
    expect(groups[2]?.rows.at(-1)).toEqual({ name: "Длина, мм", value: "4500" });
  });

  it("shows a used vehicle's VIN, wheel, city and a dash for what is unknown", () => {
    const [main] = vehicleSpecs(detailOf(usedHybrid));
    expect(main?.rows).toEqual(
      expect.arrayContaining([
        { name: "Пробег", value: "20\u00a0000\u00a0км" },
        { name: "VIN", value: "JTMBA3FV8R5012345" },
        { name: "Руль", value: "Правый" },
        { name: "Город", value: "Владивосток" },
        { name: "Состояние", value: "—" },
      ]),
    );
  });

  it("describes a picture by the vehicle, its colour and the view", () => {
    expect(pictureAlt(newCar, 2)).toBe("Chery Tiggo 7 Pro Max, белый, вид 2");
  });
});
