import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffCandidateListResponse } from "../../../contract/staff-candidates.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * HR's list of candidate questionnaires against the real API and the demo questionnaires (one new, one invited,
 * one turned down): the table, the filters and the search in the address, the overview's card, and who may open it.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const HR = { as: "hr@example.com" };

async function shownNumbers(): Promise<string[]> {
  const table = await screen.findByRole("table", { name: "Анкеты кандидатов" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getByRole("link").textContent ?? "");
}

describe("candidates in the back office", () => {
  it("lists the questionnaires newest first with the candidate, the vacancy, the city and the status", async () => {
    const all: StaffCandidateListResponse = await app.services.candidatesStaff.list({}, 1);
    await app.renderPage("/staff/candidates", HR);
    await screen.findByRole("heading", { level: 1, name: "Кандидаты" });
    expect(await shownNumbers()).toEqual(all.items.map((c) => `№ ${c.number}`));
    const table = screen.getByRole("table", { name: "Анкеты кандидатов" });
    const row = within(table).getByText("Ковалёв Денис").closest("tr") as HTMLElement;
    expect(within(row).getByText("Любая подходящая вакансия")).toBeTruthy();
    expect(within(row).getByText("Тула")).toBeTruthy();
    expect(within(row).getByText("Отказ")).toBeTruthy();
    expect(within(row).getByText("+7 953 184-20-09", { exact: false })).toBeTruthy();
    const link = within(row).getByRole("link");
    const kovalev = all.items.find((c) => c.name === "Ковалёв Денис");
    expect(link.getAttribute("href")).toBe(`/staff/candidates/${kovalev?.id}`);
    expect(screen.getByText(`Анкеты кандидатов на работу с сайта: новых ${all.counts.new}.`)).toBeTruthy();
  });

  it("filters by status, vacancy and city, searches by name or phone, and says when nothing matches", async () => {
    const { user } = await app.renderPage("/staff/candidates", HR);
    await shownNumbers();
    const only = async (name: string) => {
      await waitFor(async () => {
        const table = await screen.findByRole("table", { name: "Анкеты кандидатов" });
        expect(
          within(table)
            .getAllByRole("row")
            .slice(1)
            .map((r) => within(r).getByText(name) !== null),
        ).toEqual([true]);
      });
    };
    await user.selectOptions(screen.getByRole("combobox", { name: "Статус" }), "Приглашён");
    await only("Гарипов Руслан Ильдарович");

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    await user.selectOptions(screen.getByRole("combobox", { name: "Вакансия" }), "Любая подходящая вакансия");
    await only("Ковалёв Денис");

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    await user.selectOptions(screen.getByRole("combobox", { name: "Город" }), "Екатеринбург");
    await only("Гарипов Руслан Ильдарович");

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    const search = screen.getByRole("searchbox", { name: "ФИО, телефон, e-mail или номер" });
    await user.type(search, "8 916 555{Enter}");
    await only("Соколова Мария Андреевна");

    // The bar renders again with the applied search: the field is found anew.
    const again = screen.getByRole("searchbox", { name: "ФИО, телефон, e-mail или номер" });
    await user.clear(again);
    await user.type(again, "нет такого{Enter}");
    expect(await screen.findByText("По этим условиям анкет нет")).toBeTruthy();
  });

  it("shows the date filter's mistake in Russian under «по»", async () => {
    await app.renderPage("/staff/candidates?dateFrom=2026-11-20&dateTo=2026-11-01", HR);
    expect(await screen.findByText("Дата «с» должна быть не позже даты «по»")).toBeTruthy();
  });

  it("the overview of an HR employee counts the new questionnaires and leads to them", async () => {
    const fresh = (await app.services.candidatesStaff.list({ status: "new" }, 1)).pagination.totalCnt;
    await app.renderPage("/staff", HR);
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Кандидаты" }).getAttribute("href")).toBe("/staff/candidates");
    const card = await screen.findByRole("region", { name: "Кандидаты" });
    expect(await within(card).findByText("Новые анкеты")).toBeTruthy();
    expect(within(card).getByText(String(fresh))).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Открыть новые" }).getAttribute("href")).toBe(
      "/staff/candidates?status=new",
    );
  });

  it("answers 403 to an employee without the hr role; the section is not in their navigation", async () => {
    await app.renderPage("/staff/candidates", { as: "sales@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Кандидаты" })).toBeNull();
  });
});
