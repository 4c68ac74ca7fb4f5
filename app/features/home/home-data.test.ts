import { describe, expect, it } from "vitest";
import { firstPerModel, sectionCounts } from "./home-data";

describe("home page data", () => {
  it("orders the catalogue sections as the page shows them, an unknown one last, with their counts", () => {
    expect(sectionCounts({ used: 900, special: 195, cars: 1650, trucks: 450 })).toEqual([
      { section: "cars", count: 1650 },
      { section: "trucks", count: 450 },
      { section: "used", count: 900 },
      { section: "special", count: 195 },
    ]);
    expect(sectionCounts({ trucks: 3, cars: 5 }).map((s) => s.section)).toEqual(["cars", "trucks"]);
    expect(sectionCounts({})).toEqual([]);
  });

  it("takes the first card of each model in the list's order, up to the limit", () => {
    const card = (model: string, trim: string) => ({ model: { slug: model }, trim });
    const list = [
      card("vesta", "a"),
      card("vesta", "b"),
      card("jolion", "c"),
      card("granta", "d"),
      card("jolion", "e"),
    ];
    expect(firstPerModel(list, 2).map((c) => c.trim)).toEqual(["a", "c"]);
    expect(firstPerModel(list, 10).map((c) => c.trim)).toEqual(["a", "c", "d"]);
  });
});
