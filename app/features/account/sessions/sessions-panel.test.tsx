import { screen, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionsResponse } from "../../../../contract/sessions.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Another session of the same person, opened from a phone through an e-mailed sign-in link. */
async function phoneSession(email: string): Promise<string> {
  const { auth, database } = app.services;
  const { rows } = await database.db.execute<{ id: number }>(sql`select id from users where email = ${email}`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  const result = await auth.signInWithKey(await auth.issueLoginKey(id, "signin"), undefined, {
    userAgent: PHONE,
    address: "203.0.113.9",
  });
  if (!result.ok) throw new Error("key sign-in failed");
  return result.token;
}

describe("settings: sessions", () => {
  it("lists this browser and the phone, ends the phone's session and then says there are no others", async () => {
    const phoneToken = await phoneSession("assignee@example.com");
    const { user, api } = await app.renderPage("/account/settings/sessions", { as: "assignee@example.com" });
    expect((await screen.findByRole("tab", { name: "Сеансы" })).getAttribute("aria-selected")).toBe("true");
    const table = await screen.findByRole("table", { name: "Активные сеансы" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const phoneRow = rows.find((r) => within(r).queryByText(/Safari, iPhone/));
    expect(phoneRow).toBeTruthy();
    expect(within(phoneRow as HTMLElement).getByText("Адрес: 203.0.113.9")).toBeTruthy();
    const currentRow = rows.find((r) => r !== phoneRow) as HTMLElement;
    expect(within(currentRow).getByText("Текущий")).toBeTruthy();
    expect(within(currentRow).queryByRole("button")).toBeNull();

    await user.click(within(phoneRow as HTMLElement).getByRole("button", { name: /^Завершить сеанс: Safari, iPhone/ }));
    expect(await screen.findByText("Сеанс «Safari, iPhone» завершён.")).toBeTruthy();
    expect(await screen.findByText("Других сеансов нет: вы вошли только в этом браузере.")).toBeTruthy();
    expect(await app.services.auth.session(phoneToken)).toBeNull();
    const { items } = await api<SessionsResponse>("/apilk/settings/sessions/");
    expect(items.map((s) => s.current)).toEqual([true]);
  });

  it("ends every other session with one button", async () => {
    const first = await phoneSession("client@example.com");
    const second = await phoneSession("client@example.com");
    const { user } = await app.renderPage("/account/settings/sessions", { as: "client@example.com" });
    await user.click(await screen.findByRole("button", { name: "Завершить все, кроме текущего" }));
    expect(await screen.findByText("Все сеансы, кроме текущего, завершены.")).toBeTruthy();
    expect(await app.services.auth.session(first)).toBeNull();
    expect(await app.services.auth.session(second)).toBeNull();
    const table = screen.getByRole("table", { name: "Активные сеансы" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });
});
