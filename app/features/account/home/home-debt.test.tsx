import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { DebtsResponse, PayResponse } from "../../../../contract/lk-accounting.ts";
import type { ContractsListResponse } from "../../../../contract/lk-contracts.ts";
import { formatMoney } from "../../../lib/number-format";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { formatDate } from "../lk/lk-format";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const CLIENT = { as: "client@example.com" };
const rub = (value: number) => formatMoney(value, { kopecks: true });
/** Text as a person reads it: no-break spaces as spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const earliest = (dates: (string | null)[]) => dates.filter((d): d is string => d !== null).sort()[0];

/** A figure of a debt block: its region by label, the amount and the note under it. */
function figure(block: HTMLElement, label: string) {
  const region = within(block).getByRole("region", { name: label });
  return plain(region.textContent);
}

describe("the account home's debt", () => {
  it("shows overdue, due within 30 days and penalties apart, each with its date, equal to accounting/debts/", async () => {
    const { api } = await app.renderPage("/account", CLIENT);
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    expect(debts.totals.overdue).toBeGreaterThan(0);
    const block = await screen.findByRole("region", { name: "Задолженность" });
    await within(block).findByRole("region", { name: "Просрочено" });

    const overdue = figure(block, "Просрочено");
    expect(overdue).toContain(plain(rub(debts.totals.overdue)));
    const since = earliest(debts.items.filter((d) => d.overdue > 0).map((d) => d.overdueSince));
    expect(overdue).toContain(`Просрочено с ${formatDate(since)}`);
    // The overdue figure never carries the next payment's date.
    expect(overdue).not.toContain("Следующий платёж");

    const dueSoon = figure(block, "К оплате в ближайшие 30 дней");
    expect(dueSoon).toContain(plain(rub(debts.totals.dueSoon)));
    const next = earliest(debts.items.filter((d) => d.dueSoon > 0).map((d) => d.dueSoonDate));
    if (next) expect(dueSoon).toContain(`Следующий платёж ${formatDate(next)}`);

    const penalties = figure(block, "Пени");
    expect(penalties).toContain(plain(rub(debts.totals.penalties)));
    expect(penalties).toContain(`на ${formatDate(debts.asOf)}`);

    expect(figure(block, "Итого к оплате")).toContain(plain(rub(debts.totals.total)));
    // No one figure mixes them any more.
    expect(within(block).queryByText("К оплате сейчас")).toBeNull();
    expect(within(block).getByRole("link", { name: "Бухгалтерия" }).getAttribute("href")).toBe("/account/accounting");
  });

  it("«Оплатить» of a contract opens the QR code with the amount the pay call answers", async () => {
    const { api, user } = await app.renderPage("/account", CLIENT);
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    const owing = debts.items.find((d) => d.overdue > 0) ?? debts.items.find((d) => d.total > 0);
    expect(owing).toBeTruthy();
    const code = owing?.contractCode ?? "";
    const { payment } = await api<PayResponse>(`/apilk/accounting/pay/?contractCode=${encodeURIComponent(code)}`);

    const block = await screen.findByRole("region", { name: "Задолженность" });
    await user.click(
      await within(block).findByRole("button", { name: `Оплатить по договору № ${owing?.contractNumber}` }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Оплата по QR-коду" });
    const qr = await within(dialog).findByRole("img", { name: /QR-код для оплаты/ });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(plain(dialog.textContent)).toContain(plain(rub(payment.amount)));
  });
});

describe("the contract page's debt", () => {
  it("says since when the overdue amount is overdue and never puts the next date beside it", async () => {
    const { api, unmount } = await app.renderPage("/account/contracts", CLIENT);
    const list = await api<ContractsListResponse>("/apilk/contracts/list/");
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    const overdue = debts.items.find((d) => d.overdue > 0 && list.items.some((c) => c.code === d.contractCode));
    expect(overdue).toBeTruthy();
    if (!overdue) return;
    unmount();

    await app.renderPage(`/account/contracts/${overdue.contractCode}`, CLIENT);
    const block = await screen.findByRole("region", { name: "Задолженность по договору" });
    await within(block).findByRole("region", { name: "Просрочено" });
    const overdueFigure = figure(block, "Просрочено");
    expect(overdueFigure).toContain(plain(rub(overdue.overdue)));
    expect(overdueFigure).toContain(`Просрочено с ${formatDate(overdue.overdueSince)}`);
    expect(overdueFigure).not.toMatch(/Следующий платёж|до \d/);
    expect(figure(block, "Пени")).toContain(plain(rub(overdue.penalties)));
    expect(figure(block, "К оплате в ближайшие 30 дней")).toContain(plain(rub(overdue.dueSoon)));
    await waitFor(() =>
      expect(
        within(block).getByRole("button", { name: `Оплатить по договору № ${overdue.contractNumber}` }),
      ).toBeTruthy(),
    );
  });
});
