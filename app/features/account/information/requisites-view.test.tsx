import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

/** The lessor's requisites of the demo seed (server/db/seed), as a client pays them. */
const LESSOR = {
  ИНН: "7736548215",
  КПП: "773601001",
  ОГРН: "1157746654328",
  Банк: "ПАО Сбербанк, г. Москва",
  БИК: "044525225",
  "Расчётный счёт": "40702810538000047215",
  "Корреспондентский счёт": "30101810400000000225",
};

async function openRequisites() {
  const page = await app.renderPage("/account/requisites", { as: "client@example.com" });
  const requisites = await screen.findByRole("region", { name: "Реквизиты для оплаты" });
  return { ...page, requisites };
}

describe("requisites and terms", () => {
  it("shows the lessor's INN, KPP, OGRN and bank details, each with a copy button", async () => {
    const { requisites } = await openRequisites();
    expect(screen.getByRole("heading", { level: 1, name: "Реквизиты и условия" })).toBeTruthy();
    for (const [label, value] of Object.entries(LESSOR)) {
      const term = within(requisites).getByText(label, { selector: "dt" });
      expect(term.nextElementSibling?.textContent).toContain(value);
      expect(within(requisites).getByRole("button", { name: `Скопировать: ${label}` })).toBeTruthy();
    }
  });

  it("copies a requisite to the clipboard and says so", async () => {
    const { user, requisites } = await openRequisites();
    const copy = within(requisites).getByRole("button", { name: "Скопировать: ИНН" });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(LESSOR.ИНН);
    expect(await within(copy).findByText("Скопировано")).toBeTruthy();

    await user.click(within(requisites).getByRole("button", { name: "Скопировать: Расчётный счёт" }));
    expect(await navigator.clipboard.readText()).toBe(LESSOR["Расчётный счёт"]);
  });

  it("gives a payment purpose per active contract, ready to copy", async () => {
    const { user } = await openRequisites();
    const purposes = screen.getByRole("region", { name: "Назначение платежа" });
    const link = within(purposes).getByRole("link", { name: "Договор № ЛА-2026/01930" });
    expect(link.getAttribute("href")).toMatch(/^\/account\/contracts\/\w+/);
    await user.click(
      within(purposes).getByRole("button", { name: "Скопировать: назначение платежа по договору № ЛА-2026/01930" }),
    );
    expect(await navigator.clipboard.readText()).toMatch(
      /^Лизинговый платёж по договору лизинга № ЛА-2026\/01930 от \d\d\.\d\d\.\d{4} за <месяц> <год> г\., в т\. ч\. НДС 22 %$/,
    );
  });

  it("shows the leasing terms: the first section open, the others open on a click", async () => {
    const { user } = await openRequisites();
    const summaries = (await screen.findAllByText(/./, { selector: "summary" })).filter((s) => s.closest("details"));
    expect(summaries.length).toBeGreaterThan(1);
    const [first, second] = summaries.map((s) => s.closest("details") as HTMLDetailsElement);
    expect(first?.open).toBe(true);
    expect(second?.open).toBe(false);
    await user.click(summaries[1] as HTMLElement);
    expect(second?.open).toBe(true);
  });
});
