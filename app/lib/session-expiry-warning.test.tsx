import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountCheck } from "../../contract/account.ts";
import { type AccountApp, startAccountApp } from "../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const MIN = 60_000;

/** Makes every session of the person look idle for `ms`, as if they had walked away from the screen. */
async function idleFor(email: string, ms: number) {
  const seen = new Date(Date.now() - ms);
  await app.services.database.db.execute(
    sql`update sessions set last_seen_at = ${seen.toISOString()} where user_id = (select id from users where email = ${email})`,
  );
}

const returnToTab = () => window.dispatchEvent(new Event("focus"));

describe("the session expiry warning", () => {
  it("asks a minute before the idle end, and «Продолжить работу» keeps the session for 30 more minutes", async () => {
    const { user, api } = await app.renderPage("/account/settings/sessions", { as: "client@example.com" });
    await screen.findByRole("table", { name: "Активные сеансы" });
    expect(screen.queryByRole("dialog")).toBeNull();

    await idleFor("client@example.com", 29 * MIN + 20_000);
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
    await idleFor("assignee@example.com", 31 * MIN);
    returnToTab();
    const dialog = await screen.findByRole("dialog", { name: "Сеанс завершён" });
    expect(within(dialog).getByRole("link", { name: "Войти снова" }).getAttribute("href")).toBe(
      "/account/settings/sessions",
    );
  });

  it("says nothing while the session is far from its end, and the look does not count as activity", async () => {
    await app.renderPage("/account/settings/sessions", { as: "client@example.com" });
    await screen.findByRole("table", { name: "Активные сеансы" });
    await idleFor("client@example.com", 10 * MIN);
    returnToTab();
    // The peek leaves last activity where it was: 10 minutes ago, so the idle end is 20 minutes away.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("dialog")).toBeNull();
    const [row] = (
      await app.services.database.db.execute<{ last_seen_at: string }>(
        sql`select max(last_seen_at) as last_seen_at from sessions where user_id = (select id from users where email = 'client@example.com')`,
      )
    ).rows;
    expect(Date.now() - Date.parse(String(row?.last_seen_at))).toBeGreaterThan(9 * MIN);
  });
});
