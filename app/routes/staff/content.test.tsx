import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffContentListResponse } from "../../../contract/staff-content.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * «Публикации» against the real API and the seeded content: the tabs per kind, the list with its search, the state
 * filter and its empty result, what HR sees (vacancies only), and the sections in the navigation.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const CONTENT = { as: "content@example.com" };

describe("the content lists", () => {
  it("shows news by default with tabs per kind, each item with its date, state and address", async () => {
    const news: StaffContentListResponse = await app.services.staffContent.list("news", {}, 1);
    const first = news.items[0];
    if (!first) throw new Error("no seeded news");
    await app.renderPage("/staff/content", CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Публикации сайта" });
    const tabs = screen.getByRole("tablist", { name: "Разделы публикаций" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Новости", "СМИ о нас", "Гид по лизингу", "Страницы", "Словарь", "Вакансии"]);
    expect(within(tabs).getByRole("tab", { name: "Новости" }).getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "Новости" });
    const row = within(table).getByRole("link", { name: first.title }).closest("tr") as HTMLElement;
    expect(within(row).getByRole("link", { name: first.title }).getAttribute("href")).toBe(
      `/staff/content/news/${first.id}`,
    );
    expect(within(row).getByText(first.date?.split("-").reverse().join(".") ?? "")).toBeTruthy();
    expect(within(row).getByText("На сайте")).toBeTruthy();
    expect(within(row).getByText(first.url)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Добавить новость" }).getAttribute("href")).toBe("/staff/content/news/new");
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Публикации" }).getAttribute("href")).toBe("/staff/content");
    expect(within(nav).getByRole("link", { name: "Вакансии" }).getAttribute("href")).toBe("/staff/content/vacancies");
  });

  it("a tab is an address: pages have no state filter and no «Добавить»", async () => {
    await app.renderPage("/staff/content/pages", CONTENT);
    const table = await screen.findByRole("table", { name: "Страницы" });
    expect(within(table).getByRole("link", { name: "О компании «Лизинг-Авто»" }).getAttribute("href")).toMatch(
      /^\/staff\/content\/pages\/\d+$/,
    );
    expect(screen.queryByLabelText("Состояние")).toBeNull();
    expect(screen.queryByRole("link", { name: /^Добавить/ })).toBeNull();
  });

  it("searches and filters drafts through the address; nothing found offers the reset", async () => {
    const { user } = await app.renderPage("/staff/content/guides", CONTENT);
    await screen.findByRole("table", { name: "Гид по лизингу" });
    await user.type(screen.getByLabelText("Заголовок или адрес"), "нет-такой-статьи{Enter}");
    expect(await screen.findByText("По этим условиям ничего нет")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Сбросить фильтры" }));
    await screen.findByRole("table", { name: "Гид по лизингу" });
    // The seed has no drafts: the filter applies as soon as it is chosen and finds none.
    await user.selectOptions(screen.getByLabelText("Состояние"), "no");
    await waitFor(() => expect(screen.getByText("По этим условиям ничего нет")).toBeTruthy());
  });

  it("HR sees the vacancies only: no tabs, and the news list answers «no access»", async () => {
    await app.renderPage("/staff/content/vacancies", { as: "hr@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Вакансии" });
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(await screen.findByRole("table", { name: "Вакансии" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Публикации" })).toBeNull();
    await app.renderPage("/staff/content", { as: "hr@example.com" });
    expect(await screen.findByText(/недоступ/i)).toBeTruthy();
  });
});
