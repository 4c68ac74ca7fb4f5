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

const progress = (page: Page) => page.getByText(/^Вопрос \d из \d$/);

/** The answers of a company on ОСНО that wants the tax advantages: leasing. */
const LEASING_ANSWERS = [
  "Компания на общей системе (ОСНО), платит НДС",
  "Ничего или до 10 % стоимости",
  "Больше 2 лет",
  "Сэкономить на налогах: НДС к вычету и расходы в затратах",
  "В ближайшие дни",
  "Пусть всё оформит лизинговая компания",
];

describe("quizzes", () => {
  it("a person picks a quiz, answers question by question and sees the result with a call to action", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/quiz");
    await page.getByRole("heading", { level: 1, name: "Тесты для бизнеса" }).waitFor();
    expect(
      await page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .count(),
    ).toBe(3);
    await page.getByRole("link", { name: "Лизинг или кредит?" }).click();
    await page.getByRole("heading", { level: 1, name: "Лизинг или кредит?" }).waitFor();
    await expect.poll(() => progress(page).textContent()).toBe("Вопрос 1 из 6");

    // «Далее» without an answer: a Russian message, still on the first question.
    await page.getByRole("button", { name: "Далее" }).click();
    await page.getByRole("alert").getByText("Выберите один из вариантов ответа").waitFor();
    expect(await progress(page).textContent()).toBe("Вопрос 1 из 6");

    for (const [index, answer] of LEASING_ANSWERS.entries()) {
      await expect.poll(() => progress(page).textContent()).toBe(`Вопрос ${index + 1} из 6`);
      const radio = page.getByRole("radio", { name: answer });
      if (index % 2 === 0) {
        await radio.check();
      } else {
        // The keyboard: focus the group, arrows to the answer, Space to choose it.
        await page.getByRole("radio").first().focus();
        const names = await page
          .getByRole("radio")
          .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? ""));
        await page.keyboard.press("Space");
        for (let k = 0; k < names.indexOf(answer); k++) await page.keyboard.press("ArrowDown");
        expect(await radio.isChecked()).toBe(true);
      }
      if (index === 2) {
        // «Назад» keeps the earlier answer.
        await page.getByRole("button", { name: "Назад" }).click();
        await expect.poll(() => progress(page).textContent()).toBe("Вопрос 2 из 6");
        const previous = page.getByRole("radio", { name: LEASING_ANSWERS[1] });
        expect(await previous.isChecked()).toBe(true);
        await previous.press("Enter");
        await expect.poll(() => progress(page).textContent()).toBe("Вопрос 3 из 6");
        expect(await radio.isChecked()).toBe(true);
      }
      // Enter in the group presses the default button: «Далее», then «Узнать результат».
      await radio.press("Enter");
    }

    await page.getByRole("heading", { name: "Вам подойдёт лизинг" }).waitFor();
    expect(await page.getByText("Что мы советуем").count()).toBe(1);
    const cta = page.getByRole("link", { name: "Оставить заявку" });
    expect(await cta.getAttribute("href")).toBe("/calculator");

    // Again, from the start.
    await page.getByRole("link", { name: "Пройти ещё раз" }).click();
    await expect.poll(() => progress(page).textContent()).toBe("Вопрос 1 из 6");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("works before JavaScript: each button posts the form and the server answers the next question", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/quiz/leasing-readiness");
    const answers = ["Больше 2 лет", "С прибылью", "Нет", "20 % и больше", "Всё под рукой", "Стабильная или растёт"];
    for (const [index, answer] of answers.entries()) {
      await expect.poll(() => progress(page).textContent()).toBe(`Вопрос ${index + 1} из 6`);
      await page.getByRole("radio", { name: answer }).check();
      await page.getByRole("button", { name: index === answers.length - 1 ? "Узнать результат" : "Далее" }).click();
    }
    await page.getByRole("heading", { name: "Компания готова к лизингу" }).waitFor();
    await context.close();
  });
});
