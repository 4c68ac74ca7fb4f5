import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffInvitesResponse, StaffResponse } from "../../../../contract/lk-settings.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const sidebar = () => screen.getByRole("navigation", { name: "Разделы личного кабинета" });

describe("the client's own staff (ADR 031)", () => {
  it("invites a colleague with the rights ticked, lists the invitation and revokes it", async () => {
    const { user, api } = await app.renderPage("/account/settings", { as: "client@example.com" });
    const form = await screen.findByRole("form", { name: "Пригласить сотрудника" });
    await user.click(within(form).getByRole("button", { name: "Отправить приглашение" }));
    // Nothing filled: each field says what is missing, and nothing is sent.
    expect(
      within(form)
        .getByRole("textbox", { name: /^E-mail/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(within(form).getByText("Выберите хотя бы одно право")).toBeTruthy();
    expect((await api<StaffInvitesResponse>("/apilk/settings/staff/invites/")).items).toEqual([]);

    await user.type(within(form).getByRole("textbox", { name: /^E-mail/ }), "yurist@example.com");
    await user.type(within(form).getByRole("textbox", { name: /^Имя/ }), "Павел Юристов");
    await user.type(within(form).getByRole("textbox", { name: /^Должность/ }), "Юрист");
    await user.click(within(form).getByRole("checkbox", { name: "Документы и ЭДО" }));
    await user.click(within(form).getByRole("button", { name: "Отправить приглашение" }));
    expect(await within(form).findByText("Письмо со ссылкой ушло на yurist@example.com.")).toBeTruthy();

    const invites = await screen.findByRole("table", { name: "Приглашения, которые ещё не приняты" });
    expect(within(invites).getByText("Павел Юристов")).toBeTruthy();
    expect(
      within(within(invites).getByRole("list", { name: "Права: Павел Юристов" })).getByText("Документы и ЭДО"),
    ).toBeTruthy();
    await user.click(within(invites).getByRole("button", { name: "Отозвать приглашение: yurist@example.com" }));
    expect(await screen.findByText("Неотвеченных приглашений нет.")).toBeTruthy();
    expect((await api<StaffInvitesResponse>("/apilk/settings/staff/invites/")).items).toEqual([]);
  });

  it("changes a colleague's rights in a dialog; the table shows the new ones", async () => {
    const { user, api } = await app.renderPage("/account/settings", { as: "client@example.com" });
    const table = await screen.findByRole("table", { name: "Сотрудники с доступом к профилю" });
    // The signed-in person's own row has no actions.
    expect(within(table).queryByRole("button", { name: "Права сотрудника: Иван Сергеевич Петров" })).toBeNull();
    await user.click(within(table).getByRole("button", { name: "Права сотрудника: Дмитрий Андреевич Волков" }));
    const dialog = await screen.findByRole("dialog", { name: "Права: Дмитрий Андреевич Волков" });
    expect((within(dialog).getByRole("checkbox", { name: "Обращения" }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole("checkbox", { name: "Обращения" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Бухгалтерия и платежи" }));
    await user.click(within(dialog).getByRole("button", { name: "Сохранить права" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const rights = await screen.findByRole("list", { name: "Права: Дмитрий Андреевич Волков" });
    await waitFor(() => expect(within(rights).queryByText("Обращения")).toBeNull());
    expect(within(rights).getByText("Бухгалтерия и платежи")).toBeTruthy();
    const staff = await api<StaffResponse>("/apilk/settings/staff/");
    expect(staff.items.find((m) => m.name === "Дмитрий Андреевич Волков")?.rights).toEqual([
      "contracts",
      "accounting",
      "insurance",
    ]);
  });

  it("a colleague with «Документы» only sees no Бухгалтерия or Договоры, and no staff to manage", async () => {
    await app.renderPage("/account/settings", { as: "docs@example.com" });
    expect(
      await screen.findByText("Нет права «Настройки и сотрудники»: его выдаёт администратор профиля."),
    ).toBeTruthy();
    const nav = sidebar();
    expect(within(nav).getByRole("link", { name: "Документы" })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Главная" })).toBeTruthy();
    for (const hidden of ["Бухгалтерия", "Договоры", "Календарь платежей", "Обращения", "Страхование", "Штрафы"]) {
      expect(within(nav).queryByText(hidden), hidden).toBeNull();
    }
    expect(screen.queryByRole("table", { name: "Сотрудники с доступом к профилю" })).toBeNull();
  });

  it("without «Бухгалтерия» the requisites for paying are not shown, the leasing terms are", async () => {
    await app.renderPage("/account/requisites", { as: "docs@example.com" });
    expect(
      await screen.findByText("Нет права «Бухгалтерия и платежи»: его выдаёт администратор профиля."),
    ).toBeTruthy();
    await screen.findByRole("heading", { level: 1, name: "Реквизиты и условия" });
    expect(screen.queryByText("Получатель")).toBeNull();
  });

  it("the account holder sees every section", async () => {
    await app.renderPage("/account", { as: "client@example.com" });
    const nav = await screen.findByRole("navigation", { name: "Разделы личного кабинета" });
    for (const shown of ["Бухгалтерия", "Договоры", "Документы", "Обращения", "Страхование"]) {
      expect(within(nav).getByRole("link", { name: new RegExp(`^${shown}`) })).toBeTruthy();
    }
  });
});
