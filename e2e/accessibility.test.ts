import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";

// axe-core's own bundle, injected into each page (no network: it comes from node_modules). The pages' CSP
// allows only their own scripts, so these contexts bypass it for the injected checker.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

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

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = (await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  })) as AxeViolation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join("; ")}`,
    );
}

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
