import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, clientOf } from "../server/api/lk-test-kit.ts";
import type { TestApp } from "../server/testing/test-app.ts";
import { launchBrowser } from "./support/browser.ts";
import { startInProcessServer } from "./support/in-process-server.ts";

/**
 * The anonymous page cache (ADR 035) over the production build, with the services at hand for the editors'
 * changes: what one visitor is shown never reaches another, a change is on the next page, and the cached page's
 * script hashes let it hydrate under its policy.
 */
let server: Awaited<ReturnType<typeof startInProcessServer>>;
let app: TestApp;
let content: Client;
let browser: Browser;

beforeAll(async () => {
  server = await startInProcessServer();
  app = server.app;
  content = await clientOf(app, "content@example.com");
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.baseUrl}${path}`, { headers });
/** The city the page's header names. */
const cityLabel = (html: string) => /Ваш город: <\/span>([^<]+)</.exec(html)?.[1];

describe("the page cache", () => {
  it("answers an anonymous visitor's second request from memory, cacheable by a CDN per cookie", async () => {
    const first = await get("/calculator?probe=anon&order=1");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(first.headers.get("vary")).toContain("Cookie");
    const html = await first.text();
    // The same page, whatever the order of its query.
    const second = await get("/calculator?order=1&probe=anon", { "accept-encoding": "identity" });
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(html);
    // A hit is answered as stored, the security headers of the render included.
    for (const name of ["content-security-policy", "x-frame-options", "strict-transport-security", "vary"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get("x-frame-options")).toBe("DENY");
    const gzipped = await get("/calculator?probe=anon&order=1", { "accept-encoding": "gzip" });
    expect(gzipped.headers.get("x-cache")).toBe("HIT");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.text()).toBe(html);
  });

  it("never keeps a signed-in visitor's page nor gives them one from the cache", async () => {
    const client = await clientOf(app, "client@example.com");
    const signedIn = await get("/press/?probe=signed-in", { cookie: client.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();
    expect(signedIn.headers.get("cache-control")).toBe("private, no-cache");
    // The signed-in render was not stored: the anonymous visitor gets a render of their own.
    expect((await get("/press/?probe=signed-in")).headers.get("x-cache")).toBe("MISS");
    expect((await get("/press/?probe=signed-in")).headers.get("x-cache")).toBe("HIT");
    // … and the anonymous page, now stored, is not what the signed-in visitor gets.
    const again = await get("/press/?probe=signed-in", { cookie: client.cookie });
    expect(again.headers.get("x-cache")).toBeNull();
    expect(again.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keeps each city's page apart: a visitor is shown their own city's header", async () => {
    const cities = await app.services.cities.list();
    const home = cities.find((c) => c.isDefault);
    const other = cities.find((c) => !c.isDefault);
    if (!home || !other) throw new Error("the seed has fewer than two cities");
    const inOther = await get("/press/?probe=city", { cookie: `city_id=${other.id}` });
    expect(inOther.headers.get("x-cache")).toBe("MISS");
    expect(cityLabel(await inOther.text())).toBe(other.name);
    const noCity = await get("/press/?probe=city");
    expect(noCity.headers.get("x-cache")).toBe("MISS");
    expect(cityLabel(await noCity.text())).toBe(home.name);
    const otherAgain = await get("/press/?probe=city", { cookie: `city_id=${other.id}` });
    expect(otherAgain.headers.get("x-cache")).toBe("HIT");
    expect(cityLabel(await otherAgain.text())).toBe(other.name);
    // Any cookie beside the city's keeps the request away from the cache both ways.
    const extra = await get("/press/?probe=city", { cookie: `city_id=${other.id}; theme=dark` });
    expect(extra.headers.get("x-cache")).toBeNull();
    expect(cityLabel(await extra.text())).toBe(other.name);
  });

  it("shows an edited news item on the very next request, in the list and on its page", async () => {
    const filters = encodeURIComponent(JSON.stringify({ published: "yes" }));
    const list = await content.json<{ items: { id: number; title: string; url: string }[] }>(
      `/staff/api/content/list/?kind=news&filters=${filters}`,
    );
    const news = list.items[0];
    if (!news) throw new Error("no published news in the seed");
    expect(await (await get("/press/")).text()).toContain(news.title);
    expect((await get("/press/")).headers.get("x-cache")).toBe("HIT");
    await get(news.url);
    expect((await get(news.url)).headers.get("x-cache")).toBe("HIT");

    const { item } = await content.json<{ item: { fields: Record<string, unknown> } }>(
      `/staff/api/content/detail/?kind=news&id=${news.id}`,
    );
    const title = `Кэш не помеха ${Date.now()}`;
    const saved = await content.post("/staff/api/content/save/", {
      kind: "news",
      id: news.id,
      fields: { ...item.fields, title },
    });
    expect(saved.status).toBe(200);
    const listed = await get("/press/");
    expect(listed.headers.get("x-cache")).toBe("MISS");
    expect(await listed.text()).toContain(title);
    expect(await (await get(news.url)).text()).toContain(title);
  });

  it("shows a new price on the vehicle's page on the very next request", async () => {
    const options = await content.json<{
      complectations: { slug: string; section: string; since: number; colors: { slug: string }[] }[];
      maxYear: number;
    }>("/staff/api/catalog/options/");
    const trim = options.complectations.find((t) => t.section === "cars" && t.colors.length > 0);
    if (!trim) throw new Error("no trim to create a vehicle of");
    const input = {
      used: true,
      complectation: trim.slug,
      color: trim.colors[0]?.slug,
      price: 2_450_000,
      oldPrice: null,
      year: Math.max(trim.since, options.maxYear - 3),
      mileage: 42_000,
      vin: `XW8ZZZ61ZKG${String(Date.now()).slice(-6)}`,
      city: "kazan",
      state: "good",
      wheel: "left",
      subtype: "trade-in",
      tags: [],
      offerId: null,
    };
    const made = await content.post("/staff/api/catalog/create/", input);
    expect(made.status).toBe(201);
    const { vehicle } = (await made.json()) as { vehicle: { id: number; publicUrl: string } };
    const price = (rub: string) => new RegExp(rub.replaceAll(" ", "[\\s\\u00a0\\u202f]"));
    expect(await (await get(vehicle.publicUrl)).text()).toMatch(price("2 450 000"));
    expect((await get(vehicle.publicUrl)).headers.get("x-cache")).toBe("HIT");

    const changed = await content.post("/staff/api/catalog/update/", { id: vehicle.id, ...input, price: 1_990_000 });
    expect(changed.status).toBe(200);
    const page = await (await get(vehicle.publicUrl)).text();
    expect(page).toMatch(price("1 990 000"));
    expect(page).not.toMatch(price("2 450 000"));
  });
});

describe("a cached page's script hashes", () => {
  it("let the page hydrate in Chromium with no policy violation, rendered and from the cache alike", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: "ru-RU" });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") problems.push(msg.text());
    });
    page.on("pageerror", (err) => problems.push(err.message));
    await page.exposeFunction("reportViolation", (text: string) => problems.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `CSP: ${e.violatedDirective} ${e.blockedURI}`,
        );
      });
    });
    const documents: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "document") documents.push(req.url());
    });
    for (const round of ["MISS", "HIT"]) {
      documents.length = 0;
      const res = await page.goto("/press/?probe=hydrate");
      expect(res?.headers()["x-cache"]).toBe(round);
      // Hydrated: a link is followed by the router, without loading another document.
      const link = page.locator('main a[href^="/press/"]').first();
      const target = await link.getAttribute("href");
      await link.click();
      await page.waitForURL((url) => url.pathname === target);
      expect(documents).toHaveLength(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
