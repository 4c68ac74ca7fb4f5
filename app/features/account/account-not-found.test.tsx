import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

describe("an account address that does not exist", () => {
  it.each([
    ["an unknown section", "/account/nope"],
    ["an unknown page deeper down", "/account/tickets/1/2/3"],
    ["an unknown tab of a section", "/account/settings/nope"],
  ])("shows the account's own 404 inside the shell: %s", async (_what, path) => {
    await app.renderPage(path, { as: "client@example.com" });
    expect(await screen.findByRole("heading", { level: 1, name: "Страница не найдена" })).toBeTruthy();
    expect(screen.getByText(path)).toBeTruthy();
    // The shell stays: the sections, the way home and a ticket for a link that should have led somewhere.
    const nav = screen.getByRole("navigation", { name: "Разделы личного кабинета" });
    expect(within(nav).getByRole("link", { name: /^Обращения/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "На главную кабинета" }).getAttribute("href")).toBe("/account");
    expect(screen.getByRole("link", { name: "Написать обращение" }).getAttribute("href")).toBe("/account/tickets/new");
  });
});

describe("the sidebar", () => {
  it("has no greyed-out «Обращения»", async () => {
    await app.renderPage("/account", { as: "client@example.com" });
    const nav = await screen.findByRole("navigation", { name: "Разделы личного кабинета" });
    expect(
      within(nav)
        .getByRole("link", { name: /^Обращения/ })
        .getAttribute("href"),
    ).toBe("/account/tickets");
    expect(within(nav).queryByText("Обращения", { selector: "[aria-disabled]" })).toBeNull();
  });
});
