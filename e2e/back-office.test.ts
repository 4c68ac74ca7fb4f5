import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moscowDate } from "../core/calendar-dates.ts";
import { signedIn, WAIT } from "./support/account-pages.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { mailBodiesTo } from "./support/outbox.ts";

/*
 * Issue 15 end to end, across the roles of the back office: a visitor from a campaign sends a lead; sales finds it
 * with its source, takes it and approves it; client service opens the account of a lessee the lessor already has
 * contracts with (ООО «Вектор Строй», seeded without an account), ticks its contracts and invites its director;
 * the director sets a password on a phone from the e-mailed link and sees the contracts; the content editor
 * publishes a news item with a cover image and uploads two photographs of a car, which the public pages show at
 * once; the administrator finds each of these changes in the audit log. Staff work at a laptop's width (1366 px),
 * the client at a phone's.
 */

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The seeded lessee without an account and its contracts (server/db/seed/lk-data/demo.ts). */
const LESSEE_INN = "7718124566";
const LESSEE = "ООО «Вектор Строй»";
const CONTRACTS = ["ЛА-2025/04410", "ЛА-2026/00231"];
/** Another client's contract: never shown to the new client. */
const FOREIGN_CONTRACT = "ЛА-2024/05561";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An employee signed in through /login with the TOTP code, at a laptop's width. */
async function staff(email: string) {
  const session = await signedIn(browser, email, "/staff");
  await session.page.setViewportSize(LAPTOP);
  return session;
}

/** The link mailed to `email` that matches `pattern`, as path and query, read from the outbox as a mail client would. */
async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link = (await mailBodiesTo(email)).flatMap((b) => b.match(pattern) ?? [])[0] ?? "";
      return link;
    }, WAIT)
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** A photograph-like JPEG of `width` × `height` in one colour, as a file the page's picker takes. */
async function jpeg(name: string, width: number, height: number, r: number, g: number, b: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** An image of the page has loaded from the back office's media store (an address under /media/). */
const mediaImageLoaded = (page: Page, scope: string) =>
  page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].some(
        (img) => img.currentSrc.includes("/media/") && img.complete && img.naturalWidth > 0,
      ),
    scope,
    WAIT,
  );

/** The rows of the audit log for one action, as text, newest first. */
async function auditRows(page: Page, action: string, objectId?: string): Promise<string[]> {
  const query = new URLSearchParams({ action, ...(objectId ? { objectId } : {}) });
  await page.goto(`/staff/audit?${query}`);
  const table = page.getByRole("table", { name: "Записи журнала действий, новые сверху" });
  await table.waitFor(WAIT);
  return table.locator("tbody tr").allTextContents();
}

