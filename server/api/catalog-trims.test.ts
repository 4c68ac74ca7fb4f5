import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarsList, CatalogTrimCard, CatalogTrimDetail, TrucksList } from "../../contract/catalog.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/**
 * New vehicles listed by model and trim (issue 14), over the seeded catalogue: the `trims` page of the cars and
 * trucks answers and the trim page `/api/catalog/trim/`.
 */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 120_000);
afterAll(async () => {
  await app.close();
});

async function get<T>(path: string): Promise<{ status: number; body: T }> {
  const res = await app.api.request(path);
  return { status: res.status, body: (await res.json()) as T };
}

/** Every trim card of a list, page by page. */
async function allTrims(path: string): Promise<{ first: CarsList; cards: CatalogTrimCard[] }> {
  const { body: first } = await get<CarsList>(path);
  const cards = [...first.trims.items];
  for (let page = 2; page <= first.trims.pageCnt; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const { body } = await get<CarsList>(`${path}${sep}page=${page}`);
    cards.push(...body.trims.items);
  }
  return { first, cards };
}

/** Every vehicle of a list, page by page. */
async function allVehicles(path: string) {
  const { body: first } = await get<CarsList>(path);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCnt; page++) {
    const sep = path.includes("?") ? "&" : "?";
    items.push(...(await get<CarsList>(`${path}${sep}page=${page}`)).body.items);
  }
  return items;
}

const sum = (ns: number[]) => ns.reduce((a, b) => a + b, 0);

