import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";
import { signInAttempt, signInFully } from "../../testing/sign-in-attempts.ts";

/**
 * The back office's security screens against the real API: «Журнал безопасности» (administrator) shows a failed
 * sign-in with its reason and narrows by kind; «Мои сеансы» (every employee) lists the employee's sessions and ends
 * another one.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

describe("«Журнал безопасности»", () => {
  it("shows a client's failed sign-in with its reason, and the administrator's section link", async () => {
    await signInAttempt(app.testApp, "client@example.com", "not-my-password");
    const { user } = await app.renderPage("/staff/security", { as: "admin@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Журнал безопасности" });
    const table = await screen.findByRole("table", { name: "События безопасности, новые сверху" });
    const failure = within(table)
      .getAllByRole("row")
      .find((r) => within(r).queryByText("Неудачная попытка входа") && within(r).queryByText("client@example.com"));
    expect(failure).toBeTruthy();
    expect(within(failure as HTMLElement).getByText(/неверный пароль/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Событие"), "signin.failure");
    await user.click(screen.getByRole("button", { name: "Показать" }));
    await waitFor(() => {
      const rows = within(screen.getByRole("table", { name: "События безопасности, новые сверху" }))
        .getAllByRole("row")
        .slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(within(row).getByText("Неудачная попытка входа")).toBeTruthy();
    });
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Журнал безопасности" }).getAttribute("href")).toBe("/staff/security");
  });

  it("is not offered to other roles", async () => {
    await app.renderPage("/staff/me", { as: "content@example.com" });
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Журнал безопасности" })).toBeNull();
    expect(within(nav).getByRole("link", { name: "Мои сеансы" })).toBeTruthy();
  });
});

describe("«Мои сеансы»", () => {
  it("lists the employee's sessions with the back office's lifetimes and ends another one", async () => {
    // A second sign-in of the same employee: another browser.
    expect((await signInFully(app.testApp, "hr@example.com")).status).toBe(200);
    const { user } = await app.renderPage("/staff/me", { as: "hr@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Мои сеансы" });
    expect(await screen.findByText(/через 15 минут без действий и через 8 часов после/)).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Активные сеансы" });
    expect(within(table).getByText("Текущий")).toBeTruthy();
    const before = within(table).getAllByRole("button", { name: /^Завершить сеанс/ }).length;
    expect(before).toBeGreaterThanOrEqual(1);
    await user.click(within(table).getAllByRole("button", { name: /^Завершить сеанс/ })[0] as HTMLElement);
    expect(await screen.findByText(/завершён\./)).toBeTruthy();
    await waitFor(() =>
      expect(within(table).queryAllByRole("button", { name: /^Завершить сеанс/ }).length).toBe(before - 1),
    );
    expect(await screen.findByRole("table", { name: "События безопасности" })).toBeTruthy();
  });
});
