import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { StaffCessionListResponse, StaffCessionResponse } from "../../../contract/staff-cession.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/**
 * Cessions in the back office, against the real API and the demo data (one cession under review, one draft): the
 * queue, the whole application with the questionnaire, accept after a confirmation, cancel with a reason.
 */

let app: AccountApp;
afterAll(() => app?.close());

const RISK = { as: "risk@example.com" };

/** The demo cession in `status` (read through the service, so nothing is rendered yet). */
async function cessionIn(status: "sent" | "draft") {
  app ??= await startAccountApp();
  const list: StaffCessionListResponse = await app.services.cessionStaff.list({ status }, 1);
  const item = list.items[0];
  if (!item) throw new Error(`the demo has no cession in ${status}`);
  return item;
}

describe("cessions in the back office", () => {
  it("lists the applications, the one under review first, with the parties and the contracts", async () => {
    const sent = await cessionIn("sent");
    await app.renderPage("/staff/cessions", RISK);
    const table = await screen.findByRole("table", { name: "Заявки на переуступку" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: `№ ${sent.number}` })).toBeTruthy();
    expect(within(first).getByText("На рассмотрении")).toBeTruthy();
    expect(within(first).getByText("ИП Петров Иван Сергеевич")).toBeTruthy();
    expect(within(first).getByText(`Договор № ${sent.contracts[0]?.number}`, { exact: false })).toBeTruthy();
    expect(screen.getByText(/на рассмотрении 1/)).toBeTruthy();
  });

  it("the overview of a risk employee counts the cessions under review and leads to them", async () => {
    app ??= await startAccountApp();
    await app.renderPage("/staff", RISK);
    const nav = await screen.findByRole("navigation", { name: "Разделы бэк-офиса" });
    expect(within(nav).getByRole("link", { name: "Цессии" }).getAttribute("href")).toBe("/staff/cessions");
    const card = await screen.findByRole("region", { name: "Цессии" });
    expect(await within(card).findByText("На рассмотрении")).toBeTruthy();
    expect(within(card).getByText("1")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Открыть заявки" }).getAttribute("href")).toBe(
      "/staff/cessions?status=sent",
    );
  });

  it("shows the whole application and accepts it after a confirmation", async () => {
    const sent = await cessionIn("sent");
    const { user, api } = await app.renderPage(`/staff/cessions/${sent.code}`, RISK);
    await screen.findByRole("heading", { level: 1, name: `Переуступка № ${sent.number}` });
    const cessionary = screen.getByRole("region", { name: "Цессионарий" });
    expect(within(cessionary).getByRole("heading", { name: "Организация" })).toBeTruthy();
    expect(within(cessionary).getByRole("heading", { name: "Вопросы анкеты" })).toBeTruthy();
    expect(within(cessionary).getByText("Все обязательные данные и документы на месте.")).toBeTruthy();
    expect(within(cessionary).getByRole("link", { name: "Скачать анкету (PDF)" })).toBeTruthy();
    const documents = within(cessionary).getByRole("list", { name: "Документы цессионария" });
    expect(within(documents).getAllByRole("link").length).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "Поручители" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Принять переуступку" }));
    const dialog = await screen.findByRole("dialog", { name: "Принять переуступку?" });
    await user.click(within(dialog).getByRole("button", { name: "Да, принять" }));

    const decided = await screen.findByRole("region", { name: "Решение" });
    expect(within(decided).getByText("Завершено")).toBeTruthy();
    const contracts = screen.getByRole("region", { name: "Договоры" });
    expect(
      within(contracts).getByText(/Передан по цессии \d\d\.\d\d\.\d{4} в профиль ООО «ТрансЛогистик»/),
    ).toBeTruthy();
    const after = await api<StaffCessionResponse>(`/staff/api/cession/detail/?code=${sent.code}`);
    expect(after.cession.status).toBe("accepted");
  });

  it("asks for a reason, then cancels a draft with it", async () => {
    const draft = await cessionIn("draft");
    const { user, api } = await app.renderPage(`/staff/cessions/${draft.code}`, RISK);
    await screen.findByRole("heading", { level: 1, name: `Переуступка № ${draft.number}` });
    expect(screen.queryByRole("button", { name: "Принять переуступку" })).toBeNull();
    const form = screen.getByRole("form", { name: "Аннулировать" });
    await user.click(within(form).getByRole("button", { name: "Аннулировать заявку" }));
    const reason = within(form).getByRole("textbox", { name: /Причина аннулирования/ });
    expect(document.activeElement).toBe(reason);
    expect(within(form).getByText(/не меньше 3 символов/)).toBeTruthy();

    await user.type(reason, "Клиент отозвал заявку по телефону");
    await user.click(within(form).getByRole("button", { name: "Аннулировать заявку" }));
    const decided = await screen.findByRole("region", { name: "Решение" });
    expect(within(decided).getByText("Клиент отозвал заявку по телефону")).toBeTruthy();
    await waitFor(async () => {
      const after = await api<StaffCessionResponse>(`/staff/api/cession/detail/?code=${draft.code}`);
      expect(after.cession).toMatchObject({ status: "cancelled", cancelledBy: "lessor" });
    });
  });

  it("the assignor's account then shows the contract as passed by cession", async () => {
    app ??= await startAccountApp();
    const { db } = app.services.database;
    const [accepted] = (await app.services.cessionStaff.list({ status: "accepted" }, 1)).items;
    if (!accepted) throw new Error("no accepted cession: the accept test runs first");
    const number = accepted.contracts[0]?.number as string;
    // The demo client signs in to the entrepreneur's profile, the assignor of the accepted cession.
    await db.execute(
      sql`update user_profiles set is_default = (p.inn = '771234567859') from profiles p, users u
          where p.id = user_profiles.profile_id and u.id = user_profiles.user_id and u.email = 'client@example.com'`,
    );
    const { user } = await app.renderPage(`/account/contracts?search=${encodeURIComponent(number)}`, {
      as: "client@example.com",
    });
    const label = await screen.findByText(/^Передан по цессии \d\d\.\d\d\.\d{4}$/);
    const table = screen.getByRole("table");
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(1);
    await user.click(within(table).getByRole("link", { name: new RegExp(number.replace("/", "\\/")) }));
    const heading = await screen.findByRole("heading", { level: 1, name: `Договор № ${number}` });
    expect(heading).toBeTruthy();
    expect(screen.getAllByText(label.textContent as string).length).toBeGreaterThan(0);
  });

  it("answers 403 to an employee without the risk role", async () => {
    app ??= await startAccountApp();
    await app.renderPage("/staff/cessions", { as: "service@example.com" });
    await screen.findByRole("heading", { level: 1, name: "Раздел недоступен вашей роли" });
  });
});
