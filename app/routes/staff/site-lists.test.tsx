import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * The «Сайт» section's lists against the real API and the seeded content: the tabs as addresses, the offers'
 * search and empty result, the moderation of a review sent by the public form (publish → on the public reviews),
 * the cities, and who may open the section.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const CONTENT = { as: "content@example.com" };

describe("the site's lists", () => {
  it("opens on the offers, searches them, and says when nothing matches", async () => {
    const { user } = await app.renderPage("/staff/site", CONTENT);
    await screen.findByRole("heading", { level: 1, name: "Сайт" });
    const tabs = screen.getByRole("tablist", { name: "Разделы сайта" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Предложения", "Партнёры", "Отзывы", "Города и офисы"]);
    const table = await screen.findByRole("table", { name: "Спецпредложения" });
    const link = within(table).getByRole("link", { name: "КАМАЗ поколения К5 с авансом от 5 %" });
    expect(link.getAttribute("href")).toMatch(/^\/staff\/site\/offers\/\d+$/);

    await user.type(screen.getByRole("searchbox", { name: "Заголовок или код" }), "КАМАЗ{Enter}");
    await waitFor(() => {
      const rows = within(screen.getByRole("table", { name: "Спецпредложения" }))
        .getAllByRole("row")
        .slice(1);
      expect(rows.every((r) => /КАМАЗ/.test(r.textContent ?? ""))).toBe(true);
    });
    const again = screen.getByRole("searchbox", { name: "Заголовок или код" });
    await user.clear(again);
    await user.type(again, "нет такого{Enter}");
    expect(await screen.findByText("По этим условиям предложений нет")).toBeTruthy();
  });

  it("moderates a review the public form sent: first in the queue, published it is on the site", async () => {
    await app.services.limiter.reset("lead:local");
    await app.services.leads.submit(
      "reviews",
      {
        name: "Игорь Проверочный",
        rating: 5,
        text: "Быстро одобрили лизинг, спасибо менеджеру Ольге!",
        consentPersonalData: true,
      } as never,
      { address: "local" },
    );
    const { user } = await app.renderPage("/staff/site/reviews", CONTENT);
    const list = await screen.findByRole("list", { name: "Отзывы клиентов" });
    const first = within(list).getAllByRole("listitem")[0] as HTMLElement;
    expect(within(first).getByRole("heading", { name: "Игорь Проверочный" })).toBeTruthy();
    expect(within(first).getByText("На модерации")).toBeTruthy();
    expect(screen.getByText("На модерации: 1")).toBeTruthy();

    await user.click(within(first).getByRole("button", { name: /^Опубликовать/ }));
    expect(await screen.findByText("Отзыв опубликован.")).toBeTruthy();
    const published = await app.services.content.reviews.list(1);
    expect(published?.list[0]?.author).toBe("Игорь Проверочный");
  });

  it("lists the cities with their offices and the default one, and searches them", async () => {
    const { user } = await app.renderPage("/staff/site/cities", CONTENT);
    const table = await screen.findByRole("table", { name: "Города и офисы" });
    const moscow = within(table).getByRole("link", { name: "Москва" }).closest("tr") as HTMLElement;
    expect(within(moscow).getByText("Основной город")).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Города и офисы" }).getAttribute("aria-selected")).toBe("true");

    await user.type(screen.getByRole("searchbox", { name: "Город или регион" }), "Урал{Enter}");
    expect(await screen.findByText("Таких городов нет")).toBeTruthy();
    const again = screen.getByRole("searchbox", { name: "Город или регион" });
    await user.clear(again);
    await user.type(again, "Свердлов{Enter}");
    await waitFor(() => {
      const rows = within(screen.getByRole("table", { name: "Города и офисы" }))
        .getAllByRole("row")
        .slice(1);
      expect(rows.map((r) => within(r).getByRole("link").textContent)).toEqual(["Екатеринбург"]);
    });
  });

  it("answers 403 to an employee without the content role; the section is not in their navigation", async () => {
    await app.renderPage("/staff/site", { as: "sales@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Сайт" })).toBeNull();
  });

  it("the overview of a content editor counts the reviews awaiting moderation and leads to them", async () => {
    const waiting = (await app.services.siteStaff.reviews.list({ status: "new" }, 1)).counts.new;
    await app.renderPage("/staff", CONTENT);
    const card = await screen.findByRole("region", { name: "Отзывы" });
    expect(await within(card).findByText("На модерации")).toBeTruthy();
    expect(within(card).getByText(String(waiting))).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Открыть очередь" }).getAttribute("href")).toBe(
      "/staff/site/reviews?status=new",
    );
  });

  it("shows the section in the content editor's navigation", async () => {
    await app.renderPage("/staff/site/partners", CONTENT);
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Сайт" }).getAttribute("href")).toBe("/staff/site");
    expect(await screen.findByRole("table", { name: "Партнёры" })).toBeTruthy();
  });
});
