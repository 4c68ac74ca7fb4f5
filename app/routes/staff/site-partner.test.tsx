import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * The partner's form against the real API: a partner written from scratch with its cities and benefits one a line,
 * saved as a draft (not on the site) and published (the public partners service opens it).
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

describe("the partner's form", () => {
  it("saves a draft with cities and benefits one a line, then publishes it", async () => {
    const { user } = await app.renderPage("/staff/site/partners/new", { as: "content@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Новый партнёр" });
    await user.type(screen.getByLabelText(/^Код/), "volga-bank");
    await user.selectOptions(screen.getByRole("combobox", { name: /^Вид партнёра/ }), "Банк");
    await user.type(screen.getByLabelText(/^Название/), "Банк «Волга»");
    await user.type(screen.getByLabelText(/^Анонс/), "Кредиты для лизингополучателей.");
    await user.type(screen.getByRole("textbox", { name: /^Описание/ }), "Партнёр **с 2020 года**.");
    await user.type(screen.getByLabelText(/^Города/), "Казань{Enter}{Enter}Самара");
    await user.type(screen.getByLabelText(/^Преимущества/), "Ставка от 9 %");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));

    await screen.findByRole("heading", { level: 1, name: "Банк «Волга»" });
    expect(await screen.findByText("Сохранено.")).toBeTruthy();
    expect(await app.services.content.partners.detail("volga-bank")).toBeNull();

    const card = screen.getByRole("region", { name: "Публикация" });
    await user.click(within(card).getByRole("button", { name: "Опубликовать" }));
    expect(await within(card).findByText("Партнёр на сайте.")).toBeTruthy();
    const shown = await app.services.content.partners.detail("volga-bank");
    expect(shown?.item).toMatchObject({ kind: "bank", cities: ["Казань", "Самара"], benefits: ["Ставка от 9 %"] });
    expect(shown?.item.html).toContain("<strong>с 2020 года</strong>");
  });
});
