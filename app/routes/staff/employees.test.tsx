import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ADMIN_MESSAGES, type StaffEmployeesResponse } from "../../../contract/staff-admin.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * «Сотрудники» against the real API and the demo staff: the list, an invitation (checked in the form, refused by
 * the server for an e-mail with an account, then sent by e-mail), a change of roles, deactivation after a
 * confirmation and activation again; only the administrator sees the section.
 */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
}, 60_000);
afterAll(() => app?.close());

const ADMIN = { as: "admin@example.com" };

const rowOf = (email: string) => {
  const table = screen.getByRole("table", { name: "Сотрудники" });
  const row = within(table)
    .getAllByRole("row")
    .find((r) => within(r).queryByText(email));
  if (!row) throw new Error(`no row of ${email}`);
  return row;
};

describe("employees", () => {
  it("lists the staff with roles, state, the second factor and the last sign-in", async () => {
    const { api } = await app.renderPage("/staff/employees", ADMIN);
    await screen.findByRole("heading", { level: 1, name: "Сотрудники" });
    const table = await screen.findByRole("table", { name: "Сотрудники" });
    const list = await api<StaffEmployeesResponse>("/staff/api/staff/list/");
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(list.items.length);
    const me = rowOf("admin@example.com");
    expect(within(me).getByText("Олег Николаевич Лебедев (вы)")).toBeTruthy();
    expect(within(me).getByText("Администратор")).toBeTruthy();
    expect(within(me).getByText("Активен")).toBeTruthy();
    expect(within(me).getByText("2FA подключена")).toBeTruthy();
    expect(within(me).queryByRole("button")).toBeNull();
    expect(within(rowOf("staff@example.com")).getByText("Клиентский сервис, Риски и юристы")).toBeTruthy();
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Сотрудники" }).getAttribute("href")).toBe("/staff/employees");
  });

  it("invites: the form's own checks, the server's refusal on the field, then the e-mail goes out", async () => {
    const { user } = await app.renderPage("/staff/employees", ADMIN);
    await user.click(await screen.findByRole("button", { name: "Пригласить сотрудника" }));
    const dialog = await screen.findByRole("dialog", { name: "Пригласить сотрудника" });
    await user.click(within(dialog).getByRole("button", { name: "Отправить приглашение" }));
    expect(within(dialog).getByText("Укажите корректный e-mail")).toBeTruthy();
    expect(within(dialog).getByText("Укажите имя сотрудника")).toBeTruthy();
    expect(within(dialog).getByText("Выберите хотя бы одну роль")).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/E-mail/), "client@example.com");
    await user.type(within(dialog).getByLabelText(/^Имя/), "Мария Смирнова");
    await user.click(within(dialog).getByLabelText("Контент и каталог"));
    await user.click(within(dialog).getByRole("button", { name: "Отправить приглашение" }));
    expect(await within(dialog).findByText(STAFF_ADMIN_MESSAGES.emailTaken)).toBeTruthy();

    const email = within(dialog).getByLabelText(/E-mail/);
    await user.clear(email);
    await user.type(email, "maria@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Отправить приглашение" }));
    expect(
      await screen.findByText("Приглашение отправлено на maria@example.com. Ссылка действует 72 часа."),
    ).toBeTruthy();
    const invites = screen.getByRole("region", { name: "Приглашения" });
    expect(await within(invites).findByText("Мария Смирнова · maria@example.com")).toBeTruthy();
    const mails = await app.services.database.db.execute<{ text: string }>(
      sql`select text from mail_outbox where "to" = 'maria@example.com'`,
    );
    expect(mails.rows[0]?.text).toMatch(/\/login\/staff-invite\?key=/);
  });

  it("changes roles, deactivates after a confirmation and activates again", async () => {
    const { user } = await app.renderPage("/staff/employees", ADMIN);
    await screen.findByRole("table", { name: "Сотрудники" });
    await user.click(within(rowOf("content@example.com")).getByRole("button", { name: /^Роли:/ }));
    const roles = await screen.findByRole("dialog", { name: /^Роли:/ });
    await user.click(within(roles).getByLabelText("Персонал"));
    await user.click(within(roles).getByRole("button", { name: "Сохранить роли" }));
    await waitFor(() =>
      expect(within(rowOf("content@example.com")).getByText("Контент и каталог, Персонал")).toBeTruthy(),
    );

    await user.click(within(rowOf("content@example.com")).getByRole("button", { name: /^Отключить:/ }));
    const confirm = await screen.findByRole("dialog", { name: "Отключить сотрудника?" });
    await user.click(within(confirm).getByRole("button", { name: "Да, отключить" }));
    await waitFor(() => expect(within(rowOf("content@example.com")).getByText("Отключён")).toBeTruthy());

    await user.click(within(rowOf("content@example.com")).getByRole("button", { name: /^Включить:/ }));
    await waitFor(() => expect(within(rowOf("content@example.com")).getByText("Активен")).toBeTruthy());
  });

  it("revokes a pending invitation after a confirmation: it leaves the list and its link stops working", async () => {
    const { db } = app.services.database;
    const admin = await db.execute<{ id: number }>(sql`select id from users where email = 'admin@example.com'`);
    const actor = {
      id: admin.rows[0]?.id ?? 0,
      email: "admin@example.com",
      name: "Олег Николаевич Лебедев",
      roles: ["admin" as const],
      address: null,
    };
    const sent = await app.services.staffAdmin.invite(actor, {
      email: "withdrawn@example.com",
      name: "Пётр Отозванный",
      roles: ["sales"],
    });
    if (!sent.ok) throw new Error("invite refused");
    const { user } = await app.renderPage("/staff/employees", ADMIN);
    const invites = await screen.findByRole("region", { name: "Приглашения" });
    await user.click(
      await within(invites).findByRole("button", { name: "Отозвать приглашение: withdrawn@example.com" }),
    );
    const confirm = await screen.findByRole("dialog", { name: "Отозвать приглашение?" });
    expect(within(confirm).getByText(/Пётр Отозванный \(withdrawn@example\.com\)/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Да, отозвать" }));
    expect(
      await screen.findByText("Приглашение отозвано: ссылка из письма больше не работает (withdrawn@example.com)."),
    ).toBeTruthy();
    await waitFor(() => expect(within(invites).queryByText(/withdrawn@example\.com/)).toBeNull());
    expect(await app.services.staffAdmin.list(actor)).toMatchObject({
      invites: expect.not.arrayContaining([expect.objectContaining({ email: "withdrawn@example.com" })]),
    });
  });

  it("resets an employee's 2FA after a confirmation; not offered for oneself", async () => {
    const { user } = await app.renderPage("/staff/employees", ADMIN);
    await screen.findByRole("table", { name: "Сотрудники" });
    expect(within(rowOf("admin@example.com")).queryByRole("button", { name: /Сбросить 2FA/ })).toBeNull();
    await user.click(within(rowOf("sales@example.com")).getByRole("button", { name: /^Сбросить 2FA:/ }));
    const confirm = await screen.findByRole("dialog", { name: "Сбросить 2FA?" });
    expect(within(confirm).getByText(/все открытые сеансы завершатся/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Да, сбросить 2FA" }));
    expect(await screen.findByText(new RegExp(`^${STAFF_ADMIN_MESSAGES.mfaReset}`))).toBeTruthy();
    await waitFor(() => expect(within(rowOf("sales@example.com")).getByText("2FA не подключена")).toBeTruthy());
    expect(within(rowOf("sales@example.com")).queryByRole("button", { name: /Сбросить 2FA/ })).toBeNull();
  });

  it("another role does not see the section and its address answers 403", async () => {
    await app.renderPage("/staff/employees", { as: "service@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
    const nav = screen.getByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).queryByRole("link", { name: "Сотрудники" })).toBeNull();
  });
});
