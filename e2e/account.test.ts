import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../app/lib/number-format.ts";
import { launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every console error and uncaught exception of the page, with where it came from. */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

async function signIn(page: Page) {
  await page.goto("/login?next=%2Faccount");
  await page.getByLabel("E-mail").fill("client@example.com");
  await page.locator('input[name="password"]').fill("Demo-2026");
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((url) => url.pathname === "/account");
}

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Разделы личного кабинета" });
const bell = (page: Page) => page.getByRole("link", { name: /^Уведомления/ }).first();

/** The unread count the header shows: «Уведомления: 5 непрочитанных», or 0. */
async function unreadInHeader(page: Page): Promise<number> {
  const label = (await page.locator('header a[href="/account/notifications"]').getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

async function contractNumbers(page: Page): Promise<string[]> {
  const table = page.getByRole("table", { name: "Договоры лизинга" });
  await table.waitFor();
  return table.locator('a[href^="/account/contracts/"]').allTextContents();
}

/** The machine is shared: give the screens time to answer. */
const WAIT = { timeout: 15_000 };

interface Info {
  nextPayment: { date: string; amount: number; contractNumber: string } | null;
}

describe("the client account", () => {
  it("shows what is due, a contract's schedule, a policy PDF, notifications and each profile's contracts", async () => {
    const { page, context } = await openPage(browser);
    const errors = watchConsole(page);
    await signIn(page);

    // Home: the next payment, as the API has it, at a glance.
    const info = (await (await page.request.get("/apilk/account/info/")).json()) as Info;
    expect(info.nextPayment).not.toBeNull();
    const next = info.nextPayment as NonNullable<Info["nextPayment"]>;
    const nextCard = page.getByRole("region", { name: "Ближайший платёж" });
    await nextCard.getByText(formatMoney(next.amount, { kopecks: true })).waitFor();
    await nextCard.getByRole("link", { name: `№ ${next.contractNumber}` }).waitFor();
    await page.getByRole("region", { name: "Ваш менеджер" }).getByRole("link", { name: /@/ }).waitFor();

    // Contracts: the list, then the contract of the next payment and its schedule.
    await sidebar(page).getByRole("link", { name: "Договоры" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/contracts");
    const companyNumbers = await contractNumbers(page);
    expect(companyNumbers.length).toBeGreaterThan(1);
    await page.getByRole("link", { name: `№ ${next.contractNumber}` }).click();
    await page.getByRole("heading", { level: 1, name: `Договор № ${next.contractNumber}` }).waitFor();
    expect(await page.getByRole("tab", { name: "График платежей" }).getAttribute("aria-selected")).toBe("true");
    const schedule = page.getByRole("table", { name: `График платежей по договору № ${next.contractNumber}` });
    await schedule.waitFor();
    expect(await schedule.locator("tbody tr").count()).toBeGreaterThan(10);
    await schedule.getByText("Оплачен", { exact: true }).first().waitFor();
    await schedule.getByText("К оплате", { exact: true }).first().waitFor();

    // Insurance: the policy PDF comes down through a plain link with the session cookie.
    await sidebar(page).getByRole("link", { name: "Страхование" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("link", { name: /^Скачать PDF/ })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await download.createReadStream();
    const head = await new Promise<Buffer>((resolve, reject) => {
      stream.once("readable", () => resolve(stream.read(5) as Buffer));
      stream.once("error", reject);
    });
    stream.destroy();
    expect(head.toString("latin1")).toBe("%PDF-");

    // Notifications: mark one read, the counters drop.
    await sidebar(page)
      .getByRole("link", { name: /^Уведомления/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/notifications");
    await expect.poll(() => unreadInHeader(page), WAIT).toBeGreaterThan(0);
    const before = await unreadInHeader(page);
    const unreadItem = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Прочитано/ }) });
    const headingId = await unreadItem.first().getByRole("heading", { level: 2 }).getAttribute("id");
    const item = page.getByRole("listitem").filter({ has: page.locator(`[id="${headingId}"]`) });
    await item.getByRole("button", { name: /^Прочитано/ }).click();
    await expect.poll(() => unreadInHeader(page), WAIT).toBe(before - 1);
    await expect.poll(() => item.getByRole("button", { name: /^Прочитано/ }).count(), WAIT).toBe(0);
    expect(await item.getByText("Новое").count()).toBe(0);
    await expect
      .poll(
        () =>
          sidebar(page)
            .getByRole("link", { name: /^Уведомления/ })
            .textContent(),
        WAIT,
      )
      .toContain(String(before - 1));
    expect(await bell(page).getAttribute("href")).toBe("/account/notifications");

    // Another profile: its own contracts.
    await sidebar(page).getByRole("link", { name: "Договоры" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/contracts");
    expect(await contractNumbers(page)).toEqual(companyNumbers);
    const switcher = page.getByRole("combobox", { name: "Активный профиль" });
    const other = await switcher.locator("option:not(:checked)").first().getAttribute("value");
    await switcher.selectOption(other ?? "");
    await expect
      .poll(async () => (await contractNumbers(page)).some((n) => companyNumbers.includes(n)), WAIT)
      .toBe(false);
    const soleTraderNumbers = await contractNumbers(page);
    expect(soleTraderNumbers.length).toBeGreaterThan(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters a list through the URL: a select applies at once, dates on «Показать», reset clears", async () => {
    const { page, context } = await openPage(browser);
    const errors = watchConsole(page);
    await signIn(page);
    const search = () => new URL(page.url()).searchParams;
    const summary = (first: "Найдено" | "Всего") =>
      page.getByRole("status").filter({ hasText: new RegExp(`^${first} `) });

    // Fines: the default order stays out of the address when a filter is applied.
    await page.goto("/account/fines");
    await summary("Всего").waitFor(WAIT);
    await page.getByLabel("Статус").selectOption("paid");
    await expect.poll(() => search().toString(), WAIT).toBe("status=paid");

    // The status select puts its value in the URL at once; the order is kept by the reset.
    await page.goto("/account/fines?sort=amount");
    await summary("Всего").waitFor(WAIT);
    await page.getByLabel("Статус").selectOption("appealed");
    await expect.poll(() => search().get("status"), WAIT).toBe("appealed");
    await summary("Найдено").waitFor(WAIT);
    expect(await page.getByLabel("Статус").inputValue()).toBe("appealed");
    // From the keyboard: the choice applies and the focus stays on the select for the next one.
    await page.getByLabel("Статус").focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => search().get("status"), WAIT).not.toBe("appealed");
    await summary("Найдено").or(summary("Всего")).waitFor(WAIT);
    expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement | null)?.name)).toBe("status");
    await page.getByLabel("Статус").selectOption("appealed");
    await expect.poll(() => search().get("status"), WAIT).toBe("appealed");

    // Dates in the wrong order: the contract's message under «по», no list.
    await page.getByLabel("Нарушение с").fill("2026-03-10");
    await page.getByLabel("по", { exact: true }).fill("2026-03-01");
    await page.getByRole("button", { name: "Показать" }).click();
    await expect.poll(() => search().get("dateTo"), WAIT).toBe("2026-03-01");
    await page.getByText("Дата «с» должна быть не позже даты «по»").waitFor(WAIT);
    expect(await page.getByRole("table", { name: "Штрафы ГИБДД" }).count()).toBe(0);

    await page.getByRole("button", { name: "Сбросить", exact: true }).click();
    await expect.poll(() => search().toString(), WAIT).toBe("sort=amount");
    await summary("Всего").waitFor(WAIT);
    expect(await page.getByRole("button", { name: "Сбросить", exact: true }).count()).toBe(0);

    // Contracts: Enter in the search submits; nothing matches, «Сбросить фильтры» brings the list back.
    await page.goto("/account/contracts");
    const all = await contractNumbers(page);
    await page.getByLabel("Номер договора, VIN или госномер").fill("нет-такого");
    await page.getByLabel("Номер договора, VIN или госномер").press("Enter");
    await expect.poll(() => search().get("search"), WAIT).toBe("нет-такого");
    await page.getByText("По этим условиям договоров нет").waitFor(WAIT);
    await page.getByRole("button", { name: "Сбросить фильтры" }).click();
    await expect.poll(() => page.url().includes("?"), WAIT).toBe(false);
    expect(await contractNumbers(page)).toEqual(all);
    expect(await page.getByLabel("Номер договора, VIN или госномер").inputValue()).toBe("");

    // Back returns to the filtered address and its form values.
    await page.goBack();
    await expect.poll(() => search().get("search"), WAIT).toBe("нет-такого");
    await expect.poll(() => page.getByLabel("Номер договора, VIN или госномер").inputValue(), WAIT).toBe("нет-такого");

    // Insurance filters in the browser; its empty result has the same way back.
    await page.goto("/account/insurance?status=none-such");
    await page.getByText("Таких полисов нет").waitFor(WAIT);
    await page.getByRole("button", { name: "Сбросить фильтры" }).click();
    await expect.poll(() => page.url().includes("?"), WAIT).toBe(false);
    await page.getByRole("heading", { level: 2 }).first().waitFor(WAIT);

    // Notifications: «Показать все» is the reset of an empty result.
    await page.goto("/account/notifications?isRead=true&dateFrom=2000-01-01&dateTo=2000-01-02");
    await page.getByText("Таких уведомлений нет").waitFor(WAIT);
    await page.getByRole("button", { name: "Показать все" }).click();
    await expect.poll(() => page.url().includes("?"), WAIT).toBe(false);
    await summary("Всего").waitFor(WAIT);

    expect(errors).toEqual([]);
    await context.close();
  });
});
