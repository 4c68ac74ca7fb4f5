import { desc } from "drizzle-orm";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads } from "../server/db/schema/leads.ts";
import { launchBrowser } from "./support/browser.ts";
import { startInProcessServer } from "./support/in-process-server.ts";

/**
 * Every public lead form of SPEC.md §7 sent from the page where a customer looks for it, at a laptop's width,
 * against the production build with its own database (the stored leads are read back). The app plays behind
 * one proxy (TRUST_PROXY=1) so that each browser context can be a different visitor for the rate limit of
 * 10 leads per address: a real page sends one lead, this test sends a dozen.
 */
let browser: Browser;
let server: Awaited<ReturnType<typeof startInProcessServer>>;
beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startInProcessServer({ env: { TRUST_PROXY: 1 } })]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const REFERENCE = /^(Заявка|Отзыв|Сообщение) Л-\d{4}-[0-9A-Z]{4} (принята|получен|получено)$/;
const LAPTOP = { width: 1366, height: 900 };

async function visitor(address: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: "ru-RU",
    viewport: LAPTOP,
    javaScriptEnabled,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // Hydration mismatches of the islands are console errors; a 401 is the signed-out answer «Интересует» asks for.
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("401")) errors.push(message.text());
  });
  return { context, page, errors };
}

async function latestLead() {
  const [row] = await server.app.services.database.db.select().from(leads).orderBy(desc(leads.id)).limit(1);
  return row;
}

/** The form under its heading, once hydrated (the kit adds the page's address after it starts). */
async function formOn(page: Page, path: string, title: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole("form", { name: title });
  await form.locator('input[name="pageUrl"]').waitFor({ state: "attached" });
  await form.scrollIntoViewIfNeeded();
  return form;
}

/** Consents, submit, and the confirmation: one «Спасибо» and a reference that is not a serial number. */
async function send(form: Locator, button: string, { advertising = false } = {}) {
  await form.getByLabel(/обработку персональных данных/).check();
  if (advertising) await form.getByLabel(/рекламные предложения/).check();
  const name = await form.getAttribute("aria-labelledby");
  const page = form.page();
  await form.getByRole("button", { name: button }).click();
  const status = page.locator(`section[aria-labelledby="${name}"]`).getByRole("status");
  await status.waitFor();
  const text = (await status.textContent()) ?? "";
  expect(text.match(/Спасибо/g)).toHaveLength(1);
  const row = await latestLead();
  // A subscription needs no reference to quote; everything else names its own.
  if (row?.kind === "subscribe") expect(await status.locator("p").first().textContent()).toBe("Подписка оформлена");
  else {
    expect(await status.locator("p").first().textContent()).toMatch(REFERENCE);
    expect(text).toContain(String(row?.payload.reference));
  }
  return row;
}

