import { screen, waitFor, within } from "@testing-library/react";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type {
  TicketDetailResponse,
  TicketsCounterResponse,
  TicketsListResponse,
} from "../../../../contract/lk-tickets.ts";
import { type AccountApp, startAccountApp } from "../../../testing/account-page";
import { stubXhrOverFetch } from "../../../testing/xhr-over-fetch";

let app: AccountApp;
beforeAll(async () => {
  app = await startAccountApp();
});
afterAll(() => app?.close());
// Sends with progress go through XMLHttpRequest: here it reaches the same in-process API as fetch.
beforeEach(() => {
  stubXhrOverFetch();
});
afterEach(() => vi.unstubAllGlobals());

const CLIENT = { as: "client@example.com" };

const pdf = (name: string) =>
  new File([new TextEncoder().encode("%PDF-1.4\n% demo document\n")], name, { type: "application/pdf" });

/** The messages under a field, read the way a screen reader does: through aria-describedby. */
function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

const ticketLinks = () =>
  within(screen.getByRole("list", { name: "Обращения" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);

describe("the tickets list", () => {
  it("shows the profile's tickets with status and last message, and marks unread replies", async () => {
    const { api } = await app.renderPage("/account/tickets", CLIENT);
    const list = await api<TicketsListResponse>("/apilk/tickets/list/");
    expect(list.items.length).toBeGreaterThan(2);
    await screen.findByRole("list", { name: "Обращения" });
    expect(ticketLinks()).toEqual(list.items.map((t) => t.subject));

    const unread = list.items.find((t) => t.unread > 0);
    if (!unread) throw new Error("the demo client has no ticket with an unread reply");
    const item = screen.getByRole("link", { name: unread.subject }).closest("li") as HTMLElement;
    expect(item.getAttribute("data-unread")).toBe("true");
    expect(within(item).getByText(/новый ответ/)).toBeTruthy();
    expect(within(item).getByText(unread.statusTitle)).toBeTruthy();

    // The sidebar counts the tickets with unread replies.
    const { unread: count } = await api<TicketsCounterResponse>("/apilk/tickets/counter/");
    const nav = screen.getByRole("navigation", { name: "Разделы личного кабинета" });
    const section = within(nav).getByRole("link", { name: /^Обращения/ });
    await waitFor(() => expect(section.textContent).toContain(String(count)));
  });

  it("filters by status and by words, in the address, and says when nothing matches", async () => {
    const { user, api } = await app.renderPage("/account/tickets", CLIENT);
    await screen.findByRole("list", { name: "Обращения" });

    await user.selectOptions(screen.getByRole("combobox", { name: "Статус" }), "Закрыто");
    const closed = await api<TicketsListResponse>(
      `/apilk/tickets/list/?filters=${encodeURIComponent('{"status":"closed"}')}`,
    );
    expect(closed.items.length).toBeGreaterThan(0);
    await waitFor(() => expect(ticketLinks()).toEqual(closed.items.map((t) => t.subject)));
    expect(screen.getByText(/^Найдено/)).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Сбросить" }));
    // The bar is a new form for the new address: wait for it before typing.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Сбросить" })).toBeNull());
    await user.type(screen.getByRole("searchbox", { name: "Номер, тема или текст" }), "нет такого обращения{Enter}");
    expect(await screen.findByText("Таких обращений нет")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Сбросить фильтры" }));
    await screen.findByRole("list", { name: "Обращения" });
  });

  it("invites a client without tickets to write the first one", async () => {
    // Every demo profile has tickets: ООО «ТрансЛогистик» (assignee@example.com) loses its own for this test.
    await app.services.database.db.execute(
      sql`delete from tickets where profile_id in (select id from profiles where inn = '5003124571')`,
    );
    await app.renderPage("/account/tickets", { as: "assignee@example.com" });
    const empty = await screen.findByText("У вас пока нет обращений");
    const block = empty.parentElement as HTMLElement;
    expect(within(block).getByRole("link", { name: "Новое обращение" }).getAttribute("href")).toBe(
      "/account/tickets/new",
    );
  });
});

describe("a new ticket", () => {
  it("takes the category from the link, shows the fields' errors, then sends with a file and opens the thread", async () => {
    const { user, api } = await app.renderPage("/account/tickets/new?category=accident", CLIENT);
    const category = (await screen.findByRole("combobox", { name: /^Тема обращения/ })) as HTMLSelectElement;
    expect(category.value).toBe("accident");

    await user.click(screen.getByRole("button", { name: "Отправить обращение" }));
    const subject = screen.getByRole("textbox", { name: /^Кратко о чём/ });
    const text = screen.getByRole("textbox", { name: /^Текст обращения/ });
    expect(descriptionOf(subject)).toContain("Укажите тему обращения");
    expect(descriptionOf(text)).toContain("Напишите текст обращения");
    expect(document.activeElement).toBe(subject);

    await user.type(subject, "Повреждён бампер на парковке");
    expect(descriptionOf(subject)).toContain("28 из 200");
    await user.type(text, "Во дворе склада задели бампер, европротокол прикладываю.");
    await user.upload(screen.getByLabelText("Прикрепить файлы"), pdf("Европротокол.pdf"));
    await screen.findByRole("button", { name: "Убрать файл «Европротокол.pdf»" });
    await user.click(screen.getByRole("button", { name: "Отправить обращение" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Повреждён бампер на парковке" })).toBeTruthy();
    const created = await screen.findByText(/^Обращение № .* отправлено$/);
    const number = /№ (\S+)/.exec(created.textContent ?? "")?.[1];
    const thread = screen.getByRole("region", { name: "Переписка" });
    expect(within(thread).getByText("Во дворе склада задели бампер, европротокол прикладываю.")).toBeTruthy();
    expect(within(thread).getByRole("link", { name: "Европротокол.pdf" })).toBeTruthy();

    const list = await api<TicketsListResponse>("/apilk/tickets/list/");
    expect(list.items[0]).toMatchObject({ number, category: "accident", status: "new" });
  });

  it("shows the server's refusal at its field", async () => {
    const { user } = await app.renderPage("/account/tickets/new?category=other&contractCode=NO-SUCH-CONTRACT", CLIENT);
    const contract = (await screen.findByRole("combobox", { name: "Договор" })) as HTMLSelectElement;
    expect(contract.value).toBe("NO-SUCH-CONTRACT");
    await user.type(screen.getByRole("textbox", { name: /^Кратко о чём/ }), "Вопрос");
    await user.type(screen.getByRole("textbox", { name: /^Текст обращения/ }), "Текст вопроса");
    await user.click(screen.getByRole("button", { name: "Отправить обращение" }));

    await waitFor(() =>
      expect(descriptionOf(contract)).toContain("Договор не найден среди договоров выбранного профиля"),
    );
    expect(screen.getByText("Обращение не отправлено: проверьте отмеченные поля.")).toBeTruthy();
    expect(document.activeElement).toBe(contract);
  });
});

describe("a ticket's thread", () => {
  async function ticketWith(status: string): Promise<{ code: string; subject: string }> {
    const { items } = (await (
      await fetch(
        new URL(`/apilk/tickets/list/?filters=${encodeURIComponent(JSON.stringify({ status }))}`, location.origin),
      )
    ).json()) as TicketsListResponse;
    const ticket = items[0];
    if (!ticket) throw new Error(`no demo ticket in status ${status}`);
    return ticket;
  }

  it("marks the lessor's new reply on opening, and the sidebar's counter goes down", async () => {
    const { user, api } = await app.renderPage("/account/tickets", CLIENT);
    await screen.findByRole("list", { name: "Обращения" });
    const before = await api<TicketsCounterResponse>("/apilk/tickets/counter/");
    const { items } = await api<TicketsListResponse>("/apilk/tickets/list/");
    const unread = items.find((t) => t.unread > 0);
    if (!unread || before.unread === 0) throw new Error("the demo client has no ticket with an unread reply");
    const nav = screen.getByRole("navigation", { name: "Разделы личного кабинета" });
    const section = within(nav).getByRole("link", { name: /^Обращения/ });
    const badge = () => Number(section.querySelector('[aria-hidden="true"]')?.textContent ?? 0);
    await waitFor(() => expect(badge()).toBe(before.unread));

    await user.click(screen.getByRole("link", { name: unread.subject }));
    const thread = await screen.findByRole("region", { name: "Переписка" });
    const fresh = within(thread).getByText("Новое").closest("li") as HTMLElement;
    expect(fresh.getAttribute("data-author")).toBe("staff");

    const after = await api<TicketsCounterResponse>("/apilk/tickets/counter/");
    expect(after.unread).toBe(before.unread - 1);
    await waitFor(() => expect(badge()).toBe(after.unread));
  });

  it("tells the client's messages from the lessor's, with authors, times and files; a reply with a file joins it", async () => {
    const { user, api } = await app.renderPage("/account/tickets", CLIENT);
    await screen.findByRole("list", { name: "Обращения" });
    const ticket = await ticketWith("in_progress");
    await user.click(screen.getByRole("link", { name: ticket.subject }));

    const thread = await screen.findByRole("region", { name: "Переписка" });
    const { ticket: detail } = await api<TicketDetailResponse>(`/apilk/tickets/detail/?code=${ticket.code}`);
    const items = within(thread)
      .getAllByRole("listitem")
      .filter((li) => li.hasAttribute("data-author"));
    expect(items.map((li) => li.getAttribute("data-author"))).toEqual(detail.messages.map((m) => m.author));
    const lessor = items.find((li) => li.getAttribute("data-author") === "staff") as HTMLElement;
    expect(within(lessor).getByText("Лизинг-Авто")).toBeTruthy();
    expect(within(lessor).getByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)).toBeTruthy();
    const attachment = detail.messages.flatMap((m) => m.attachments)[0];
    if (attachment) {
      const link = within(thread).getByRole("link", { name: attachment.fileName });
      expect(link.getAttribute("href")).toBe(attachment.url);
    }

    const reply = screen.getByRole("region", { name: "Ответить" });
    await user.type(within(reply).getByRole("textbox", { name: /^Ваше сообщение/ }), "Спасибо, ждём разноски.");
    await user.upload(within(reply).getByLabelText("Прикрепить файлы"), pdf("Выписка.pdf"));
    await within(reply).findByRole("button", { name: "Убрать файл «Выписка.pdf»" });
    await user.click(within(reply).getByRole("button", { name: "Отправить" }));

    expect(await within(reply).findByText("Сообщение отправлено.")).toBeTruthy();
    await waitFor(() => expect(within(thread).getByText("Спасибо, ждём разноски.")).toBeTruthy());
    expect(within(thread).getByRole("link", { name: "Выписка.pdf" })).toBeTruthy();
    expect((within(reply).getByRole("textbox", { name: /^Ваше сообщение/ }) as HTMLTextAreaElement).value).toBe("");
    const after = await api<TicketDetailResponse>(`/apilk/tickets/detail/?code=${ticket.code}`);
    expect(after.ticket.messages.at(-1)).toMatchObject({ author: "client", text: "Спасибо, ждём разноски." });
  });

  it("closes on «Вопрос решён» after a confirmation; a closed ticket takes no reply and says who can reopen it", async () => {
    const { user, api } = await app.renderPage("/account/tickets", CLIENT);
    await screen.findByRole("list", { name: "Обращения" });
    const ticket = await ticketWith("waiting_client");
    await user.click(screen.getByRole("link", { name: ticket.subject }));
    await screen.findByRole("region", { name: "Ответить" });

    await user.click(screen.getByRole("button", { name: "Вопрос решён" }));
    const dialog = await screen.findByRole("dialog", { name: "Закрыть обращение?" });
    await user.click(within(dialog).getByRole("button", { name: "Да, вопрос решён" }));

    expect(await screen.findByText("Обращение закрыто")).toBeTruthy();
    expect(screen.getByText(/Если специалист Лизинг-Авто напишет в нём снова, обращение откроется/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Ответить" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Вопрос решён" })).toBeNull();
    const { ticket: detail } = await api<TicketDetailResponse>(`/apilk/tickets/detail/?code=${ticket.code}`);
    expect(detail.status).toBe("closed");
    expect(screen.getAllByText(detail.statusTitle).length).toBeGreaterThan(0);
  });

  it("says so for a ticket that is not the profile's", async () => {
    await app.renderPage("/account/tickets/NO-SUCH-TICKET", CLIENT);
    expect(await screen.findByRole("heading", { level: 1, name: "Обращение не найдено" })).toBeTruthy();
  });
});
