import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The list's status once it is not loading: «Найдено 1 650 автомобилей в 120 комплектациях», «Найдено 96 предложений». */
async function foundText(page: Page): Promise<string> {
  const status = page.getByRole("status").filter({ hasText: /^(Найдено|Подбираем)/ });
  await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/^Найдено/);
  return (await status.textContent()) ?? "";
}

/** The vehicles found: «Найдено 1 650 автомобилей в 120 комплектациях» → 1650. */
async function foundCount(page: Page): Promise<number> {
  return digits(/^Найдено ([\d\s]+)/.exec(await foundText(page))?.[1] ?? "");
}

/** The trims they are in (new cars and trucks are listed by trim): … → 120. */
async function trimCount(page: Page): Promise<number> {
  return digits(/ в ([\d\s]+?)\sкомплектаци/.exec(await foundText(page))?.[1] ?? "");
}

/** The number in a text with digit groups: «2 399 000 ₽» → 2399000. */
const digits = (text: string) => Number(text.replace(/\D/g, ""));

/** Waits until the found count differs from `before` and returns it. */
async function countChangesFrom(page: Page, before: number): Promise<number> {
  await expect.poll(() => foundCount(page), { timeout: 10_000 }).not.toBe(before);
  return foundCount(page);
}

function option(page: Page, group: string, name: string): Locator {
  return page
    .getByRole("group", { name: group, exact: true })
    .getByRole("checkbox", { name: new RegExp(`^${name}\\s`) });
}

/** The count printed beside an option of the filter panel. */
async function optionCount(page: Page, group: string, name: string): Promise<number> {
  const label = page
    .getByRole("group", { name: group, exact: true })
    .locator("label")
    .filter({
      has: page.getByRole("checkbox", { name: new RegExp(`^${name}\\s`) }),
    });
  return digits((await label.locator("span").last().textContent()) ?? "");
}

const cards = (page: Page) => page.getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allTextContents();

