import { describe, expect, it } from "vitest";
import type { City } from "../../../contract/cities.ts";
import { filterCities } from "./city-filter";

const city = (id: number, name: string, region: string): City => ({
  id,
  name,
  region,
  regionId: id,
  isDefault: id === 1,
});

const CITIES = [
  city(12, "Воронеж", "Воронежская область"),
  city(5, "Казань", "Республика Татарстан"),
  city(1, "Москва", "Москва"),
  city(6, "Нижний Новгород", "Нижегородская область"),
  city(8, "Ростов-на-Дону", "Ростовская область"),
  city(9, "Самара", "Самарская область"),
  city(2, "Санкт-Петербург", "Санкт-Петербург"),
];

const names = (list: City[]) => list.map((c) => c.name);

describe("filterCities", () => {
  it("keeps the server's order for an empty query", () => {
    expect(names(filterCities(CITIES, "  "))).toEqual(names(CITIES));
  });

  it("puts names that start with the query first, case and ё aside", () => {
    expect(names(filterCities(CITIES, "СА"))).toEqual(["Самара", "Санкт-Петербург"]);
    expect(names(filterCities(CITIES, "москв"))).toEqual(["Москва"]);
  });

  it("finds a word inside a name, then a region word", () => {
    expect(names(filterCities(CITIES, "новг"))).toEqual(["Нижний Новгород"]);
    expect(names(filterCities(CITIES, "дону"))).toEqual(["Ростов-на-Дону"]);
    expect(names(filterCities(CITIES, "татар"))).toEqual(["Казань"]);
  });

  it("does not match regions on a single letter", () => {
    expect(names(filterCities(CITIES, "р"))).toEqual(["Ростов-на-Дону"]);
  });

  it("answers nothing for an unknown city", () => {
    expect(filterCities(CITIES, "Тверь")).toEqual([]);
  });
});
