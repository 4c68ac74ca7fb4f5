import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { cityPhone } from "./city-service.ts";

const ACTOR = { id: 1, email: "content@example.com", name: "Контент", roles: ["content" as const], address: null };

describe("cityPhone: the line the header shows for a city", () => {
  it("takes the main office's first own line, not the federal free number", () => {
    expect(
      cityPhone([
        { phones: ["+7 495 777-35-36"], isMain: false },
        { phones: ["8 800 550-35-35", "+7 495 777-35-35"], isMain: true },
      ]),
    ).toBe("+7 495 777-35-35");
  });

  it("falls back to the other offices in their order when the main office has no own line", () => {
    expect(
      cityPhone([
        { phones: ["+7 (800) 100-00-00"], isMain: true },
        { phones: [" "], isMain: false },
        { phones: ["+7 843 211-35-36"], isMain: false },
      ]),
    ).toBe("+7 843 211-35-36");
  });

  it("answers null for a city with no line of its own", () => {
    expect(cityPhone([])).toBeNull();
    expect(cityPhone([{ phones: ["8 800 550-35-35"], isMain: true }])).toBeNull();
  });
});

describe("the city service's phone", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  }, 60_000);
  afterAll(() => app?.close());

  it("gives each seeded city its own office line", async () => {
    expect(await app.pages.cities.phone(1)).toBe("+7 495 777-35-35");
    expect(await app.pages.cities.phone(5)).toBe("+7 843 211-35-35");
    expect(await app.pages.cities.phone(999)).toBeNull();
  });

  it("follows the back office: a new main office's line is the city's at once", async () => {
    const saved = await app.services.siteStaff.places.saveOffice(ACTOR, {
      cityId: 5,
      title: "Офис на Баумана",
      address: "420111, г. Казань, ул. Баумана, д. 9",
      phones: ["+7 843 211-00-77"],
      email: "kzn2@leasing-auto.ru",
      hours: [{ days: "Пн–Пт", time: "9:00–18:00" }],
      lat: 55.79,
      lon: 49.12,
      isMain: true,
      note: "",
      sort: 1,
    });
    expect(saved.ok).toBe(true);
    expect(await app.pages.cities.phone(5)).toBe("+7 843 211-00-77");
    if (saved.ok) await app.services.siteStaff.places.removeOffice(ACTOR, saved.value.id);
    expect(await app.pages.cities.phone(5)).toBe("+7 843 211-35-35");
  });
});
