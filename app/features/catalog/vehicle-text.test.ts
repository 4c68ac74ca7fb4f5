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

const usedExcavator: CatalogItem = {
  ...newCar,
  key: "s7",
  section: "special",
  title: "SANY SY215C, 2022",
  brand: ref("sany", "SANY"),
  model: ref("sany-sy215c", "SY215C"),
  complectation: ref("sany-sy215c-std", "SY215C 21,5 т"),
  group: ref("special", "Спецтехника"),
  type: ref("excavator", "Экскаваторы"),
  body: ref("excavator", "Экскаватор"),
  gear: ref("hydrostatic", "Гидростатическая"),
  drive: ref("tracks", "Гусеничный"),
  fuel: ref("diesel", "Дизель"),
  power: 160,
  engineVolume: 5.9,
  year: 2022,
  condition: "used",
  engineHours: 3400,
  operatingWeight: 21_500,
  bucketVolume: 1200,
  liftingCapacity: null,
  city: ref("kazan", "Казань"),
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

  it("puts a machine's year, engine hours, mass, bucket and power in its line, not a car's gearbox", () => {
    expect(vehicleSummary(usedExcavator)).toBe(
      "2022 г., 3\u00a0400\u00a0м/ч, 21,5\u00a0т, ковш 1,2\u00a0м³, 160\u00a0л.с., гусеничный ход",
    );
    const crane = { ...usedExcavator, condition: "new" as const, engineHours: null, bucketVolume: null };
    expect(vehicleSummary({ ...crane, liftingCapacity: 25_000, operatingWeight: 800 })).toBe(
      "2022 г., 800\u00a0кг, грузоподъёмность 25\u00a0т, 160\u00a0л.с., гусеничный ход",
    );
  });

  it("gives every machine the same rows, a dash where it has no such figure, without the trim's repeats", () => {
    const detail = {
      item: usedExcavator,
      trimSpecs: [
        { name: "Эксплуатационная масса, т", value: "21,5" },
        { name: "Глубина копания, м", value: "6,6" },
      ],
    } as CatalogDetail;
    const groups = vehicleSpecs(detail);
    expect(groups.map((g) => g.title)).toEqual(["Основное", "Рабочие характеристики", "Двигатель и ходовая часть"]);
    expect(groups[0]?.rows).toEqual(
      expect.arrayContaining([
        { name: "Тип техники", value: "Экскаватор" },
        { name: "Состояние", value: "С наработкой" },
        { name: "Наработка", value: "3\u00a0400\u00a0м/ч" },
      ]),
    );
    expect(groups[1]?.rows).toEqual([
      { name: "Эксплуатационная масса", value: "21,5\u00a0т" },
      { name: "Объём ковша", value: "1,2\u00a0м³" },
      { name: "Грузоподъёмность", value: "—" },
      { name: "Глубина копания, м", value: "6,6" },
    ]);
  });

  it("describes a picture by the vehicle, its colour and the view", () => {
    expect(pictureAlt(newCar, 2)).toBe("Chery Tiggo 7 Pro Max, белый, вид 2");
  });
});
