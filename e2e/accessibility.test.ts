import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

/** The public content pages of issue 4; details are reached through the first link of their list. */
const PAGES = [
  "/about",
  "/press",
  "/media",
  "/investors",
  "/investors/docs",
  "/partners",
  "/requisites",
  "/contacts",
  "/social",
  "/reviews",
  "/clientservice",
  "/support-contract",
  "/finish-contract",
  "/additional-services",
  "/esg",
  "/insurance",
  "/guide",
  "/brands",
  "/vacancies",
  "/leasing-agreement",
  "/offers",
  "/clients",
  "/terms/personal-data",
  "/terms/advertising",
  "/terms/credit-bureau",
  "/search?q=лизинг",
];
const DETAILS: Array<[list: string, linkPrefix: string]> = [
  ["/press", "/press/"],
  ["/media", "/media/"],
  ["/partners", "/partners/"],
  ["/clientservice", "/clientservice/"],
  ["/guide", "/guide/"],
  ["/vacancies", "/vacancies/"],
  ["/offers", "/offers/"],
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("accessibility of the public content pages (axe-core, WCAG 2.1 A/AA)", () => {
  it.each(PAGES)("%s has no serious or critical violations", async (path) => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(DETAILS)("the first detail page linked from %s has none either", async (list, prefix) => {
    const { page, context } = await openPage(browser, { bypassCSP: true });
    await page.goto(list);
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
    expect(href).toBeTruthy();
    const res = await page.goto(href ?? "/");
    expect(res?.status()).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
