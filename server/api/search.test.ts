import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSnippet } from "../domain/content/search-service.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface Item {
  type: string;
  title: string;
  url: string;
  snippet: string;
}

async function suggest(q: string) {
  return app.api.request(`/api/search/suggest/?${new URLSearchParams({ q })}`);
}

async function search(q: string, page?: number) {
  const params = new URLSearchParams({ q, ...(page ? { page: String(page) } : {}) });
  return app.api.request(`/api/search/?${params}`);
}

describe("site search", () => {
  it("finds «лизинг грузовика» through Russian morphology, highlighted", async () => {
    const res = await search("лизинг грузовика");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalCnt).toBeGreaterThan(3);
    expect(body.pageCnt).toBe(Math.ceil(body.totalCnt / 10));
    expect(body.items.length).toBeGreaterThan(0);
    // «грузовиков», «грузовики» match «грузовика»: the stem is the same.
    const snippets = body.items.map((i: Item) => i.snippet).join(" ");
    expect(snippets).toMatch(/<mark>грузовик[а-я]*<\/mark>/i);
    expect(snippets).toMatch(/<mark>лизинг[а-я]*<\/mark>/i);
    const titles = body.items.map((i: Item) => i.title).join(" | ");
    expect(titles).toMatch(/тягач|грузов|КАМАЗ/i);
    for (const item of body.items as Item[]) expect(item.url).toMatch(/^\//);
  });

  it("gives the same hits for another word form («лизинга грузовиков»)", async () => {
    const a = await (await search("лизинг грузовика")).json();
    const b = await (await search("лизинга грузовиков")).json();
    expect(b.totalCnt).toBe(a.totalCnt);
  });

  it("searches guides, the dictionary, vacancies and offers", async () => {
    const cession = await (await search("переуступка договора")).json();
    const types = new Set(cession.items.map((i: Item) => i.type));
    expect(types.has("guide")).toBe(true);
    expect(cession.items.some((i: Item) => i.url === "/guide/perestupka-dogovora-lizinga/")).toBe(true);
    const term = await (await search("удорожание")).json();
    expect(term.items.some((i: Item) => i.type === "term" && i.url === "/clientservice/udorozhanie/")).toBe(true);
    const vacancy = await (await search("аналитик")).json();
    expect(vacancy.items.some((i: Item) => i.type === "vacancy")).toBe(true);
    const offer = await (await search("электромобили")).json();
    expect(offer.items.some((i: Item) => i.type === "offer")).toBe(true);
  });

  it("searches the catalogue: the brand's landing first, then its models", async () => {
    const body = await (await search("КАМАЗ")).json();
    const catalog = body.items.filter((i: Item) => i.type === "catalog");
    expect(catalog[0].url).toBe("/catalog/trucks/kamaz");
    // The landing's canonical address: no trailing slash, the brand not repeated in the model's part.
    const models = catalog.filter((i: Item) => /^\/catalog\/trucks\/kamaz\//.test(i.url));
    expect(models.length).toBeGreaterThan(0);
    for (const m of models) expect(m.url).toMatch(/^\/catalog\/trucks\/kamaz\/(?!kamaz-)[a-z0-9-]+$/);
  });

  it("pages with pageNext, and 404 past the last page", async () => {
    const first = await (await search("лизинг")).json();
    expect(first.pageCnt).toBeGreaterThan(1);
    expect(first.pageNext).toBe(2);
    const last = await (await search("лизинг", first.pageCnt)).json();
    expect(last.pageNext).toBeNull();
    expect(last.items.length).toBeGreaterThan(0);
    expect((await search("лизинг", first.pageCnt + 1)).status).toBe(404);
  });

  it("answers an empty result for a query nothing matches", async () => {
    const body = await (await search("квантовый звездолёт")).json();
    expect(body).toMatchObject({ items: [], totalCnt: 0, pageCnt: 0, pageNext: null });
  });

  it("refuses an empty or too short query with a Russian message (400)", async () => {
    for (const q of ["", "я", "  "]) {
      const res = await search(q);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.errors[0].field).toBe("q");
      expect(body.errors[0].message).toMatch(/не короче 2 символов|хотя бы одно слово/);
    }
    expect((await app.api.request("/api/search/")).status).toBe(400);
  });

  it("treats operators and quotes in the query as text, not SQL", async () => {
    const res = await search(`"лизинг" OR -грузовик'; drop table news; --`);
    expect(res.status).toBe(200);
    expect((await search("лизинг")).status).toBe(200);
  });
});

