import { screen, waitFor, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffTicketResponse, StaffTicketsListResponse } from "../../../contract/staff-tickets.ts";
import { type AccountApp, startAccountApp } from "../../testing/account-page";
import { stubXhrOverFetch } from "../../testing/xhr-over-fetch";

/** A ticket's thread in the back office, against the real API: reading it, answering with a file, status, assignee. */

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
// The reply with files goes through XMLHttpRequest: here it reaches the same in-process API as fetch.
beforeEach(() => {
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

const STAFF = { as: "staff@example.com" };

const pdf = (name: string) =>
  new File([new TextEncoder().encode("%PDF-1.4\n% reply document\n")], name, { type: "application/pdf" });

/** The code of an open demo ticket whose thread has a client's file, found through the inbox. */
async function ticketWithFile(api: <T>(path: string) => Promise<T>) {
  const list = await api<StaffTicketsListResponse>("/staff/api/tickets/list/");
  for (const item of list.items) {
    const { ticket } = await api<StaffTicketResponse>(`/staff/api/tickets/detail/?code=${item.code}`);
    if (ticket.status !== "closed" && ticket.messages.some((m) => m.attachments.length > 0)) return ticket;
  }
  throw new Error("the demo seed has no open ticket with a file");
}

const messages = () => within(screen.getByRole("region", { name: "Переписка" })).getAllByRole("article");

describe("a ticket's thread", () => {
  it("shows the messages of both sides with their files, the client, the contract and the deadline", async () => {
    const probe = await app.renderPage("/staff/tickets", STAFF);
    const ticket = await ticketWithFile(probe.api);
    probe.unmount();

    await app.renderPage(`/staff/tickets/${ticket.code}`, STAFF);
    expect(await screen.findByRole("heading", { level: 1, name: ticket.subject })).toBeTruthy();
    expect(messages()).toHaveLength(ticket.messages.length);
    const [first] = messages();
    expect(
      within(first as HTMLElement).getByText(ticket.messages[0]?.author === "client" ? "Клиент" : "Лизинг-Авто"),
    ).toBeTruthy();
    const file = ticket.messages.flatMap((m) => m.attachments)[0];
    if (!file) throw new Error("no file");
    const link = screen.getByRole("link", { name: file.fileName });
    expect(link.getAttribute("href")).toBe(file.url);
    expect(file.url).toMatch(/^\/staff\/api\/tickets\/attachment\/\?code=/);

    const facts = screen.getByRole("region", { name: "Клиент и обращение" });
    expect(within(facts).getByText(ticket.client.title)).toBeTruthy();
    expect(within(facts).getByText(new RegExp(`ИНН ${ticket.client.inn}`))).toBeTruthy();
    if (ticket.contract) expect(within(facts).getByText(`№ ${ticket.contract.number}`)).toBeTruthy();
  });

  it("asks for a text before sending, then sends the answer with a file and the chosen status", async () => {
    const probe = await app.renderPage("/staff/tickets", STAFF);
    const ticket = await ticketWithFile(probe.api);
    probe.unmount();

    const { user, api } = await app.renderPage(`/staff/tickets/${ticket.code}`, STAFF);
    await screen.findByRole("heading", { level: 1, name: ticket.subject });
    const form = screen.getByRole("form", { name: "Ответить клиенту" });

    await user.click(within(form).getByRole("button", { name: "Отправить ответ" }));
    const text = within(form).getByRole("textbox", { name: /Ответ/ });
    expect(document.activeElement).toBe(text);
    expect(within(form).getByText("Напишите ответ")).toBeTruthy();

    await user.type(text, "Проверили платёж: он разнесён, пени не начислены.");
    await user.upload(within(form).getByLabelText("Прикрепить файлы"), pdf("Справка о разноске.pdf"));
    await waitFor(() => expect(within(form).getByText("Справка о разноске.pdf")).toBeTruthy());
    await user.selectOptions(within(form).getByRole("combobox", { name: "Статус после ответа" }), "Выполнено");
    await user.click(within(form).getByRole("button", { name: "Отправить ответ" }));

    expect(await within(form).findByText(/Ответ отправлен/)).toBeTruthy();
    await waitFor(() => expect(messages()).toHaveLength(ticket.messages.length + 1));
    const last = messages().at(-1) as HTMLElement;
    expect(within(last).getByText("Лизинг-Авто")).toBeTruthy();
    expect(within(last).getByText("Проверили платёж: он разнесён, пени не начислены.")).toBeTruthy();
    expect(within(last).getByRole("link", { name: "Справка о разноске.pdf" })).toBeTruthy();
    expect(within(last).getByText("не прочитано клиентом")).toBeTruthy();

    // What the API now says: the status the reply chose, and the answer in the ticket's history.
    const after = await api<StaffTicketResponse>(`/staff/api/tickets/detail/?code=${ticket.code}`);
    expect(after.ticket.status).toBe("done");
    expect(after.ticket.history.at(-1)?.action).toBe("ticket.reply");
    await waitFor(() => expect(screen.getAllByText("Выполнено").length).toBeGreaterThan(0));
    expect(within(screen.getByRole("region", { name: "История" })).getByText(/Ответ клиенту/)).toBeTruthy();
  });

  it("changes the status and the assignee on their own", async () => {
    const probe = await app.renderPage("/staff/tickets", STAFF);
    const list = await probe.api<StaffTicketsListResponse>(
      `/staff/api/tickets/list/?filters=${encodeURIComponent('{"status":"new"}')}`,
    );
    const ticket = list.items.find((t) => t.assignee === null);
    if (!ticket) throw new Error("the demo seed has no new unassigned ticket");
    probe.unmount();

    const { user, api } = await app.renderPage(`/staff/tickets/${ticket.code}`, STAFF);
    const work = await screen.findByRole("region", { name: "Работа с обращением" });
    await user.selectOptions(within(work).getByRole("combobox", { name: "Статус" }), "В работе");
    await user.click(within(work).getByRole("button", { name: "Сменить статус" }));
    expect(await within(work).findByText("Статус: В работе.")).toBeTruthy();

    await user.click(within(work).getByRole("button", { name: "Взять себе" }));
    expect(await within(work).findByText("Исполнитель: Анна Викторовна Кузнецова.")).toBeTruthy();
    const facts = screen.getByRole("region", { name: "Клиент и обращение" });
    await waitFor(() => expect(within(facts).getByText("Анна Викторовна Кузнецова")).toBeTruthy());

    const after = await api<StaffTicketResponse>(`/staff/api/tickets/detail/?code=${ticket.code}`);
    expect(after.ticket.status).toBe("in_progress");
    expect(after.ticket.assignee?.email).toBe("staff@example.com");
    expect(after.ticket.history.map((h) => h.action)).toEqual(["ticket.status", "ticket.assign"]);
  });

  it("is read-only for risk: no reply, no status, no assignee", async () => {
    const probe = await app.renderPage("/staff/tickets", { as: "risk@example.com" });
    const { items } = await probe.api<StaffTicketsListResponse>("/staff/api/tickets/list/");
    probe.unmount();
    const code = items[0]?.code as string;

    await app.renderPage(`/staff/tickets/${code}`, { as: "risk@example.com" });
    expect(await screen.findByText("Только чтение")).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Ответить клиенту" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Работа с обращением" })).toBeNull();
  });

  it("leaves every change in the audit log the administrator searches", async () => {
    const { user } = await app.renderPage("/staff/audit", { as: "admin@example.com" });
    const table = await screen.findByRole("table", { name: "Записи журнала действий, новые сверху" });
    const rows = within(table).getAllByRole("row").slice(1);
    // The reply, the status and the assignment made above: newest first.
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.textContent)).toEqual([
      expect.stringMatching(/^Назначение исполнителя/),
      expect.stringMatching(/^Смена статуса обращения/),
      expect.stringMatching(/^Ответ клиенту/),
    ]);
    expect(within(rows[1] as HTMLElement).getByText("Анна Викторовна Кузнецова")).toBeTruthy();
    // The ticket by the number people know it by, linking to its thread.
    const object = within(rows[1] as HTMLElement).getByRole("link", { name: /^Обращение № ОБ-\d{4}-\d+$/ });
    expect(object.getAttribute("href")).toMatch(/^\/staff\/tickets\/[\w-]+$/);
    // Its diff: the status field, new → in progress.
    const diff = within(rows[1] as HTMLElement).getAllByRole("listitem")[0] as HTMLElement;
    expect(diff.textContent).toBe("status: new → in_progress");

    await user.selectOptions(screen.getByRole("combobox", { name: "Действие" }), "Ответ клиенту");
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("row").slice(1)).toHaveLength(1));
    expect(screen.getByText(/^Найдено/)).toBeTruthy();
  });

  it("says so for a ticket that does not exist", async () => {
    await app.renderPage("/staff/tickets/no-such-ticket", STAFF);
    expect(await screen.findByRole("heading", { name: "Обращение не найдено" })).toBeTruthy();
  });
});
