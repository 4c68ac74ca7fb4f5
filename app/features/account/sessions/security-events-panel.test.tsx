import { screen, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

async function userId(email: string): Promise<number> {
  const { rows } = await app.services.database.db.execute<{ id: number }>(
    sql`select id from users where email = ${email}`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
}

describe("settings: the account's security events", () => {
  it("lists a failed attempt from a phone with its reason, device and address, beside the sign-ins", async () => {
    const id = await userId("assignee@example.com");
    await app.services.database.db.execute(
      sql`insert into security_events (kind, user_id, email, address, user_agent, details)
          values ('signin.failure', ${id}, 'assignee@example.com', '203.0.113.9', ${PHONE}, '{"reason":"password"}')`,
    );
    await app.renderPage("/account/settings/sessions", { as: "assignee@example.com" });
    const table = await screen.findByRole("table", { name: "События безопасности" });
    const failure = within(table)
      .getAllByRole("row")
      .find((r) => within(r).queryByText("Неудачная попытка входа"));
    expect(failure).toBeTruthy();
    const row = within(failure as HTMLElement);
    expect(row.getByText("неверный пароль")).toBeTruthy();
    expect(row.getByText(/Safari, iPhone/)).toBeTruthy();
    expect(row.getByText("Адрес: 203.0.113.9")).toBeTruthy();
    expect(within(table).getAllByText("Вход в кабинет").length).toBeGreaterThan(0);
  });

  it("says there are none yet when the log holds nothing of the account", async () => {
    const id = await userId("docs@example.com");
    // The page's own sign-in is recorded first; the log is emptied after it, before the list is read.
    const { user } = await app.renderPage("/account/settings/profiles", { as: "docs@example.com" });
    await app.services.auth.flushSecurityEvents();
    await app.services.database.db.execute(sql`delete from security_events where user_id = ${id}`);
    await user.click(await screen.findByRole("tab", { name: "Сеансы" }));
    await screen.findByText(/Событий пока нет/);
    expect(screen.queryByRole("table", { name: "События безопасности" })).toBeNull();
  });
});
