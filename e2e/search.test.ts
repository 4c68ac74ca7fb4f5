import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEARCH_FIRST_HITS } from "../server/api/search-first-hits.ts";
import { WAIT } from "./support/account-pages.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWPORTS = [
  ["laptop", { width: 1366, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const;

type Viewport = (typeof VIEWPORTS)[number][1];

/** A page at the viewport that records what it asks the suggestions endpoint and any console error (CSP included). */
async function pageAt(viewport: Viewport, options: { bypassCSP?: boolean; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport, ...options });
  const page = await context.newPage();
  const suggestRequests: URL[] = [];
  const consoleErrors: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/search/suggest/") suggestRequests.push(url);
  });
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, suggestRequests, consoleErrors };
}

/** The header's search field: in the header on a laptop, in the menu sheet on a phone. */
async function headerSearch(page: Page, viewport: Viewport) {
  if (viewport.width < 900) {
    await page.getByRole("button", { name: "Меню" }).click();
    const menu = page.getByRole("dialog", { name: "Меню" });
    await menu.waitFor(WAIT);
    return menu.getByRole("combobox", { name: "Поиск по сайту" });
  }
  return page.getByRole("banner").getByRole("combobox", { name: "Поиск по сайту" });
}

/** Waits until React has hydrated the header's field (it keeps its props on the element then): typing reacts only then. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const field = document.querySelector("header [role=combobox]");
    return field !== null && Object.keys(field).some((key) => key.startsWith("__reactProps"));
  });
}

describe.each(VIEWPORTS)("search on a %s", (_name, viewport) => {
  it("suggests Haval for «хавал» as it is typed, from our own origin, and opens its landing", async () => {
    const { page, context, suggestRequests, consoleErrors } = await pageAt(viewport);
    await page.goto("/");
    await hydrated(page);
    const field = await headerSearch(page, viewport);
    await field.pressSequentially("хавал", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "Подсказки поиска" });
    const haval = listbox.getByRole("option", { name: /^Haval\s*Марка$/ });
    await haval.waitFor(WAIT);
    expect(await listbox.getByRole("group").first().getAttribute("aria-label")).toBe("Каталог");
    expect(await haval.getAttribute("href")).toBe("/catalog/cars/haval");

    // Nothing was asked for a single letter, and everything was asked from the page's own origin.
    expect(suggestRequests.length).toBeGreaterThan(0);
    for (const url of suggestRequests) {
      expect(url.origin).toBe(new URL(baseUrl()).origin);
      expect([...(url.searchParams.get("q") ?? "")].length).toBeGreaterThanOrEqual(2);
    }
    // The whole word is asked for in the end (on a busy machine a pause in typing may ask for «хав» first, which
    // already suggests Haval).
    await expect.poll(() => suggestRequests.at(-1)?.searchParams.get("q")).toBe("хавал");

    if (viewport.width < 900) {
      await haval.click();
    } else {
      await field.press("ArrowDown");
      expect(await field.getAttribute("aria-activedescendant")).toBe(await haval.getAttribute("id"));
      await field.press("Enter");
    }
    await page.waitForURL((url) => url.pathname === "/catalog/cars/haval", WAIT);
    await expect.poll(() => page.locator("h1").first().textContent()).toMatch(/Haval/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("closes the suggestions on Escape and searches the typed text on Enter", async () => {
    const { page, context } = await pageAt(viewport);
    await page.goto("/");
    await hydrated(page);
    const field = await headerSearch(page, viewport);
    await field.pressSequentially("камаз", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "Подсказки поиска" });
    await listbox.waitFor(WAIT);
    await field.press("Escape");
    await listbox.waitFor({ state: "hidden", ...WAIT });
    expect(await field.getAttribute("aria-expanded")).toBe("false");
    // On a phone the menu sheet stays open: Escape closed only the list.
    if (viewport.width < 900) expect(await page.getByRole("dialog", { name: "Меню" }).isVisible()).toBe(true);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "камаз", WAIT);
    const first = page.getByRole("main").locator("ol li h2 a").first();
    await expect.poll(() => first.getAttribute("href")).toBe("/catalog/trucks/kamaz");
    await context.close();
  });

  it("is axe clean on the search page with the suggestions open", async () => {
    const { page, context } = await pageAt(viewport, { bypassCSP: true });
    await page.goto(`/search?q=${encodeURIComponent("лизинг")}`);
    await hydrated(page);
    const field = await headerSearch(page, viewport);
    await field.pressSequentially("лизинг", { delay: 40 });
    await page.getByRole("listbox", { name: "Подсказки поиска" }).getByRole("option").first().waitFor(WAIT);
    expect(await field.getAttribute("aria-expanded")).toBe("true");
    await field.press("ArrowDown");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it(`gives the expected first hit for each of ${SEARCH_FIRST_HITS.length} queries submitted on the search page`, async () => {
    const { page, context } = await pageAt(viewport);
    await page.goto("/search");
    const main = page.getByRole("main");
    const wrong: string[] = [];
    for (const [q, url] of SEARCH_FIRST_HITS) {
      const field = main.getByRole("searchbox", { name: "Поиск по сайту" });
      await field.fill(q);
      await field.press("Enter");
      await page.waitForURL((at) => at.pathname === "/search" && at.searchParams.get("q") === q, WAIT);
      const first = main.locator("ol li h2 a").first();
      await first.waitFor(WAIT);
      const href = await first.getAttribute("href");
      if (href !== url) wrong.push(`«${q}»: ${href} instead of ${url}`);
    }
    expect(wrong).toEqual([]);
    await context.close();
  }, 240_000);
});

describe("search without JavaScript", () => {
  it("the header's field submits to the search page", async () => {
    const { page, context } = await pageAt(VIEWPORTS[0][1], { javaScriptEnabled: false });
    await page.goto("/");
    const field = page.getByRole("banner").getByRole("combobox", { name: "Поиск по сайту" });
    await field.fill("газель некст");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search", WAIT);
    expect(await page.getByRole("main").locator("ol li h2 a").first().getAttribute("href")).toBe(
      "/catalog/trucks/gaz/gazelle-next",
    );
    await context.close();
  });
});
