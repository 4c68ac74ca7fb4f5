import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ReschedulingPageResponse } from "../../../../contract/lk-rescheduling.ts";
import type { TicketDetailResponse } from "../../../../contract/lk-tickets.ts";
import { formatMoney } from "../../../lib/number-format";
import { API_REDUCER_PATH } from "../../../store/api-path";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
afterEach(() => vi.unstubAllGlobals());

const CLIENT = { as: "client@example.com" };
const pdf = (name: string) =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, ...new Uint8Array(600)])], name, {
    type: "application/pdf",
    lastModified: 1,
  });

/** The cells of a row of the side-by-side table, as read: month, old payment, new payment, difference, old debt, new debt. */
function cellsOf(row: HTMLElement): string[] {
  return [...row.querySelectorAll("th, td")].map((cell) => (cell.textContent ?? "").replace(/\s+/g, " ").trim());
}

const normalize = (text: string) => text.replace(/\s+/g, " ").trim();

describe("rescheduling", () => {
  it("lists the contracts: «Изменить график» where it can be changed, the reason in words where it cannot", async () => {
    const { api } = await app.renderPage("/account/rescheduling", CLIENT);
    const table = await screen.findByRole("table", { name: "Договоры и возможность изменить график" });
    const page = await api<ReschedulingPageResponse>("/apilk/rescheduling/page/");

    const blocked = page.items.find((c) => c.number === "ЛА-2022/00874");
    expect(blocked?.canReschedule).toBe(false);
    expect(blocked?.reason).toBeTruthy();
    const blockedRow = within(table).getByRole("link", { name: "№ ЛА-2022/00874" }).closest("tr") as HTMLElement;
    expect(within(blockedRow).getByText(blocked?.reason ?? "")).toBeTruthy();
    expect(within(blockedRow).queryByRole("link", { name: /Изменить график/ })).toBeNull();

    const open = page.items.find((c) => c.number === "ЛА-2025/04812");
    expect(open?.canReschedule).toBe(true);
    const link = within(table).getByRole("link", { name: "Изменить график по договору № ЛА-2025/04812" });
    expect(link.getAttribute("href")).toBe(`/account/rescheduling?contract=${open?.code}`);
  });

  it("calculates a payment holiday of 2 months and shows the current and the new schedule side by side", async () => {
    const { user, api } = await app.renderPage("/account/rescheduling", CLIENT);
    await user.click(await screen.findByRole("link", { name: "Изменить график по договору № ЛА-2025/01248" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Изменение графика по договору № ЛА-2025/01248" }),
    ).toBeTruthy();

    const holiday = await screen.findByRole("radio", { name: /Платёжные каникулы/ });
    expect((holiday as HTMLInputElement).checked).toBe(true);
    const months = await screen.findByRole("spinbutton", { name: /Сколько платежей пропустить/ });
    await user.clear(months);
    await user.type(months, "2");
    await user.click(screen.getByRole("button", { name: "Рассчитать" }));

    const region = await screen.findByRole("region", { name: /^Текущий и новый график по договору № ЛА-2025\/01248/ });
    const rows = within(region)
      .getAllByRole("row")
      .filter((r) => r.closest("tbody"));
    const page = await api<ReschedulingPageResponse>("/apilk/rescheduling/page/");
    const contract = page.items.find((c) => c.number === "ЛА-2025/01248");
    expect(rows.length).toBeGreaterThanOrEqual(contract?.remainingPayments ?? 99);

    // The two skipped months: the current payment on the left, nothing to pay on the right.
    const zero = formatMoney(0, { kopecks: true });
    for (const row of rows.slice(0, 2)) {
      const [, oldPayment, newPayment] = cellsOf(row);
      expect(newPayment).toBe(normalize(zero));
      expect(oldPayment).not.toBe(normalize(zero));
    }
    // The months after them carry more than before.
    const [, oldThird, newThird] = cellsOf(rows[2] as HTMLElement);
    const amount = (text: string | undefined) => Number((text ?? "").replace(/[^\d,−-]/g, "").replace(",", "."));
    expect(amount(newThird)).toBeGreaterThan(amount(oldThird));

    // The totals row: the holiday costs the month's financing charges, so more is paid in all; the figures above the
    // table say the same difference, and the new удорожание beside the current one.
    const [, oldTotal, newTotal, difference] = cellsOf(within(region).getByText("Итого").closest("tr") as HTMLElement);
    expect(amount(newTotal)).toBeGreaterThan(amount(oldTotal));
    const stat = (label: string) =>
      normalize(screen.getByText(label, { selector: "p" }).parentElement?.textContent ?? "");
    expect(stat("Разница")).toContain(difference);
    expect(stat("Удорожание в год")).toMatch(/^Удорожание в год\d+,\d{2} %сейчас \d+,\d{2} %$/);
    expect(screen.getByRole("form", { name: /Заявка на изменение графика по договору № ЛА-2025\/01248/ })).toBeTruthy();
    // The early payoff of the same contract is on the same page.
    expect(await screen.findByRole("heading", { level: 2, name: "Досрочный выкуп" })).toBeTruthy();
  });

  it("says what is wrong with a parameter beyond the limit and asks the server nothing", async () => {
    const { user, store } = await app.renderPage("/account/rescheduling", CLIENT);
    await user.click(await screen.findByRole("link", { name: "Изменить график по договору № ЛА-2025/01248" }));
    const months = await screen.findByRole("spinbutton", { name: /Сколько платежей пропустить/ });
    await user.clear(months);
    await user.type(months, "7");
    await user.click(screen.getByRole("button", { name: "Рассчитать" }));
    await waitFor(() => expect(months.getAttribute("aria-invalid")).toBe("true"));
    const described = (months.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ");
    expect(described).toContain("Срок каникул: не больше 3");
    expect(screen.queryByRole("region", { name: /^Текущий и новый график/ })).toBeNull();
    expect(Object.keys(store.getState()[API_REDUCER_PATH]?.mutations ?? {})).toEqual([]);
  });

  it("sends the request with a PDF: the ticket's number with a link, the request under review in the lists", async () => {
    const Xhr = stubXhrOverFetch();
    const { user, api } = await app.renderPage("/account/rescheduling", CLIENT);
    await user.click(await screen.findByRole("link", { name: "Изменить график по договору № ЛА-2025/04812" }));
    const months = await screen.findByRole("spinbutton", { name: /Сколько платежей пропустить/ });
    await user.clear(months);
    await user.type(months, "2");
    await user.click(screen.getByRole("button", { name: "Рассчитать" }));
    const form = await screen.findByRole("form", { name: /Заявка на изменение графика по договору № ЛА-2025\/04812/ });

    // Too short a reason: said under the field, nothing sent.
    const reason = within(form).getByRole("textbox", { name: /Причина изменения графика/ });
    await user.type(reason, "Нет денег");
    await user.click(within(form).getByRole("button", { name: "Отправить заявку" }));
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(reason);
    expect(Xhr.sent).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, "Заказчик задержал оплату по госконтракту на два месяца, письмо прилагаем.");
    await user.upload(within(form).getByLabelText("Приложить документы"), pdf("письмо заказчика.pdf"));
    expect(await within(form).findByText("письмо заказчика.pdf")).toBeTruthy();
    await user.click(within(form).getByRole("button", { name: "Отправить заявку" }));

    const done = await screen.findByText("Заявка отправлена", {}, { timeout: 5000 });
    const alert = done.closest("[role=status]") as HTMLElement;
    const ticketLink = within(alert).getByRole("link", { name: /^№ ОБ-/ });
    expect(Xhr.sent).toHaveLength(1);
    expect(Xhr.sent[0]?.url).toMatch(/\/apilk\/rescheduling\/save\/$/);

    const page = await api<ReschedulingPageResponse>("/apilk/rescheduling/page/");
    const request = page.requests.find((r) => r.contractNumber === "ЛА-2025/04812" && r.status === "review");
    expect(request).toBeTruthy();
    expect(ticketLink.getAttribute("href")).toBe(`/account/tickets/${request?.ticketCode}`);
    expect(ticketLink.textContent).toBe(`№ ${request?.ticketNumber}`);
    // The document travelled with the request: it is in the ticket's first message.
    const ticket = await api<TicketDetailResponse>(`/apilk/tickets/detail/?code=${request?.ticketCode}`);
    expect(ticket.ticket.messages[0]?.attachments.map((f) => f.fileName)).toEqual(["письмо заказчика.pdf"]);

    // The refreshed page lists the request under review; the form is gone, the contract cannot take another one.
    const requests = await screen.findByRole("region", { name: "Заявки по договору" });
    expect(await within(requests).findByText("На рассмотрении")).toBeTruthy();
    expect(within(requests).getByRole("link", { name: `Обращение № ${request?.ticketNumber}` })).toBeTruthy();
    expect(screen.queryByRole("form", { name: /Заявка на изменение графика/ })).toBeNull();
    expect(page.items.find((c) => c.number === "ЛА-2025/04812")?.canReschedule).toBe(false);
  });
});
