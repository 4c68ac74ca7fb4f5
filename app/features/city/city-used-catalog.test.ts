import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFormTestApp, type FormTestApp } from "../../testing/form-test-app";
import { usedCatalogHref } from "./city-used-catalog";

let app: FormTestApp;
beforeAll(async () => {
  app = await createFormTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe("the site's «С пробегом» link for a visitor's city (seeded catalogue)", () => {
  it("filters the used catalogue to the city the visitor chose", async () => {
    expect(await usedCatalogHref(app.pages.catalog, { name: "Казань", chosen: true })).toBe(
      "/catalog/used?cities=kazan",
    );
    expect(await usedCatalogHref(app.pages.catalog, { name: "Санкт-Петербург", chosen: true })).toBe(
      "/catalog/used?cities=saint-petersburg",
    );
  });

  it("leaves every city when the visitor has not chosen one, or the city has no used vehicle", async () => {
    expect(await usedCatalogHref(app.pages.catalog, { name: "Москва", chosen: false })).toBe("/catalog/used");
    expect(await usedCatalogHref(app.pages.catalog, { name: "Калининград", chosen: true })).toBe("/catalog/used");
  });
});