describe("catalogue", () => {
  it("filters new cars by brand, body and price, opens a car and compares two vehicles across a reload", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/catalog/cars");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Новые автомобили в лизинг");
    const all = await foundCount(page);
    expect(all).toBeGreaterThan(100);
    const crossoversBefore = await optionCount(page, "Кузов", "Кроссовер");

    // Brand: the list narrows to Haval, and the address becomes the brand's page.
    const havalCount = await optionCount(page, "Марка", "Haval");
    await option(page, "Марка", "Haval").check();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/catalog/cars/haval");
    const haval = await countChangesFrom(page, all);
    expect(haval).toBe(havalCount);
    for (const title of await cardTitles(page)) expect(title).toMatch(/^Haval /);
    // The counts beside the other fields follow the brand.
    const crossoversOfHaval = await optionCount(page, "Кузов", "Кроссовер");
    expect(crossoversOfHaval).toBeLessThan(crossoversBefore);

    // Body.
    await option(page, "Кузов", "Кроссовер").check();
    await expect.poll(() => page.url()).toContain("bodies=crossover");
    // The count printed beside «Кроссовер» was the number of results it would give.
    await expect.poll(() => foundCount(page)).toBe(crossoversOfHaval);
    const crossovers = crossoversOfHaval;
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Кроссовер");

    // Price range, typed into the «от» and «до» fields.
    await page.getByRole("textbox", { name: "от (Цена, ₽)" }).fill("2200000");
    await page.getByRole("textbox", { name: "до (Цена, ₽)" }).fill("2700000");
    await page.getByRole("textbox", { name: "до (Цена, ₽)" }).press("Enter");
    await expect.poll(() => page.url()).toContain("prices_low=2200000&prices_high=2700000");
    const inRange = await countChangesFrom(page, crossovers);
    expect(inRange).toBeGreaterThan(0);
    expect(inRange).toBeLessThan(crossovers);
    // New cars are listed by trim: a card per trim, its «от …» the cheapest of its vehicles in the range.
    const trims = await trimCount(page);
    expect(trims).toBeGreaterThan(0);
    expect(trims).toBeLessThanOrEqual(inRange);
    const prices: number[] = [];
    for (const card of await cards(page).all()) {
      prices.push(
        digits((await card.locator("p", { hasText: "₽" }).first().locator("span").first().textContent()) ?? ""),
      );
    }
    expect(prices.length).toBe(Math.min(24, trims));
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(2_200_000);
      expect(price).toBeLessThanOrEqual(2_700_000);
    }
    await expect
      .poll(() => page.getByRole("navigation", { name: "Выбранные фильтры" }).textContent())
      .toMatch(/Haval.*Кроссовер.*Цена от 2,2\sмлн\s₽ до 2,7\sмлн\s₽/);

    // Back and forward step through the filters.
    await page.goBack();
    await expect.poll(() => page.url()).not.toContain("prices_");
    await expect.poll(() => foundCount(page)).toBe(crossovers);
    await page.goForward();
    await expect.poll(() => page.url()).toContain("prices_high=2700000");
    await expect.poll(() => foundCount(page)).toBe(inRange);

    // Open the first trim, then its first car, and put the car into comparison from its page.
    const trimTitle = (await cardTitles(page))[0] ?? "";
    await cards(page).first().getByRole("link").first().click();
    await expect.poll(() => page.locator("h1").textContent()).toBe(trimTitle);
    // The trim page keeps the list's filter: its stock is within the price range.
    expect(page.url()).toContain("prices_low=2200000&prices_high=2700000");
    await page
      .getByRole("region", { name: /^В наличии/ })
      .getByRole("heading", { level: 3 })
      .first()
      .getByRole("link")
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/catalog\/vehicle\//);
    // The vehicle's own heading (its title without the trim), not the trim page's still on show while the URL changes.
    await expect
      .poll(() => page.locator("h1").textContent())
      .toSatisfy((h1) => h1 !== trimTitle && h1 !== null && trimTitle.startsWith(h1));
    const firstTitle = (await page.locator("h1").textContent()) ?? "";
    await expect.poll(() => page.getByText("Ежемесячный платёж").count()).toBe(1);
    const compareHere = page.getByRole("button", { name: "Сравнить", exact: true });
    await compareHere.click();
    await expect.poll(() => compareHere.getAttribute("aria-pressed")).toBe("true");

    // A second vehicle from the similar offers.
    const similar = page.getByRole("region", { name: "Похожие предложения" }).getByRole("article").first();
    const secondTitle = (await similar.getByRole("heading").textContent()) ?? "";
    await similar.getByRole("button", { name: /^Сравнить/ }).click();
    const header = page.getByRole("navigation", { name: "Сохранённое" });
    await expect.poll(() => header.getByRole("link", { name: /^Сравнение/ }).textContent()).toContain("2");

    await header.getByRole("link", { name: /^Сравнение/ }).click();
    await expect.poll(() => page.locator("h1").textContent()).toBe("Сравнение автомобилей");
    const table = page.getByRole("table");
    const columns = table.locator("thead").getByRole("columnheader");
    await expect
      .poll(() => columns.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(firstTitle), expect.stringContaining(secondTitle)]);
    await expect.poll(() => table.getByRole("rowheader", { name: /^Цена/ }).count()).toBe(1);

    await page.reload();
    await expect
      .poll(() => columns.allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(firstTitle), expect.stringContaining(secondTitle)]);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("filters used vehicles by city and year range: only matching cards remain", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/catalog/used");
    const all = await foundCount(page);

    await option(page, "Город", "Москва").check();
    await expect.poll(() => page.url()).toContain("cities=moscow");
    const moscow = await countChangesFrom(page, all);

    await page.getByRole("textbox", { name: "от (Год выпуска)" }).fill("2022");
    await page.getByRole("textbox", { name: "до (Год выпуска)" }).fill("2024");
    await page.getByRole("textbox", { name: "до (Год выпуска)" }).press("Enter");
    await expect.poll(() => page.url()).toContain("years_from=2022&years_to=2024");
    const matching = await countChangesFrom(page, moscow);
    expect(matching).toBeGreaterThan(0);

    const titles = await cardTitles(page);
    expect(titles.length).toBe(Math.min(24, matching));
    for (const title of titles) expect(title).toMatch(/, 202[2-4]$/);
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Москва");

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the filter form lands on the canonical address", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/catalog/cars");
    await option(page, "Марка", "Chery").check();
    await page.getByRole("button", { name: /^Показать/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/catalog/cars/chery");
    for (const title of await cardTitles(page)) expect(title).toMatch(/^Chery /);
    await context.close();
  });

  it("drops a filter value the catalogue refuses (an unknown body, bounds the wrong way round) and keeps the rest", async () => {
    const landing = async (query: string) => {
      const res = await fetch(`${baseUrl()}/catalog/cars?${query}`);
      expect(res.status).toBe(200);
      const url = new URL(res.url);
      return `${url.pathname}${url.search}`;
    };
    expect(await landing("bodies=no-such-body&prices_high=3000000")).toBe("/catalog/cars?prices_high=3000000");
    expect(await landing("prices_low=3000000&prices_high=1000000")).toBe("/catalog/cars?prices_high=1000000");
  });

  it("answers an unknown brand or vehicle with 404", async () => {
    const { page, context } = await openPage(browser);
    expect((await page.goto("/catalog/cars/no-such-brand"))?.status()).toBe(404);
    expect((await page.goto("/catalog/vehicle/no-such-vehicle-000000"))?.status()).toBe(404);
    await context.close();
  });
});
