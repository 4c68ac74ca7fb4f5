import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CarsList, CatalogTrimCard } from "../contract/catalog.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

/**
 * New cars by model and trim (issue 14), at a laptop's and a phone's width: the brand filter lists trim cards
 * («… — 14 в наличии, от … ₽, от … ₽/мес»), a card opens its trim page, a colour narrows the stock, a vehicle of
 * the stock opens its page; the list and the trim page are axe clean and fit the phone's width.
 */

const VIEWPORTS = [
  { name: "1366 px", viewport: { width: 1366, height: 900 }, phone: false },
  { name: "390 px", viewport: { width: 390, height: 844 }, phone: true },
] as const;

let browser: Browser;
let haval: CarsList;
beforeAll(async () => {
  browser = await launchBrowser();
  haval = (await (await fetch(`${baseUrl()}/api/catalog/cars/?brands=haval`)).json()) as CarsList;
});
afterAll(async () => {
  await browser?.close();
});

/** Text as read, non-breaking spaces as spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");
const grouped = (n: number) => n.toLocaleString("ru-RU").replace(/\s/g, " ");

/** «Найдено 120 автомобилей в 9 комплектациях» once the list has settled. */
async function found(page: Page): Promise<string> {
  const status = page.getByRole("status").filter({ hasText: /^(Найдено|Подбираем)/ });
  await expect.poll(async () => plain(await status.textContent()), { timeout: 10_000 }).toMatch(/^Найдено/);
  return plain(await status.textContent());
}

