import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSidebar, signedIn, WAIT, watchConsole } from "./support/account-pages.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser, openPage } from "./support/browser.ts";
import { mailBodiesTo } from "./support/outbox.ts";

/**
 * The client's own staff rights as people use them (ADR 031): the account holder invites a colleague with
 * «Документы» only; the colleague opens the e-mailed link, sets a password, lands in the account and finds no
 * «Бухгалтерия» there — and the accounting API refuses them with a Russian 403 naming the right.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const NO_ACCOUNTING = "Нет права «Бухгалтерия и платежи»: его выдаёт администратор профиля";

/** The invitation link mailed to `email`, read from the outbox as a mail client would. */
async function invitationLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      link =
        (await mailBodiesTo(email)).flatMap((b) => b.match(/https?:\/\/\S+\/login\/invite\?key=\S+/) ?? [])[0] ?? "";
      return link;
    }, WAIT)
    .not.toBe("");
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

describe("client rights", () => {
  it("an invited colleague with only «Документы» signs in, sees no Бухгалтерия, and accounting answers 403", async () => {
    const email = `colleague-${Date.now()}@example.com`;
    const owner = await signedIn(browser, "client@example.com", "/account");
    await owner.page.goto("/account/settings");
    const form = owner.page.getByRole("form", { name: "Пригласить сотрудника" });
    await form.waitFor(WAIT);
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Имя").fill("Светлана Архивова");
    await form.getByLabel("Должность").fill("Делопроизводитель");
    await form.getByRole("checkbox", { name: "Документы и ЭДО" }).check();
    await form.getByRole("button", { name: "Отправить приглашение" }).click();
    await owner.page.getByText(`Письмо со ссылкой ушло на ${email}.`).waitFor(WAIT);
    await owner.page
      .getByRole("table", { name: "Приглашения, которые ещё не приняты" })
      .getByText(email, { exact: true })
      .waitFor(WAIT);
    expect(owner.errors).toEqual([]);

    // The colleague, in another browser, opens the link from the mail.
    const { page, context } = await openPage(browser, { bypassCSP: true });
    const errors = watchConsole(page);
    await page.goto(await invitationLink(email));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT)
      .toBe("Приглашение в личный кабинет");
    await page.getByText("ООО «СтройТехМонтаж»").first().waitFor(WAIT);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/^Новый пароль/).fill("Архив на третьем этаже 7");
    await page.getByLabel("Повторите новый пароль").fill("Архив на третьем этаже 7");
    await page.getByRole("button", { name: "Принять и войти" }).click();
    await page.waitForURL((url) => url.pathname === "/account", WAIT);

    const sidebar = accountSidebar(page);
    await sidebar.getByRole("link", { name: "Документы" }).waitFor(WAIT);
    expect(await sidebar.getByText("Бухгалтерия").count()).toBe(0);
    expect(await sidebar.getByText("Договоры").count()).toBe(0);

    // The API does not rely on the sidebar: a direct call with the colleague's session is refused.
    const debts = await page.request.get("/apilk/accounting/debts/");
    expect(debts.status()).toBe(403);
    expect(debts.headers()["content-type"]).toMatch(/problem\+json/);
    expect((await debts.json()).detail).toBe(NO_ACCOUNTING);
    expect((await page.request.get("/apilk/documents/list/")).status()).toBe(200);

    // The link is spent.
    await page.goto(await invitationLink(email));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent(), WAIT)
      .toBe("Приглашение недействительно");
    expect(errors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await context.close();
    await owner.context.close();
  });

  it("the demo colleague docs@example.com works with documents only", async () => {
    const { page, context, errors } = await signedIn(browser, "docs@example.com", "/account");
    const sidebar = accountSidebar(page);
    await sidebar.getByRole("link", { name: "Документы" }).waitFor(WAIT);
    expect(await sidebar.getByText("Бухгалтерия").count()).toBe(0);
    const debts = await page.request.get("/apilk/accounting/debts/");
    expect(debts.status()).toBe(403);
    expect((await debts.json()).detail).toBe(NO_ACCOUNTING);
    await page.goto("/account/settings");
    await page.getByText("Нет права «Настройки и сотрудники»: его выдаёт администратор профиля.").waitFor(WAIT);
    expect(errors).toEqual([]);
    await context.close();
  });
});
