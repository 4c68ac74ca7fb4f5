import { type Browser, chromium, type Page } from "playwright-core";
import { inject } from "vitest";
import { CHROMIUM, CHROMIUM_FLAGS } from "./chromium.ts";

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
}

export const baseUrl = () => inject("baseUrl");

/** A new page that records console errors and failed requests, for asserting a clean load. */
export async function openPage(browser: Browser, options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", ...options });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}