describe("every lead form on its page (1366 px)", () => {
  let first: Awaited<ReturnType<typeof visitor>>;
  let second: Awaited<ReturnType<typeof visitor>>;
  beforeAll(async () => {
    first = await visitor("203.0.113.10");
    second = await visitor("203.0.113.11");
  });
  afterAll(async () => {
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.context.close();
    await second.context.close();
  });

  it("«Оставить отзыв» on the reviews page: a rating and the text, shown after moderation", async () => {
    const form = await formOn(first.page, "/reviews", "Оставить отзыв");
    await first.page.getByText("Отзыв появится на сайте после проверки модератором").first().waitFor();
    // Sent empty first: the messages are Russian and at their fields.
    await form.getByRole("button", { name: "Отправить отзыв" }).click();
    await form.getByText("Поставьте оценку от 1 до 5").waitFor();
    await form.getByText("Укажите имя").waitFor();
    await form.getByLabel("5", { exact: true }).check();
    await form.getByLabel(/Как к вам обращаться/).fill("Ольга Смирнова");
    await form.getByLabel(/^Отзыв/).fill("Оформили лизинг грузовика за два дня, менеджер всё объяснил.");
    const row = await send(form, "Отправить отзыв");
    expect(row).toMatchObject({ kind: "reviews", payload: expect.objectContaining({ rating: 5 }) });
  });

  it("extended warranty on additional services, with the +7 mask", async () => {
    const form = await formOn(first.page, "/additional-services", "Продлённая гарантия");
    await form.getByLabel(/Как к вам обращаться/).fill("Пётр Иванов");
    const phone = form.getByLabel(/Телефон/);
    await phone.fill("89161234567");
    expect(await phone.inputValue()).toBe("+7 (916) 123-45-67");
    await form.getByLabel(/^Автомобиль/).fill("Haval Jolion 2025");
    const row = await send(form, "Оформить продлённую гарантию");
    expect(row).toMatchObject({
      kind: "extendedwarranty",
      payload: expect.objectContaining({ phone: "+79161234567" }),
    });
  });

  it("insurance on the insurance page", async () => {
    const form = await formOn(first.page, "/insurance", "Заявка на страхование");
    await form.getByLabel("ОСАГО").check();
    await form.getByLabel(/Как к вам обращаться/).fill("Анна");
    await form.getByLabel(/Телефон/).fill("9161234567");
    const row = await send(form, "Рассчитать страховку");
    expect(row).toMatchObject({ kind: "insurance", payload: expect.objectContaining({ insuranceType: "osago" }) });
  });

  it("«Стать партнёром» on partners", async () => {
    const form = await formOn(first.page, "/partners", "Стать партнёром");
    await form.getByLabel("Дилер").check();
    await form.getByLabel(/^Компания/).fill("ООО «Дилер»");
    await form.getByLabel(/ИНН/).fill("7736207543");
    await form.getByLabel(/Контактное лицо/).fill("Анна Орлова");
    await form.getByLabel(/Телефон/).fill("4957773535");
    await form.getByLabel(/^E-mail/).fill("anna@dealer.ru");
    const row = await send(form, "Стать партнёром");
    expect(row).toMatchObject({ kind: "partner", payload: expect.objectContaining({ partnerType: "dealer" }) });
  });

  it("«Подобрать авто с пробегом» under the used catalogue: make, model, budget, year", async () => {
    const form = await formOn(first.page, "/catalog/used", "Подобрать авто с пробегом");
    await form.getByLabel(/^Марка/).fill("Toyota");
    await form.getByLabel(/^Модель/).fill("Camry");
    await form.getByLabel(/Бюджет/).fill("2 500 000");
    await form.getByLabel(/Год выпуска/).fill("2020");
    await form.getByLabel(/Как к вам обращаться/).fill("Игорь");
    await form.getByLabel(/Телефон/).fill("9161234567");
    const row = await send(form, "Подобрать автомобиль");
    expect(row?.payload).toMatchObject({ make: "Toyota", model: "Camry", budget: 2_500_000, yearFrom: 2020 });
  });

  it("the newsletter in the footer", async () => {
    const form = await formOn(second.page, "/about", "Новости и специальные предложения");
    await form.getByLabel(/^E-mail/).fill("footer@example.ru");
    const row = await send(form, "Подписаться", { advertising: true });
    expect(row).toMatchObject({ kind: "subscribe", payload: expect.objectContaining({ email: "footer@example.ru" }) });
  });

  it("the newsletter on the news list", async () => {
    const form = await formOn(second.page, "/press", "Подписка на новости");
    await form.getByLabel(/^E-mail/).fill("news@example.ru");
    await send(form, "Подписаться", { advertising: true });
  });

  it("«Задать вопрос» on the dictionary and on the guide", async () => {
    for (const path of ["/clientservice", "/guide"]) {
      const form = await formOn(second.page, path, "Задать вопрос");
      await form.getByLabel(/^Вопрос/).fill(`Можно ли досрочно выкупить автомобиль? (${path})`);
      await form.getByLabel(/Как к вам обращаться/).fill("Мария");
      await form.getByLabel(/E-mail для ответа/).fill("maria@example.ru");
      const row = await send(form, "Задать вопрос");
      expect(row).toMatchObject({ kind: "question", pageUrl: expect.stringContaining(path) });
    }
  });

  it("feedback (a category) and a call-back (a day as ДД.ММ.ГГГГ and a time) on contacts", async () => {
    const feedback = await formOn(second.page, "/contacts", "Жалоба или благодарность");
    await feedback.getByLabel("Благодарность").check();
    await feedback.getByLabel(/Как к вам обращаться/).fill("Мария");
    await feedback.getByLabel(/^E-mail/).fill("maria@example.ru");
    await feedback.getByLabel(/^Сообщение/).fill("Спасибо менеджеру Анне за быструю сделку");
    const row = await send(feedback, "Отправить сообщение");
    expect(row).toMatchObject({ kind: "feedback", payload: expect.objectContaining({ category: "thanks" }) });

    const callBack = second.page.getByRole("form", { name: "Заказать обратный звонок" });
    await callBack.getByLabel(/Как к вам обращаться/).fill("Пётр");
    await callBack.getByLabel(/Телефон/).fill("9161234567");
    const day = callBack.getByLabel(/Удобный день/);
    await day.pressSequentially("05122099");
    expect(await day.inputValue()).toBe("05.12.2099");
    await callBack.getByLabel("12:00–15:00").check();
    const called = await send(callBack, "Заказать звонок");
    expect(called?.payload).toMatchObject({ callbackDate: "2099-12-05", callbackTime: "12-15" });
  });
});

