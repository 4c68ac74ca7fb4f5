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

const PATH = "/vacancies/questionnaire";

const stepTitle = (page: Page) => page.locator("#candidate-step-title");
const next = (page: Page) => page.getByRole("button", { name: "Далее" });

/** The form is enabled once the stored draft has been read back (after hydration). */
async function waitForDraft(page: Page) {
  await page.locator("fieldset[aria-busy='false']").waitFor();
}

/** redux-remember writes the draft shortly after each change; a reload must not outrun it. */
async function waitUntilStored(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("leasing:v1:candidate") ?? ""), { timeout: 5_000 })
    .toContain(text);
}

describe("candidate questionnaire", () => {
  it("keeps the answers of two steps across a reload, then is completed and sent", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(PATH);
    await page.getByRole("heading", { level: 1, name: "Анкета кандидата" }).waitFor();
    await waitForDraft(page);
    await expect.poll(() => stepTitle(page).textContent()).toBe("Город и вакансия");

    // Step 1: a step with nothing chosen is refused with a Russian message at the field.
    await next(page).click();
    await page.getByText("Выберите город, в котором хотите работать").waitFor();
    const city = page.getByLabel("Город, в котором хотите работать");
    const cityValue = await city.locator("option").nth(1).getAttribute("value");
    await city.selectOption(cityValue ?? "");
    const vacancy = page.getByLabel("Вакансия", { exact: true });
    const vacancyOptions = await vacancy.locator("option").count();
    if (vacancyOptions > 1) await vacancy.selectOption({ index: 1 });
    const vacancyValue = await vacancy.inputValue();
    await next(page).click();

    // Step 2: personal data; a bad phone first.
    await expect.poll(() => stepTitle(page).textContent()).toBe("О себе");
    await page.getByLabel("Фамилия").fill("Соколова");
    await page.getByRole("textbox", { name: "Имя", exact: true }).fill("Мария");
    await page.getByLabel("Отчество").fill("Андреевна");
    await page.getByLabel("Дата рождения").fill("1994-03-12");
    await page.getByLabel("Гражданство").fill("Российская Федерация");
    await page.getByLabel("Мобильный телефон").fill("12345");
    await page.getByLabel("Электронная почта").fill("m.sokolova@mail.ru");
    await next(page).click();
    await page.getByText("Укажите российский номер: +7 и 10 цифр, например +7 916 123-45-67").waitFor();
    expect(await page.getByLabel("Мобильный телефон").getAttribute("aria-invalid")).toBe("true");
    await page.getByLabel("Мобильный телефон").fill("8 916 555-12-34");
    await next(page).click();
    await expect.poll(() => stepTitle(page).textContent()).toBe("Семья");
    await page.getByText(/Черновик сохранён сегодня в \d{1,2}:\d{2}/).waitFor();
    await waitUntilStored(page, '"currentStep":2');

    // A reload (or a visit the next day) comes back to the same step with every answer in place.
    await page.reload();
    await waitForDraft(page);
    await expect.poll(() => stepTitle(page).textContent()).toBe("Семья");
    await page.getByRole("button", { name: /О себе/ }).click();
    await expect.poll(() => page.getByLabel("Фамилия").inputValue()).toBe("Соколова");
    expect(await page.getByRole("textbox", { name: "Имя", exact: true }).inputValue()).toBe("Мария");
    expect(await page.getByLabel("Дата рождения").inputValue()).toBe("1994-03-12");
    expect(await page.getByLabel("Мобильный телефон").inputValue()).toBe("8 916 555-12-34");
    await page.getByRole("button", { name: /Вакансия/ }).click();
    await expect.poll(() => page.getByLabel("Город, в котором хотите работать").inputValue()).toBe(cityValue);
    expect(await page.getByLabel("Вакансия", { exact: true }).inputValue()).toBe(vacancyValue);

    // On to the end.
    await next(page).click();
    await next(page).click();
    await expect.poll(() => stepTitle(page).textContent()).toBe("Семья");
    const mother = page.getByRole("group", { name: "Мать" });
    await mother.getByLabel("ФИО").fill("Соколова Ирина Викторовна");
    await mother.getByLabel("Год рождения").fill("1968");
    await page.getByRole("button", { name: "Добавить брата или сестру" }).click();
    const siblings = page.getByRole("group", { name: "Братья и сёстры" });
    await siblings.getByLabel("ФИО").fill("Соколов Илья Андреевич");
    await siblings.getByLabel("Год рождения").fill("1998");
    await page.getByRole("button", { name: "Добавить ребёнка" }).click();
    await page.getByRole("button", { name: "Удалить: ребёнок 1" }).click();
    await next(page).click();

    await expect.poll(() => stepTitle(page).textContent()).toBe("Образование");
    await page.getByRole("textbox", { name: "Учебное заведение", exact: true }).fill("Финансовый университет");
    await page.getByLabel("Специальность").fill("Экономика");
    await page.getByLabel("Год поступления").fill("2011");
    await page.getByLabel("Год окончания").fill("2015");
    await next(page).click();

    await expect.poll(() => stepTitle(page).textContent()).toBe("Опыт работы");
    await page.getByLabel("Организация").fill("ООО «Автолизинг»");
    await page.getByLabel("Должность").fill("Менеджер по работе с клиентами");
    await page.getByLabel("Начало работы").fill("2019-09");
    await page.getByLabel("Причина ухода").fill("Переезд");
    await next(page).click();

    // The address with a suggestion from the gazetteer, chosen with the keyboard.
    await expect.poll(() => stepTitle(page).textContent()).toBe("Адрес");
    const registration = page.getByRole("combobox", { name: "Адрес регистрации" });
    await registration.pressSequentially("москва тверская 7", { delay: 20 });
    await page.getByRole("option", { name: /г Москва, ул Тверская, д 7/ }).waitFor();
    await registration.press("ArrowDown");
    await registration.press("Enter");
    await expect.poll(() => registration.inputValue()).toBe("г Москва, ул Тверская, д 7");
    await page.getByLabel("Фактический адрес совпадает с адресом регистрации").check();

    // Without the consent nothing is sent.
    await page.getByRole("button", { name: "Отправить анкету" }).click();
    await page.getByText("Без согласия на обработку персональных данных мы не сможем рассмотреть анкету").waitFor();
    await page.getByLabel(/согласие на обработку персональных данных/).check();
    await page.getByRole("button", { name: "Отправить анкету" }).click();

    await page.getByRole("heading", { name: "Анкета отправлена" }).waitFor();
    const status = page.getByRole("region", { name: "Анкета отправлена" }).getByRole("status");
    await expect.poll(() => status.textContent()).toMatch(/Анкета № К-\d{4}-\d{6}/);
    expect(await status.textContent()).toContain("Спасибо, Мария!");

    // The answers are gone from the device; the acknowledgement stays.
    await waitUntilStored(page, '"id":"К-');
    const stored = await page.evaluate(() => localStorage.getItem("leasing:v1:candidate") ?? "");
    expect(stored).not.toContain("Соколова");
    await page.reload();
    await page.getByRole("heading", { name: "Анкета отправлена" }).waitFor();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("asks before clearing the draft", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(PATH);
    await waitForDraft(page);
    const city = page.getByLabel("Город, в котором хотите работать");
    await city.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Очистить анкету" }).click();
    const dialog = page.getByRole("dialog", { name: "Очистить анкету?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Отмена" }).click();
    expect(await city.inputValue()).not.toBe("");
    await page.getByRole("button", { name: "Очистить анкету" }).click();
    await dialog.getByRole("button", { name: "Очистить", exact: true }).click();
    await expect.poll(() => city.inputValue()).toBe("");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
