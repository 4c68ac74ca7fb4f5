import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const payment = (page: Page) => page.getByTestId("monthly-payment").textContent();
const rub = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const modal = (page: Page) => page.locator("#lead-modal");

describe("a visitor from an advertising campaign asks for leasing", () => {
  it("lands with UTM, uses the calculator, fixes a bad phone and gets a confirmation carrying the campaign", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const leadPosts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/lead")) {
        leadPosts.push(request.url());
      }
    });

    // Lands from an ad; the campaign is captured once the page has started (and kept in localStorage).
    await page.goto("/?utm_campaign=autumn&utm_medium=cpc");
    await page.waitForFunction(() =>
      Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? "").includes("autumn")),
    );

    // Browses to the calculator: a client-side navigation, the address no longer has the UTM.
    await page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "Калькулятор" }).click();
    await page.getByRole("heading", { level: 1, name: "Калькулятор лизинга" }).waitFor();
    expect(new URL(page.url()).search).not.toContain("utm_");
    const before = rub(await payment(page));
    expect(before).toBeGreaterThan(0);

    // Moves the price slider up: the payment grows at once.
    const priceSlider = page.getByRole("slider", { name: "Стоимость предмета лизинга" });
    await priceSlider.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(async () => rub(await payment(page))).toBeGreaterThan(before);
    const pricier = rub(await payment(page));
    expect(await page.getByRole("textbox", { name: "Стоимость предмета лизинга" }).inputValue()).toBe(
      "3\u00a0200\u00a0000",
    );

    // And the term slider: a longer term, a smaller payment.
    const termSlider = page.getByRole("slider", { name: "Срок лизинга" });
    await termSlider.focus();
    await page.keyboard.press("End");
    await expect.poll(async () => rub(await payment(page))).toBeLessThan(pricier);
    const chosen = rub(await payment(page));

    // «Оформить заявку» opens the request with the calculator's terms.
    await page.getByRole("link", { name: "Оформить заявку" }).filter({ visible: true }).first().click();
    await modal(page).getByRole("heading", { name: "Заявка на лизинг" }).waitFor();
    await modal(page).getByText("3 200 000 ₽, аванс 20 %, 60 мес., аннуитетный график").waitFor();

    // A bad phone: the Russian message beside the field, and nothing is sent.
    await modal(page).getByLabel("ИНН").fill("7707083893");
    await modal(page).getByLabel("Как к вам обращаться").fill("Иван Петров");
    await modal(page).getByLabel("Телефон").fill("123");
    await modal(page)
      .getByLabel(/обработку персональных данных/)
      .check();
    await modal(page).getByRole("button", { name: "Отправить заявку" }).click();
    await modal(page).getByText("Укажите российский номер телефона: +7 и 10 цифр").waitFor();
    await expect
      .poll(() =>
        modal(page)
          .getByLabel("Телефон")
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    expect(leadPosts).toEqual([]);

    // Fixed: sent without a reload; the confirmation names the stored lead and its campaign.
    await modal(page).getByLabel("Телефон").fill("8 (916) 123-45-67");
    await expect.poll(() => modal(page).getByText("Укажите российский номер телефона").count()).toBe(0);
    await modal(page).getByRole("button", { name: "Отправить заявку" }).click();
    const confirmation = modal(page).getByRole("status");
    await confirmation.getByText(/^Заявка Л-\d{4}-[0-9A-Z]{4} принята$/).waitFor();
    expect(await confirmation.textContent()).toContain("Спасибо! Менеджер свяжется с вами");
    expect(await confirmation.textContent()).toContain("Переход по рекламе: autumn (cpc)");
    expect(leadPosts).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/calculator");
    // The page behind kept its figures.
    expect(rub(await payment(page))).toBe(chosen);

    await modal(page).getByRole("button", { name: "Готово" }).click();
    await expect.poll(() => modal(page).isVisible()).toBe(false);
    expect(consoleErrors, consoleErrors.join("\n")).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the server checks the form, keeps what was typed and stores the lead", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/calculator?type=trucks&price=12500000&advance=30&term=48&utm_campaign=spring&utm_medium=email");
    expect(rub(await payment(page))).toBe(259_868);

    // The «Оформить заявку» link leads to the request page with the terms; the UTM come from the referrer.
    await page.getByRole("link", { name: "Оформить заявку" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Заявка на лизинг" }).waitFor();
    await page.getByText("12 500 000 ₽, аванс 30 %, 48 мес., аннуитетный график").waitFor();

    await page.getByRole("main").getByLabel("ИНН").fill("7707083893");
    await page.getByRole("main").getByLabel("Как к вам обращаться").fill("Ольга");
    await page.getByRole("main").getByLabel("Телефон").fill("+1 202 555 0123");
    await page
      .getByRole("main")
      .getByLabel(/обработку персональных данных/)
      .check();
    await page.getByRole("button", { name: "Отправить заявку" }).click();
    await page.getByText("Укажите российский номер телефона: +7 и 10 цифр").waitFor();
    expect(await page.getByRole("main").getByLabel("ИНН").inputValue()).toBe("7707083893");
    expect(
      await page
        .getByRole("main")
        .getByLabel(/обработку персональных данных/)
        .isChecked(),
    ).toBe(true);

    await page.getByRole("main").getByLabel("Телефон").fill("+7 916 123-45-67");
    await page.getByRole("button", { name: "Отправить заявку" }).click();
    await page.getByText(/^Заявка Л-\d{4}-[0-9A-Z]{4} принята$/).waitFor();
    await page.getByText("Переход по рекламе: spring (email)").waitFor();
    await context.close();
  });
});
