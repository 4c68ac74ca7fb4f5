import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffCatalogOptions } from "../../../contract/staff-catalog.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * The catalogue in the back office, against the real API and the demo stock: the list with its filters and empty
 * result, a used vehicle added through the form (the trim picked by model), refused input shown on the fields, a
 * price edited, the sale and its return, removal after a confirmation, and the section closed to other roles.
 */

let app: AccountApp;
let options: StaffCatalogOptions;
const CONTENT = { as: "content@example.com" };

beforeAll(async () => {
  app = await startAccountApp();
  options = await app.services.catalogStaff.options();
});
afterAll(() => app?.close());

/** A trim with several colours, the model's select label and the trim's option label. */
function pickTrim() {
  const trim = options.complectations.find((t) => t.section === "cars" && t.colors.length > 1);
  if (!trim) throw new Error("the demo has no trim with colours");
  return trim;
}

describe("the catalogue in the back office", () => {
  it("lists the vehicles, searches and filters them, and says when nothing matches", async () => {
    const { user } = await app.renderPage("/staff/vehicles", CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Каталог" });
    const table = await screen.findByRole("table", { name: "Автомобили каталога" });
    expect(within(table).getAllByRole("row").length).toBe(21);
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Каталог" }).getAttribute("href")).toBe("/staff/vehicles");

    // The newest vehicles are used ones: trucks on the first page prove the filter applied.
    await user.selectOptions(screen.getByRole("combobox", { name: "Раздел" }), "Грузовые и коммерческие");
    await waitFor(() => {
      const rows = within(screen.getByRole("table", { name: "Автомобили каталога" }))
        .getAllByRole("row")
        .slice(1);
      expect(rows.every((r) => within(r).queryByText("Грузовые и коммерческие") !== null)).toBe(true);
    });

    await user.type(screen.getByRole("searchbox", { name: "Марка, модель, VIN или ключ" }), "нет такого{Enter}");
    expect(await screen.findByText("По этим условиям автомобилей нет")).toBeTruthy();
  });

  it("adds a used vehicle through the form: refused input on its fields, then saved and opened", async () => {
    const trim = pickTrim();
    const { user } = await app.renderPage("/staff/vehicles/new", CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Новый автомобиль" });
    const form = await screen.findByRole("form", { name: "Автомобиль" });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Состояние" }), "С пробегом");
    await user.selectOptions(
      within(form).getByRole("combobox", { name: /Марка и модель/ }),
      `${trim.brand} ${trim.model}`,
    );
    const trimSelect = within(form).getByRole("combobox", { name: /Комплектация/ });
    await user.selectOptions(trimSelect, trim.slug);
    await user.selectOptions(within(form).getByRole("combobox", { name: /Цвет/ }), trim.colors[1]?.slug as string);
    await user.type(within(form).getByRole("textbox", { name: /Цена, ₽/ }), "1 850 000");
    await user.type(within(form).getByRole("textbox", { name: /Год выпуска/ }), String(options.maxYear + 1));
    await user.type(within(form).getByRole("textbox", { name: /Пробег/ }), "35000");
    await user.type(within(form).getByRole("textbox", { name: /VIN/ }), "XW8ZZZ61ZKG12345");
    await user.selectOptions(within(form).getByRole("combobox", { name: /Город/ }), "Казань");
    await user.selectOptions(within(form).getByRole("combobox", { name: /Техническое состояние/ }), "Хорошее");
    await user.selectOptions(within(form).getByRole("combobox", { name: /Руль/ }), "Левый");
    await user.click(within(form).getByRole("button", { name: "Добавить в каталог" }));

    // The contract catches the VIN in the browser; the server refuses the year (after the model's range).
    const vin = within(form).getByRole("textbox", { name: /VIN/ });
    await waitFor(() => expect(vin.getAttribute("aria-invalid")).toBe("true"));
    await user.type(vin, "6");
    await user.click(within(form).getByRole("button", { name: "Добавить в каталог" }));
    const year = within(form).getByRole("textbox", { name: /Год выпуска/ });
    await waitFor(() => expect(year.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(`Год выпуска: не позже ${options.maxYear}`, { selector: "li" })).toBeTruthy();
    await user.clear(year);
    await user.type(year, String(Math.max(trim.since, options.maxYear - 2)));
    await user.click(within(form).getByRole("button", { name: "Добавить в каталог" }));

    await screen.findByRole("heading", { level: 1, name: `${trim.brand} ${trim.model}, ${trim.name}` });
    expect(screen.getByText("Автомобиль добавлен")).toBeTruthy();
    const sale = screen.getByRole("region", { name: "Продажа" });
    expect(within(sale).getByText("В продаже")).toBeTruthy();
    const href = within(sale)
      .getByRole("link", { name: /Открыть на сайте/ })
      .getAttribute("href") as string;
    const key = href.replace("/catalog/vehicle/", "");
    const detail = await app.services.catalog.detail(key);
    expect(detail?.item).toMatchObject({ price: 1_850_000, identifier: "XW8ZZZ61ZKG123456", mileage: 35_000 });
  });

  it("edits the price, marks the vehicle sold and returns it, then removes it after a confirmation", async () => {
    const [first] = (await app.services.catalogStaff.list({ section: "used" }, 1)).items;
    if (!first) throw new Error("no used vehicle");
    const { user } = await app.renderPage(`/staff/vehicles/${first.id}`, CONTENT);
    await screen.findByRole("heading", { level: 1, name: first.title });
    const form = await screen.findByRole("form", { name: "Автомобиль" });
    const photos = await screen.findByRole("region", { name: "Фотографии" });
    expect(await within(photos).findByLabelText("Добавить фотографии")).toBeTruthy();
    const price = within(form).getByRole("textbox", { name: /Цена, ₽/ });
    expect((price as HTMLInputElement).value).toBe(String(first.price));
    await user.clear(price);
    await user.type(price, String(first.price - 50_000));
    await user.click(within(form).getByRole("button", { name: "Сохранить" }));
    expect(await within(form).findByText("Изменения уже в каталоге на сайте.")).toBeTruthy();
    expect((await app.services.catalog.detail(first.key))?.item.price).toBe(first.price - 50_000);

    const sale = screen.getByRole("region", { name: "Продажа" });
    await user.click(within(sale).getByRole("button", { name: "Отметить проданным" }));
    await within(sale).findByRole("button", { name: "Вернуть в продажу" });
    expect(within(sale).getByText(/^Продан/)).toBeTruthy();
    expect(within(sale).queryByRole("link", { name: /Открыть на сайте/ })).toBeNull();
    expect(await app.services.catalog.detail(first.key)).toBeNull();
    await user.click(within(sale).getByRole("button", { name: "Вернуть в продажу" }));
    await within(sale).findByRole("button", { name: "Отметить проданным" });
    expect(await app.services.catalog.detail(first.key)).not.toBeNull();

    await user.click(screen.getByRole("button", { name: "Удалить автомобиль" }));
    const dialog = await screen.findByRole("dialog", { name: "Удалить автомобиль?" });
    await user.click(within(dialog).getByRole("button", { name: "Да, удалить" }));
    await screen.findByRole("heading", { level: 1, name: "Каталог" });
    expect(await app.services.catalogStaff.detail(first.id)).toBeNull();
    expect(await app.services.catalog.detail(first.key)).toBeNull();
  });

  it("an unknown vehicle says so", async () => {
    await app.renderPage("/staff/vehicles/1999999", CONTENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Автомобиль не найден" })).toBeTruthy();
  });

  it("answers 403 to an employee without the content role; the section is not in their navigation", async () => {
    await app.renderPage("/staff/vehicles", { as: "sales@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Каталог" })).toBeNull();
  });
});
