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
  it("turns the second factor on with the shown key and a code, shows ten recovery codes once, and off again", async () => {
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

    // Off: the password and a code are both needed.
    const off = () => within(card).getByRole("button", { name: "Отключить двухфакторную аутентификацию" });
    const password = () => within(card).getByLabelText(/^Пароль/);
    const offCode = () => within(card).getByLabelText(/^Код из приложения или резервный код/);
    await user.click(off());
    expect(descriptionOf(password())).toContain("Введите пароль");
    await user.type(password(), "not-my-password");
    await user.type(offCode(), codes[0] ?? "");
    await user.click(off());
    await within(card).findByText("Пароль указан неверно", {}, { timeout: 15_000 });

    await user.clear(password());
    await user.type(password(), "Demo-2026");
    await user.type(offCode(), codes[1] ?? "");
    await user.click(off());
    await within(card).findByText(/Двухфакторная аутентификация отключена/, {}, { timeout: 15_000 });
    await within(card).findByText("Выключена");
  });
});
