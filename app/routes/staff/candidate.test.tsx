import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffCandidateResponse } from "../../../contract/staff-candidates.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";

/** One questionnaire for HR against the real API: every answer by section, the PDF link, and the status change. */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const HR = { as: "hr@example.com" };

async function demo(name: string) {
  const item = (await app.services.candidatesStaff.list({ search: name }, 1)).items[0];
  if (!item) throw new Error(`the demo has no questionnaire of ${name}`);
  return item;
}

describe("a candidate's questionnaire", () => {
  it("shows every answer by section and the PDF to download", async () => {
    const c = await demo("Гарипов");
    await app.renderPage(`/staff/candidates/${c.id}`, HR);
    await screen.findByRole("heading", { level: 1, name: `Анкета № ${c.number}` });
    expect(screen.getByText(/^Гарипов Руслан Ильдарович, получена/)).toBeTruthy();
    for (const title of [
      "Вакансия и город",
      "Личные данные",
      "Семья",
      "Образование",
      "Последнее место работы",
      "Адрес",
    ]) {
      expect(screen.getByRole("region", { name: title })).toBeTruthy();
    }
    const family = screen.getByRole("region", { name: "Семья" });
    expect(within(family).getByText("Гарипова Елена Сергеевна, 1990 г. р., Бухгалтер, ООО «УралТрак»")).toBeTruthy();
    expect(within(family).getByText("Не указан")).toBeTruthy();
    const job = screen.getByRole("region", { name: "Последнее место работы" });
    expect(within(job).getByText("04.2016 — 09.2026")).toBeTruthy();
    const address = screen.getByRole("region", { name: "Адрес" });
    expect(within(address).getByText("г. Екатеринбург, ул. Викулова, д. 33, кв. 8")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Скачать анкету (PDF)" }).getAttribute("href")).toBe(
      `/staff/api/candidates/pdf/?id=${c.id}`,
    );
  });

  it("changes the status and says so", async () => {
    const c = await demo("Соколова");
    const { user, api } = await app.renderPage(`/staff/candidates/${c.id}`, HR);
    await screen.findByRole("heading", { level: 1, name: `Анкета № ${c.number}` });
    const form = screen.getByRole("form", { name: "Статус анкеты" });
    await user.selectOptions(within(form).getByRole("combobox", { name: "Статус" }), "Приглашён");
    await user.click(within(form).getByRole("button", { name: "Сменить статус" }));
    expect((await screen.findByRole("status")).textContent).toBe("Статус: Приглашён.");
    await waitFor(() => expect(screen.getByText(/^Статус изменён/)).toBeTruthy());
    const after = await api<StaffCandidateResponse>(`/staff/api/candidates/detail/?id=${c.id}`);
    expect(after.candidate.status).toBe("invited");
  });

  it("says a questionnaire that is not there is not found", async () => {
    await app.renderPage("/staff/candidates/999999", HR);
    expect(await screen.findByRole("heading", { level: 1, name: "Анкета не найдена" })).toBeTruthy();
    await app.renderPage("/staff/candidates/abc", HR);
    expect(await screen.findByRole("heading", { level: 1, name: "Анкета не найдена" })).toBeTruthy();
  });
});
