import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContractsListResponse } from "../../../../contract/lk-contracts.ts";
import type { PayoffResponse } from "../../../../contract/lk-payoff.ts";
import type { TicketDetailResponse } from "../../../../contract/lk-tickets.ts";
import { addDays } from "../../../../core/calendar-dates.ts";
import { formatMoney } from "../../../lib/number-format";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { formatDate } from "../lk/lk-format";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());

type Page = Awaited<ReturnType<AccountApp["renderPage"]>>;

/**
 * Opens a contract's «Досрочный выкуп» tab as client@example.com: the contract's code is looked up through the API
 * (the contracts list searched by number) the way the list page would find it.
 */
async function openPayoff(number: string): Promise<Page & { code: string }> {
  const list = await app.renderPage("/account/contracts", { as: "client@example.com" });
  const filters = encodeURIComponent(JSON.stringify({ search: number }));
  const found = await list.api<ContractsListResponse>(`/apilk/contracts/list/?filters=${filters}`);
  list.unmount();
  const code = found.items[0]?.code;
  if (!code) throw new Error(`no contract ${number}`);
  return { ...(await app.renderPage(`/account/contracts/${code}/payoff`, { as: "client@example.com" })), code };
}

const money = (value: number) => formatMoney(value, { kopecks: true }).replace(/\s+/g, " ");
const dateInput = () => screen.getByLabelText(/^Дата выкупа/) as HTMLInputElement;

/** The message under a field, read the way a screen reader does: through aria-describedby. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the early payoff tab of a contract", () => {
  it("shows today's sum with each part and its VAT, as the API quotes it, and the PDF of it", async () => {
    const { api, code } = await openPayoff("ЛА-2024/03157");
    expect((await screen.findByRole("tab", { name: "Досрочный выкуп" })).getAttribute("aria-selected")).toBe("true");
    const { quote } = await api<PayoffResponse>(`/apilk/contracts/payoff/?code=${code}`);
    const table = await screen.findByRole("table", {
      name: `Из чего складывается сумма выкупа на ${formatDate(quote.date)}`,
    });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(6);
    for (const part of quote.components) {
      const row = rows.find((r) => within(r).queryByText(part.title));
      if (!row) throw new Error(`no row ${part.title}`);
      const [, amount, vat] = within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replace(/\s+/g, " "));
      expect(amount).toBe(money(part.amount));
      expect(vat).toBe(part.code === "penalties" ? "не облагается" : money(part.vat));
    }
    expect(part(quote, "overdue")).toBeGreaterThan(0);
    const region = screen.getByRole("region", { name: "Досрочный выкуп" });
    expect(within(region).getAllByText(money(quote.total)).length).toBeGreaterThan(0);
    const pdf = within(region).getByRole("link", { name: /^Скачать PDF/ });
    expect(pdf.getAttribute("href")).toBe(quote.pdfUrl);
    expect(dateInput().value).toBe(quote.date);
    expect(dateInput().min).toBe(quote.dateMin);
    expect(dateInput().max).toBe(quote.dateMax);
  });

  it("recalculates for another date, and refuses one after the contract's end under the field", async () => {
    const { api, code } = await openPayoff("ЛА-2024/03157");
    await screen.findByRole("table", { name: /^Из чего складывается сумма выкупа/ });
    const { quote: today } = await api<PayoffResponse>(`/apilk/contracts/payoff/?code=${code}`);
    const later = addDays(today.date, 20);
    const { quote } = await api<PayoffResponse>(`/apilk/contracts/payoff/?code=${code}&date=${later}`);

    fireEvent.change(dateInput(), { target: { value: later } });
    await screen.findByRole("table", { name: `Из чего складывается сумма выкупа на ${formatDate(later)}` });
    const region = screen.getByRole("region", { name: "Досрочный выкуп" });
    await waitFor(() => expect(within(region).getAllByText(money(quote.total)).length).toBeGreaterThan(0));
    expect(
      within(region)
        .getByRole("link", { name: /^Скачать PDF/ })
        .getAttribute("href"),
    ).toBe(quote.pdfUrl);

    fireEvent.change(dateInput(), { target: { value: addDays(today.dateMax, 1) } });
    expect(dateInput().getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(dateInput())).toContain(`не позже окончания договора, ${formatDate(today.dateMax)}`);
    expect(within(region).getByRole("button", { name: "Отправить заявку" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("sends the request with a comment: a ticket of category «buyout» is opened and its number shown", async () => {
    const { user, api } = await openPayoff("ЛА-2025/04812");
    await screen.findByRole("table", { name: /^Из чего складывается сумма выкупа/ });
    await user.type(screen.getByLabelText(/^Комментарий/), "Оплатим до конца месяца");
    await user.click(screen.getByRole("button", { name: "Отправить заявку" }));
    const title = await screen.findByText(/^Заявка № ОБ-\d{4}-\d+ отправлена$/);
    const number = title.textContent?.match(/ОБ-\d{4}-\d+/)?.[0] ?? "";
    const href = screen.getByRole("link", { name: "Открыть обращение" }).getAttribute("href") ?? "";
    const ticketCode = decodeURIComponent(href.replace("/account/tickets/", ""));
    const { ticket } = await api<TicketDetailResponse>(`/apilk/tickets/detail/?code=${ticketCode}`);
    expect(ticket).toMatchObject({ number, category: "buyout", status: "new" });
    expect(ticket.messages[0]?.text).toContain("Оплатим до конца месяца");
    expect(ticket.messages[0]?.attachments).toHaveLength(1);
  });

  it("says a finished contract needs no payoff", async () => {
    await openPayoff("ЛА-2022/00874");
    expect(await screen.findByText("Договор уже завершён")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Отправить заявку" })).toBeNull();
  });
});

function part(quote: PayoffResponse["quote"], code: string): number {
  return quote.components.find((c) => c.code === code)?.amount ?? 0;
}
