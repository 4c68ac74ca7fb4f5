import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encryptPassword, postAuth } from "./support/api-sign-in.ts";
import { seriousViolations } from "./support/axe.ts";
import { baseUrl, launchBrowser, openPage } from "./support/browser.ts";
import { mailBodiesTo } from "./support/outbox.ts";

/**
 * The client is assignee@example.com. Other files sign in as it with the demo password, and files run one after
 * another, so this file gives the demo password back when it ends, through the same e-mailed link.
 */
const EMAIL = "assignee@example.com";
const DEMO_PASSWORD = "Demo-2026";
const NEW_PASSWORD = "Зелёный трамвай идёт в депо 2026";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await restoreDemoPassword();
});

/**
 * The key of the newest recovery link mailed to EMAIL once more than `seen` such messages have arrived. A loop of
 * its own rather than expect.poll: the restore in afterAll runs outside any test.
 */
async function nextResetKey(seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const links = (await mailBodiesTo(EMAIL)).flatMap(
      (body) => body.match(/https?:\/\/\S+\/login\/reset\?key=\S+/) ?? [],
    );
    if (links.length > seen) return new URL(links.at(-1) ?? "").searchParams.get("key") ?? "";
    if (Date.now() > deadline) throw new Error(`no new recovery link mailed to ${EMAIL} in 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const resetLinksSoFar = async () =>
  (await mailBodiesTo(EMAIL)).filter((body) => /\/login\/reset\?key=/.test(body)).length;

async function restoreDemoPassword() {
  if ((await postAuth(EMAIL, DEMO_PASSWORD)).status === 200) return;
  const seen = await resetLinksSoFar();
  await fetch(`${baseUrl()}/api/account/password/forgot/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: EMAIL }),
  });
  const key = await nextResetKey(seen);
  const res = await fetch(`${baseUrl()}/api/account/password/reset/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ key, password: await encryptPassword(DEMO_PASSWORD) }),
  });
  if (res.status !== 200) throw new Error(`the demo password of ${EMAIL} was not restored: ${res.status}`);
}

describe("password recovery by the e-mailed link", () => {
  it("goes from «Забыли пароль?» through the link in the mail to a new password that signs in", async () => {
    // bypassCSP: axe-core is injected as an inline script, which the page's CSP (rightly) refuses.
    const { page, context } = await openPage(browser, { bypassCSP: true });
    const seen = await resetLinksSoFar();

    await page.goto("/login");
    await page.getByRole("link", { name: "Забыли пароль?" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login/forgot");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Восстановление пароля");
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByRole("button", { name: "Получить ссылку" }).click();
    await page.getByText("Проверьте почту").waitFor();

    const key = await nextResetKey(seen);
    await page.goto(`/login/reset?key=${encodeURIComponent(key)}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Новый пароль");

    // A common password passes the form's own check and is refused by the server's list, under the field.
    await page.getByLabel(/^Новый пароль/).fill("password123");
    await page.getByLabel("Повторите новый пароль").fill("password123");
    await page.getByRole("button", { name: "Сохранить пароль" }).click();
    await page.getByText("Этот пароль слишком распространён").waitFor();

    await page.getByLabel(/^Новый пароль/).fill(NEW_PASSWORD);
    await page.getByText(/^Надёжность пароля: /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("Повторите новый пароль").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Сохранить пароль" }).click();
    await page.getByText("Пароль изменён").waitFor();

    // The old password no longer signs in.
    expect((await postAuth(EMAIL, DEMO_PASSWORD)).status).toBe(401);

    await page.getByRole("link", { name: "Войти" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/account");

    // The link is spent: a second use is 410.
    const again = await fetch(`${baseUrl()}/api/account/password/reset/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key, password: await encryptPassword("Ещё один новый пароль 2026") }),
    });
    expect(again.status).toBe(410);
    await context.close();
  });
});
