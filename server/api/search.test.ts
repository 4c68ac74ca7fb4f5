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

  it("searches the catalogue models", async () => {
    const body = await (await search("КАМАЗ")).json();
    const models = body.items.filter((i: Item) => i.type === "catalog");
    expect(models.length).toBeGreaterThan(0);
    // The landing's canonical address: no trailing slash, the brand not repeated in the model's part.
    expect(models[0].url).toMatch(/^\/catalog\/trucks\/kamaz\/(?!kamaz-)[a-z0-9-]+$/);
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
