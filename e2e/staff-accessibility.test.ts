import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { enterCode } from "./support/account-pages.ts";
import { sessionCookie } from "./support/api-sign-in.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser } from "./support/browser.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/**
 * The back office, as the administrator (who opens every section) and as client service, at a laptop's and an
 * upright tablet's width: every page of the `staff` subtree of app/routes.ts — a new section is checked without
 * anyone adding it here — the folded section menu, the 404 and 403 pages; and a client kept out with a 404.
 */
function staffPatterns(): string[] {
  const staff = (routes as RouteEntry[]).find((r) => r.path === "staff");
  if (!staff) throw new Error("no staff subtree in app/routes.ts");
  return ["/staff", ...(staff.children ?? []).filter((c) => !c.index && c.path !== "*").map((c) => `/staff/${c.path}`)];
}

/** A pattern's address with demo values: `:code` is looked up by the section ("tickets/:code"). */
function addressOf(pattern: string, values: Record<string, string>): string {
  const section = pattern.split("/")[2] ?? "";
  return pattern
    .split("/")
    .map((segment) => {
      if (!segment.startsWith(":")) return segment;
      const value = values[`${section}/${segment}`];
      if (value === undefined) throw new Error(`no demo value for ${segment} in ${pattern}`);
      return value;
    })
    .join("/");
}

const WIDTHS = [
  { name: "laptop", viewport: { width: 1366, height: 768 } },
  { name: "tablet", viewport: { width: 820, height: 1180 } },
] as const;

async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { polling: 100 });
}

let browser: Browser;
const cookies: Record<string, string> = {};
let values: Record<string, string>;

