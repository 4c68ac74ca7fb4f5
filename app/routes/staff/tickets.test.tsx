import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffTicketsListResponse } from "../../../contract/staff-tickets.ts";
import { STAFF_SECTIONS } from "../../features/staff/staff-sections";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/** The back office's tickets inbox, rendered with the real API and the demo tickets, as an employee sees it. */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const STAFF = { as: "staff@example.com" };
const listQuery = (filters: object) =>
  `/staff/api/tickets/list/?filters=${encodeURIComponent(JSON.stringify(filters))}`;

/** The numbers of the tickets in the table, in order. */
async function shownNumbers(): Promise<string[]> {
  const table = await screen.findByRole("table", { name: "Обращения клиентов" });
  return within(table)
    .getAllByRole("link", { name: /^№ / })
    .map((a) => a.textContent ?? "");
}

describe("the tickets inbox", () => {
  it("lists every open ticket across clients by answer deadline, with the client, status, deadline and assignee", async () => {
    const { api } = await app.renderPage("/staff/tickets", STAFF);
    const open = await api<StaffTicketsListResponse>(listQuery({ open: true }));
    expect(open.items.length).toBeGreaterThan(3);
    expect(open.items.every((t) => t.status !== "closed")).toBe(true);
    expect(await shownNumbers()).toEqual(open.items.map((t) => `№ ${t.number}`));

    // Tickets of more than one client are in one inbox.
    const clients = new Set(open.items.map((t) => t.client.title));
    expect(clients.size).toBeGreaterThan(1);
    const table = screen.getByRole("table", { name: "Обращения клиентов" });
    for (const title of clients) expect(within(table).getAllByText(title).length).toBeGreaterThan(0);

    const late = open.items.find((t) => t.overdue);
    if (!late) throw new Error("the demo seed has no ticket past its answer deadline");
    const row = within(table)
      .getByRole("link", { name: `№ ${late.number}` })
      .closest("tr") as HTMLElement;
    expect(within(row).getByText("Просрочено")).toBeTruthy();
    expect(within(row).getByText(late.statusTitle)).toBeTruthy();
    expect(
      screen.getByText(`Открыто ${open.counts.open}, просрочено по SLA ${open.counts.overdue}`, { exact: false }),
    ).toBeTruthy();
  });

  it("filters by status, SLA and words in the address, lists closed ones on request, and says when nothing matches", async () => {
    const { user, api } = await app.renderPage("/staff/tickets", STAFF);
    await shownNumbers();

    await user.selectOptions(screen.getByRole("combobox", { name: "Статус" }), "Новое");
    const fresh = await api<StaffTicketsListResponse>(listQuery({ status: "new" }));
    expect(fresh.items.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await shownNumbers()).toEqual(fresh.items.map((t) => `№ ${t.number}`)));
    expect(screen.getByText(/^Найдено/)).toBeTruthy();

    await user.selectOptions(screen.getByRole("combobox", { name: "Статус" }), "Все, и закрытые");
    const all = await api<StaffTicketsListResponse>("/staff/api/tickets/list/");
    expect(all.items.some((t) => t.status === "closed")).toBe(true);
    await waitFor(async () => expect(await shownNumbers()).toEqual(all.items.map((t) => `№ ${t.number}`)));

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    await user.selectOptions(screen.getByRole("combobox", { name: "Срок ответа" }), "Просрочен");
    const late = await api<StaffTicketsListResponse>(listQuery({ open: true, overdue: true }));
    await waitFor(async () => expect(await shownNumbers()).toEqual(late.items.map((t) => `№ ${t.number}`)));

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    await user.type(screen.getByRole("searchbox", { name: "Номер, тема, клиент или ИНН" }), "ТрансЛогистик{Enter}");
    const theirs = await api<StaffTicketsListResponse>(listQuery({ open: true, search: "ТрансЛогистик" }));
    expect(theirs.items.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await shownNumbers()).toEqual(theirs.items.map((t) => `№ ${t.number}`)));

    await user.clear(screen.getByRole("searchbox", { name: "Номер, тема, клиент или ИНН" }));
    await user.type(screen.getByRole("searchbox", { name: "Номер, тема, клиент или ИНН" }), "нет такого{Enter}");
    expect(await screen.findByText("По этим условиям обращений нет")).toBeTruthy();
  });

  it("filters by assignee: unassigned and the person's own", async () => {
    const { user, api } = await app.renderPage("/staff/tickets?assignee=none", STAFF);
    const none = await api<StaffTicketsListResponse>(listQuery({ open: true, assignee: "none" }));
    expect(none.items.every((t) => t.assignee === null)).toBe(true);
    expect(await shownNumbers()).toEqual(none.items.map((t) => `№ ${t.number}`));

    await user.selectOptions(screen.getByRole("combobox", { name: "Исполнитель" }), "Мои");
    const mine = await api<StaffTicketsListResponse>(listQuery({ open: true, assignee: "me" }));
    expect(mine.items.length).toBeGreaterThan(0);
    await waitFor(async () => expect(await shownNumbers()).toEqual(mine.items.map((t) => `№ ${t.number}`)));
  });
});

describe("the back office frame", () => {
  it("shows the sections the roles open, the person and their roles", async () => {
    await app.renderPage("/staff", STAFF);
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Обзор", "Обращения", "Реструктуризация", "Цессии", "Клиенты", "Мои сеансы"]);
    expect(screen.getByText("Бэк-офис")).toBeTruthy();
    expect(screen.getByText("Клиентский сервис, Риски и юристы")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Выйти" })).toBeTruthy();
    // The overview counts what waits: new tickets, overdue ones, requests under review.
    const tickets = await screen.findByRole("region", { name: "Обращения" });
    expect(await within(tickets).findByText("Просрочены по SLA")).toBeTruthy();
    expect(
      await within(await screen.findByRole("region", { name: "Реструктуризация" })).findByText("На рассмотрении"),
    ).toBeTruthy();
  });

  it("«Выйти» ends the session and drops the answers kept in memory", async () => {
    const { user, store } = await app.renderPage("/staff", STAFF);
    // None is asked again once signed out: that would only get 401s.
    const answered = () => Object.keys((store.getState() as { api?: { queries: object } }).api?.queries ?? {}).length;
    await screen.findByRole("region", { name: "Обращения" });
    await vi.waitFor(() => expect(answered()).toBeGreaterThan(0));
    await user.click(screen.getByRole("button", { name: "Выйти" }));
    expect(await screen.findByRole("heading", { name: "Вход в личный кабинет" })).toBeTruthy();
    await vi.waitFor(() => expect(answered()).toBe(0));
  });

  it("answers a section the roles do not open with 403 inside the shell, and an unknown address with 404", async () => {
    await app.renderPage("/staff/tickets", { as: "sales@example.com" });
    expect(await screen.findByRole("heading", { name: "Раздел недоступен вашей роли" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Обзор", "Заявки", "Мои сеансы"]);
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("answers an unknown back office address with its own 404", async () => {
    await app.renderPage("/staff/no-such-page", STAFF);
    expect(await screen.findByRole("heading", { name: "Страница не найдена" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Разделы бэк-офиса" })).toBeTruthy();
  });

  it("lets the administrator into every section, the audit log included", async () => {
    await app.renderPage("/staff/audit", { as: "admin@example.com" });
    expect(await screen.findByRole("heading", { name: "Журнал действий" })).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
      // Every section there is, in the navigation's order.
    ).toEqual(STAFF_SECTIONS.map((section) => section.title));
  });
});