describe("the lessor's back office, end to end", () => {
  it("a lead from a campaign is approved, a known lessee gets its account with its contracts, all of it audited", async () => {
    const stamp = Date.now().toString(36);
    const campaign = `e2e-${stamp}`;
    const director = `belov-${stamp}@vector-stroy.ru`;

    // ── A visitor from an advertising campaign sends a lead ─────────────────────────────────────────────────
    const visitor = await openPage(browser);
    const v = visitor.page;
    await v.goto(`/calculator?utm_source=${campaign}&utm_medium=cpc&utm_campaign=issue15`);
    await v.waitForFunction(
      (source) => Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? "").includes(source)),
      campaign,
    );
    await v.getByRole("link", { name: "Оформить заявку" }).filter({ visible: true }).first().click();
    const modal = v.locator("#lead-modal");
    await modal.getByRole("heading", { name: "Заявка на лизинг" }).waitFor(WAIT);
    await modal.getByLabel("ИНН").fill(LESSEE_INN);
    await modal.getByLabel("Как к вам обращаться").fill("Андрей Белов");
    await modal.getByLabel("Телефон").fill("+7 916 555-40-75");
    await modal.getByLabel(/обработку персональных данных/).check();
    await modal.getByRole("button", { name: "Отправить заявку" }).click();
    const accepted = modal.getByRole("status").getByText(/^Заявка Л-\d{4}-[0-9A-Z]{4} принята$/);
    await accepted.waitFor(WAIT);
    const reference = /Л-\d{4}-[0-9A-Z]{4}/.exec((await accepted.textContent()) ?? "")?.[0] ?? "";
    expect(reference).not.toBe("");
    expect(visitor.consoleErrors, visitor.consoleErrors.join("\n")).toEqual([]);
    await visitor.context.close();

    // ── Sales sees it with its source, takes it and approves it ─────────────────────────────────────────────
    const sales = await staff("sales@example.com");
    const s = sales.page;
    await s.goto(`/staff/leads?search=${encodeURIComponent(reference)}`);
    const leads = s.getByRole("table", { name: "Заявки с сайта" });
    const row = leads.locator("tbody tr").filter({ hasText: reference });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain(campaign);
    expect(await row.textContent()).toContain("Новая");
    await row.getByRole("link", { name: reference }).click();
    await s.getByRole("heading", { level: 1, name: `Заявка ${reference}` }).waitFor(WAIT);
    await s.getByRole("region", { name: "Источник" }).getByText(campaign).first().waitFor(WAIT);
    await s.getByRole("button", { name: "Взять в работу" }).click();
    await s.getByRole("heading", { level: 1 }).locator("..").getByText("В работе").first().waitFor(WAIT);
    const statusForm = s.getByRole("form", { name: "Смена статуса" });
    await statusForm.getByLabel("Статус", { exact: true }).selectOption({ label: "Одобрена" });
    await statusForm.getByLabel("Комментарий к смене статуса").fill("Одобрено по заявке из кампании");
    await statusForm.getByRole("button", { name: "Сменить статус" }).click();
    await s.getByRole("heading", { level: 1 }).locator("..").getByText("Одобрена").first().waitFor(WAIT);
    expect(sales.errors, sales.errors.join("\n")).toEqual([]);
    await sales.context.close();

    // ── Client service opens access for the known lessee, linking the contracts under its INN ───────────────
    const service = await staff("service@example.com");
    const c = service.page;
    await c.goto("/staff/clients");
    await c.getByRole("searchbox", { name: /ИНН, название, e-mail или номер договора/ }).fill(LESSEE_INN);
    await c.getByRole("button", { name: "Найти" }).click();
    const found = c.getByRole("table", { name: "Найденные клиенты" }).locator("tbody tr").filter({ hasText: LESSEE });
    await found.getByText("без личного кабинета").waitFor(WAIT);
    await found.getByRole("link", { name: LESSEE }).click();
    await c.getByRole("heading", { level: 1, name: LESSEE }).waitFor(WAIT);
    const open = c.getByRole("form", { name: "Открыть доступ" });
    await open.getByLabel(/^E-mail/).fill(director);
    await open.getByLabel(/^Имя/).fill("Андрей Викторович Белов");
    await open.getByLabel(/^Должность/).fill("Генеральный директор");
    const link = open.getByRole("group", { name: "Привязать договоры" });
    for (const number of CONTRACTS) await link.getByRole("checkbox", { name: new RegExp(number) }).check();
    await open.getByRole("button", { name: "Открыть доступ и отправить приглашение" }).click();
    await c
      .getByText(
        `Доступ открыт, договоры привязаны: № ${CONTRACTS[0]}, № ${CONTRACTS[1]}. Приглашение отправлено на ${director}`,
      )
      .waitFor(WAIT);
    await c.getByRole("region", { name: "Доступ к кабинету" }).getByText("Приглашён").waitFor(WAIT);
    expect(service.errors, service.errors.join("\n")).toEqual([]);
    await service.context.close();

    // ── The director sets a password on a phone from the e-mailed link and sees the contracts ──────────────
    const client = await openPage(browser);
    const p = client.page;
    await p.setViewportSize(PHONE);
    await p.goto(await mailedLink(director, /https?:\/\/\S+\/login\/welcome\?key=[\w-]+/));
    await p.getByRole("heading", { level: 1, name: "Добро пожаловать в личный кабинет" }).waitFor(WAIT);
    await p.getByText(LESSEE).first().waitFor(WAIT);
    await p.getByLabel(/^Новый пароль/).fill("Вектор строит дороги 2026");
    await p.getByLabel(/^Повторите новый пароль/).fill("Вектор строит дороги 2026");
    await p.getByRole("button", { name: "Задать пароль и войти" }).click();
    await p.waitForURL((url) => url.pathname === "/account", WAIT);
    await p.goto("/account/contracts");
    for (const number of CONTRACTS) await p.getByText(number).first().waitFor(WAIT);
    expect(await p.getByText(FOREIGN_CONTRACT).count()).toBe(0);
    expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(client.consoleErrors, client.consoleErrors.join("\n")).toEqual([]);
    await client.context.close();

    // ── The content editor publishes a news item with a cover ──────────────────────────────────────────────
    const content = await staff("content@example.com");
    const e = content.page;
    const slug = `e2e-novost-${stamp}`;
    const title = `Открыт новый офис, выпуск ${stamp}`;
    await e.goto("/staff/content/news/new");
    await e.getByRole("heading", { level: 1, name: "Новый материал: Новости" }).waitFor(WAIT);
    await e.getByLabel(/^Адрес на сайте/).fill(slug);
    await e.getByLabel(/^Дата/).pressSequentially(moscowDate(new Date()).split("-").reverse().join(""));
    await e.getByLabel(/^Заголовок/).fill(title);
    await e.getByLabel(/^Анонс/).fill("Ждём клиентов в новом офисе на Щёлковском шоссе.");
    await e.getByRole("textbox", { name: /^Текст/ }).fill("## Адрес\n\nЩёлковское шоссе, 77. Работаем без выходных.");
    const cover = e.getByRole("group", { name: "Обложка" });
    await cover.locator('input[type="file"]').setInputFiles(await jpeg("oblozhka.jpg", 1200, 675, 30, 90, 160));
    await cover.getByRole("img", { name: "Обложка: текущее изображение" }).waitFor(WAIT);
    await e.getByRole("button", { name: "Сохранить черновик" }).click();
    await e.getByRole("heading", { level: 1, name: title }).waitFor(WAIT);
    const newsId = /\/staff\/content\/news\/(\d+)$/.exec(new URL(e.url()).pathname)?.[1] ?? "";
    expect(newsId).not.toBe("");
    const publication = e.getByRole("region", { name: "Публикация" });
    await publication.getByRole("button", { name: "Опубликовать" }).click();
    await publication.getByText("На сайте").waitFor(WAIT);
    const newsPath = (await publication.getByRole("link", { name: /Открыть на сайте/ }).getAttribute("href")) ?? "";
    expect(newsPath).toBe(`/press/${slug}/`);

    // ── …and uploads two photographs of a car ──────────────────────────────────────────────────────────────
    await e.goto("/staff/vehicles");
    const vehicles = e.getByRole("table", { name: "Автомобили каталога" });
    const firstVehicle = vehicles.locator("tbody tr").first().getByRole("link").first();
    await firstVehicle.waitFor(WAIT);
    await firstVehicle.click();
    await e.waitForURL((url) => /^\/staff\/vehicles\/\d+$/.test(url.pathname), WAIT);
    const photos = e.getByRole("region", { name: "Фотографии" });
    await photos
      .locator('input[type="file"]')
      .setInputFiles([
        await jpeg("sboku.jpg", 1600, 1000, 180, 40, 40),
        await jpeg("speredi.jpg", 1600, 1000, 40, 140, 60),
      ]);
    const ordered = photos.getByRole("list", { name: "Фотографии автомобиля по порядку" });
    await expect.poll(() => ordered.getByRole("listitem").count(), WAIT).toBe(2);
    const vehiclePath = new URL(
      (await e
        .getByRole("region", { name: "Продажа" })
        .getByRole("link", { name: /Открыть на сайте/ })
        .getAttribute("href")) ?? "",
      "http://site",
    ).pathname;
    expect(content.errors, content.errors.join("\n")).toEqual([]);
    await content.context.close();

    // ── The public pages show both at once ─────────────────────────────────────────────────────────────────
    const reader = await openPage(browser);
    const r = reader.page;
    await r.setViewportSize(LAPTOP);
    await r.goto(newsPath);
    await r.getByRole("heading", { level: 1, name: title }).waitFor(WAIT);
    await mediaImageLoaded(r, "main");
    await r.goto(vehiclePath);
    const gallery = r.locator('section[aria-roledescription="галерея"]');
    await gallery.locator("p").filter({ hasText: "Фото 1 из 2" }).waitFor(WAIT);
    await mediaImageLoaded(r, 'section[aria-roledescription="галерея"]');
    expect(reader.consoleErrors, reader.consoleErrors.join("\n")).toEqual([]);
    await reader.context.close();

    // ── The administrator finds all of it in the audit log ─────────────────────────────────────────────────
    const admin = await staff("admin@example.com");
    const a = admin.page;
    const taken = await auditRows(a, "lead.take");
    expect(taken.some((r) => r.includes("sales@example.com"))).toBe(true);
    const approved = await auditRows(a, "lead.status");
    expect(approved.some((r) => r.includes("sales@example.com") && r.includes("approved"))).toBe(true);
    const opened = await auditRows(a, "client.open_access");
    const entry = opened.find((r) => r.includes(director));
    expect(entry, opened.join("\n")).toBeDefined();
    expect(entry).toContain("service@example.com");
    for (const number of CONTRACTS) expect(entry).toContain(number);
    const published = await auditRows(a, "content.publish", newsId);
    expect(published).toHaveLength(1);
    expect(published[0]).toContain("content@example.com");
    const uploaded = await auditRows(a, "vehicle.photos_upload");
    expect(uploaded.some((r) => r.includes("content@example.com"))).toBe(true);
    const covers = await auditRows(a, "media.upload");
    expect(covers.some((r) => r.includes("content@example.com"))).toBe(true);
    expect(admin.errors, admin.errors.join("\n")).toEqual([]);
    await admin.context.close();
  });
});
