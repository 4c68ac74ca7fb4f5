import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn, WAIT } from "./support/account-pages.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { mailBodiesTo } from "./support/outbox.ts";

/*
 * Issue 15 end to end, across the roles of the back office: a visitor from a campaign sends a lead; sales finds it
 * with its source, takes it and approves it; client service opens the account of a lessee the lessor already has
 * contracts with (ООО «Вектор Строй», seeded without an account), ticks its contracts and invites its director;
 * the director sets a password on a phone from the e-mailed link and sees the contracts; the administrator finds
 * each of these changes in the audit log. Staff work at a laptop's width (1366 px), the client at a phone's.
 */

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The seeded lessee without an account and its contracts (server/db/seed/lk-data/demo.ts). */
const LESSEE_INN = "7718124566";
const LESSEE = "ООО «Вектор Строй»";
const CONTRACTS = ["ЛА-2025/04410", "ЛА-2026/00231"];
/** Another client's contract: never shown to the new client. */
const FOREIGN_CONTRACT = "ЛА-2024/05561";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** An employee signed in through /login with the TOTP code, at a laptop's width. */
async function staff(email: string) {
  const session = await signedIn(browser, email, "/staff");
  await session.page.setViewportSize(LAPTOP);
  return session;
}

/** The link mailed to `email` that matches `pattern`, as path and query, read from the outbox as a mail client would. */
async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link = (await mailBodiesTo(email)).flatMap((b) => b.match(pattern) ?? [])[0] ?? "";
      return link;
    }, WAIT)
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The rows of the audit log for one action, as text, newest first. */
async function auditRows(page: Page, action: string): Promise<string[]> {
  await page.goto(`/staff/audit?action=${encodeURIComponent(action)}`);
  const table = page.getByRole("table", { name: "Записи журнала действий, новые сверху" });
  await table.waitFor(WAIT);
  return table.locator("tbody tr").allTextContents();
}

