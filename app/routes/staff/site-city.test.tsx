import { cleanup, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * A city and its offices against the real API: a renamed city in the public city list at once, a new office on its
 * city's public contacts, a removal the server refuses (a city with offices) said in Russian.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const CONTENT = { as: "content@example.com" };

async function cityId(name: string): Promise<number> {
  const city = (await app.services.cities.list()).find((c) => c.name === name);
  if (!city) throw new Error(`no city ${name}`);
  return city.id;
}

describe("a city and its offices", () => {
  it("renames a city and the public list shows the new name at once", async () => {
    const id = await cityId("Самара");
    const { user } = await app.renderPage(`/staff/site/cities/${id}`, CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Самара" });
    const name = screen.getByLabelText(/^Название/);
    await user.clear(name);
    await user.type(name, "Самара-Городок");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Сохранено.")).toBeTruthy();
    expect((await app.services.cities.list()).map((c) => c.name)).toContain("Самара-Городок");
  });

  it("refuses to remove a city with offices, in Russian", async () => {
    const { user } = await app.renderPage(`/staff/site/cities/${await cityId("Казань")}`, CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Казань" });
    await user.click(screen.getByRole("button", { name: "Удалить город" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Город с офисами удалить нельзя");
  });

  it("adds an office from the city's page; it is on the city's public contacts", async () => {
    const id = await cityId("Казань");
    await app.renderPage(`/staff/site/cities/${id}`, CONTENT);
    const offices = await screen.findByRole("region", { name: "Офисы" });
    const add = within(offices).getByRole("link", { name: "Добавить офис" });
    expect(add.getAttribute("href")).toBe(`/staff/site/offices/new?cityId=${id}`);
    cleanup();

    const { user } = await app.renderPage(`/staff/site/offices/new?cityId=${id}`, CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Новый офис" });
    expect(await screen.findByRole("option", { name: "Казань", selected: true })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(await screen.findByText("Проверьте поля")).toBeTruthy();

    await user.type(screen.getByLabelText(/^Название/), "Офис на Баумана");
    await user.type(screen.getByLabelText(/^Адрес/), "420111, г. Казань, ул. Баумана, д. 5");
    await user.type(screen.getByLabelText(/^Телефоны/), "+7 843 000-00-05");
    await user.type(screen.getByLabelText(/^E-mail/), "kazan2@leasing-auto.ru");
    await user.type(screen.getByLabelText(/^Широта/), "55,7887");
    await user.type(screen.getByLabelText(/^Долгота/), "49.1221");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    await screen.findByRole("heading", { level: 1, name: "Офис на Баумана" });
    const city = await app.services.cities.byId(id);
    if (!city) throw new Error("no Kazan");
    const contacts = await app.services.cities.contacts(city);
    expect(contacts.offices.find((o) => o.title === "Офис на Баумана")).toMatchObject({
      phones: ["+7 843 000-00-05"],
      lat: 55.7887,
    });
  });
});
