import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogBrands, catalogModels } from "../db/schema/catalog.ts";
import { searchSkeleton } from "../domain/content/search-catalog.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { SEARCH_FIRST_HITS } from "./search-first-hits.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Item {
  type: string;
  typeTitle: string;
  title: string;
  url: string;
}

async function firstHits(q: string): Promise<Item[]> {
  const res = await app.api.request(`/api/search/?${new URLSearchParams({ q })}`);
  expect(res.status).toBe(200);
  return (await res.json()).items;
}

describe("site search ranking", () => {
  it.each(SEARCH_FIRST_HITS)("«%s» first gives %s", async (q, url) => {
    const items = await firstHits(q);
    expect(items[0]?.url).toBe(url);
  });

  it("puts the catalogue before the service pages and both before content", async () => {
    const items = await firstHits("калькулятор");
    expect(items[0]).toMatchObject({ type: "service", typeTitle: "Сервисы", title: "Калькулятор лизинга" });
    expect(items.slice(1).every((i) => i.type !== "service" && i.type !== "catalog")).toBe(true);
    const haval = await firstHits("хавал");
    expect(haval[0]).toMatchObject({ type: "catalog", typeTitle: "Марка", title: "Haval" });
    const models = haval.filter((i) => i.typeTitle === "Модель");
    expect(models.map((m) => m.title)).toContain("Haval Jolion");
    for (const m of models) expect(m.url).toMatch(/^\/catalog\/cars\/haval\/[a-z0-9-]+$/);
  });

  it("keeps «лизинг грузовика» finding the articles about it after the catalogue", async () => {
    const items = await firstHits("лизинг грузовика");
    expect(items[0]?.type).toBe("catalog");
    expect(items.slice(1).some((i) => ["news", "guide", "publications", "vacancy"].includes(i.type))).toBe(true);
  });

  it("does not repeat an information page a service entry already leads to", async () => {
    const items = await firstHits("страхование");
    expect(items.filter((i) => i.url === "/insurance/")).toHaveLength(1);
  });

  it("finds a brand added to the catalogue tables without any change to the search", async () => {
    const db = app.services.database.db;
    await db.insert(catalogBrands).values({ slug: "zetros", name: "Zetros", country: "Китай" });
    await db.insert(catalogModels).values({
      slug: "zetros-z9",
      brand: "zetros",
      name: "Z9",
      section: "special",
      group: "special",
      type: "excavator",
      body: "excavator",
      since: 2025,
      description: "Гусеничный экскаватор.",
    });
    expect((await firstHits("зетрос"))[0]?.url).toBe("/catalog/special/zetros");
    expect((await firstHits("zetros z9"))[0]?.url).toBe("/catalog/special/zetros/z9");
  });
});

describe("search skeleton", () => {
  it("brings the two scripts and common spellings together", () => {
    expect(searchSkeleton("Хавал")).toBe(searchSkeleton("Haval"));
    expect(searchSkeleton("джили")).toBe(searchSkeleton("Geely"));
    expect(searchSkeleton("шакман")).toBe(searchSkeleton("Shacman"));
    expect(searchSkeleton("Газель некст")).toBe(searchSkeleton("газель Next"));
    expect(searchSkeleton("монжаро")).toBe(searchSkeleton("Monjaro"));
    expect(searchSkeleton("ЧЕРИ")).toBe(searchSkeleton("chery"));
    expect(searchSkeleton("ёлка, «Ёж»!")).toBe("elka ej");
  });
});
