import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MFA_MESSAGES } from "../../../../contract/mfa.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { totpCode } from "../../../testing/mfa";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

/** The message under a field, read the way a screen reader does: through aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("«Вход и 2FA» in the settings", () => {
  it("turns the second factor on with the shown key and a code, shows ten recovery codes once, replaces them, and off again", async () => {
    const { user } = await app.renderPage("/account/settings/security", { as: "assignee@example.com" });
    expect((await screen.findByRole("tab", { name: "Вход и 2FA" })).getAttribute("aria-selected")).toBe("true");
    const card = await screen.findByRole("region", { name: "Двухфакторная аутентификация" });
    await within(card).findByText("Выключена");
    await user.click(within(card).getByRole("button", { name: "Подключить" }));

    const qr = await within(card).findByRole("img", { name: "QR-код для приложения-аутентификатора" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    const secret = card.querySelector("code")?.textContent ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const code = () => within(card).getByLabelText(/^Код из приложения/);
    await user.click(within(card).getByRole("button", { name: "Подтвердить и включить" }));
    expect(descriptionOf(code())).toContain(MFA_MESSAGES.empty);
    await user.type(code(), totpCode(secret) === "000000" ? "111111" : "000000");
    await user.click(within(card).getByRole("button", { name: "Подтвердить и включить" }));
    await within(card).findByText(MFA_MESSAGES.wrongEnrolmentCode);
    expect(document.activeElement).toBe(code());

    await user.type(code(), totpCode(secret));
    await user.click(within(card).getByRole("button", { name: "Подтвердить и включить" }));
    const list = await within(card).findByRole("list", { name: "Резервные коды" });
    const codes = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const download = within(card).getByRole("link", { name: "Скачать файлом" });
    expect(decodeURIComponent(download.getAttribute("href") ?? "")).toContain(codes.join("\n"));
    await user.click(within(card).getByRole("button", { name: "Я сохранил коды" }));
    await within(card).findByText("Включена");
    expect(within(card).queryByRole("list", { name: "Резервные коды" })).toBeNull();
    expect(within(card).getByText(/Осталось резервных кодов: 10/)).toBeTruthy();

    // New recovery codes: the password and a code; the new ten are shown once and replace the old ones.
    const codesForm = within(card).getByRole("form", { name: "Новые резервные коды" });
    const regenerate = () => within(codesForm).getByRole("button", { name: "Создать новые резервные коды" });
    await user.click(regenerate());
    expect(descriptionOf(within(codesForm).getByLabelText(/^Пароль/))).toContain("Введите пароль");
    await user.type(within(codesForm).getByLabelText(/^Пароль/), "Demo-2026");
    await user.type(within(codesForm).getByLabelText(/^Код из приложения или резервный код/), codes[0] ?? "");
    await user.click(regenerate());
    const fresh = await within(card).findByRole("list", { name: "Резервные коды" }, { timeout: 15_000 });
    const newCodes = within(fresh)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(newCodes).toHaveLength(10);
    expect(newCodes.some((c) => codes.includes(c))).toBe(false);
    await user.click(within(card).getByRole("button", { name: "Я сохранил коды" }));
    await within(card).findByText("Новые резервные коды созданы, прежние больше не действуют.");
    await within(card).findByText(/Осталось резервных кодов: 10/);

    // Off: the password and a code are both needed; an old recovery code no longer counts.
    const offForm = within(card).getByRole("form", { name: "Отключить" });
    const off = () => within(offForm).getByRole("button", { name: "Отключить двухфакторную аутентификацию" });
    const password = () => within(offForm).getByLabelText(/^Пароль/);
    const offCode = () => within(offForm).getByLabelText(/^Код из приложения или резервный код/);
    await user.type(password(), "Demo-2026");
    await user.type(offCode(), codes[1] ?? "");
    await user.click(off());
    await within(offForm).findByText(MFA_MESSAGES.wrongCode, {}, { timeout: 15_000 });
    await user.clear(password());
    await user.click(off());
    expect(descriptionOf(password())).toContain("Введите пароль");
    await user.type(password(), "not-my-password");
    await user.type(offCode(), newCodes[0] ?? "");
    await user.click(off());
    await within(card).findByText("Пароль указан неверно", {}, { timeout: 15_000 });

    await user.clear(password());
    await user.type(password(), "Demo-2026");
    await user.type(offCode(), newCodes[1] ?? "");
    await user.click(off());
    await within(card).findByText(/Двухфакторная аутентификация отключена/, {}, { timeout: 15_000 });
    await within(card).findByText("Выключена");
  });
});
