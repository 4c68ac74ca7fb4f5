import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffLeadResponse, StaffLeadsListResponse } from "../../../contract/staff-leads.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * The sales inbox in the back office, against the real API and the demo leads: the list with its source and
 * duplicate flag, a filter in the address, a lead's data with the calculator's estimate, «Взять в работу», a status
 * with a comment and a comment alone landing in the history, and the dashboard's chart with its table.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const SALES = { as: "sales@example.com" };

describe("the leads inbox", () => {
  it("lists the leads newest first with the client, the source, the status and the duplicate flag", async () => {
    const { api } = await app.renderPage("/staff/leads", SALES);
    const table = await screen.findByRole("table", { name: "Заявки с сайта" });
    const list = await api<StaffLeadsListResponse>("/staff/api/leads/list/");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(list.items.length);
    const first = rows[0] as HTMLElement;
    const newest = list.items[0];
    expect(
      within(first)
        .getByRole("link", { name: newest?.reference ?? "" })
        .getAttribute("href"),
    ).toBe(`/staff/leads/${newest?.id}`);
    expect(within(first).getByText("Марина Олеговна Белова")).toBeTruthy();
    expect(within(first).getByText("google")).toBeTruthy();
    expect(within(first).getByText("Новая")).toBeTruthy();
    const repeat = rows.find((r) => within(r).queryByText("Игорь Крылов")) as HTMLElement;
    expect(within(repeat).getByText("Возможный дубль (1)")).toBeTruthy();
    expect(screen.getByText(/Новых \d+, у вас в работе \d+\./)).toBeTruthy();
    const excel = screen.getByRole("link", { name: "Выгрузить в Excel" });
    expect(excel.getAttribute("href")).toBe("/staff/api/leads/export/");
  });

  it("filters by the source from the address and exports the same selection", async () => {
    await app.renderPage("/staff/leads?source=vk", SALES);
    const table = await screen.findByRole("table", { name: "Заявки с сайта" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    expect(within(table).getByText("Игорь Крылов")).toBeTruthy();
    const excel = screen.getByRole("link", { name: "Выгрузить в Excel" });
    expect(decodeURIComponent(excel.getAttribute("href") ?? "")).toBe(
      '/staff/api/leads/export/?filters={"source":"vk"}',
    );
  });

  it("the overview of a sales manager counts the new leads and leads to them", async () => {
    await app.renderPage("/staff", SALES);
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Заявки" }).getAttribute("href")).toBe("/staff/leads");
    const card = await screen.findByRole("region", { name: "Заявки" });
    expect(await within(card).findByText("Новые")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Открыть новые" }).getAttribute("href")).toBe(
      "/staff/leads?status=new",
    );
  });
});

describe("a lead", () => {
  it("shows the visitor's data, the calculator's estimate and the source; takes it, sets a status, comments", async () => {
    const probe = await app.renderPage("/staff/leads", SALES);
    const list = await probe.api<StaffLeadsListResponse>(
      `/staff/api/leads/list/?filters=${encodeURIComponent(JSON.stringify({ search: "Соколов" }))}`,
    );
    const item = list.items[0];
    if (!item) throw new Error("the demo has no lead of Соколов");
    probe.unmount();

    const { user, api } = await app.renderPage(`/staff/leads/${item.id}`, SALES);
    await screen.findByRole("heading", { level: 1, name: `Заявка ${item.reference}` });
    const facts = screen.getByRole("region", { name: "Данные клиента" });
    expect(within(facts).getByText("ООО «Северный ветер»")).toBeTruthy();
    expect(within(facts).getByRole("link", { name: "+7 916 987-65-43" }).getAttribute("href")).toBe("tel:+79169876543");
    const terms = screen.getByRole("region", { name: "Условия из калькулятора" });
    expect(within(terms).getByText("Ежемесячный платёж по расчёту, ₽")).toBeTruthy();
    expect(within(terms).getByText("Легковые")).toBeTruthy();
    const source = screen.getByRole("region", { name: "Источник" });
    expect(within(source).getByText("yandex")).toBeTruthy();
    expect(within(source).getByText("/calculator")).toBeTruthy();
    expect(
      within(screen.getByRole("region", { name: "История" })).getByText("С заявкой ещё ничего не делали."),
    ).toBeTruthy();

    const work = screen.getByRole("region", { name: "Работа с заявкой" });
    await user.click(within(work).getByRole("button", { name: "Взять в работу" }));
    expect(await within(work).findByRole("status")).toHaveProperty("textContent", "Заявка у вас в работе.");
    await waitFor(() => expect(screen.getAllByText("В работе").length).toBeGreaterThan(0));
    expect(within(work).getByText("Екатерина Павловна Орлова (вы)")).toBeTruthy();
    expect(within(work).queryByRole("button", { name: "Взять в работу" })).toBeNull();

    await user.selectOptions(within(work).getByRole("combobox", { name: "Статус" }), "approved");
    await user.type(
      within(work).getByRole("textbox", { name: /Комментарий к смене статуса/ }),
      "Договор на подписании",
    );
    await user.click(within(work).getByRole("button", { name: "Сменить статус" }));
    expect(await within(work).findByText("Статус: Одобрена.")).toBeTruthy();

    const comment = screen.getByRole("region", { name: "Комментарий" });
    await user.click(within(comment).getByRole("button", { name: "Добавить комментарий" }));
    expect(await within(comment).findByText("Напишите комментарий")).toBeTruthy();
    await user.type(within(comment).getByRole("textbox", { name: /Комментарий/ }), "Клиент просит счёт на аванс");
    await user.click(within(comment).getByRole("button", { name: "Добавить комментарий" }));
    expect(await within(comment).findByText("Комментарий добавлен в историю.")).toBeTruthy();

    const history = screen.getByRole("region", { name: "История" });
    await waitFor(() => expect(within(history).getByText("Клиент просит счёт на аванс")).toBeTruthy());
    expect(within(history).getByText("Договор на подписании")).toBeTruthy();
    expect(within(history).getByText("Статус: В работе → Одобрена")).toBeTruthy();
    const after = await api<StaffLeadResponse>(`/staff/api/leads/detail/?id=${item.id}`);
    expect(after.lead.status).toBe("approved");
    expect(after.lead.events).toHaveLength(3);
  });

  it("links the possible duplicates", async () => {
    const probe = await app.renderPage("/staff/leads", SALES);
    const list = await probe.api<StaffLeadsListResponse>(
      `/staff/api/leads/list/?filters=${encodeURIComponent(JSON.stringify({ source: "vk" }))}`,
    );
    const item = list.items[0];
    const order = await probe.api<StaffLeadsListResponse>(
      `/staff/api/leads/list/?filters=${encodeURIComponent(JSON.stringify({ search: "Игорь Валентинович" }))}`,
    );
    const original = order.items[0];
    if (!item || !original) throw new Error("the demo has no repeated lead");
    probe.unmount();
    await app.renderPage(`/staff/leads/${item.id}`, SALES);
    const card = await screen.findByRole("region", { name: "Возможные дубли" });
    const link = within(card).getByRole("link", { name: original.reference ?? "" });
    expect(link.getAttribute("href")).toBe(`/staff/leads/${original.id}`);
    expect(within(card).getByText(/совпадает телефон/)).toBeTruthy();
  });

  it("a lead that does not exist says so", async () => {
    await app.renderPage("/staff/leads/999999", SALES);
    expect(await screen.findByRole("heading", { level: 1, name: "Заявка не найдена" })).toBeTruthy();
  });
});

describe("the dashboard", () => {
  it("draws leads per day by source as an SVG with a summary and a table, the conversion and the median", async () => {
    await app.renderPage("/staff/leads/dashboard", SALES);
    const bySource = await screen.findByRole("region", { name: "Заявки по дням и источникам" });
    const chart = within(bySource).getByRole("img", { name: /всего \d+\s+заяв.*; yandex — \d+/ });
    expect(chart.tagName.toLowerCase()).toBe("svg");
    expect(within(bySource).getByRole("list", { name: "Обозначения" }).textContent).toContain("yandex");
    const table = within(bySource).getByRole("table", { hidden: true });
    expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(31);
    const conversion = screen.getByRole("region", { name: "Конверсия по статусам" });
    for (const title of ["Новая", "В работе", "Одобрена", "Отказ", "Дубль"]) {
      expect(within(conversion).getByRole("link", { name: title })).toBeTruthy();
    }
    const summary = screen.getByRole("region", { name: "Итоги" });
    expect(within(summary).getByText("Время до первого действия (медиана)")).toBeTruthy();
    expect(within(summary).getByText(/^\d+ (мин|ч \d\d мин|дн \d+ ч)$/)).toBeTruthy();
  });
});
