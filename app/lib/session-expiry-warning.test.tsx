import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AccountCheck } from "../../contract/account.ts";
import { type AccountApp, startAccountApp } from "../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.useRealTimers());

const MIN = 60_000;

/**
 * Lets `ms` pass on the clock the page and the server share (one process), as if the person had walked away from
 * the screen. Only Date moves: timers and the database run as they do. (Writing an old last activity into the
 * table would not do: the server keeps a session in memory and the person's own activity is not announced, ADR 038.)
 */
function walkAwayFor(ms: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + ms);
}

const returnToTab = () => window.dispatchEvent(new Event("focus"));

describe("the session expiry warning", () => {
  it("asks a minute before the idle end, and «Продолжить работу» keeps the session for 30 more minutes", async () => {
    const { user, api } = await app.renderPage("/account/settings/sessions", { as: "client@example.com" });
    await screen.findByRole("table", { name: "Активные сеансы" });
    expect(screen.queryByRole("dialog")).toBeNull();

    walkAwayFor(29 * MIN + 20_000);
    returnToTab();
    const dialog = await screen.findByRole("dialog", { name: "Сессия скоро завершится" });
    expect(within(dialog).getByText(/несохранённые данные на странице пропадут/)).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Продолжить работу" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const check = await api<AccountCheck>("/apilk/account/check/");
    expect(Date.parse(check.idleExpiresAt) - Date.now()).toBeGreaterThan(29 * MIN);
  });

  it("after the end says the session is over and offers to sign in again back to this page", async () => {
    await app.renderPage("/account/settings/sessions", { as: "assignee@example.com" });
    await screen.findByRole("table", { name: "Активные сеансы" });
    walkAwayFor(31 * MIN);
    returnToTab();
    const dialog = await screen.findByRole("dialog", { name: "Сеанс завершён" });
    expect(within(dialog).getByRole("link", { name: "Войти снова" }).getAttribute("href")).toBe(
      "/account/settings/sessions",
    );
  });

  it("says nothing while the session is far from its end, and the look does not count as activity", async () => {
    await app.renderPage("/account/settings/sessions", { as: "client@example.com" });
    await screen.findByRole("table", { name: "Активные сеансы" });
    walkAwayFor(10 * MIN);
    returnToTab();
    // The peek leaves this session's last activity where it was: 10 minutes ago, so the idle end is 20 minutes away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
    const [row] = (
      await app.services.database.db.execute<{ last_seen_at: string }>(
        sql`select last_seen_at from sessions where user_id = (select id from users where email = 'client@example.com') order by created_at desc limit 1`,
      )
    ).rows;
    expect(Date.now() - Date.parse(String(row?.last_seen_at))).toBeGreaterThan(9 * MIN);
  });
});