/** A request under review, made the way a client makes one, so that its page has something to show. */
async function reschedulingRequest(): Promise<string> {
  const cookie = cookies.client as string;
  const check = (await (await fetch(`${baseUrl()}/apilk/account/check/`, { headers: { cookie } })).json()) as {
    csrfToken: string;
  };
  const page = (await (await fetch(`${baseUrl()}/apilk/rescheduling/page/`, { headers: { cookie } })).json()) as {
    items: { code: string; canReschedule: boolean }[];
  };
  const contract = page.items.find((c) => c.canReschedule);
  if (!contract) throw new Error("the demo client has no contract that can be rescheduled");
  const form = new FormData();
  form.set(
    "request",
    JSON.stringify({
      contractCode: contract.code,
      option: "holiday",
      params: { months: 2 },
      justification: "Сезонное падение выручки: просим каникулы на два месяца.",
    }),
  );
  const res = await fetch(`${baseUrl()}/apilk/rescheduling/save/`, {
    method: "POST",
    headers: { cookie, "x-csrf-token": check.csrfToken },
    body: form,
  });
  if (res.status !== 201) throw new Error(`rescheduling/save answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { request: { code: string } }).request.code;
}

beforeAll(async () => {
  browser = await launchBrowser();
  for (const [who, email] of [
    ["admin", "admin@example.com"],
    ["service", "service@example.com"],
    ["sales", "sales@example.com"],
    ["client", "client@example.com"],
  ] as const) {
    cookies[who] = await sessionCookie(email, "Demo-2026");
  }
  const list = await fetch(`${baseUrl()}/staff/api/tickets/list/`, { headers: { cookie: cookies.admin as string } });
  const ticket = ((await list.json()) as { items: { code: string }[] }).items[0]?.code;
  if (!ticket) throw new Error("the demo seed has no tickets");
  // The demo cession under review (server/db/seed/cession.ts): the queue lists it first.
  const cessions = await fetch(`${baseUrl()}/staff/api/cession/list/`, {
    headers: { cookie: cookies.admin as string },
  });
  const cession = ((await cessions.json()) as { items: { code: string }[] }).items[0]?.code;
  if (!cession) throw new Error("the demo seed has no cessions");
  // The demo client's company (server/db/seed/accounts.ts), found as client service finds it.
  const clients = await fetch(`${baseUrl()}/staff/api/clients/search/?q=7724518030`, {
    headers: { cookie: cookies.admin as string },
  });
  const client = ((await clients.json()) as { items: { id: number }[] }).items[0]?.id;
  if (!client) throw new Error("the demo seed has no client with INN 7724518030");
  // A lead (server/db/seed/leads.ts) and a candidate's questionnaire (server/db/seed/candidates.ts), newest first.
  const firstId = async (path: string, what: string) => {
    const res = await fetch(`${baseUrl()}${path}`, { headers: { cookie: cookies.admin as string } });
    const id = ((await res.json()) as { items: { id: number }[] }).items[0]?.id;
    if (!id) throw new Error(`the demo seed has no ${what}`);
    return String(id);
  };
  values = {
    "leads/:id": await firstId("/staff/api/leads/list/", "leads"),
    "candidates/:id": await firstId("/staff/api/candidates/list/", "candidate questionnaires"),
    "clients/:id": String(client),
    "tickets/:code": ticket,
    "rescheduling/:code": await reschedulingRequest(),
    "cessions/:code": cession,
    // The content section: a tab by its segment, and an item's form (the newest news item).
    "content/:kind?": "publications",
    "content/:kind": "news",
    "content/:id": await firstId("/staff/api/content/list/?kind=news", "news"),
    // The catalogue: the newest vehicle's page.
    "vehicles/:id": await firstId("/staff/api/catalog/list/", "vehicles"),
    // The site section: a tab by its segment; the edit pages of an offer, a partner, a city and an office all take
    // ":id", and the seed's first row of each table is 1 (Москва and its central office among them).
    "site/:tab?": "reviews",
    "site/:id": "1",
  };
});
afterAll(async () => {
  await browser?.close();
});

async function pageAs(
  who: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU", viewport, bypassCSP: true });
  const [name = "", value = ""] = (cookies[who] as string).split("=");
  await context.addCookies([{ name, value, url: baseUrl() }]);
  return { page: await context.newPage(), context };
}

describe.each(WIDTHS)("accessibility of the back office at $name width (axe-core, WCAG 2.1 A/AA)", ({ viewport }) => {
  it.each(staffPatterns())("%s has no serious or critical violations", async (pattern) => {
    const { page, context } = await pageAs("admin", viewport);
    const res = await page.goto(addressOf(pattern, values));
    expect(res?.status()).toBe(200);
    await settled(page);
    expect(await page.getByText("Бэк-офис").first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("the section menu, opened, has none either", async () => {
    const { page, context } = await pageAs("service", viewport);
    await page.goto("/staff");
    await settled(page);
    const menu = page.getByRole("button", { name: "Разделы" });
    if (await menu.isVisible()) {
      await menu.click();
      await expect.poll(() => menu.getAttribute("aria-expanded")).toBe("true");
    }
    const nav = page.getByRole("navigation", { name: "Разделы бэк-офиса" });
    await nav.waitFor();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Обзор",
      "Обращения",
      "Реструктуризация",
      "Клиенты",
      "Мои сеансы",
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each([
    ["an unknown address", "service", "/staff/nope", 404],
    ["a section of another role", "sales", "/staff/tickets", 403],
  ])("the page of %s stays in the shell and has none either", async (_what, who, address, status) => {
    const { page, context } = await pageAs(who, viewport);
    const res = await page.goto(address);
    expect(res?.status()).toBe(status);
    await settled(page);
    // Inside the shell: its navigation is there (folded behind «Разделы» on a tablet).
    await page
      .getByRole("navigation", { name: "Разделы бэк-офиса", includeHidden: true })
      .waitFor({ state: "attached" });
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("who gets into the back office", () => {
  it("a client gets the site's 404; signed out, the sign-in page and back after", async () => {
    const { page, context } = await pageAs("client", WIDTHS[0].viewport);
    const res = await page.goto("/staff/tickets");
    expect(res?.status()).toBe(404);
    expect(await page.getByText("Бэк-офис").count()).toBe(0);
    await context.close();

    const anonymous = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU" });
    const visitor = await anonymous.newPage();
    await visitor.goto("/staff/tickets?status=new");
    expect(new URL(visitor.url()).pathname).toBe("/login");
    expect(new URL(visitor.url()).searchParams.get("next")).toBe("/staff/tickets?status=new");
    await anonymous.close();
  });

  it("an employee signing in on /login lands in the back office, on the page asked for", async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto(`/login?next=${encodeURIComponent("/staff/tickets")}`);
    await page.getByLabel("E-mail").fill("service@example.com");
    await page.locator('input[name="password"]').fill("Demo-2026");
    await page.getByRole("button", { name: "Войти" }).click();
    // Employees have a second factor (ADR 030): the demo secret's code, then on to the page asked for.
    await page.waitForURL("**/login/code?**");
    await enterCode(page, "service@example.com", "/staff/tickets");
    await page.getByRole("heading", { level: 1, name: "Обращения" }).waitFor();

    // «Выйти» ends the session: the back office sends the person to sign in again.
    await page.getByRole("button", { name: "Выйти" }).click();
    await page.waitForURL("**/login");
    await page.goto("/staff");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
