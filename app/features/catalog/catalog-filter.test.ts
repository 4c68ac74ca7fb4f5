import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  catalogHref,
  parseFilter,
  pathParamsOf,
  sectionOfPath,
  setField,
  toggleListValue,
} from "./catalog-filter";

const parse = (section: "cars" | "trucks" | "used" | "special", query: string, path = {}) =>
  parseFilter(section, new URLSearchParams(query), path);

describe("catalogue URL ⇄ filter", () => {
  it("reads comma-separated and repeated lists, sorted and without duplicates", () => {
    expect(parse("cars", "brands=haval,chery&brands=geely&brands=chery").brands).toEqual(["chery", "geely", "haval"]);
  });

  it("drops malformed and empty values instead of failing", () => {
    const filter = parse("cars", "brands=Haval!&prices_low=&prices_high=abc&powers_low=150&sort=nope&page=0");
    expect(filter).toEqual({ powers_low: 150 });
  });

  it("keeps used-car fields only in the used section", () => {
    expect(parse("cars", "cities=moscow&years_from=2020")).toEqual({});
    expect(parse("used", "cities=moscow&years_from=2020&identifier=xw8")).toEqual({
      cities: ["moscow"],
      years_from: 2020,
      identifier: "XW8",
    });
  });

  it("keeps the machinery fields only in special machinery, which shares the years but not mileage or VIN", () => {
    const query = "type=excavator&condition=used&weights_low=20000&buckets_high=1500&lifts_low=1&years_from=2020";
    expect(parse("cars", query)).toEqual({ type: "excavator" });
    expect(parse("used", query)).toEqual({ type: "excavator", years_from: 2020 });
    expect(parse("special", `${query}&mileage_low=1&identifier=xw8&cities=moscow&sort=year_desc`)).toEqual({
      type: "excavator",
      condition: "used",
      weights_low: 20000,
      buckets_high: 1500,
      lifts_low: 1,
      years_from: 2020,
      sort: "year_desc",
    });
    expect(parse("cars", "sort=year_desc")).toEqual({});
    expect(catalogHref("special", parse("special", query))).toBe(
      "/catalog/special?type=excavator&condition=used&years_from=2020&weights_low=20000&buckets_high=1500&lifts_low=1",
    );
    expect(activeFilterCount(parse("special", query))).toBe(6);
  });

  it("puts one brand and one of its models into the path, the rest into the query in a fixed order", () => {
    expect(catalogHref("cars", { brands: ["haval"], models: ["haval-jolion"], bodies: ["suv"], prices_low: 2 })).toBe(
      "/catalog/cars/haval/jolion?prices_low=2&bodies=suv",
    );
    expect(catalogHref("cars", { brands: ["haval", "chery"], sort: "price_asc", page: 2 })).toBe(
      "/catalog/cars?brands=chery,haval&sort=price_asc&page=2",
    );
    expect(catalogHref("trucks", {})).toBe("/catalog/trucks");
  });

  it("merges the landing path into the filter and round-trips", () => {
    const filter = parse("cars", "colors=white", { brand: "haval", model: "jolion" });
    expect(filter).toEqual({ brands: ["haval"], models: ["haval-jolion"], colors: ["white"] });
    expect(catalogHref("cars", filter)).toBe("/catalog/cars/haval/jolion?colors=white");
    expect(pathParamsOf("/catalog/cars/haval/jolion")).toEqual({ brand: "haval", model: "jolion" });
    expect(sectionOfPath("/catalog/used/kia")).toBe("used");
  });

  it("resets the page on a change and removes a brand's models with the brand", () => {
    const filter = { brands: ["chery", "haval"], models: ["haval-jolion", "chery-tiggo-4"], page: 3 };
    expect(toggleListValue(filter, "brands", "haval")).toEqual({ brands: ["chery"], models: ["chery-tiggo-4"] });
    expect(setField(filter, "page", 4).page).toBe(4);
    expect(setField(filter, "sort", "price_asc").page).toBeUndefined();
  });

  it("counts chosen filters, a range once", () => {
    expect(activeFilterCount({ brands: ["a", "b"], prices_low: 1, prices_high: 2, sort: "price_asc" })).toBe(3);
  });
});
