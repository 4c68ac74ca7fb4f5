import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type {
  AccountingRequestsResponse,
  BillsResponse,
  DebtsResponse,
  DocumentsResponse,
  DuplicatePeriodsResponse,
  InvoicesResponse,
  NotesResponse,
  PayResponse,
  PenaltyCalculation,
  ReconciliationAct,
} from "../../../../contract/lk-accounting.ts";
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
const filters = (f: object) => `?filters=${encodeURIComponent(JSON.stringify(f))}`;
/** Text as a person reads it: no-break spaces as spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/\u00a0/g, " ");

describe("«Бухгалтерия»", () => {
  it("is in the sidebar and shows the debt per contract with overdue, due soon and penalties apart", async () => {
    const { api } = await app.renderPage("/account/accounting", CLIENT);
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    expect(debts.items.length).toBeGreaterThan(0);

    const nav = await screen.findByRole("navigation", { name: "Разделы личного кабинета" });
    expect(within(nav).getByRole("link", { name: "Бухгалтерия" }).getAttribute("href")).toBe("/account/accounting");
    expect(screen.getByRole("tab", { name: "Задолженность" }).getAttribute("aria-selected")).toBe("true");

    const table = await screen.findByRole("table", { name: "Задолженность по договорам" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(debts.items.length);
    debts.items.forEach((debt, i) => {
      const cells = within(rows[i] as HTMLElement).getAllByRole("cell");
      expect(cells[0]?.textContent).toContain(debt.contractNumber);
      expect(plain(cells[1]?.textContent)).toContain(plain(rub(debt.overdue)));
      expect(plain(cells[2]?.textContent)).toContain(plain(rub(debt.dueSoon)));
      expect(plain(cells[3]?.textContent)).toContain(plain(rub(debt.penalties)));
      expect(plain(cells[4]?.textContent)).toContain(plain(rub(debt.total)));
      if (debt.overdueSince) expect(cells[1]?.textContent).toContain(formatDate(debt.overdueSince));
    });

    // The profile's totals, each part in its own figure.
    const totals = screen.getByRole("region", { name: "Итого по всем договорам" });
    for (const [label, value] of [
      ["Просрочено", debts.totals.overdue],
      ["К оплате в ближайшие 30 дней", debts.totals.dueSoon],
      ["Пени", debts.totals.penalties],
      ["Итого к оплате", debts.totals.total],
    ] as const) {
      const figure = within(totals).getByText(label).parentElement as HTMLElement;
      expect(plain(figure.textContent)).toContain(plain(rub(value)));
    }
  });

  it("opens «Оплатить» for a contract: the amount, the QR image, the requisites with copy buttons", async () => {
    const { user, api } = await app.renderPage("/account/accounting", CLIENT);
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    const owing = debts.items.find((d) => d.total > 0);
    if (!owing) throw new Error("the demo client owes nothing");
    const pay = await api<PayResponse>(`/apilk/accounting/pay/?contractCode=${owing.contractCode}`);

    const button = await screen.findByRole("button", { name: `Оплатить по договору № ${owing.contractNumber}` });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Оплата по QR-коду" });
    const qr = await within(dialog).findByRole("img", { name: /^QR-код для оплаты/ });
    expect(qr.getAttribute("src")).toBe(pay.payment.qrImage);
    expect(plain(dialog.textContent)).toContain(plain(rub(pay.payment.amount)));
    expect(dialog.textContent).toContain(pay.payment.purpose);
    for (const [label, value] of [
      ["ИНН", pay.payment.payee.inn],
      ["БИК", pay.payment.payee.bic],
      ["Расчётный счёт", pay.payment.payee.personalAcc],
    ] as const) {
      const term = within(dialog).getByText(label, { selector: "dt" });
      expect(term.nextElementSibling?.textContent).toContain(value);
    }
    await user.click(within(dialog).getByRole("button", { name: "Скопировать: Назначение платежа" }));
    expect(await navigator.clipboard.readText()).toBe(pay.payment.purpose);

    // Esc is the browser's own on a modal <dialog> (the e2e presses it); here the close button.
    await user.click(within(dialog).getByRole("button", { name: "Закрыть" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("lists bills with state, sum, VAT and due date; an unpaid one has «Оплатить» with its PDF", async () => {
    const { user, api } = await app.renderPage("/account/accounting/bills", CLIENT);
    const bills = await api<BillsResponse>("/apilk/accounting/bills/");
    const table = await screen.findByRole("table", { name: "Счета на оплату" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(bills.items.length);
    const first = bills.items[0];
    if (!first) throw new Error("no bills");
    const row = rows[0] as HTMLElement;
    expect(row.textContent).toContain(first.number);
    expect(plain(row.textContent)).toContain(plain(rub(first.vat)));
    expect(row.textContent).toContain(formatDate(first.dueDate));
    expect(row.textContent).toContain(first.statusTitle);

    const unpaid = bills.items.find((b) => b.unpaid > 0);
    if (!unpaid) throw new Error("the demo client has no unpaid bill on the first page");
    const pay = await api<PayResponse>(`/apilk/accounting/pay/?billId=${unpaid.id}`);
    await user.click(screen.getByRole("button", { name: `Оплатить счёт № ${unpaid.number}` }));
    const dialog = await screen.findByRole("dialog", { name: "Оплата по QR-коду" });
    await within(dialog).findByRole("img", { name: /^QR-код для оплаты/ });
    expect(plain(dialog.textContent)).toContain(plain(rub(pay.payment.amount)));
    const pdf = within(dialog).getByRole("link", { name: "Счёт на оплату с QR-кодом (PDF)" });
    expect(pdf.getAttribute("href")).toBe(pay.payment.billPdfUrl);

    // The state filter asks the server and shows its answer.
    await user.click(within(dialog).getByRole("button", { name: "Закрыть" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Оплата" }), "Оплачен");
    const paid = await api<BillsResponse>(`/apilk/accounting/bills/${filters({ status: "paid" })}`);
    await waitFor(() => {
      const shown = within(screen.getByRole("table", { name: "Счета на оплату" }))
        .getAllByRole("row")
        .slice(1);
      expect(shown.map((r) => r.textContent?.includes("Оплачен"))).toEqual(paid.items.map(() => true));
    });
  });

  it("filters invoices by a period", async () => {
    const { user, api } = await app.renderPage("/account/accounting/invoices", CLIENT);
    const all = await api<InvoicesResponse>("/apilk/accounting/invoices/");
    await screen.findByRole("table", { name: "Счета-фактуры" });
    const some = all.items[Math.min(2, all.items.length - 1)];
    if (!some) throw new Error("no invoices");
    const month = some.date.slice(0, 7);
    const period = { dateFrom: `${month}-01`, dateTo: `${month}-28` };
    const expected = await api<InvoicesResponse>(`/apilk/accounting/invoices/${filters(period)}`);

    await user.type(screen.getByLabelText("Выставлены с"), period.dateFrom);
    await user.type(screen.getByLabelText("по"), period.dateTo);
    await user.click(screen.getByRole("button", { name: "Показать" }));
    await waitFor(() => {
      const rows = within(screen.getByRole("table", { name: "Счета-фактуры" }))
        .getAllByRole("row")
        .slice(1);
      expect(rows).toHaveLength(expected.items.length);
      expected.items.forEach((invoice, i) => {
        expect(rows[i]?.textContent).toContain(invoice.number);
      });
    });
    expect(screen.getByText(/^Найдено/)).toBeTruthy();
  });

  it("answers a clarification with a letter: validated, then sent and shown as answered", async () => {
    const { user, api } = await app.renderPage("/account/accounting/notes", CLIENT);
    const notes = await api<NotesResponse>("/apilk/accounting/notes/");
    const open = notes.items.find((n) => n.canReply);
    if (!open) throw new Error("the demo client has no clarification to answer");
    const list = await screen.findByRole("list", { name: "Письма бухгалтерии" });
    const item = within(list)
      .getAllByRole("heading", { name: open.title })
      .map((h) => h.closest("li") as HTMLElement)
      .find((li) => within(li).queryByText(`№ ${open.number}`));
    if (!item) throw new Error(`the letter № ${open.number} is not on the screen`);

    await user.click(within(item).getByRole("button", { name: "Ответить письмом" }));
    await user.click(within(item).getByRole("button", { name: "Отправить ответ" }));
    const field = within(item).getByRole("textbox", { name: /Ваш ответ/ });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(within(item).getByText("Напишите ответ")).toBeTruthy();

    await user.type(field, "Платёжное поручение № 512 от 10.11.2026 — лизинговый платёж за ноябрь.");
    await user.click(within(item).getByRole("button", { name: "Отправить ответ" }));
    expect(await within(item).findByText("Письмо отправлено")).toBeTruthy();
    await waitFor(() => expect(within(item).getByText(/Платёжное поручение № 512/)).toBeTruthy());
    const after = await api<NotesResponse>("/apilk/accounting/notes/");
    expect(after.items.find((n) => n.id === open.id)?.canReply).toBe(false);
  });

  it("builds the reconciliation act for a period: the closing balance of the API, PDF and XLSX links, EDO request", async () => {
    const { user, api } = await app.renderPage("/account/accounting/reconciliation", CLIENT);
    const period = { dateFrom: "2026-01-01", dateTo: "2026-10-31", contracts: [] as string[] };
    const { act } = await api<{ act: ReconciliationAct }>(
      `/apilk/accounting/reconciliation/act/?reports=${encodeURIComponent(JSON.stringify(period))}`,
    );
    expect(act.closing).toBeCloseTo(act.opening + act.debitTurnover - act.creditTurnover, 2);

    const from = await screen.findByLabelText(/Период с/);
    await user.clear(from);
    await user.type(from, period.dateFrom);
    const to = screen.getByLabelText(/^по/);
    await user.clear(to);
    await user.type(to, period.dateTo);
    await user.click(screen.getByRole("button", { name: "Сформировать акт" }));

    const card = await screen.findByRole("region", { name: (name) => name.startsWith(`Акт сверки № ${act.number}`) });
    const closing = within(card).getByText("Сальдо на конец периода", { selector: "dt" });
    expect(plain(closing.nextElementSibling?.textContent)).toBe(plain(rub(act.closing)));
    const pdf = within(card).getByRole("link", { name: "Скачать PDF" }).getAttribute("href") ?? "";
    expect(pdf).toMatch(/^\/apilk\/accounting\/download\/reconciliation\/\?reports=.+&format=pdf$/);
    expect(within(card).getByRole("link", { name: "Скачать XLSX" }).getAttribute("href")).toBe(
      pdf.replace("format=pdf", "format=xlsx"),
    );

    await user.click(within(card).getByRole("button", { name: "Запросить через ЭДО" }));
    expect(await within(card).findByText("Запрос отправлен")).toBeTruthy();
    const { items } = await api<AccountingRequestsResponse>("/apilk/accounting/requests/");
    const sent = items.find((r) => r.kind === "reconciliation");
    if (!sent) throw new Error("the EDO request is not among the requests");
    const requests = screen.getByRole("region", { name: "Запросы акта сверки через ЭДО" });
    expect(await within(requests).findByText(`№ ${sent.number}`)).toBeTruthy();
  });

  it("says what is wrong with a reversed period and asks nothing", async () => {
    const { user } = await app.renderPage("/account/accounting/reconciliation", CLIENT);
    const from = await screen.findByLabelText(/Период с/);
    await user.clear(from);
    await user.type(from, "2026-10-01");
    const to = screen.getByLabelText(/^по/);
    await user.clear(to);
    await user.type(to, "2026-09-01");
    await user.click(screen.getByRole("button", { name: "Сформировать акт" }));
    expect(await screen.findByText("Дата «с» должна быть не позже даты «по»")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Акт сверки №/ })).toBeNull();
  });

  it("calculates penalties for the contract the debt links to, with the total of the API", async () => {
    const { user, api } = await app.renderPage("/account/accounting", CLIENT);
    const debts = await api<DebtsResponse>("/apilk/accounting/debts/");
    const debt = debts.items.find((d) => d.penalties > 0) ?? debts.items[0];
    if (!debt) throw new Error("no contracts");
    const { calculation } = await api<{ calculation: PenaltyCalculation }>(
      `/apilk/accounting/penalties/request/?contractCode=${debt.contractCode}`,
    );
    await user.click(await screen.findByRole("link", { name: `Расчёт пеней по договору № ${debt.contractNumber}` }));
    const tab = await screen.findByRole("tab", { name: "Пени" });
    await waitFor(() => expect(tab.getAttribute("aria-selected")).toBe("true"));
    const card = await screen.findByRole("region", {
      name: (name) => name.startsWith(`Пени по договору № ${debt.contractNumber}`),
    });
    expect(plain(within(card).getByText(/^Итого пени к оплате/).textContent)).toContain(plain(rub(calculation.total)));
    const rows = within(within(card).getByRole("table")).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(Math.max(1, calculation.rows.length));
    expect(within(card).getByRole("link", { name: "Скачать PDF" }).getAttribute("href")).toContain("format=pdf");
  });

  it("orders duplicates: asks for a period and a kind first, then the request is tracked", async () => {
    const { user, api } = await app.renderPage("/account/accounting/duplicates", CLIENT);
    const periods = await api<DuplicatePeriodsResponse>("/apilk/accounting/duplicates/periods/");
    const form = await screen.findByRole("form", { name: "Заказать дубликаты закрывающих документов" });
    await user.click(within(form).getByRole("button", { name: "Заказать дубликаты" }));
    expect(await within(form).findByText("Выберите хотя бы один период и вид документа")).toBeTruthy();

    const period = periods.periods[0];
    const kind = periods.kinds[0];
    if (!period || !kind) throw new Error("no periods or kinds");
    await user.click(within(form).getByRole("checkbox", { name: period.title }));
    await user.click(within(form).getByRole("checkbox", { name: kind.title }));
    await user.click(within(form).getByRole("radio", { name: "Оригиналы почтой" }));
    const address = within(form).getByRole("textbox", { name: /Адрес для отправки оригиналов/ });
    expect((address as HTMLInputElement).value).toBe(periods.address);
    await user.click(within(form).getByRole("button", { name: "Заказать дубликаты" }));
    expect(await within(form).findByText("Заявка принята")).toBeTruthy();

    const { items } = await api<AccountingRequestsResponse>("/apilk/accounting/requests/");
    const sent = items.find((r) => r.kind === "duplicates");
    if (!sent) throw new Error("the duplicates request is not among the requests");
    const requests = screen.getByRole("region", { name: "Заявки на дубликаты" });
    expect(await within(requests).findByText(`№ ${sent.number}`)).toBeTruthy();
  });

  it("ticks reports and offers them as one ZIP", async () => {
    const { user, api } = await app.renderPage("/account/accounting/reports", CLIENT);
    const reports = await api<DocumentsResponse>("/apilk/accounting/reports/");
    const [a, b] = reports.items;
    if (!a || !b) throw new Error("fewer than two reports");
    expect(await screen.findByRole("button", { name: "Скачать выбранные (ZIP)" })).toBeTruthy();
    await user.click(await screen.findByRole("checkbox", { name: `Отметить: ${a.title}` }));
    await user.click(screen.getByRole("checkbox", { name: `Отметить: ${b.title}` }));
    expect(screen.getByText("Отмечено: 2 документа")).toBeTruthy();
    const zip = screen.getByRole("link", { name: "Скачать выбранные (ZIP)" });
    expect(decodeURIComponent(zip.getAttribute("href") ?? "")).toBe(
      `/apilk/accounting/download/reports/?ids=${a.id},${b.id}`,
    );
  });

  it("moves between tabs with the keyboard, each tab its own address", async () => {
    const { user } = await app.renderPage("/account/accounting", CLIENT);
    const first = await screen.findByRole("tab", { name: "Задолженность" });
    first.focus();
    await user.keyboard("{ArrowRight}");
    const bills = screen.getByRole("tab", { name: "Счета на оплату" });
    await waitFor(() => expect(bills.getAttribute("aria-selected")).toBe("true"));
    expect(document.activeElement).toBe(bills);
    expect(await screen.findByRole("table", { name: "Счета на оплату" })).toBeTruthy();
  });
});
