import { screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BonusesResponse, PaidServicesResponse } from "../../../../contract/lk-services.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

const GROUPS = { connected: "Подключены", requested: "Заявка принята", available: "Можно подключить" } as const;
/** Names with ordinary spaces (numbers are grouped with no-break ones). */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ");

describe("services and bonuses", () => {
  it("lists the paid services by state under the «Платные услуги» tab", async () => {
    const { api } = await app.renderPage("/account/services", { as: "client@example.com" });
    const { items } = await api<PaidServicesResponse>("/apilk/services/paid/");
    expect(items.length).toBeGreaterThan(0);

    const tab = await screen.findByRole("tab", { name: "Платные услуги" });
    expect(tab.getAttribute("aria-selected")).toBe("true");
    const panel = screen.getByRole("tabpanel", { name: "Платные услуги" });
    for (const service of items) {
      const group = await within(panel).findByRole("region", { name: GROUPS[service.status] });
      expect(within(group).getByText(service.title)).toBeTruthy();
    }
    expect(screen.queryByRole("tabpanel", { name: "Бонусы" })).toBeNull();
  });

  it("opens the bonuses from the tab: balance, level and the history of points", async () => {
    const { user, api } = await app.renderPage("/account/services", { as: "client@example.com" });
    const bonuses = await api<BonusesResponse>("/apilk/services/bonuses/");
    await user.click(await screen.findByRole("tab", { name: "Бонусы" }));

    const panel = await screen.findByRole("tabpanel", { name: "Бонусы" });
    expect(screen.getByRole("tab", { name: "Бонусы" }).getAttribute("aria-selected")).toBe("true");
    expect(await within(panel).findByText("Баланс")).toBeTruthy();
    expect(plain(panel.textContent)).toContain(`${plain(bonuses.balance.toLocaleString("ru-RU"))} баллов`);
    expect(within(panel).getByRole("heading", { name: `Уровень «${bonuses.level.title}»` })).toBeTruthy();
    const history = within(panel).getByRole("table", { name: "История баллов" });
    expect(within(history).getAllByRole("row")).toHaveLength(bonuses.operations.length + 1);
    expect(within(history).getByText(bonuses.operations[0]?.title ?? "")).toBeTruthy();
  });

  it("opens /account/services/bonuses on the bonuses tab and goes back to the services with the arrow key", async () => {
    const { user } = await app.renderPage("/account/services/bonuses", { as: "client@example.com" });
    const bonusesTab = await screen.findByRole("tab", { name: "Бонусы" });
    expect(bonusesTab.getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByRole("table", { name: "История баллов" })).toBeTruthy();

    bonusesTab.focus();
    await user.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("tabpanel", { name: "Платные услуги" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Платные услуги" }));
  });
});
