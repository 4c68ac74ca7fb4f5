import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, WAIT } from "./support/account-pages.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

/**
 * Account pages arrive with their data (issue 16, ADR 037): the server's HTML already shows it, the browser asks
 * the API for none of it again after hydration, and a client-side navigation to the home asks for at most two calls.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let cookie: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, context, errors } = await signedIn(browser, "client@example.com", "/account"));
  cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
});
afterAll(async () => {
  await browser?.close();
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function serverHtml(path: string): Promise<string> {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return res.text();
}

interface ContractsList {
  items: { code: string; number: string }[];
}

/** The visible text of the server's HTML: tags and the hydration data dropped, entities of the numbers decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * The session-expiry timer's peek at the session's ends (ADR 027): no page data, and not activity; it arms the
 * «Сессия скоро завершится» warning once per document.
 */
const SESSION_PEEK = "/apilk/account/check/";

/** /apilk GET requests for data the page sends from now on. */
function recordApiGets(p: Page): string[] {
  const seen: string[] = [];
  p.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() !== "GET" || !url.pathname.startsWith("/apilk/") || url.pathname === SESSION_PEEK) return;
    seen.push(url.pathname + url.search);
  });
  return seen;
}

describe("account pages with their data", () => {
  let contract: { code: string; number: string };
  let pages: { name: string; path: string; shows: string }[];

  beforeAll(async () => {
    const contracts = await api<ContractsList>("/apilk/contracts/list/");
    contract = contracts.items[0] as { code: string; number: string };
    const notifications = await api<{ items: { title: string }[] }>("/apilk/notifications/list/");
    const tickets = await api<{ items: { number: string }[] }>("/apilk/tickets/list/");
    const calendar = await api<{ days: { items: { title: string }[] }[] }>("/apilk/accounting/calendar/list/");
    pages = [
      { name: "home", path: "/account", shows: "Задолженность" },
      { name: "contracts", path: "/account/contracts", shows: contract.number },
      { name: "a contract", path: `/account/contracts/${contract.code}`, shows: `Договор № ${contract.number}` },
      { name: "calendar", path: "/account/calendar", shows: calendar.days[0]?.items[0]?.title ?? "" },
      { name: "notifications", path: "/account/notifications", shows: notifications.items[0]?.title ?? "" },
      { name: "accounting", path: "/account/accounting", shows: contract.number },
      { name: "tickets", path: "/account/tickets", shows: tickets.items[0]?.number ?? "" },
    ];
  });

  it("renders each page's data on the server, with no loading state", async () => {
    for (const { name, path, shows } of pages) {
      const text = visibleText(await serverHtml(path));
      expect(shows, name).not.toBe("");
      expect(text, name).toContain(shows);
      expect(text, name).not.toContain("Загружаем");
    }
  });

  it("asks the API for nothing the page came with once it has hydrated", async () => {
    for (const { name, path, shows } of pages) {
      const gets = recordApiGets(page);
      await page.goto(path);
      // Hydrated: the scripts have loaded and run, and the page's own effects (the queries' subscriptions) with them.
      await page.waitForLoadState("networkidle");
      expect(await page.getByText(shows).count(), name).toBeGreaterThan(0);
      expect(gets, name).toEqual([]);
      page.removeAllListeners("request");
    }
    expect(errors).toEqual([]);
  });

  it("serves every other account page with its data too, and asks for none of it again", async () => {
    const ticket = (await api<{ items: { code: string }[] }>("/apilk/tickets/list/")).items[0]?.code;
    // A contract whose early payoff can be quoted now: an answer in error (409 while a payoff request is open, which
    // other files send) is not handed over — the panel asks again and shows it, as before.
    const quotable: string[] = [];
    for (const { code } of (await api<ContractsList>("/apilk/contracts/list/")).items) {
      const res = await fetch(`${baseUrl()}/apilk/contracts/payoff/?code=${code}`, { headers: { cookie } });
      if (res.status === 200) quotable.push(code);
    }
    const payoff = quotable[0];
    expect(payoff).toBeDefined();
    // The change of one contract's schedule: its option's parameters and its payoff quote come with the page too.
    const rescheduling = await api<{ items: { code: string; canReschedule: boolean }[] }>("/apilk/rescheduling/page/");
    const changeable = rescheduling.items.find((c) => c.canReschedule && quotable.includes(c.code))?.code;
    expect(changeable).toBeDefined();
    const others = [
      "/account/requisites",
      "/account/documents",
      "/account/insurance",
      "/account/fines",
      "/account/services",
      "/account/services/bonuses",
      "/account/faq",
      "/account/settings",
      "/account/settings/requisites",
      "/account/settings/security",
      "/account/rescheduling",
      `/account/tickets/${ticket}`,
      "/account/tickets/new",
      "/account/cession",
      `/account/contracts/${contract.code}/documents`,
      ...(payoff ? [`/account/contracts/${payoff}/payoff`] : []),
      ...(changeable ? [`/account/rescheduling?contract=${changeable}`] : []),
    ];
    for (const path of others) {
      expect(visibleText(await serverHtml(path)), path).not.toContain("Загружаем");
      const gets = recordApiGets(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(gets, path).toEqual([]);
      page.removeAllListeners("request");
    }
    expect(errors).toEqual([]);
  });

  it("comes back to the home from another account page with at most two API calls", async () => {
    await page.goto("/account/contracts");
    await page.getByText(contract.number).first().waitFor(WAIT);
    await page.waitForLoadState("networkidle");
    // Every home block missing from the cache: the home was never shown in this document.
    const calls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/apilk/")) calls.push(`${request.method()} ${url.pathname}`);
    });
    await page
      .getByRole("navigation", { name: "Разделы личного кабинета" })
      .getByRole("link", { name: "Главная" })
      .click();
    await page.waitForURL((url) => url.pathname === "/account", WAIT);
    await page.getByRole("heading", { name: "Задолженность", exact: true }).waitFor(WAIT);
    await page.waitForLoadState("networkidle");
    expect(calls.length, calls.join(", ")).toBeLessThanOrEqual(2);
    expect(await page.getByText("Загружаем").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
