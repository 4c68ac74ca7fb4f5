import { screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_MESSAGES } from "../../../../contract/password.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { encryptPassword } from "../encrypt-password";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

/** A password input by its label (password inputs have no role). */
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** The message under a field, read the way a screen reader does: through aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("«Сменить пароль» in the settings", () => {
  it("checks the new password before sending, names a wrong current password, then changes it", async () => {
    const { user } = await app.renderPage("/account/settings/password", { as: "client@example.com" });
    expect((await screen.findByRole("tab", { name: "Пароль" })).getAttribute("aria-selected")).toBe("true");
    await screen.findByRole("heading", { name: "Сменить пароль" });

    await user.type(input("Текущий пароль"), "not-my-password");
    await user.type(input("Новый пароль"), "short");
    await user.click(screen.getByRole("button", { name: "Сменить пароль" }));
    expect(descriptionOf(input("Новый пароль"))).toContain(PASSWORD_MESSAGES.short);
    expect(document.activeElement).toBe(input("Новый пароль"));

    const fresh = "Зимняя дорога до Твери 2026";
    await user.clear(input("Новый пароль"));
    await user.type(input("Новый пароль"), fresh);
    expect(await screen.findByText(/^Надёжность пароля: /, {}, { timeout: 15_000 })).toBeTruthy();
    await user.type(input("Повторите новый пароль"), "Зимняя дорога до Твери 2025");
    await user.click(screen.getByRole("button", { name: "Сменить пароль" }));
    expect(descriptionOf(input("Повторите новый пароль"))).toContain(PASSWORD_MESSAGES.mismatch);

    await user.clear(input("Повторите новый пароль"));
    await user.type(input("Повторите новый пароль"), fresh);
    await user.click(screen.getByRole("button", { name: "Сменить пароль" }));
    // The first new password checked loads the list of common passwords on the server: give it time.
    await screen.findByText(PASSWORD_MESSAGES.wrongCurrent, {}, { timeout: 15_000 });
    expect(descriptionOf(input("Текущий пароль"))).toContain(PASSWORD_MESSAGES.wrongCurrent);

    await user.clear(input("Текущий пароль"));
    await user.type(input("Текущий пароль"), "Demo-2026");
    await user.click(screen.getByRole("button", { name: "Сменить пароль" }));
    expect(await screen.findByText("Пароль изменён", {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Других открытых сеансов не было|Завершено других сеансов/)).toBeTruthy();
    expect(input("Новый пароль").value).toBe("");

    // The new password signs in (through the service, as the sign-in form's request would).
    const cipher = await encryptPassword(fresh, await app.services.auth.publicKey());
    const signedIn = await app.services.auth.signIn({ email: "client@example.com", password: cipher, address: "test" });
    expect(signedIn.ok).toBe(true);
  });
});
