import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequisitesResponse } from "../../../../contract/lk-settings.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const field = (label: string) => screen.getByRole("textbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement;

/** The message under a field, read the way a screen reader does: through aria-describedby. */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("settings", () => {
  it("shows the staff with access and their rights on the first tab", async () => {
    await app.renderPage("/account/settings", { as: "client@example.com" });
    expect((await screen.findByRole("tab", { name: "Сотрудники" })).getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "Сотрудники с доступом к профилю" });
    expect(within(table).getByText("Ольга Николаевна Смирнова")).toBeTruthy();
    expect(within(table).getByText("это вы")).toBeTruthy();
    const rights = within(table).getByRole("list", { name: "Права: Дмитрий Андреевич Волков" });
    expect(within(rights).getByText("Страхование и штрафы")).toBeTruthy();
  });

  it("shows the account's profiles, the active one marked, and the person's contacts", async () => {
    const { user } = await app.renderPage("/account/settings", { as: "client@example.com" });
    await user.click(await screen.findByRole("tab", { name: "Профили" }));
    const profiles = await screen.findByRole("region", { name: "Профили учётной записи" });
    expect(within(profiles).getByText("ООО «СтройТехМонтаж»")).toBeTruthy();
    expect(within(profiles).getByText("Активный")).toBeTruthy();
    expect(within(profiles).getByRole("button", { name: "Сделать активным: ИП Петров Иван Сергеевич" })).toBeTruthy();
    const contacts = screen.getByRole("region", { name: "Контактные данные" });
    expect(within(contacts).getByRole("link", { name: "client@example.com" })).toBeTruthy();
  });

  it("refuses requisites with wrong check digits in Russian, under each field, and sends nothing", async () => {
    const { user, api } = await app.renderPage("/account/settings/requisites", { as: "client@example.com" });
    const before = await api<RequisitesResponse>("/apilk/settings/requisites/");
    await screen.findByRole("group", { name: "Банк" });

    // The profile's INN cannot be changed here at all.
    expect(field("ИНН").readOnly).toBe(true);
    expect(field("ИНН").value).toBe(before.requisites.inn);

    await user.clear(field("КПП"));
    await user.type(field("КПП"), "12");
    await user.tab();
    expect(field("КПП").getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(field("КПП"))).toContain("КПП — 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры");

    await user.clear(field("Расчётный счёт"));
    await user.type(field("Расчётный счёт"), "40702810538000123457");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));
    expect(descriptionOf(field("Расчётный счёт"))).toContain(
      "Расчётный счёт не сходится с БИК по контрольному ключу: проверьте оба номера",
    );
    expect(await screen.findByText("Проверьте поля")).toBeTruthy();
    // The first wrong field takes the focus, and the server still holds the old requisites.
    expect(document.activeElement).toBe(field("КПП"));
    expect(await api<RequisitesResponse>("/apilk/settings/requisites/")).toEqual(before);
  });

  it("saves right requisites and says so", async () => {
    const { user, api } = await app.renderPage("/account/settings/requisites", { as: "client@example.com" });
    await screen.findByRole("group", { name: "Контакты" });
    await user.clear(field("Телефон"));
    await user.type(field("Телефон"), "+7 495 765-43-21");
    await user.click(screen.getByRole("button", { name: "Сохранить" }));

    expect(await screen.findByText("Реквизиты сохранены.")).toBeTruthy();
    const saved = await api<RequisitesResponse>("/apilk/settings/requisites/");
    expect(saved.requisites.phone).toBe("+7 495 765-43-21");
    expect(saved.updatedAt).not.toBeNull();
  });

  it("switches the active profile: the requisites form follows with the entrepreneur's fields", async () => {
    const { user } = await app.renderPage("/account/settings/profiles", { as: "client@example.com" });
    await user.click(await screen.findByRole("button", { name: "Сделать активным: ИП Петров Иван Сергеевич" }));
    expect(await screen.findByText("Активный профиль: ИП Петров Иван Сергеевич")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Реквизиты компании" }));
    expect(await screen.findByRole("textbox", { name: /^ОГРНИП/ })).toBeTruthy();
    expect(field("ИНН").value).toBe("771234567859");
    expect(screen.queryByRole("textbox", { name: /^КПП/ })).toBeNull();
  });
});
