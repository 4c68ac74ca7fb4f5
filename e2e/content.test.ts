import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const h1 = (page: Page) => page.locator("h1").first().textContent();
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};
/** The header's city: the button after hydration («Ваш город: Москва. Выбрать другой город»). */
const cityButton = (page: Page) => page.locator('[data-slot="city"] > button');

describe("public content", () => {
  it("goes from the news list to an article and back to page 2 of the list", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/press/");
    await expect.poll(() => h1(page)).toBe("Новости компании");
    // Client-side navigation needs the app hydrated.
    await cityButton(page).waitFor();

    const first = page.getByRole("article").first().getByRole("link");
    const title = (await first.textContent())?.trim() ?? "";
    expect(title.length).toBeGreaterThan(10);
    await first.click();
    await expect.poll(() => path(page)).toMatch(/^\/press\/[a-z0-9-]+\/$/);
    await expect.poll(() => h1(page)).toBe(title);
    expect(await page.locator("article p").count()).toBeGreaterThan(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      `https://leasing-auto.ru${new URL(page.url()).pathname}`,
    );

    await page.getByRole("link", { name: "Все новости" }).click();
    await expect.poll(() => path(page)).toBe("/press/");
    await page
      .getByRole("navigation", { name: /Страницы/ })
      .getByRole("link", { name: "Страница 2", exact: true })
      .click();
    await expect.poll(() => path(page)).toBe("/press/?page=2");
    await expect
      .poll(() => page.getByRole("link", { name: "Страница 2", exact: true }).getAttribute("aria-current"))
      .toBe("page");
    const secondPageTitles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    expect(secondPageTitles).not.toContain(title);
    expect(await page.title()).toContain("страница 2");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("finds «лизинг грузовика» with highlighted, relevant results", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/");
    // The header's field is a combobox (it suggests as you type); Enter with no suggestion chosen searches.
    const search = page.getByRole("search").first().getByRole("combobox", { name: "Поиск по сайту" });
    await search.fill("лизинг грузовика");
    await search.press("Enter");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/search");
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "по запросу" }).textContent())
      .toMatch(/^\d+\sрезультат\S*\sпо запросу «лизинг грузовика»/);

    const results = page.locator("main ol > li");
    expect(await results.count()).toBeGreaterThanOrEqual(3);
    // Russian morphology: «лизингом грузовиков», «грузовика» … are marked too.
    const marks = (await page.locator("main ol mark").allTextContents()).map((m) => m.toLowerCase());
    expect(marks.some((m) => m.startsWith("грузовик"))).toBe(true);
    expect(marks.some((m) => m.startsWith("лизинг"))).toBe(true);
    const text = (await results.allTextContents()).join(" ").toLowerCase();
    expect(text).toMatch(/грузов/);

    // The results are real links to existing pages.
    await results.first().getByRole("link").click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/search");
    expect((await h1(page))?.length).toBeGreaterThan(5);

    // Nothing found: a clear message with suggestions.
    await page.goto("/search?q=абракадабраксс");
    await expect.poll(() => page.getByText("Ничего не найдено по запросу «абракадабраксс»").count()).toBe(1);
    expect(await page.getByRole("link", { name: "лизинг грузовика" }).count()).toBe(1);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("links catalogue hits of the search straight to their landing pages (no redirect)", async () => {
    const body = await (await fetch(`${baseUrl()}/api/search/?q=${encodeURIComponent("Haval or КАМАЗ")}`)).json();
    const hits = (body.items as { type: string; url: string }[]).filter((item) => item.type === "catalog");
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      const landing = await fetch(`${baseUrl()}${hit.url}`, { redirect: "manual" });
      expect(landing.status, hit.url).toBe(200);
    }
  });

  it("changes the city in the header dialog; after a reload the contacts show that city", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/contacts/");
    await expect.poll(() => page.locator("#offices").textContent()).toMatch(/^Москва/);

    await cityButton(page).click();
    const dialog = page.getByRole("dialog", { name: "Выберите город" });
    const field = dialog.getByRole("combobox", { name: "Найдите свой город" });
    await field.fill("каз");
    await expect.poll(() => dialog.getByRole("option").allTextContents()).toEqual([expect.stringMatching(/^Казань/)]);
    await field.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => cityButton(page).textContent()).toContain("Казань");
    // The page data follows without a reload…
    await expect.poll(() => page.locator("#offices").textContent()).toMatch(/^Казань/);

    // …and the choice survives one (cookie for the server, the persisted `city` slice for the browser).
    await page.reload();
    await expect.poll(() => page.locator("#offices").textContent()).toMatch(/^Казань/);
    await expect.poll(() => page.locator('[data-slot="city"]').textContent()).toContain("Казань");
    expect(await page.locator("main address").first().textContent()).toContain("Казань");
    const stored = await page.evaluate(() => Object.values({ ...localStorage }).join(" "));
    expect(stored).toContain("Казань");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("chooses the city on the contacts page without JavaScript", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/contacts/");
    // Before hydration the header's city is a link to this list.
    expect(await page.locator('[data-slot="city"] a').getAttribute("href")).toBe("/contacts/#cities");
    await page.getByRole("button", { name: "Санкт-Петербург" }).click();
    await expect.poll(() => page.locator("#offices").textContent()).toMatch(/^Санкт-Петербург/);
    expect(await page.locator('[data-slot="city"]').textContent()).toContain("Санкт-Петербург");
    await context.close();
  });

  it("keeps a like of a social post across a reload", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/social/");
    await cityButton(page).waitFor();
    const like = page
      .getByRole("article")
      .first()
      .getByRole("button", { name: /Нравится/ });
    expect(await like.getAttribute("aria-pressed")).toBe("false");
    const before = Number((await like.textContent())?.replace(/\D/g, ""));
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(Number((await like.textContent())?.replace(/\D/g, ""))).toBe(before + 1);
    // Reloading at once: the like is written with the click, not later.
    await page.reload();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("lists a news article in sitemap.xml and answers an unknown news code with 404", async () => {
    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>https:\/\/leasing-auto\.ru\/press\/[a-z0-9-]+\/<\/loc>/);
    expect(xml).toContain("<loc>https://leasing-auto.ru/catalog/cars</loc>");

    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain("Sitemap: https://leasing-auto.ru/sitemap.xml");
    expect(robots).toContain("Disallow: /account");

    const missing = await fetch(`${baseUrl()}/press/no-such-news/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Страница не найдена");

    const article = await fetch(`${baseUrl()}/about/`);
    expect(article.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(article.headers.get("vary")).toContain("Cookie");
  });
});