describe("the lessor's back office, end to end", () => {
  it("a lead from a campaign is approved, a known lessee gets its account with its contracts, all of it audited", async () => {
    const stamp = Date.now().toString(36);
    const campaign = `e2e-${stamp}`;
    const director = `belov-${stamp}@vector-stroy.ru`;

    // ── A visitor from an advertising campaign sends a lead ─────────────────────────────────────────────────
    const visitor = await openPage(browser);
    const v = visitor.page;
    await v.goto(`/calculator?utm_source=${campaign}&utm_medium=cpc&utm_campaign=issue15`);
    await v.waitForFunction(
      (source) => Object.keys(localStorage).some((key) => (localStorage.getItem(key) ?? "").includes(source)),
      campaign,
    );
    await v.getByRole("link", { name: "Оформить заявку" }).filter({ visible: true }).first().click();
    const modal = v.locator("#lead-modal");
    await modal.getByRole("heading", { name: "Заявка на лизинг" }).waitFor(WAIT);
    await modal.getByLabel("ИНН").fill(LESSEE_INN);
    await modal.getByLabel("Как к вам обращаться").fill("Андрей Белов");
    await modal.getByLabel("Телефон").fill("+7 916 555-40-75");
    await modal.getByLabel(/обработку персональных данных/).check();
    await modal.getByRole("button", { name: "Отправить заявку" }).click();
    const accepted = modal.getByRole("status").getByText(/^Заявка Л-\d{4}-[0-9A-Z]{4} принята$/);
    await accepted.waitFor(WAIT);
    const reference = /Л-\d{4}-[0-9A-Z]{4}/.exec((await accepted.textContent()) ?? "")?.[0] ?? "";
    expect(reference).not.toBe("");
    expect(visitor.consoleErrors, visitor.consoleErrors.join("\n")).toEqual([]);
    await visitor.context.close();

    // ── Sales sees it with its source, takes it and approves it ─────────────────────────────────────────────
    const sales = await staff("sales@example.com");
    const s = sales.page;
    await s.goto(`/staff/leads?search=${encodeURIComponent(reference)}`);
    const leads = s.getByRole("table", { name: "Заявки с сайта" });
    const row = leads.locator("tbody tr").filter({ hasText: reference });
    await row.waitFor(WAIT);
    expect(await row.textContent()).toContain(campaign);
    expect(await row.textContent()).toContain("Новая");
    await row.getByRole("link", { name: reference }).click();
    await s.getByRole("heading", { level: 1, name: `Заявка ${reference}` }).waitFor(WAIT);
    await s.getByRole("region", { name: "Источник" }).getByText(campaign).first().waitFor(WAIT);
    await s.getByRole("button", { name: "Взять в работу" }).click();
    await s.getByRole("heading", { level: 1 }).locator("..").getByText("В работе").first().waitFor(WAIT);
    const statusForm = s.getByRole("form", { name: "Смена статуса" });
    await statusForm.getByLabel("Статус", { exact: true }).selectOption({ label: "Одобрена" });
    await statusForm.getByLabel("Комментарий к смене статуса").fill("Одобрено по заявке из кампании");
    await statusForm.getByRole("button", { name: "Сменить статус" }).click();
    await s.getByRole("heading", { level: 1 }).locator("..").getByText("Одобрена").first().waitFor(WAIT);
    expect(sales.errors, sales.errors.join("\n")).toEqual([]);
    await sales.context.close();

    // ── Client service opens access for the known lessee, linking the contracts under its INN ───────────────
    const service = await staff("service@example.com");
    const c = service.page;
    await c.goto("/staff/clients");
    await c.getByRole("searchbox", { name: /ИНН, название, e-mail или номер договора/ }).fill(LESSEE_INN);
    await c.getByRole("button", { name: "Найти" }).click();
    const found = c.getByRole("table", { name: "Найденные клиенты" }).locator("tbody tr").filter({ hasText: LESSEE });
    await found.getByText("без личного кабинета").waitFor(WAIT);
    await found.getByRole("link", { name: LESSEE }).click();
    await c.getByRole("heading", { level: 1, name: LESSEE }).waitFor(WAIT);
    const open = c.getByRole("form", { name: "Открыть доступ" });
    await open.getByLabel(/^E-mail/).fill(director);
    await open.getByLabel(/^Имя/).fill("Андрей Викторович Белов");
    await open.getByLabel(/^Должность/).fill("Генеральный директор");
    const link = open.getByRole("group", { name: "Привязать договоры" });
    for (const number of CONTRACTS) await link.getByRole("checkbox", { name: new RegExp(number) }).check();
    await open.getByRole("button", { name: "Открыть доступ и отправить приглашение" }).click();
    await c
      .getByText(
        `Доступ открыт, договоры привязаны: № ${CONTRACTS[0]}, № ${CONTRACTS[1]}. Приглашение отправлено на ${director}`,
      )
      .waitFor(WAIT);
    await c.getByRole("region", { name: "Доступ к кабинету" }).getByText("Приглашён").waitFor(WAIT);
    expect(service.errors, service.errors.join("\n")).toEqual([]);
    await service.context.close();

    // ── The director sets a password on a phone from the e-mailed link and sees the contracts ──────────────
    const client = await openPage(browser);
    const p = client.page;
    await p.setViewportSize(PHONE);
    await p.goto(await mailedLink(director, /https?:\/\/\S+\/login\/welcome\?key=[\w-]+/));
    await p.getByRole("heading", { level: 1, name: "Добро пожаловать в личный кабинет" }).waitFor(WAIT);
    await p.getByText(LESSEE).first().waitFor(WAIT);
    await p.getByLabel(/^Новый пароль/).fill("Вектор строит дороги 2026");
    await p.getByLabel(/^Повторите новый пароль/).fill("Вектор строит дороги 2026");
    await p.getByRole("button", { name: "Задать пароль и войти" }).click();
    await p.waitForURL((url) => url.pathname === "/account", WAIT);
    await p.goto("/account/contracts");
    for (const number of CONTRACTS) await p.getByText(number).first().waitFor(WAIT);
    expect(await p.getByText(FOREIGN_CONTRACT).count()).toBe(0);
    expect(await p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    expect(client.consoleErrors, client.consoleErrors.join("\n")).toEqual([]);
    await client.context.close();

    // ── The administrator finds all of it in the audit log ─────────────────────────────────────────────────
    const admin = await staff("admin@example.com");
    const a = admin.page;
    const taken = await auditRows(a, "lead.take");
    expect(taken.some((r) => r.includes("sales@example.com"))).toBe(true);
    const approved = await auditRows(a, "lead.status");
    expect(approved.some((r) => r.includes("sales@example.com") && r.includes("approved"))).toBe(true);
    const opened = await auditRows(a, "client.open_access");
    const entry = opened.find((r) => r.includes(director));
    expect(entry, opened.join("\n")).toBeDefined();
    expect(entry).toContain("service@example.com");
    for (const number of CONTRACTS) expect(entry).toContain(number);
    expect(admin.errors, admin.errors.join("\n")).toEqual([]);
    await admin.context.close();
  });
});