describe("«Интересует» on a used vehicle", () => {
  let client: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    client = await visitor("203.0.113.12");
  });
  afterAll(() => client.context.close());

  it("a signed-out visitor gets the ordinary leasing request", async () => {
    const { page } = client;
    await page.goto("/catalog/used");
    const href = await page.locator('a[href^="/catalog/vehicle/"]').first().getAttribute("href");
    await page.goto(href ?? "/catalog/used");
    await page.getByRole("link", { name: "Интересует" }).click();
    await page.locator("#lead-modal").getByRole("heading", { name: "Заявка на лизинг" }).waitFor();
    expect(await page.locator("#lead-modal").getByLabel("Предмет лизинга").inputValue()).not.toBe("");
  });

  it("a signed-in client sends a short form prefilled from the profile", async () => {
    const { page } = client;
    await page.goto("/login");
    await page.getByLabel("E-mail").fill("client@example.com");
    await page.locator('input[name="password"]').fill("Demo-2026");
    await page.getByRole("button", { name: "Войти" }).click();
    await page.waitForURL((url) => url.pathname === "/account");

    await page.goto("/catalog/used");
    const href = await page.locator('a[href^="/catalog/vehicle/"]').first().getAttribute("href");
    await page.goto(href ?? "/catalog/used");
    await page.getByRole("link", { name: "Интересует" }).click();
    const form = page.getByRole("form", { name: "Интересует автомобиль" });
    await form.waitFor();
    expect(await form.getByLabel(/Телефон для звонка/).inputValue()).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    await form.getByRole("button", { name: "Отправить менеджеру" }).click();
    await page.getByText(REFERENCE).waitFor();
    const row = await latestLead();
    expect(row).toMatchObject({ kind: "interestusedcar" });
    expect(row?.userId).not.toBeNull();
  });
});

describe("without JavaScript", () => {
  it("the call-back form posts to its page, comes back with the messages and what was typed, then is accepted", async () => {
    const { page, context } = await visitor("203.0.113.13", false);
    await page.goto("/contacts");
    const form = page.getByRole("form", { name: "Заказать обратный звонок" });
    await form.getByLabel(/Как к вам обращаться/).fill("Пётр");
    await form.getByLabel(/Телефон/).fill("+1 202 555 0123");
    await form.getByLabel(/Удобный день/).fill("31.02.2099");
    await form.getByLabel(/обработку персональных данных/).check();
    await form.getByRole("button", { name: "Заказать звонок" }).click();

    await page.waitForURL((url) => url.pathname === "/forms/contactus");
    const again = page.getByRole("form", { name: "Заказать обратный звонок" });
    await again.getByText(/Укажите российский номер телефона/).waitFor();
    await again.getByText("Такой даты нет в календаре: проверьте день и месяц").waitFor();
    expect(await again.getByLabel(/Как к вам обращаться/).inputValue()).toBe("Пётр");
    expect(await page.getByRole("link", { name: "Вернуться на страницу" }).getAttribute("href")).toContain("/contacts");

    await again.getByLabel(/Телефон/).fill("8 916 123-45-67");
    await again.getByLabel(/Удобный день/).fill("05.12.2099");
    await again.getByLabel(/обработку персональных данных/).check();
    await again.getByRole("button", { name: "Заказать звонок" }).click();
    await page.getByText(REFERENCE).waitFor();
    expect((await latestLead())?.payload).toMatchObject({ phone: "+79161234567", callbackDate: "2099-12-05" });
    await context.close();
  });
});
