import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogItem, SpecialList } from "../contract/catalog.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

/**
 * Special machinery (issue 14) at a laptop's and a phone's width: the section page, the filter's «Тип техники»
 * narrowed to excavators and an operating-weight range down to the matching machines, a machine's page with its
 * figures, «Сравнить» and the machine on the comparison page; every page axe clean and no wider than the window;
 * the sitemap lists the section, its brands and its type landings.
 */

const VIEWPORTS = [
  { name: "1366 px", viewport: { width: 1366, height: 900 }, phone: false },
  { name: "390 px", viewport: { width: 390, height: 844 }, phone: true },
] as const;

let browser: Browser;
let excavators: SpecialList;
beforeAll(async () => {
  browser = await launchBrowser();
  excavators = await api("?type=excavator");
});
afterAll(async () => {
  await browser?.close();
});

async function api(query: string): Promise<SpecialList> {
  return (await (await fetch(`${baseUrl()}/api/catalog/special/${query}`)).json()) as SpecialList;
}

const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");
const grouped = (n: number) => n.toLocaleString("ru-RU").replace(/\s/g, " ");

/** «Найдено 40 предложений» once the list has settled. */
async function found(page: Page): Promise<string> {
  const status = page.getByRole("status").filter({ hasText: /^(Найдено|Подбираем)/ });
  await expect.poll(async () => plain(await status.textContent()), { timeout: 10_000 }).toMatch(/^Найдено/);
  return plain(await status.textContent());
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(VIEWPORTS)("special machinery at $name", ({ viewport, phone }) => {
  it("filters by type and operating weight to a machine, opens it and compares it", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport, bypassCSP: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));

    const res = await page.goto("/catalog/special");
    expect(res?.status()).toBe(200);
    await expect.poll(async () => plain(await page.locator("h1").textContent())).toBe("Спецтехника в лизинг");
    await found(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The type from the filter panel (the phone's sheet first).
    if (phone) await page.getByRole("link", { name: /^Фильтры/ }).click();
    await page
      .getByRole("group", { name: "Тип техники", exact: true })
      .getByRole("radio", { name: /^Экскаваторы\s*\d/ })
      .check();
    await expect.poll(() => page.url()).toContain("/catalog/special?type=excavator");
    await expect.poll(async () => plain(await page.locator("h1").textContent())).toBe("Экскаваторы в лизинг");
    if (phone) {
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /^Показать/ })
        .click();
    }
    await expect.poll(() => found(page)).toMatch(new RegExp(`^Найдено ${grouped(excavators.totalCnt)} предложени`));

    // An operating weight from the middle of the excavators' span: the heavier half remains.
    const weights = excavators.items.map((v) => v.operatingWeight as number).sort((a, b) => a - b);
    const low = weights[Math.floor(weights.length / 2)] as number;
    const heavy = await api(`?type=excavator&weights_low=${low}`);
    expect(heavy.totalCnt).toBeGreaterThan(0);
    expect(heavy.totalCnt).toBeLessThan(excavators.totalCnt);
    if (phone) await page.getByRole("link", { name: /^Фильтры/ }).click();
    const from = page.getByRole("textbox", { name: "от (Рабочая масса, кг)" });
    await from.fill(String(low));
    await from.press("Tab");
    await expect.poll(() => page.url()).toContain(`weights_low=${low}`);
    if (phone) {
      await page
        .getByRole("dialog")
        .getByRole("button", { name: /^Показать/ })
        .click();
    }
    await expect.poll(() => found(page)).toMatch(new RegExp(`^Найдено ${grouped(heavy.totalCnt)} `));
    const cards = page.locator("main").getByRole("article");
    await expect.poll(() => cards.count()).toBe(Math.min(24, heavy.totalCnt));
    const titles = (await cards.getByRole("heading").allTextContents()).map(plain);
    expect(titles).toEqual(heavy.items.map((v) => v.title));
    const machine = heavy.items[0] as CatalogItem;
    const firstCard = plain(await cards.first().textContent());
    expect(firstCard).toContain(`от ${grouped(machine.monthlyPayment)} ₽/мес`);
    expect(firstCard).toContain("Экскаватор");
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // The machine's page: its figures, the programme's payment, «Сравнить».
    await cards.first().getByRole("heading").getByRole("link").click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/catalog/vehicle/${machine.key}`);
    await expect.poll(async () => plain(await page.locator("h1").textContent())).toBe(machine.title);
    const crumbs = page.getByRole("navigation", { name: "Навигационная цепочка" });
    expect(await crumbs.getByRole("link", { name: "Экскаваторы" }).getAttribute("href")).toBe(
      "/catalog/special?type=excavator",
    );
    const specs = page.getByRole("region", { name: "Характеристики" });
    await expect.poll(() => specs.getByRole("rowheader", { name: "Эксплуатационная масса" }).count()).toBe(1);
    if (machine.condition === "used") {
      expect(plain(await page.locator("main").textContent())).toContain(`${grouped(machine.engineHours ?? 0)} м/ч`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const compare = page.getByRole("button", { name: "Сравнить", exact: true });
    await expect.poll(() => compare.isEnabled()).toBe(true);
    await compare.click();
    await expect.poll(() => compare.getAttribute("aria-pressed")).toBe("true");

    // The comparison page lists it with the machinery rows.
    await page.goto("/compare");
    await expect.poll(() => page.locator("h1").textContent()).toBe("Сравнение автомобилей");
    const table = page.getByRole("table");
    await expect
      .poll(() => table.locator("thead").getByRole("columnheader").allTextContents(), { timeout: 10_000 })
      .toEqual([expect.stringContaining(machine.title)]);
    await expect.poll(() => table.getByRole("rowheader", { name: /^Эксплуатационная масса/ }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("special machinery in the sitemap", () => {
  it("lists the section, its brands and models, and its type landings", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1] ?? "");
      return url.pathname + url.search;
    });
    expect(urls).toContain("/catalog/special");
    expect(urls).toContain("/catalog/special/sany");
    expect(urls.some((u) => /^\/catalog\/special\/sany\/[a-z0-9-]+$/.test(u))).toBe(true);
    expect(urls).toContain("/catalog/special?type=excavator");
    expect(urls).toContain("/catalog/special?type=truck-crane");
  });
});