/** Nothing wider than the window (a phone must not scroll sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(VIEWPORTS)("new cars by trim at $name", ({ viewport, phone }) => {
  it("a brand filter lists trim cards, a card opens its trim, a colour narrows the stock, a vehicle opens", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));

    await page.goto("/catalog/cars");
    await found(page);
    if (phone) await page.getByRole("link", { name: /^Фильтры/ }).click();
    await page
      .getByRole("group", { name: "Марка", exact: true })
      .getByRole("checkbox", { name: /^Haval\s/ })
      .check();
    if (phone)
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /^Показать/ })
        .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/catalog/cars/haval");

    // The list reads vehicles and trims, and shows one card per trim.
    await expect
      .poll(() => found(page))
      .toMatch(new RegExp(`^Найдено ${grouped(haval.totalCnt)} автомобил\\S* в ${haval.trims.totalCnt} комплектаци`));
    const cards = page.locator("main").getByRole("article");
    await expect.poll(() => cards.count()).toBe(Math.min(24, haval.trims.totalCnt));
    const titles = (await cards.getByRole("heading").allTextContents()).map(plain);
    expect(titles).toEqual(haval.trims.items.map((t) => `${t.title} ${t.name}`));
    const firstCard = plain(await cards.first().textContent());
    const first = haval.trims.items[0] as CatalogTrimCard;
    expect(firstCard).toContain(`${grouped(first.count)} в наличии`);
    expect(firstCard).toContain(`от ${grouped(first.priceFrom)} ₽`);
    expect(firstCard).toMatch(/от [\d ]+ ₽\/мес/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A trim in several colours, opened from the keyboard.
    const trim = haval.trims.items.find((t) => t.colors.length > 1 && t.count > 1);
    if (!trim) throw new Error("no Haval trim in two colours");
    const link = page.getByRole("link", { name: `${trim.title} ${trim.name}`, exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe(trim.path);
    await expect.poll(async () => plain(await page.locator("h1").textContent())).toBe(`${trim.title} ${trim.name}`);
    const stockStatus = page.getByRole("status").filter({ hasText: /в\sналичии|Подбираем/ });
    await expect.poll(async () => plain(await stockStatus.textContent())).toContain(`${grouped(trim.count)} в наличии`);
    const stock = page.getByRole("region", { name: /^В наличии/ });
    await expect.poll(() => stock.getByRole("heading", { level: 3 }).count()).toBe(Math.min(24, trim.count));
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // A colour narrows the stock; every colour keeps its count.
    const colour = trim.colors[1];
    if (!colour) throw new Error("no second colour");
    const picker = page.getByRole("navigation", { name: "Цвет" });
    await picker.getByRole("link", { name: new RegExp(`^${colour.name}`) }).click();
    await expect.poll(() => page.url()).toContain(`colors=${colour.slug}`);
    await expect
      .poll(async () => plain(await stockStatus.textContent()))
      .toContain(`${grouped(colour.count)} в наличии`);
    await expect.poll(() => stock.getByRole("heading", { level: 3 }).count()).toBe(Math.min(24, colour.count));
    for (const title of await stock.getByRole("heading", { level: 3 }).allTextContents()) {
      expect(title.startsWith(`${colour.name},`)).toBe(true);
    }
    expect(await picker.getByRole("link", { name: new RegExp(`^${colour.name}`) }).getAttribute("aria-current")).toBe(
      "true",
    );

    // A vehicle of the stock opens its page.
    const vehicle = stock.getByRole("heading", { level: 3 }).first().getByRole("link");
    const href = (await vehicle.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/catalog\/vehicle\//);
    await vehicle.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(async () => plain(await page.locator("h1").textContent())).toContain(trim.title);
    await expect.poll(() => page.getByText("Ежемесячный платёж").count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the trim list", () => {
  it("pages by trim: «Показать ещё» adds the next 24 trim cards to those shown", async () => {
    const cars = (await (await fetch(`${baseUrl()}/api/catalog/cars/`)).json()) as CarsList;
    expect(cars.trims.totalCnt).toBeGreaterThan(48);
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto("/catalog/cars");
    const cards = page.locator("main").getByRole("article");
    await expect.poll(() => cards.count()).toBe(24);
    await page.getByRole("link", { name: "Показать ещё 24" }).click();
    await expect.poll(() => cards.count()).toBe(48);
    await expect.poll(() => new URL(page.url()).search).toBe("?page=2");
    expect(plain(await page.getByText(/^Показано/).textContent())).toBe(
      `Показано 48 из ${grouped(cars.trims.totalCnt)} комплектаций`,
    );
    const second = (await (await fetch(`${baseUrl()}/api/catalog/cars/?page=2`)).json()) as CarsList;
    const titles = (await cards.getByRole("heading").allTextContents()).map(plain);
    expect(titles).toEqual([...cars.trims.items, ...second.trims.items].map((t) => `${t.title} ${t.name}`));
    await context.close();
  });
});

describe("trim pages", () => {
  it("answer 404 for an unknown trim, send another spelling of the filter to the canonical address, are in the sitemap", async () => {
    const trim = haval.trims.items[0] as CatalogTrimCard;
    const [, , , brand, model] = trim.path.split("/");
    expect((await fetch(`${baseUrl()}/catalog/cars/${brand}/${model}/no-such-trim`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${trim.path.replace("/cars/", "/trucks/")}`)).status).toBe(404);
    const spelled = await fetch(`${baseUrl()}${trim.path}?brands=haval`, { redirect: "manual" });
    expect(spelled.status).toBe(301);
    expect(spelled.headers.get("location")).toBe(trim.path);
    const page = await (await fetch(`${baseUrl()}${trim.path}?colors=${trim.colors[0]?.slug}`)).text();
    expect(page).toContain(`<link rel="canonical" href="`);
    expect(page).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${trim.path}"`));
    // The list's schema.org ItemList names the trims it shows.
    const list = await (await fetch(`${baseUrl()}/catalog/cars/haval`)).text();
    const ld = [...list.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? "null") as { "@type"?: string; itemListElement?: { item: { url: string } }[] })
      .find((x) => x?.["@type"] === "ItemList");
    expect(ld?.itemListElement?.map((e) => new URL(e.item.url).pathname)).toEqual(haval.trims.items.map((t) => t.path));
    // Every trim page is in the sitemap.
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    for (const card of haval.trims.items) expect(sitemap).toContain(`${card.path}</loc>`);
  });
});
