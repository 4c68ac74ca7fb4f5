import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("home page", () => {
  it("is rendered on the server with real content", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toContain('<html lang="ru"');
    expect(html).toContain("Лизинг автомобилей");
  });

  it("shows its content without JavaScript", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/");
    expect(await page.locator("h1").first().textContent()).toMatch(/Лизинг/);
    await context.close();
  });

  it("answers an unknown page with a Russian 404", async () => {
    const { page, context } = await openPage(browser);
    const res = await page.goto("/no-such-page");
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Страница не найдена");
    await context.close();
  });
});
