import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StaffReschedulingResponse } from "../../../contract/staff-rescheduling.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/** Rescheduling requests in the back office, against the real API: the list, both schedules, approve, decline. */

let app: AccountApp;
/** Two requests of the demo company under review, as the client saves them from the account. */
let requests: string[];

beforeAll(async () => {
  app = await startAccountApp();
  const { rows } = await app.services.database.db.execute<{ user_id: number; profile_id: number; name: string }>(
    sql`select u.id as user_id, p.id as profile_id, u.name from users u
        join user_profiles up on up.user_id = u.id join profiles p on p.id = up.profile_id
        where u.email = 'client@example.com' and p.inn = '7724518030'`,
  );
  const client = rows[0];
  if (!client) throw new Error("no demo client");
  const page = await app.services.rescheduling.page(client.profile_id, {});
  const contracts = page.items.filter((c) => c.canReschedule).slice(0, 2);
  if (contracts.length < 2) throw new Error("the demo company has fewer than two contracts to reschedule");
  requests = [];
  for (const [i, contract] of contracts.entries()) {
    const saved = await app.services.rescheduling.save(
      client.profile_id,
      { userId: client.user_id, name: client.name },
      {
        contractCode: contract.code,
        option: "holiday",
        params: { months: i + 1 },
        justification: "Сезонное падение выручки: просим каникулы.",
      },
      [],
    );
    if (!saved.ok) throw new Error(`save: ${saved.reason}`);
    requests.push(saved.value.request.code);
  }
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const STAFF = { as: "staff@example.com" };

describe("rescheduling requests in the back office", () => {
  it("lists the requests under review with the client, the option and the difference", async () => {
    await app.renderPage("/staff/rescheduling?status=review", STAFF);
    const table = await screen.findByRole("table", { name: "Заявки на реструктуризацию" });
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(2);
    expect(within(table).getAllByText("Платёжные каникулы")).toHaveLength(2);
    expect(within(table).getAllByText("ООО «СтройТехМонтаж»")).toHaveLength(2);
    expect(within(table).getAllByRole("link", { name: /^Обращение № ОБ-/ })).toHaveLength(2);
    expect(screen.getByText(/на рассмотрении 2/)).toBeTruthy();
  });

  it("shows a request with both schedules and approves it after a confirmation", async () => {
    const code = requests[0] as string;
    const { user, api } = await app.renderPage(`/staff/rescheduling/${code}`, STAFF);
    await screen.findByRole("heading", { level: 1, name: /^Платёжные каникулы: договор № / });
    expect(screen.getByText("Сезонное падение выручки: просим каникулы.")).toBeTruthy();
    expect(screen.getByText("Платёжные каникулы: пропуск 1 месяц")).toBeTruthy();
    // The current and the new schedule, side by side.
    const calculation = screen.getByRole("region", { name: "Расчёт, который видел клиент" });
    expect(within(calculation).getByRole("table")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Одобрить заявку" }));
    const dialog = await screen.findByRole("dialog", { name: "Одобрить реструктуризацию?" });
    await user.click(within(dialog).getByRole("button", { name: "Да, одобрить" }));

    const decided = await screen.findByRole("region", { name: "Решение" });
    expect(within(decided).getByText("Одобрено")).toBeTruthy();
    expect(within(decided).getByText("Анна Викторовна Кузнецова")).toBeTruthy();
    const after = await api<StaffReschedulingResponse>(`/staff/api/rescheduling/detail/?code=${code}`);
    expect(after.request.status).toBe("approved");
    expect(screen.queryByRole("button", { name: "Одобрить заявку" })).toBeNull();
  });

  it("asks for a reason, then declines with it", async () => {
    const code = requests[1] as string;
    const { user, api } = await app.renderPage(`/staff/rescheduling/${code}`, STAFF);
    const form = await screen.findByRole("form", { name: "Отклонить" });
    await user.click(within(form).getByRole("button", { name: "Отклонить заявку" }));
    const reason = within(form).getByRole("textbox", { name: /Причина отказа/ });
    expect(document.activeElement).toBe(reason);
    expect(within(form).getByText("Укажите причину отказа")).toBeTruthy();

    await user.type(reason, "Просрочка по другому договору: вернёмся к вопросу после её погашения.");
    await user.click(within(form).getByRole("button", { name: "Отклонить заявку" }));
    const decided = await screen.findByRole("region", { name: "Решение" });
    expect(within(decided).getByText("Отклонено")).toBeTruthy();
    expect(
      within(decided).getByText("Просрочка по другому договору: вернёмся к вопросу после её погашения."),
    ).toBeTruthy();
    const after = await api<StaffReschedulingResponse>(`/staff/api/rescheduling/detail/?code=${code}`);
    expect(after.request).toMatchObject({ status: "declined", declineReason: expect.stringMatching(/^Просрочка/) });
  });

  it("lists decided requests under their status afterwards", async () => {
    const { user } = await app.renderPage("/staff/rescheduling", STAFF);
    await screen.findByRole("table", { name: "Заявки на реструктуризацию" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Статус" }), "Одобрено");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row").slice(1)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText("Одобрено")).toBeTruthy();
  });
});
