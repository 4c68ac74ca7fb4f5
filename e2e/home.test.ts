import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe.ts";
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

/** Digits of a text («1 234 автомобиля» → 1234): counts are printed with narrow spaces. */
const digits = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

/** The header's city: a button once the page has hydrated. */
const cityButton = (page: Page) => page.locator('[data-slot="city"] > button');

/** Chooses a city in the header's dialog, as a visitor would. */
async function chooseCity(page: Page, query: string, name: string) {
  await cityButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Выберите город" });
  const field = dialog.getByRole("combobox", { name: "Найдите свой город" });
  await field.fill(query);
  await expect.poll(() => dialog.getByRole("option").first().textContent()).toMatch(new RegExp(`^${name}`));
  await field.press("Enter");
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => cityButton(page).textContent()).toContain(name);
}

/** Every phone line of a city's offices, from the contacts API. */
async function officePhones(cityName: string): Promise<string[]> {
  const cities = (await (await fetch(`${baseUrl()}/api/main/cities/`)).json()) as {
    list: { id: number; name: string }[];
  };
  const city = cities.list.find((c) => c.name === cityName);
  const contacts = (await (await fetch(`${baseUrl()}/api/pages/contacts/?city_id=${city?.id}`)).json()) as {
    offices: { phones: string[] }[];
  };
  return contacts.offices.flatMap((o) => o.phones);
}

const SECTIONS = [
  { path: "/catalog/cars", title: "Новые авто", api: "cars" },
  { path: "/catalog/trucks", title: "Грузовые", api: "trucks" },
  { path: "/catalog/used", title: "С пробегом", api: "used" },
  { path: "/catalog/special", title: "Спецтехника", api: "special" },
] as const;

describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])("home page at $width px", (viewport) => {
  it("shows the business: the four catalogues with their real counts, offers, models, calculator, reviews, partners, news, a quiz and the account", async () => {
    const { page, context, consoleErrors } = await openPage(browser, { bypassCSP: true });
    await page.setViewportSize(viewport);
    await page.goto("/");
    await cityButton(page).waitFor({ state: "attached" });

    const catalogues = page.locator("section", {
      has: page.getByRole("heading", { name: "Что можно взять в лизинг" }),
    });
    for (const section of SECTIONS) {
      const card = catalogues.getByRole("listitem").filter({ has: page.getByRole("link", { name: section.title }) });
      expect(await card.getByRole("link", { name: section.title }).getAttribute("href")).toBe(section.path);
      const answer = (await (await fetch(`${baseUrl()}/api/catalog/${section.api}/`)).json()) as { totalCnt: number };
      expect(answer.totalCnt, section.api).toBeGreaterThan(0);
      expect(digits(await card.getByText(/в наличии/).textContent()), section.api).toBe(answer.totalCnt);
    }

    for (const heading of [
      "Спецпредложения",
      "Популярные модели",
      "Пример расчёта",
      "Отзывы клиентов",
      "Партнёры",
      "Новости",
      "Не знаете, с чего начать? Пройдите тест",
      "Личный кабинет клиента",
    ]) {
      expect(await page.getByRole("heading", { name: heading, exact: true }).count(), heading).toBe(1);
    }
    // Popular models carry the lowest monthly payment of their stock and open their landing.
    const models = page.locator("section", { has: page.getByRole("heading", { name: "Популярные модели" }) });
    const firstModel = models.getByRole("listitem").first();
    expect(await firstModel.textContent()).toMatch(/от [\d\s ]+₽\/мес/);
    expect(await firstModel.getByRole("link").getAttribute("href")).toMatch(
      /^\/catalog\/(cars|trucks)\/[a-z0-9-]+\/[a-z0-9-]+$/,
    );
    // The calculator's example answers at once.
    expect(await page.getByText("Ежемесячный платёж").count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "Пройти тест" }).getAttribute("href")).toMatch(/^\/quiz\/[a-z0-9-]+$/);
    expect(await page.getByRole("link", { name: "Войти в личный кабинет" }).getAttribute("href")).toBe("/account");

    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("switches the header phone and the used catalogue's city when the city changes, with «Все города» to leave it", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.setViewportSize(viewport);
    await page.goto("/");
    await cityButton(page).waitFor();
    // The city's line reads «Казань: +7 …» to a screen reader; the number is what follows the city.
    const number = (text: string | null) => (text ?? "").replace(/^[^:]*:\s*/, "").trim();
    const phone = async () => {
      if (viewport.width > 900) return number(await page.locator("header a[href^='tel:']").nth(1).textContent());
      const burger = page.getByRole("button", { name: "Меню" });
      await burger.click();
      const menu = page.getByRole("dialog", { name: "Меню" });
      await menu.waitFor();
      const text = await menu.locator("a[href^='tel:']").filter({ hasNotText: "8 800" }).first().textContent();
      await page.keyboard.press("Escape");
      await expect.poll(() => menu.isVisible()).toBe(false);
      return number(text);
    };
    const usedLink = async () => {
      const nav =
        viewport.width > 900
          ? page.getByRole("navigation", { name: "Основное меню" })
          : page.getByRole("navigation", { name: "Лизинг" });
      return nav.getByRole("link", { name: "С пробегом" });
    };

    const moscow = await phone();
    expect(await officePhones("Москва")).toContain(moscow);
    // Before a choice the visitor's city is unknown: the used catalogue shows every city.
    expect(await (await usedLink()).getAttribute("href")).toBe("/catalog/used");

    await chooseCity(page, "каз", "Казань");
    await expect.poll(phone).not.toBe(moscow);
    expect(await officePhones("Казань")).toContain(await phone());
    await expect.poll(async () => (await usedLink()).getAttribute("href")).toBe("/catalog/used?cities=kazan");

    await (await usedLink()).click();
    await page.waitForURL("**/catalog/used?cities=kazan");
    const chosen = page.getByRole("navigation", { name: "Выбранные фильтры" });
    await chosen.getByRole("link", { name: /Казань/ }).waitFor();
    const kazan = (await (await fetch(`${baseUrl()}/api/catalog/used/?cities=kazan`)).json()) as { totalCnt: number };
    const all = (await (await fetch(`${baseUrl()}/api/catalog/used/`)).json()) as { totalCnt: number };
    expect(kazan.totalCnt).toBeGreaterThan(0);
    expect(kazan.totalCnt).toBeLessThan(all.totalCnt);
    await expect
      .poll(async () =>
        digits(
          await page
            .getByText(/^Найдено/)
            .first()
            .textContent(),
        ),
      )
      .toBe(kazan.totalCnt);

    await chosen.getByRole("link", { name: "Все города" }).click();
    await page.waitForURL((url) => url.pathname === "/catalog/used" && url.search === "");
    expect(await chosen.count()).toBe(0);
    // Every city now, and the visitor's own one click away.
    const only = page.getByRole("link", { name: "Только Казань" });
    expect(await only.getAttribute("href")).toBe("/catalog/used?cities=kazan");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe("site navigation", () => {
  it("links news, vacancies, the guide, the dictionary, offers, documents and tests from the footer, every link answering 200", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const footer = html.slice(html.indexOf("<footer"));
    const hrefs = [...new Set([...footer.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((m) => m[1] ?? ""))];
    for (const path of ["/press", "/vacancies", "/guide", "/clientservice", "/offers", "/leasing-agreement", "/quiz"]) {
      expect(hrefs).toContain(path);
    }
    expect(hrefs).toContain("/catalog/special");
    for (const href of hrefs) {
      const res = await fetch(`${baseUrl()}${href}`);
      expect(res.status, href).toBe(200);
    }
  });

  it("fits the main menu's eight sections in one row, none cut off, from 900 to 1366 px", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Основное меню" });
    for (const width of [900, 960, 1024, 1100, 1150, 1200, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      const boxes = await menu.getByRole("link").evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { top: Math.round(box.top), left: box.left, right: box.right, label: link.textContent };
        }),
      );
      expect(boxes.map((b) => b.label)).toContain("Спецтехника");
      expect(new Set(boxes.map((b) => b.top)).size, `${width}`).toBe(1);
      expect(Math.min(...boxes.map((b) => b.left)), `${width}`).toBeGreaterThanOrEqual(0);
      expect(Math.max(...boxes.map((b) => b.right)), `${width}`).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it("lists the quizzes and the calculator in the sitemap and links the quizzes from «Клиентам»", async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const { quizList } = (await (await fetch(`${baseUrl()}/api/quiz/list/`)).json()) as {
      quizList: { code: string }[];
    };
    expect(quizList.length).toBeGreaterThan(0);
    expect(xml).toContain("<loc>https://leasing-auto.ru/quiz</loc>");
    expect(xml).toContain("<loc>https://leasing-auto.ru/calculator</loc>");
    for (const quiz of quizList) expect(xml).toContain(`<loc>https://leasing-auto.ru/quiz/${quiz.code}</loc>`);
    const clients = await (await fetch(`${baseUrl()}/clients/`)).text();
    expect(clients).toContain('href="/quiz"');
  });

  it("shows the city's offices on a Yandex map after a click, the addresses staying as cards", async () => {
    const { page, context } = await openPage(browser);
    const blocked: string[] = [];
    page.on("console", (msg) => {
      if (msg.text().includes("Content Security Policy")) blocked.push(msg.text());
    });
    // The widget itself is not fetched from the internet in tests: its frame answers with a stand-in page.
    await page.route("https://yandex.ru/map-widget/**", (route) =>
      route.fulfill({ contentType: "text/html; charset=utf-8", body: "<!doctype html><title>map</title><p>Карта</p>" }),
    );
    await page.goto("/contacts/");
    const cards = await page.locator("main address").count();
    expect(cards).toBeGreaterThan(0);
    // Nothing from Yandex before the visitor asks.
    expect(await page.locator("iframe").count()).toBe(0);
    await page.getByRole("button", { name: "Показать карту" }).click();
    const frame = page.locator("iframe[title^='Офисы на карте']");
    await frame.waitFor();
    const src = (await frame.getAttribute("src")) ?? "";
    expect(src).toMatch(/^https:\/\/yandex\.ru\/map-widget\/v1\/\?ll=/);
    expect(decodeURIComponent(src)).toContain("pm2rdl1");
    await expect.poll(() => frame.contentFrame().getByText("Карта").count()).toBe(1);
    expect(await page.locator("main address").count()).toBe(cards);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("offers the office map as a link to Yandex Maps without JavaScript", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/contacts/");
    expect(await page.getByRole("button", { name: "Показать карту" }).count()).toBe(0);
    const link = page.getByRole("link", { name: /Открыть в Яндекс Картах/ }).first();
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/yandex\.ru\/maps\/\?ll=/);
    await context.close();
  });
});
