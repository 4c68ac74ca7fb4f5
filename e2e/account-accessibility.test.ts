import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { sessionCookie as sessionCookieIn } from "../contract/session.ts";
import { sessionCookie } from "./support/api-sign-in.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * Every address of the account subtree of app/routes.ts, as a pattern ("/account/contracts/:code/:tab?"): a new
 * section is checked without anyone remembering to add it here.
 */
function accountPatterns(): string[] {
  const account = (routes as RouteEntry[]).find((r) => r.path === "account");
  if (!account) throw new Error("no account subtree in app/routes.ts");
  return [
    "/account",
    ...(account.children ?? [])
      // The catch-all is the account's 404, checked below with its own status.
      .filter((child) => !child.index && child.path !== "*")
      .map((child) => `/account/${child.path}`),
  ];
}

/**
 * A pattern's address with demo values: an optional segment (a tab) is left out — the page's own tabs are
 * visited from there — and a required one must have a value here, or the test says which is missing. A value
 * is looked up by the section and the parameter ("tickets/:code") first, then by the parameter alone.
 */
function addressOf(pattern: string, values: Record<string, string>): string {
  const section = pattern.split("/")[2] ?? "";
  return pattern
    .split("/")
    .filter((segment) => !segment.endsWith("?"))
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = values[`${section}/${segment}`] ?? values[segment.slice(1)];
      if (value === undefined) throw new Error(`no demo value for ${segment} in ${pattern}`);
      return value;
    })
    .join("/");
}

const WIDTHS = [
  { name: "desktop", viewport: { width: 1280, height: 800 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;

/** The screen has its data: the network is quiet and no block still says it is loading. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { polling: 100 });
}

let browser: Browser;
let cookie: string;
/** Demo values of route parameters: a contract, a ticket and a cession of the demo client. */
let values: Record<string, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  cookie = await sessionCookie("client@example.com", "Demo-2026");
  const res = await fetch(`${baseUrl()}/apilk/contracts/list/`, { headers: { cookie } });
  const { items } = (await res.json()) as { items: { code: string }[] };
  const code = items[0]?.code;
  if (!code) throw new Error("the demo client has no contracts");
  const tickets = await fetch(`${baseUrl()}/apilk/tickets/list/`, { headers: { cookie } });
  const ticket = ((await tickets.json()) as { items: { code: string }[] }).items[0]?.code;
  if (!ticket) throw new Error("the demo client has no tickets");
  // The demo cession the client assigns (its editor); the other roles' views are checked in e2e/cession.test.ts.
  const cessions = await fetch(`${baseUrl()}/apilk/cession/list/`, { headers: { cookie } });
  const cession = ((await cessions.json()) as { items: { code: string; role: string }[] }).items.find(
    (i) => i.role === "applicant",
  )?.code;
  if (!cession) throw new Error("the demo client has no cession");
  values = { code, "tickets/:code": ticket, "cession/:code": cession };
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(viewport: {
  width: number;
  height: number;
}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport, bypassCSP: true });
  const [name, value = ""] = cookie.split("=");
  if (name !== sessionCookieIn("test").name) throw new Error(`unexpected session cookie ${cookie}`);
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { page: await context.newPage(), context };
}

describe.each(WIDTHS)(
  "accessibility of the client account at $name width (axe-core, WCAG 2.1 A/AA)",
  ({ viewport }) => {
    it.each(accountPatterns())("%s and each of its tabs have no serious or critical violations", async (pattern) => {
      const { page, context } = await signedInPage(viewport);
      const address = addressOf(pattern, values);
      const res = await page.goto(address);
      expect(res?.status()).toBe(200);
      await settled(page);
      const found: Record<string, string[]> = { [address]: await seriousViolations(page) };

      // Tabs are addresses of their own (a path segment): each one as a person reaches it, by its tab.
      const tabs = page.getByRole("tab");
      for (const name of await tabs.allTextContents()) {
        const tab = page.getByRole("tab", { name, exact: true });
        if ((await tab.getAttribute("aria-selected")) === "true") continue;
        await tab.click();
        await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
        await settled(page);
        found[`${new URL(page.url()).pathname} (tab «${name}»)`] = await seriousViolations(page);
      }
      expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length > 0))).toEqual({});
      await context.close();
    });

    it("the section menu, opened, has none either", async () => {
      const { page, context } = await signedInPage(viewport);
      await page.goto("/account");
      await settled(page);
      const menu = page.getByRole("button", { name: "Разделы" });
      // On a wide screen the sections are always shown and the button is hidden.
      if (await menu.isVisible()) {
        await menu.click();
        await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
      }
      await page.getByRole("navigation", { name: "Разделы личного кабинета" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it.each([
      ["an unknown tab", "/account/settings/nope"],
      ["an unknown section", "/account/nope"],
    ])("the 404 page of %s has none either", async (_what, address) => {
      const { page, context } = await signedInPage(viewport);
      const res = await page.goto(address);
      expect(res?.status()).toBe(404);
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  },
);
