import { screen, waitFor, within } from "@testing-library/react";
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

  it("writes the payment purpose of the chosen contract and month, with that month's amount and VAT, ready to copy", async () => {
    const { user } = await openRequisites();
    const purposes = screen.getByRole("region", { name: "Назначение платежа" });
    const contract = (await within(purposes).findByRole("combobox", { name: "Договор" })) as HTMLSelectElement;
    const month = within(purposes).getByRole("combobox", { name: "Месяц" }) as HTMLSelectElement;
    const purposeText = () => within(purposes).getByText(/^Оплата .+ по договору лизинга № /).textContent ?? "";

    // The default: a real purpose, no placeholder, naming the contract chosen and the month chosen.
    const number = /№ (\S+)/.exec(contract.selectedOptions[0]?.textContent ?? "")?.[1] ?? "";
    expect(number).not.toBe("");
    expect(purposeText()).toContain(`по договору лизинга № ${number} от `);
    expect(purposeText()).not.toMatch(/[<>]/);

    // Another month of the schedule (a lease payment, not the advance or the buyout): the purpose says that month.
    const other = [...month.options].find((o) => o.value !== month.value && !/—/.test(o.textContent ?? ""));
    expect(other).toBeTruthy();
    const [name = "", year = ""] = (other?.textContent ?? "").replace(" (оплачен)", "").split(" ");
    await user.selectOptions(month, other?.value ?? "");
    await waitFor(() =>
      expect(purposeText()).toMatch(
        new RegExp(
          `^Оплата лизингового платежа по договору лизинга № ${number.replace(/[/.]/g, "\\$&")} от \\d\\d\\.\\d\\d\\.\\d{4} за ${name.toLowerCase()} ${year} г\\., в т\\. ч\\. НДС 22 % — [\\d\u00a0 ]+,\\d\\d ₽$`,
        ),
      ),
    );
    // The VAT in the purpose is the one shown beside the amount.
    const vat =
      within(purposes).getByText("в т. ч. НДС 22 %", { selector: "dt" }).nextElementSibling?.textContent ?? "";
    expect(purposeText().replace(/\s/g, "")).toContain(vat.replace(/\s/g, ""));

    await user.click(within(purposes).getByRole("button", { name: "Скопировать: назначение платежа" }));
    expect(await navigator.clipboard.readText()).toBe(purposeText());
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