describe("search suggestions", () => {
  interface Suggestion {
    kind: string;
    kindTitle: string;
    title: string;
    url: string;
  }

  it("suggests the brand, then its models with their landing pages, for a half-typed «хава»", async () => {
    const res = await suggest("хава");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.query).toBe("хава");
    expect(body.items[0]).toEqual({ kind: "brand", kindTitle: "Марка", title: "Haval", url: "/catalog/cars/haval" });
    const models = body.items.filter((i: Suggestion) => i.kind === "model");
    expect(models.map((m: Suggestion) => m.title)).toContain("Haval Jolion");
    expect(models.find((m: Suggestion) => m.title === "Haval Jolion").url).toBe("/catalog/cars/haval/jolion");
  });

  it("orders catalogue, then service pages, then content titles, at most 8", async () => {
    const order = ["section", "type", "brand", "model", "service", "content"];
    for (const q of ["лизинг", "грузовик", "камаз", "страх", "экскаватор", "хавал"]) {
      const body = await (await suggest(q)).json();
      expect(body.items.length).toBeGreaterThan(0);
      expect(body.items.length).toBeLessThanOrEqual(8);
      const tiers = body.items.map((i: Suggestion) => (i.kind === "service" ? 1 : i.kind === "content" ? 2 : 0));
      expect(tiers).toEqual([...tiers].sort());
      for (const item of body.items as Suggestion[]) {
        expect(order).toContain(item.kind);
        expect(item.url).toMatch(/^\//);
        expect(item.kindTitle).not.toBe("");
      }
      expect(new Set(body.items.map((i: Suggestion) => i.url)).size).toBe(body.items.length);
    }
  });

  it("completes content titles from the first letters of their words", async () => {
    const voronezh = await (await suggest("Воронеж")).json();
    expect(voronezh.items[0]).toMatchObject({ kind: "content", kindTitle: "Новости", url: "/press/ofis-v-voronezhe/" });
    const partial = await (await suggest("поручител")).json();
    expect(partial.items.map((i: Suggestion) => i.url)).toContain("/clientservice/poruchitelstvo/");
  });

  it("suggests a service page and a special machinery type", async () => {
    expect((await (await suggest("калькулятор")).json()).items[0]).toEqual({
      kind: "service",
      kindTitle: "Сервисы",
      title: "Калькулятор лизинга",
      url: "/calculator",
    });
    expect((await (await suggest("бульдоз")).json()).items[0]).toMatchObject({
      kind: "type",
      url: "/catalog/special?type=bulldozer",
    });
  });

  it("answers nothing, not an error, for a query nothing matches", async () => {
    const res = await suggest("квантовый звездолёт");
    expect(res.status).toBe(200);
    expect((await res.json()).items).toEqual([]);
  });

  it("refuses a query under 2 characters with a Russian message (400)", async () => {
    for (const q of ["", "х", " х "]) {
      const res = await suggest(q);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/problem\+json/);
      const body = await res.json();
      expect(body.errors[0].field).toBe("q");
      expect(body.errors[0].message).toMatch(/не короче 2 символов|хотя бы одно слово/);
    }
    expect((await app.api.request("/api/search/suggest/")).status).toBe(400);
    expect((await suggest("х".repeat(201))).status).toBe(400);
  });

  it("treats tsquery operators in a typed query as text", async () => {
    for (const q of ["лизинг & | !", "ab:* <-> cd", "'; drop table news; --", "лизинг (((", "хава:*"]) {
      expect((await suggest(q)).status).toBe(200);
    }
  });
});

describe("snippet", () => {
  it("escapes HTML and keeps only <mark> as markup", () => {
    expect(toSnippet("**\u0001Лизинг\u0002** <script>x</script> & [ссылка](/guide/)")).toBe(
      "<mark>Лизинг</mark> &lt;script&gt;x&lt;/script&gt; &amp; ссылка",
    );
  });

  it("merges adjacent marks", () => {
    expect(toSnippet("\u0001лизинг\u0002 \u0001грузовика\u0002")).toBe("<mark>лизинг грузовика</mark>");
  });
});
