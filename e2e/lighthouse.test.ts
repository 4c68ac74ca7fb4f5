import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie } from "./support/api-sign-in.ts";
import { baseUrl } from "./support/browser.ts";
import { type Category, openLighthouse } from "./support/lighthouse.ts";

/**
 * Page quality budgets (ARCHITECTURE.md: Lighthouse): accessibility, best practices and SEO are scored from
 * what the page is, not from how fast this machine is, so they are asserted here; performance is timing and
 * lives in `npm run bench:lighthouse`. Private account pages are not meant for search engines (noindex), so
 * SEO is not scored there.
 */
const BUDGET = 0.95;
const PUBLIC: Category[] = ["accessibility", "best-practices", "seo"];
const PRIVATE: Category[] = ["accessibility", "best-practices"];

let lighthouse: Awaited<ReturnType<typeof openLighthouse>>;
let vehicle = "";
let trim = "";
let cookie = "";
beforeAll(async () => {
  lighthouse = await openLighthouse();
  const cars = (await (await fetch(`${baseUrl()}/api/catalog/cars/`)).json()) as {
    items: { key: string }[];
    trims: { items: { path: string }[] };
  };
  vehicle = `/catalog/vehicle/${cars.items[0]?.key}`;
  trim = cars.trims.items[0]?.path ?? "";
  cookie = await sessionCookie("client@example.com", "Demo-2026");
}, 60_000);
afterAll(() => lighthouse?.close());

describe("page quality (Lighthouse)", () => {
  const pages: [string, () => string, Category[], boolean][] = [
    ["home", () => "/", PUBLIC, false],
    ["catalogue of new cars", () => "/catalog/cars", PUBLIC, false],
    ["special machinery", () => "/catalog/special", PUBLIC, false],
    ["trim page", () => trim, PUBLIC, false],
    ["vehicle page", () => vehicle, PUBLIC, false],
    ["calculator", () => "/calculator", PUBLIC, false],
    ["news list", () => "/press/", PUBLIC, false],
    ["contacts", () => "/contacts/", PUBLIC, false],
    ["account home", () => "/account", PRIVATE, true],
    ["account contracts", () => "/account/contracts", PRIVATE, true],
  ];
  for (const [name, path, categories, signedIn] of pages) {
    it(`${name}: ${categories.join(", ")} at least ${BUDGET * 100}`, async () => {
      const report = await lighthouse.audit(`${baseUrl()}${path()}`, categories, signedIn ? { cookie } : undefined);
      expect(new URL(report.finalUrl).pathname).toBe(path());
      for (const category of categories) {
        expect(report.scores[category], `${category}: ${report.failing.join("; ")}`).toBeGreaterThanOrEqual(BUDGET);
      }
    }, 90_000);
  }
});