describe("the trim list of new cars and trucks", () => {
  it("groups the brand's vehicles by trim: counts add up, each trim once, figures from its vehicles", async () => {
    const { first, cards } = await allTrims("/api/catalog/cars/?brands=haval");
    expect(first.totalCnt).toBeGreaterThan(24);
    expect(first.trims.totalCnt).toBe(cards.length);
    expect(first.trims.totalCnt).toBeLessThan(first.totalCnt);
    expect(new Set(cards.map((c) => c.slug)).size).toBe(cards.length);
    expect(sum(cards.map((c) => c.count))).toBe(first.totalCnt);

    const vehicles = await allVehicles("/api/catalog/cars/?brands=haval");
    for (const card of cards) {
      const own = vehicles.filter((v) => v.complectation.slug === card.slug);
      expect(card.count).toBe(own.length);
      expect(card.priceFrom).toBe(Math.min(...own.map((v) => v.price)));
      expect(card.priceTo).toBe(Math.max(...own.map((v) => v.price)));
      expect(sum(card.colors.map((c) => c.count))).toBe(own.length);
      expect(card.brand.slug).toBe("haval");
      expect(card.title).toBe(`Haval ${card.model.name}`);
      expect(card.path).toBe(
        `/catalog/cars/haval/${card.model.slug.replace(/^haval-/, "")}/${card.slug.replace(`${card.model.slug}-`, "")}`,
      );
      expect(card.monthlyPaymentFrom).toBeGreaterThan(0);
    }
  });

  it("pages the trims by 24 without overlap", async () => {
    const { body: p1 } = await get<CarsList>("/api/catalog/cars/");
    expect(p1.trims.totalCnt).toBeGreaterThan(24);
    expect(p1.trims.items).toHaveLength(24);
    expect(p1.trims.pageCnt).toBe(Math.ceil(p1.trims.totalCnt / 24));
    expect(p1.trims.pageNext).toBe(2);
    const { body: p2 } = await get<CarsList>("/api/catalog/cars/?page=2");
    expect(p2.trims.page).toBe(2);
    const onFirst = new Set(p1.trims.items.map((c) => c.slug));
    expect(p2.trims.items.some((c) => onFirst.has(c.slug))).toBe(false);
    const { body: last } = await get<CarsList>(`/api/catalog/cars/?page=${p1.trims.pageCnt}`);
    expect(last.trims.pageNext).toBeNull();
    expect(last.trims.items.length).toBe(p1.trims.totalCnt - 24 * (p1.trims.pageCnt - 1));
  });

  it("sorts the trims as the vehicles: price, power, payment", async () => {
    const cheap = (await allTrims("/api/catalog/cars/?bodies=crossover&sort=price_asc")).cards;
    const cheapFrom = cheap.map((c) => c.priceFrom);
    expect(cheapFrom).toEqual([...cheapFrom].sort((a, b) => a - b));
    const dear = (await allTrims("/api/catalog/cars/?bodies=crossover&sort=price_desc")).cards;
    const dearTo = dear.map((c) => c.priceTo);
    expect(dearTo).toEqual([...dearTo].sort((a, b) => b - a));
    const strong = (await get<CarsList>("/api/catalog/cars/?sort=power_desc")).body.trims.items.map((c) => c.power);
    expect(strong).toEqual([...strong].sort((a, b) => b - a));
    const pay = (await get<CarsList>("/api/catalog/cars/?sort=payment_asc")).body.trims.items;
    const payments = pay.map((c) => c.monthlyPaymentFrom);
    expect(payments).toEqual([...payments].sort((a, b) => a - b));
  });

  it("applies the filter: price, colour, tag; the facets still count vehicles", async () => {
    const { first, cards } = await allTrims("/api/catalog/cars/?brands=haval&prices_high=2500000&colors=white");
    expect(first.totalCnt).toBeGreaterThan(0);
    expect(sum(cards.map((c) => c.count))).toBe(first.totalCnt);
    for (const card of cards) {
      expect(card.priceTo).toBeLessThanOrEqual(2_500_000);
      expect(card.colors.map((c) => c.slug)).toEqual(["white"]);
    }
    const white = first.facets.colors.find((c) => c.slug === "white");
    expect(white?.count).toBe(first.totalCnt);

    const special = await allTrims("/api/catalog/cars/?tag=special");
    for (const card of special.cards) expect(card.badges.find((b) => b.slug === "special")?.count).toBe(card.count);
    expect(sum(special.cards.map((c) => c.count))).toBe(special.first.totalCnt);
  });

  it("lists trucks by trim too, and an empty filter gives no trims", async () => {
    const { body } = await get<TrucksList>("/api/catalog/trucks/?brands=kamaz");
    expect(body.trims.totalCnt).toBeGreaterThan(0);
    expect(sum(body.trims.items.map((c) => c.count))).toBe(body.totalCnt);
    expect(body.trims.items[0]?.path).toMatch(/^\/catalog\/trucks\/kamaz\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const { body: none } = await get<CarsList>("/api/catalog/cars/?prices_high=1");
    expect(none.trims).toEqual({ items: [], page: 1, pageNext: null, pageCnt: 0, totalCnt: 0 });
  });

  it("keeps used vehicles one card per vehicle (no trims)", async () => {
    const { body } = await get<Record<string, unknown>>("/api/catalog/used/");
    expect(body).not.toHaveProperty("trims");
  });
});

describe("the trim page", () => {
  async function firstHavalTrim() {
    const { body } = await get<CarsList>("/api/catalog/cars/?brands=haval");
    const card = body.trims.items.find((c) => c.colors.length > 1 && c.count > 2);
    if (!card) throw new Error("no Haval trim in two colours");
    return card;
  }

  it("shows the trim under the list's filter: specs, price range, colours with counts, stock", async () => {
    const card = await firstHavalTrim();
    const { status, body } = await get<CatalogTrimDetail>(`/api/catalog/trim/?trim=${card.slug}&brands=haval`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: card.slug,
      name: card.name,
      title: card.title,
      path: card.path,
      section: "cars",
      totalCnt: card.count,
      price: { min: card.priceFrom, max: card.priceTo },
      monthlyPaymentFrom: card.monthlyPaymentFrom,
    });
    expect(body.stockCnt).toBeGreaterThanOrEqual(card.count);
    expect(body.specs.length).toBeGreaterThan(0);
    expect(body.colors.map((c) => [c.slug, c.count])).toEqual(card.colors.map((c) => [c.slug, c.count]));
    expect(body.items.length).toBe(Math.min(24, card.count));
    for (const item of body.items) {
      expect(item.complectation.slug).toBe(card.slug);
      const special = item.badges.some((b) => b.slug === "special");
      expect(item.offer !== null).toBe(special);
      if (item.offer) expect(item.offer.url).toBe(`/offers/${item.offer.code}`);
    }
  });

  it("narrows the stock to a picked colour; the picker keeps every colour's count", async () => {
    const card = await firstHavalTrim();
    const colour = card.colors[1];
    if (!colour) throw new Error("no second colour");
    const { body } = await get<CatalogTrimDetail>(`/api/catalog/trim/?trim=${card.slug}&colors=${colour.slug}`);
    expect(body.totalCnt).toBe(colour.count);
    expect(body.items.every((i) => i.color.slug === colour.slug)).toBe(true);
    expect(body.colors.length).toBe(card.colors.length);
    expect(body.colors.find((c) => c.slug === colour.slug)?.selected).toBe(true);
    expect(body.image).toContain(`_${colour.slug}_`);
  });

  it("answers an empty stock when the filter leaves none, 404 for an unknown trim, 400 for a bad field", async () => {
    const card = await firstHavalTrim();
    const { status, body } = await get<CatalogTrimDetail>(`/api/catalog/trim/?trim=${card.slug}&prices_high=1`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ totalCnt: 0, items: [], price: null, pageCnt: 0 });
    expect(body.stockCnt).toBeGreaterThan(0);

    expect((await get("/api/catalog/trim/?trim=haval-jolion-no-such-trim")).status).toBe(404);
    const bad = await get<{ errors: { field: string }[] }>(`/api/catalog/trim/?trim=${card.slug}&colors=plaid`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e) => e.field)).toEqual(["colors"]);
    const used = await get<{ errors: { field: string }[] }>(`/api/catalog/trim/?trim=${card.slug}&cities=moscow`);
    expect(used.status).toBe(400);
    expect(used.body.errors.map((e) => e.field)).toEqual(["cities"]);
    const missing = await get<{ errors: { field: string }[] }>("/api/catalog/trim/");
    expect(missing.status).toBe(400);
    expect(missing.body.errors.map((e) => e.field)).toEqual(["trim"]);
  });
});
