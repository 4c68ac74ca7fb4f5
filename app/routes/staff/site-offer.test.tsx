import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, moscowDate } from "../../../core/calendar-dates.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * The special offer's form against the real API: the form's own checks (a last day before the first on its field),
 * a code another offer has refused by the server on its field, the draft saved and then published — and the public
 * offers service listing it at once — and an unknown offer.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const CONTENT = { as: "content@example.com" };
/** What a person types into a ДД.ММ.ГГГГ field for an ISO date: the digits, the dots come by themselves. */
const typed = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

describe("the offer's form", () => {
  it("checks the fields, saves a draft, publishes it, and the site lists it", async () => {
    const today = moscowDate();
    const { user } = await app.renderPage("/staff/site/offers/new", CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Новое спецпредложение" });

    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Проверьте поля")).toBeTruthy();
    expect(screen.getByLabelText(/^Заголовок/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Код: не короче 2 символов")).toBeTruthy();

    await user.type(screen.getByLabelText(/^Код/), "kamaz-k5-avans-5");
    await user.type(screen.getByLabelText(/^Заголовок/), "Зимняя программа для самосвалов");
    await user.type(screen.getByLabelText(/^Анонс/), "Аванс от 10 % до конца зимы.");
    await user.type(screen.getByLabelText(/^Плашка/), "Аванс от 10 %");
    await user.type(screen.getByRole("textbox", { name: /^Текст/ }), "Условия **для всех** регионов.");
    await user.click(screen.getByRole("button", { name: "Добавить условие" }));
    await user.type(screen.getByLabelText("Условие 1"), "Срок");
    await user.type(screen.getByLabelText("Значение условия 1"), "до 60 месяцев");
    await user.type(screen.getByLabelText(/^Первый день/), typed(addDays(today, -1)));
    await user.type(screen.getByLabelText(/^Последний день/), typed(addDays(today, -3)));
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Последний день: не раньше первого дня")).toBeTruthy();
    expect(screen.getByLabelText(/^Последний день/).getAttribute("aria-invalid")).toBe("true");

    const last = screen.getByLabelText(/^Последний день/);
    await user.clear(last);
    await user.type(last, typed(addDays(today, 30)));
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    // The server knows the code is taken: its message on the code's field.
    expect(await screen.findByText("Код: такой код уже у другого предложения — выберите другой")).toBeTruthy();
    const code = screen.getByLabelText(/^Код/);
    expect(code.getAttribute("aria-invalid")).toBe("true");
    await user.clear(code);
    await user.type(code, "zima-samosvaly");

    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await screen.findByRole("heading", { level: 1, name: "Зимняя программа для самосвалов" });
    expect(await screen.findByText("Сохранено.")).toBeTruthy();
    const card = screen.getByRole("region", { name: "Публикация" });
    expect(within(card).getByText("Состояние: Не опубликовано.")).toBeTruthy();
    expect((await app.services.content.offers.list()).list.map((o) => o.code)).not.toContain("zima-samosvaly");

    await user.click(within(card).getByRole("button", { name: "Опубликовать" }));
    expect(await within(card).findByText("Состояние: На сайте.")).toBeTruthy();
    expect(
      within(card)
        .getByRole("link", { name: /Открыть на сайте/ })
        .getAttribute("href"),
    ).toBe("/offers/zima-samosvaly/");
    const detail = await app.services.content.offers.detail("zima-samosvaly");
    expect(detail?.item.html).toContain("<strong>для всех</strong>");
    expect(detail?.item.conditions).toEqual([{ label: "Срок", value: "до 60 месяцев" }]);
  });

  it("says so for an offer that is not there", async () => {
    await app.renderPage("/staff/site/offers/999999", CONTENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Предложение не найдено" })).toBeTruthy();
  });
});
