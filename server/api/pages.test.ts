import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, moscowDate } from "../../core/calendar-dates.ts";
import { offers } from "../db/schema/content.ts";
import { OFFERS } from "../db/seed/content-data/offers.ts";
import { liveOffer } from "../domain/content/live-offer.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

function post(path: string, body?: unknown) {
  return app.api.request(path, {
    method: "POST",
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
}

async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/problem\+json/);
  return res.json();
}

describe("press: news and media publications", () => {
  it("lists news newest first, nine a page, with paging fields", async () => {
    const res = await post("/api/pages/press/", { type: "news", page: 1 });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(res.headers.get("etag")).toMatch(/^W\/"/);
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pages: 3, total: 24 });
    expect(body.list).toHaveLength(9);
    expect(body.list[0].date >= body.list[1].date).toBe(true);
    expect(body.list[0].url).toBe(`/press/${body.list[0].code}/`);
  });

  it("serves page 2 and refuses a page past the end", async () => {
    const page2 = await (await post("/api/pages/press/", { type: "news", page: 2 })).json();
    expect(page2.page).toBe(2);
    expect(page2.list).toHaveLength(9);
    await expectProblem(await post("/api/pages/press/", { type: "news", page: 9 }), 404);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await post("/api/pages/press/", { type: "news" });
    const etag = first.headers.get("etag") as string;
    const again = await app.api.request("/api/pages/press/", {
      method: "POST",
      headers: { "content-type": "application/json", "if-none-match": etag },
      body: JSON.stringify({ type: "news" }),
    });
    expect(again.status).toBe(304);
  });

  it("lists media publications with their outlet", async () => {
    const body = await (await post("/api/pages/press/", { type: "publications" })).json();
    expect(body.total).toBe(10);
    expect(body.list.every((n: { source: string | null }) => Boolean(n.source))).toBe(true);
    expect(body.list[0].url).toMatch(/^\/media\//);
  });

  it("answers a news article with HTML and related items", async () => {
    const res = await post("/api/pages/press/detail/", { type: "news", code: "nds-22-procenta-s-2026-goda" });
    expect(res.status).toBe(200);
    const { item, related } = await res.json();
    expect(item.title).toMatch(/НДС 22 %/);
    expect(item.html).toContain("<h2>");
    expect(item.html).toContain("425-ФЗ");
    expect(related).toHaveLength(3);
    expect(related.map((r: { code: string }) => r.code)).not.toContain(item.code);
  });

  it("does not find a news code among publications, nor an unknown code (404)", async () => {
    const body = await expectProblem(
      await post("/api/pages/press/detail/", { type: "publications", code: "nds-22-procenta-s-2026-goda" }),
      404,
    );
    expect(body.detail).toMatch(/не найдена/);
    await expectProblem(await post("/api/pages/press/detail/", { type: "news", code: "no-such-news" }), 404);
  });

  it("names the field of a bad input (400)", async () => {
    const body = await expectProblem(await post("/api/pages/press/", { type: "blog" }), 400);
    expect(body.errors[0].field).toBe("type");
    const code = await expectProblem(await post("/api/pages/press/detail/", { type: "news", code: "../x" }), 400);
    expect(code.errors[0].field).toBe("code");
    const page = await expectProblem(await post("/api/pages/press/", { page: 0 }), 400);
    expect(page.errors[0].field).toBe("page");
  });

  it("refuses a body that is not JSON (415)", async () => {
    const res = await app.api.request("/api/pages/press/", {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "type=news",
    });
    await expectProblem(res, 415);
  });

  it("feeds the home page with the six latest news", async () => {
    const body = await (await app.api.request("/api/main/news/")).json();
    expect(body.list).toHaveLength(6);
    expect(body.list[0].code).toBe("shtrafy-v-lichnom-kabinete");
  });
});

