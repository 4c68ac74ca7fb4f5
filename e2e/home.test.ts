import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";

const BUILD_CLIENT = join(import.meta.dirname, "../build/client");

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

  it("sends pages gzipped and the page's scripts as the build's compressed copies, byte for byte", async () => {
    const page = await fetch(`${baseUrl()}/catalog/cars`, { headers: { "accept-encoding": "gzip" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await page.text();
    const scripts = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
    expect(scripts.size).toBeGreaterThan(3);
    let compressed = 0;
    for (const path of scripts) {
      const asset = await fetch(`${baseUrl()}${path}`, { headers: { "accept-encoding": "br, gzip" } });
      expect(asset.status).toBe(200);
      expect(asset.headers.get("cache-control")).toContain("immutable");
      if (asset.headers.get("content-encoding")) compressed++;
      // What the browser runs after decoding is exactly what the build wrote.
      const built = readFileSync(join(BUILD_CLIENT, path));
      expect(Buffer.from(await asset.arrayBuffer()).equals(built)).toBe(true);
    }
    // Every script of 1 KB or more has a compressed copy; only tiny facade chunks go out as they are.
    expect(compressed).toBeGreaterThan(3);
  });

  it("sends a page with a Content-Security-Policy that allows exactly its own inline scripts, by their hashes", async () => {
    const page = await fetch(`${baseUrl()}/catalog/cars`);
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'strict-dynamic' ('sha256-[\w+/=]+' )+'self';/);
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("report-uri /api/csp-report/; report-to csp");
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report/"');
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await page.text();
    // Every executable inline script's hash is in the policy (JSON-LD data blocks are not executed), and the
    // page carries no per-response value a cache could not keep.
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    const executable = scripts.filter(([, attrs = ""]) => !attrs.includes('type="application/ld+json"'));
    expect(executable.length).toBeGreaterThan(2);
    for (const [, attrs = "", text = ""] of executable) {
      if (attrs.includes(" src=")) continue;
      expect(csp).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    expect(html).not.toContain("nonce=");

    const api = await fetch(`${baseUrl()}/api/catalog/brands/`);
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
    expect(api.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const file = await fetch(`${baseUrl()}${asset}`);
    expect(file.headers.get("content-security-policy")).toBe("frame-ancestors 'none'");
    expect(file.headers.get("x-frame-options")).toBe("DENY");
  });

  it("gives the calculator, the questionnaire, the tests and the home page a canonical address and Open Graph", async () => {
    for (const path of ["/", "/calculator", "/vacancies/questionnaire", "/quiz", "/quiz/leasing-readiness"]) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text();
      const canonical = `https://leasing-auto.ru${path}`;
      expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html, path).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html, path).toContain('<meta property="og:site_name" content="Лизинг-Авто"/>');
      expect(html, path).toMatch(/<title>[^<]+ — Лизинг-Авто<\/title>/);
    }
  });

  it("opens the phone menu from the burger and closes it with Escape", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    // The header's city turns from a link into a button once the page has hydrated.
    await page.locator('[data-slot="city"] > button').waitFor({ state: "attached" });
    const burger = page.getByRole("button", { name: "Меню" });
    await burger.click();
    const menu = page.getByRole("dialog", { name: "Меню" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => burger.getAttribute("aria-expanded")).toBe("true");
    await menu.getByRole("link", { name: "Грузовые" }).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => burger.getAttribute("aria-expanded")).toBe("false");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
