import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Console errors, except the one a wrong password must cause: Chromium logs every 4xx answer to
 * fetch as «Failed to load resource», and POST /api/account/auth/ answers a wrong password with 401.
 */
function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const expected401 = /status of 401/.test(msg.text()) && msg.location().url.endsWith("/api/account/auth/");
    if (!expected401) errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

const activeProfile = (page: Page) => page.getByRole("region", { name: "Активный профиль" });
const switcher = (page: Page) => page.getByRole("combobox", { name: "Активный профиль" });

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.locator('input[name="password"]').fill(password);
  // The button is enabled once the page has hydrated: the password is encrypted in the browser.
  await page.getByRole("button", { name: "Войти" }).click();
}

describe("signing in to the client account", () => {
  it("walks a client from the guard through sign-in, a profile switch and sign-out", async () => {
    const { page, context } = await openPage(browser);
    const errors = watchConsole(page);

    // The account is guarded: off to sign-in, with the way back in ?next=.
    await page.goto("/account");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/account");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Вход в личный кабинет");

    // Inline validation before anything is sent.
    await page.getByRole("button", { name: "Войти" }).click();
    await page.getByText("Введите e-mail").waitFor();
    await page.getByText("Введите пароль").waitFor();
    await page.getByLabel("E-mail").fill("not-an-email");
    await page.getByLabel("E-mail").blur();
    await page.getByText("Укажите корректный e-mail").waitFor();

    // A wrong password: the server's Russian detail in an alert, still on the sign-in page.
    await signIn(page, "client@example.com", "not-the-password");
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Неверный e-mail или пароль");
    expect(new URL(page.url()).pathname).toBe("/login");

    // The right one: into the account, the company profile active.
    await signIn(page, "client@example.com", "Demo-2026");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account");
    await page.getByRole("heading", { level: 1, name: /Здравствуйте/ }).waitFor();
    await activeProfile(page).getByText("ООО «СтройТехМонтаж»").waitFor();
    await expect.poll(() => switcher(page).inputValue()).not.toBe("");
    const companyId = await switcher(page).inputValue();
    await expect
      .poll(() => page.getByRole("navigation", { name: "Разделы личного кабинета" }).getByRole("link").count())
      .toBeGreaterThan(1);

    // Switch to the sole-trader profile from the list on the home page.
    await page.getByRole("button", { name: "Сделать активным: ИП Петров Иван Сергеевич" }).click();
    await activeProfile(page).getByText("ИП Петров Иван Сергеевич").waitFor();
    await activeProfile(page).getByText("Индивидуальный предприниматель").waitFor();
    await expect.poll(() => switcher(page).inputValue()).not.toBe(companyId);

    // It is the session's profile, not just the page's: a reload keeps it.
    await page.reload();
    await activeProfile(page).getByText("ИП Петров Иван Сергеевич").waitFor();
    expect(await switcher(page).locator("option:checked").textContent()).toBe("ИП Петров Иван Сергеевич");

    // And back to the company with the header switcher.
    await switcher(page).selectOption(companyId);
    await activeProfile(page).getByText("ООО «СтройТехМонтаж»").waitFor();

    // Sign out: back at sign-in, and the account is closed again.
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.goto("/account");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.getByRole("button", { name: "Войти" }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("returns to the page asked for after signing in, but never to another site", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/login?next=%2F%2Fevil.example%2F");
    await signIn(page, "assignee@example.com", "Demo-2026");
    await expect.poll(() => page.url()).toMatch(/\/account$/);
    await activeProfile(page).getByText("ООО «ТрансЛогистик»").waitFor();

    // Already signed in: the sign-in page sends one straight on.
    await page.goto("/login");
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account");
    await context.close();
  });

  it("after repeated failures for an e-mail says a sign-in link was e-mailed, without blaming the password", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto("/login");
    // The e-mail has no account: once throttled, the answer is the same as for one that has (no enumeration).
    const email = "throttled-e2e@example.com";
    for (let i = 0; i < 5; i++) {
      await signIn(page, email, `wrong-${i}`);
      await expect.poll(() => page.getByRole("alert").textContent()).toContain("Неверный e-mail или пароль");
      await page.getByRole("button", { name: "Войти" }).and(page.locator(":not([aria-disabled])")).waitFor();
    }
    await signIn(page, email, "any-password");
    const notice = page.getByRole("alert");
    await expect.poll(() => notice.textContent()).toContain("Мы отправили ссылку для входа на вашу почту");
    expect(await notice.textContent()).toContain("Проверьте почту");
    expect(await notice.textContent()).not.toMatch(/восстанов|Неверный/i);
    expect(new URL(page.url()).pathname).toBe("/login");
    // Chromium logs the expected 401s and the 429 of the throttled attempt; nothing else may fail.
    expect(consoleErrors.filter((e) => !/status of 4(01|29)/.test(e))).toEqual([]);
    await context.close();
  });

  it("explains without JavaScript that sign-in needs it", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/login");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Вход в личный кабинет");
    // Chromium's script switch does not make the parser show <noscript>, so the markup is checked.
    expect(await page.locator("noscript").first().textContent()).toContain("Для входа нужен JavaScript");
    expect(await page.getByRole("button", { name: "Войти" }).isDisabled()).toBe(true);
    await context.close();
  });

  it("explains a used or broken one-time sign-in link in Russian, after «Войти», not on opening", async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    // Opening the link spends nothing and checks nothing beyond its shape (mail scanners open links too).
    const unknown = await page.goto("/login/key?KEY=this-key-was-never-issued-0123456789");
    expect(unknown?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Вход по ссылке" }).waitFor();
    await page.getByRole("button", { name: "Войти" }).click();
    // The API's 410 detail, and the way to the password form instead of the button.
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Ссылка для входа недействительна: она уже использована или срок её действия истёк");
    await page.getByRole("link", { name: "Войти с паролем" }).waitFor();
    expect(await page.getByRole("button", { name: "Войти" }).count()).toBe(0);

    const broken = await page.goto("/login/key");
    expect(broken?.status()).toBe(400);
    await page.getByRole("heading", { level: 1, name: "Ссылка для входа неполная" }).waitFor();
    // The 410 of the key call and the document's own 400 are expected; nothing else may fail.
    expect(consoleErrors.filter((e) => !/status of 4(00|10)/.test(e))).toEqual([]);
    await context.close();
  });

  it("explains a used sign-in link without JavaScript too: the form post answers 410", async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    expect((await page.goto("/login/key?KEY=this-key-was-never-issued-0123456789"))?.status()).toBe(200);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Войти" }).click(),
    ]);
    expect(answer.status()).toBe(410);
    expect(await page.getByRole("alert").textContent()).toBe(
      "Ссылка для входа недействительна: она уже использована или срок её действия истёк",
    );
    await page.getByRole("link", { name: "Войти с паролем" }).waitFor();
    await context.close();
  });
});