describe("information pages", () => {
  it("about: page with facts and timeline, partner and city counts (empty body allowed)", async () => {
    const res = await post("/api/pages/allabout/");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.page.title).toMatch(/Лизинг-Авто/);
    expect(body.page.blocks.facts.length).toBeGreaterThan(3);
    expect(body.page.blocks.timeline[0].year).toBe("2015");
    expect(body).toMatchObject({ partners: 8, cities: 12 });
  });

  it("requisites: the company's INN, KPP, OGRN and address", async () => {
    const { page } = await (await post("/api/pages/requisites/", {})).json();
    const rows = Object.fromEntries(page.blocks.rows.map((r: { label: string; value: string }) => [r.label, r.value]));
    expect(rows).toMatchObject({ ИНН: "7736548215", КПП: "773601001", ОГРН: "1157746654328" });
    expect(rows["Юридический и почтовый адрес"]).toMatch(/Большая Якиманка, д. 26/);
  });

  it.each([
    ["supportcontract", /Сопровождение/],
    ["finishcontract", /Завершение/],
    ["additionalservices", /Дополнительные услуги/],
    ["esgprinciples", /ESG/],
    ["insurance", /Страхование/],
  ])("GET %s answers its page", async (slug, title) => {
    const res = await app.api.request(`/api/pages/${slug}/`);
    expect(res.status).toBe(200);
    const { page } = await res.json();
    expect(page.title).toMatch(title);
    expect(page.html.length).toBeGreaterThan(200);
    expect(page.url).toMatch(/^\//);
  });

  it("investors: page, latest documents and the document list by group and year", async () => {
    const investors = await (await post("/api/pages/investors/")).json();
    expect(investors.page.blocks.facts[0].value).toBe("23,4 млрд ₽");
    expect(investors.latest).toHaveLength(4);
    const all = await (await post("/api/pages/investors/docs/", {})).json();
    expect(all.list).toHaveLength(7);
    expect(all.years).toEqual([2026, 2025, 2024]);
    const bonds = await (await post("/api/pages/investors/docs/", { group: "bonds" })).json();
    expect(bonds.list.map((d: { group: string }) => d.group)).toEqual(["bonds", "bonds"]);
    const y2024 = await (await post("/api/pages/investors/docs/", { year: 2024 })).json();
    expect(y2024.list.map((d: { title: string }) => d.title)).toEqual(["Годовой отчёт за 2024 год"]);
    await expectProblem(await post("/api/pages/investors/docs/", { group: "secret" }), 400);
  });

  it("leasing agreement: downloadable PDFs on our own host", async () => {
    const { page, list } = await (await post("/api/pages/leasingagreement/")).json();
    expect(page.title).toMatch(/Документы/);
    expect(list).toHaveLength(5);
    const doc = list[0];
    expect(doc.url).toBe(`/api/documents/?url=${encodeURIComponent(doc.path)}`);
    const file = await app.api.request(doc.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe("%PDF-1.7");
    expect(bytes.byteLength).toBe(doc.size);
  });
});

describe("partners, reviews, vacancies", () => {
  it("lists partners with kinds, filters by kind, answers one partner", async () => {
    const all = await (await post("/api/pages/partners/")).json();
    expect(all.total).toBe(8);
    expect(all.kinds.map((k: { code: string }) => k.code)).toEqual(["dealer", "insurer", "bank", "service"]);
    const insurers = await (await post("/api/pages/partners/", { kind: "insurer" })).json();
    expect(insurers.list.map((p: { kindTitle: string }) => p.kindTitle)).toEqual([
      "Страховая компания",
      "Страховая компания",
    ]);
    const one = await (await post("/api/pages/partners/detail/", { code: "avtosfera" })).json();
    expect(one.item.name).toMatch(/АвтоСфера/);
    expect(one.item.benefits.length).toBeGreaterThan(0);
    await expectProblem(await post("/api/pages/partners/detail/", { code: "nobody" }), 404);
  });

  it("lists published reviews with the average rating; the home block too", async () => {
    const body = await (await post("/api/pages/reviews/", { page: 1 })).json();
    expect(body).toMatchObject({ total: 15, pages: 2 });
    expect(body.rating.count).toBe(15);
    expect(body.rating.average).toBeGreaterThan(4);
    expect(body.list.some((r: { reply: string | null }) => r.reply)).toBe(true);
    const home = await (await app.api.request("/api/main/reviews/")).json();
    expect(home.list).toHaveLength(6);
    expect(home.rating).toEqual(body.rating);
  });

  it("lists vacancies with cities, filters by city, answers one by id or code", async () => {
    const all = await (await post("/api/pages/vacancies/")).json();
    expect(all.total).toBe(8);
    expect(all.cities.find((c: { name: string }) => c.name === "Москва").count).toBe(4);
    const spb = await (await post("/api/pages/vacancies/", { city_id: 2 })).json();
    expect(spb.list.map((v: { city: string }) => v.city)).toEqual(["Санкт-Петербург"]);
    const byCode = await (await post("/api/pages/vacancies/kreditnyy-analitik-moskva/")).json();
    expect(byCode.item.title).toMatch(/Кредитный аналитик/);
    expect(byCode.item.html).toContain("<ul>");
    const byId = await (await post(`/api/pages/vacancies/${byCode.item.id}/`, {})).json();
    expect(byId.item.code).toBe("kreditnyy-analitik-moskva");
    await expectProblem(await post("/api/pages/vacancies/99999/"), 404);
    await expectProblem(await post("/api/pages/vacancies/", { city_id: "Москва" }), 400);
  });
});

describe("guide", () => {
  it("answers main.list, page, pages, total and categories", async () => {
    const body = await (await post("/api/pages/guide/", { page: 1 })).json();
    expect(body.main.title).toBe("Гид по лизингу");
    expect(body).toMatchObject({ page: 1, pages: 2, total: 11 });
    expect(body.main.list).toHaveLength(9);
    expect(body.main.categories.map((c: { code: string }) => c.code)).toContain("taxes");
    const taxes = await (await post("/api/pages/guide/", { category: "taxes" })).json();
    expect(taxes.main.list.map((g: { code: string }) => g.code)).toEqual(["lizing-na-osno", "lizing-na-usn"]);
    await expectProblem(await post("/api/pages/guide/", { category: "astrology" }), 404);
  });

  it("answers an article by code or id with related articles", async () => {
    const byCode = await (await post("/api/pages/guide/lizing-na-osno/")).json();
    expect(byCode.item.html).toContain("22 / 122");
    expect(byCode.item.readingMinutes).toBeGreaterThan(1);
    expect(byCode.related).toHaveLength(3);
    const byId = await (await post(`/api/pages/guide/${byCode.item.id}/`)).json();
    expect(byId.item.code).toBe("lizing-na-osno");
    await expectProblem(await post("/api/pages/guide/no-such-article/"), 404);
    await expectProblem(await post("/api/pages/guide/bad%20id/"), 400);
  });
});

describe("social feed, dictionary, brand map, offers", () => {
  it("answers posts, and one post with ?id=", async () => {
    const feed = await (await app.api.request("/api/pages/socialfeed/")).json();
    expect(feed.posts).toHaveLength(10);
    expect(feed.post).toBeNull();
    expect(feed.total).toBe(12);
    const id = feed.posts[2].id;
    const one = await (await app.api.request(`/api/pages/socialfeed/?id=${id}`)).json();
    expect(one.post.id).toBe(id);
    expect(one.post.networkTitle).toBeTruthy();
    await expectProblem(await app.api.request("/api/pages/socialfeed/?id=999999"), 404);
    await expectProblem(await app.api.request("/api/pages/socialfeed/?id=abc"), 400);
  });

  it("answers the dictionary alphabetically and a term by code", async () => {
    const dict = await (await app.api.request("/api/pages/clientservice/")).json();
    const titles = dict.list.map((t: { title: string }) => t.title);
    expect(titles[0]).toBe("Аванс");
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "ru")));
    expect(dict.letters[0]).toBe("А");
    const term = await (await app.api.request("/api/pages/clientservice/detail/?code=tsessiya")).json();
    expect(term.item.title).toMatch(/Цессия/);
    expect(term.item.related.map((r: { code: string }) => r.code)).toContain("poruchitelstvo");
    await expectProblem(await app.api.request("/api/pages/clientservice/detail/?code=nothing"), 404);
    await expectProblem(await app.api.request("/api/pages/clientservice/detail/"), 400);
  });

  it("answers the brand map of a region, Москва by default, 404 for a region without an office", async () => {
    const moscow = await (await app.api.request("/api/pages/brandlink/")).json();
    expect(moscow.region).toEqual({ id: 77, name: "Москва" });
    expect(moscow.regions).toHaveLength(12);
    const ural = await (await app.api.request("/api/pages/brandlink/?regionId=66")).json();
    const kamaz = ural.list.find((b: { code: string }) => b.code === "kamaz");
    expect(kamaz).toMatchObject({ category: "trucks", url: "/catalog/trucks/kamaz/" });
    expect(kamaz.dealers).toEqual(["«ТракЦентр Урал»"]);
    await expectProblem(await app.api.request("/api/pages/brandlink/?regionId=99"), 404);
    await expectProblem(await app.api.request("/api/pages/brandlink/?regionId=x"), 400);
  });

  it("answers offers (main.list featured, list all) and one special offer", async () => {
    const offers = await (await app.api.request("/api/pages/offers/")).json();
    // The seed's offers that run today (three of them end on 31 December 2026).
    const today = moscowDate(new Date());
    const live = OFFERS.filter((o) => o.validFrom <= today && (o.validTo === null || o.validTo >= today));
    expect(offers.list.map((o: { code: string }) => o.code)).toEqual(live.map((o) => o.code));
    expect(offers.main.list).toHaveLength(live.filter((o) => o.isFeatured).length);
    expect(offers.main.title).toBe("Спецпредложения");
    const detail = await (await app.api.request("/api/specialoffers/detail/?code=elektromobili-avans-0")).json();
    expect(detail.item.badge).toBe("Аванс 0 %");
    expect(detail.item.conditions.length).toBeGreaterThan(2);
    expect(detail.related).toHaveLength(3);
    await expectProblem(await app.api.request("/api/specialoffers/detail/?code=expired-offer"), 404);
  });

  it("shows an offer from its first to its last day only: not listed, opened, found or in the sitemap outside it", async () => {
    const today = moscowDate(new Date());
    const row = (code: string, validFrom: string, validTo: string | null) => ({
      code,
      title: `Акция ${code} гиперскидочная`,
      lead: "Условия для проверки сроков.",
      body: "Гиперскидочная акция.",
      badge: "Тест",
      category: "all" as const,
      validFrom,
      validTo,
    });
    await app.services.database.db
      .insert(offers)
      .values([
        row("ended-yesterday", addDays(today, -30), addDays(today, -1)),
        row("starts-tomorrow", addDays(today, 1), null),
        row("ends-today", addDays(today, -30), today),
      ]);

    const list = await (await app.api.request("/api/pages/offers/")).json();
    const codes = list.list.map((o: { code: string }) => o.code);
    expect(codes).toContain("ends-today");
    expect(codes).not.toContain("ended-yesterday");
    expect(codes).not.toContain("starts-tomorrow");
    expect((await app.api.request("/api/specialoffers/detail/?code=ends-today")).status).toBe(200);
    await expectProblem(await app.api.request("/api/specialoffers/detail/?code=ended-yesterday"), 404);
    await expectProblem(await app.api.request("/api/specialoffers/detail/?code=starts-tomorrow"), 404);

    const found = await (await app.api.request(`/api/search/?q=${encodeURIComponent("гиперскидочная")}`)).json();
    expect(found.items.map((i: { url: string }) => i.url)).toEqual(["/offers/ends-today/"]);
    const urls = (await app.services.content.sitemap()).map((u) => u.url);
    expect(urls).toContain("/offers/ends-today/");
    expect(urls).not.toContain("/offers/ended-yesterday/");
  });

  it("ends an offer at midnight in Moscow, not in UTC", async () => {
    await app.services.database.db.insert(offers).values({
      code: "ends-2030",
      title: "Новогодняя акция",
      lead: "До конца 2030 года.",
      body: "Условия.",
      badge: "Тест",
      category: "all",
      validFrom: "2030-01-01",
      validTo: "2030-12-31",
    });
    const liveAt = async (iso: string) =>
      (
        await app.services.database.db
          .select({ code: offers.code })
          .from(offers)
          .where(and(eq(offers.code, "ends-2030"), liveOffer(new Date(iso))))
      ).length === 1;
    expect(await liveAt("2030-12-31T20:59:59Z")).toBe(true); // 23:59:59 in Moscow
    expect(await liveAt("2030-12-31T21:00:00Z")).toBe(false); // 00:00 on 1 January in Moscow
    expect(await liveAt("2029-12-31T21:00:00Z")).toBe(true); // its first day has begun in Moscow
  });
});

describe("API documentation", () => {
  it("lists the content paths and marks read-only POSTs as idempotent", async () => {
    const doc = await (await app.api.request("/api/openapi.json")).json();
    expect(doc.paths["/api/pages/press/"].post.summary).toMatch(/idempotent/);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/pages/guide/{id}/",
        "/api/specialoffers/detail/",
        "/api/search/",
        "/api/documents/",
        "/api/geo/city/",
        "/api/terms/personaldata/",
      ]),
    );
  });
});

describe("read-only POST bodies", () => {
  it("takes an empty body as {} even with a JSON content type, and refuses broken JSON", async () => {
    const empty = await app.api.request("/api/pages/press/", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(empty.status).toBe(200);
    expect((await empty.json()).list[0].type).toBe("news");
    const broken = await app.api.request("/api/pages/press/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{type:",
    });
    expect(broken.status).toBe(400);
  });
});
