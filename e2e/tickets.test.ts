import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSidebar, signedIn, tinyPdf, unreadNotifications, WAIT } from "./support/account-pages.ts";
import { launchBrowser } from "./support/browser.ts";

/*
 * Issue 10 end to end: a client's ticket answered by the lessor's employee in a second browser context, and the
 * account's own 404. The client is client@example.com on its default (company) profile: the other e2e files read
 * its counters only relative to what they saw themselves, and this file does the same.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The number beside «Обращения» in the sidebar (tickets with replies not opened yet), or 0. */
async function ticketsBadge(page: Page): Promise<number> {
  const text =
    (await accountSidebar(page)
      .getByRole("link", { name: /^Обращения/ })
      .textContent()) ?? "";
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
}

/** An unread counter of the API, read with the page's session. */
async function apiCount(page: Page, path: string, key: "unread" | "count"): Promise<number> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const count = ((await res.json()) as Record<string, unknown>)[key];
  expect(typeof count).toBe("number");
  return count as number;
}

describe("tickets", () => {
  it("a client's ticket with a PDF is answered by staff, read with its counter and notification, answered and closed", async () => {
    const stamp = Date.now().toString(36);
    const subject = `Копия договора и графика (e2e ${stamp})`;
    const question = "Пришлите, пожалуйста, заверенную копию графика платежей. Скан письма прикладываю.";
    const answer = `Здравствуйте! Копия графика готова, отправили её курьером (e2e ${stamp}).`;
    const thanks = "Спасибо, получили.";
    const pdf = tinyPdf(`Письмо ${stamp}.pdf`, `Letter ${stamp}`);

    const client = await signedIn(browser, "client@example.com", "/account");
    const { page } = client;
    // The counters as they stand (an absent badge is both «0» and «not loaded yet»: the API tells which).
    const badgeBefore = await apiCount(page, "/apilk/tickets/counter/", "unread");
    const bellBefore = await apiCount(page, "/apilk/notifications/counter/", "count");
    await expect.poll(() => ticketsBadge(page), WAIT).toBe(badgeBefore);
    await expect.poll(() => unreadNotifications(page), WAIT).toBe(bellBefore);

    // The client writes a ticket with a PDF through the form.
    await accountSidebar(page)
      .getByRole("link", { name: /^Обращения/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/tickets");
    await page.getByRole("link", { name: "Новое обращение" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Новое обращение" }).waitFor(WAIT);
    await page.getByLabel("Тема обращения").selectOption("documents");
    await page.getByLabel("Кратко о чём").fill(subject);
    await page.getByLabel("Текст обращения").fill(question);
    await page.getByLabel("Прикрепить файлы").setInputFiles(pdf);
    await page.getByRole("list", { name: "Выбранные файлы" }).getByText(pdf.name).waitFor(WAIT);
    await page.getByRole("button", { name: "Отправить обращение" }).click();

    await page.waitForURL(
      (url) => /^\/account\/tickets\/[^/]+$/.test(url.pathname) && !url.pathname.endsWith("/new"),
      WAIT,
    );
    const ticketPath = new URL(page.url()).pathname;
    await page.getByRole("heading", { level: 1, name: subject }).waitFor(WAIT);
    const sent = await page.getByText(/^Обращение № .+ отправлено$/).textContent(WAIT);
    const number = /№ (\S+)/.exec(sent ?? "")?.[1] ?? "";
    expect(number).toMatch(/^ОБ-\d{4}-\d+$/);
    await page.getByText("Новое", { exact: true }).first().waitFor(WAIT);
    await page.getByText(question).waitFor(WAIT);
    await page.getByRole("link", { name: pdf.name }).waitFor(WAIT);

    // Staff, in a browser context of their own, finds it in the inbox and sees the client's file.
    const staff = await signedIn(browser, "staff@example.com", "/staff");
    const desk = staff.page;
    await desk.getByRole("navigation", { name: "Разделы бэк-офиса" }).getByRole("link", { name: "Обращения" }).click();
    await expect.poll(() => new URL(desk.url()).pathname, WAIT).toBe("/staff/tickets");
    await desk.getByLabel("Номер, тема, клиент или ИНН").fill(number);
    await desk.getByLabel("Номер, тема, клиент или ИНН").press("Enter");
    await expect.poll(() => new URL(desk.url()).searchParams.get("search"), WAIT).toBe(number);
    const row = desk.getByRole("row").filter({ hasText: subject });
    await row.getByText("ООО «СтройТехМонтаж»").waitFor(WAIT);
    await row.getByText("Новое", { exact: true }).waitFor(WAIT);
    await row.getByRole("link", { name: `№ ${number}` }).click();
    await desk.getByRole("heading", { level: 1, name: subject }).waitFor(WAIT);
    await desk.getByText(question).waitFor(WAIT);
    const fileLink = desk.getByRole("link", { name: pdf.name });
    const file = await desk.request.get((await fileLink.getAttribute("href")) ?? "");
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), pdf.buffer)).toBe(0);

    await desk.getByRole("textbox", { name: "Ответ", exact: true }).fill(answer);
    await desk.getByRole("button", { name: "Отправить ответ" }).click();
    await desk.getByText("Ответ отправлен: клиент получит уведомление и письмо.").waitFor(WAIT);
    const reply = desk.getByRole("listitem").filter({ hasText: answer });
    await reply.getByText("не прочитано клиентом").waitFor(WAIT);

    // The client: one more ticket with a reply in the sidebar, one more unread notification in the header.
    await page.goto("/account");
    await expect.poll(() => ticketsBadge(page), WAIT).toBe(badgeBefore + 1);
    await expect.poll(() => unreadNotifications(page), WAIT).toBe(bellBefore + 1);

    // The notification names the ticket and leads to its thread.
    await accountSidebar(page)
      .getByRole("link", { name: /^Уведомления/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/notifications");
    const notification = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 2, name: `Ответ по обращению № ${number}` }) });
    await notification.getByText("Новое", { exact: true }).waitFor(WAIT);
    expect(await notification.getByText(subject, { exact: false }).count()).toBe(1);
    await notification.getByRole("link", { name: /^Подробнее/ }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(ticketPath);

    // The thread: the lessor's reply, marked new; opening it reads the reply and its notification.
    const lessor = page.getByRole("listitem").filter({ hasText: answer });
    await lessor.getByText("Лизинг-Авто", { exact: true }).waitFor(WAIT);
    await lessor.getByText("Новое", { exact: true }).waitFor(WAIT);
    await page.getByText("Ожидает ответа клиента", { exact: true }).first().waitFor(WAIT);
    await expect.poll(() => ticketsBadge(page), WAIT).toBe(badgeBefore);
    await expect.poll(() => unreadNotifications(page), WAIT).toBe(bellBefore);

    // The client answers in the thread.
    await page.getByLabel("Ваше сообщение").fill(thanks);
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.getByText("Сообщение отправлено.").waitFor(WAIT);
    await page.getByRole("listitem").filter({ hasText: thanks }).getByText("Вы", { exact: true }).waitFor(WAIT);
    await page.getByText("В работе", { exact: true }).first().waitFor(WAIT);

    // «Вопрос решён», confirmed: the ticket is closed and takes no more messages.
    await page.getByRole("button", { name: "Вопрос решён" }).click();
    const dialog = page.getByRole("dialog", { name: "Закрыть обращение?" });
    await dialog.getByRole("button", { name: "Да, вопрос решён" }).click();
    await page.getByText("Обращение закрыто", { exact: true }).waitFor(WAIT);
    await page.getByText("Закрыто", { exact: true }).first().waitFor(WAIT);
    expect(await page.getByLabel("Ваше сообщение").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Вопрос решён" }).count()).toBe(0);

    // The list says so too.
    await page.getByRole("link", { name: "Все обращения" }).click();
    const item = page.getByRole("list", { name: "Обращения" }).getByRole("listitem").filter({ hasText: subject });
    await item.getByText("Закрыто", { exact: true }).waitFor(WAIT);

    // And the employee sees the client's answer and the closed ticket.
    await desk.reload();
    await desk.getByText(thanks).waitFor(WAIT);
    await desk.getByText("Закрыто", { exact: true }).first().waitFor(WAIT);

    expect(client.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
    await client.context.close();
  });
});

describe("the account's sections and its 404", () => {
  it("lists Обращения and Реструктуризация as links and answers an unknown address inside the account shell", async () => {
    const { page, context, errors } = await signedIn(browser, "client@example.com", "/account");
    const sidebar = accountSidebar(page);
    for (const [name, path] of [
      [/^Обращения/, "/account/tickets"],
      [/^Реструктуризация/, "/account/rescheduling"],
    ] as const) {
      const link = sidebar.getByRole("link", { name });
      expect(await link.getAttribute("href")).toBe(path);
      expect(await link.getAttribute("aria-disabled")).toBeNull();
    }
    expect(
      await sidebar
        .locator('[aria-disabled="true"]')
        .filter({ hasText: /Обращения|Реструктуризация/ })
        .count(),
    ).toBe(0);

    for (const address of ["/account/no-such-section", "/account/tickets/new/extra/part"]) {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { level: 1, name: "Страница не найдена" }).waitFor(WAIT);
      // The account's page: its sidebar, its header with the notifications, the address named, the ways back.
      await accountSidebar(page)
        .getByRole("link", { name: /^Обращения/ })
        .waitFor(WAIT);
      await page.locator('header a[href="/account/notifications"]').waitFor(WAIT);
      await page.getByText(address, { exact: true }).waitFor(WAIT);
      await page.getByRole("link", { name: "На главную кабинета" }).waitFor(WAIT);
      await page.getByRole("link", { name: "Написать обращение" }).waitFor(WAIT);
    }

    // From the 404 a click on a section works as anywhere in the account.
    await page.getByRole("link", { name: "На главную кабинета" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account");

    // A document that does not exist answers 404 in the browser's console; nothing else may be there.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });
});
