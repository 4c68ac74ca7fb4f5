import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSidebar, signedIn, WAIT } from "./support/account-pages.ts";
import { launchBrowser } from "./support/browser.ts";

/**
 * The list of sessions as a person uses it (ADR 027): the same client signed in in two browsers; the first ends the
 * other from «Настройки → Сеансы», and the second's next click lands on sign-in with the way back in `next`.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("sessions", () => {
  it("one browser ends the other's session, whose next navigation goes to sign-in", async () => {
    const email = "client@example.com";
    const laptop = await signedIn(browser, email, "/account");
    const phone = await signedIn(browser, email, "/account");

    await laptop.page.goto("/account/settings/sessions");
    const table = laptop.page.getByRole("table", { name: "Активные сеансы" });
    await table.waitFor(WAIT);
    await expect.poll(() => table.getByText("Текущий").count(), WAIT).toBe(1);
    expect(await table.getByRole("button", { name: /^Завершить сеанс/ }).count()).toBeGreaterThan(0);

    await laptop.page.getByRole("button", { name: "Завершить все, кроме текущего" }).click();
    await laptop.page.getByText("Все сеансы, кроме текущего, завершены.").waitFor(WAIT);
    await laptop.page.getByText("Других сеансов нет: вы вошли только в этом браузере.").waitFor(WAIT);

    await accountSidebar(phone.page).getByRole("link", { name: "Настройки" }).click();
    await phone.page.waitForURL((url) => url.pathname === "/login", WAIT);
    expect(new URL(phone.page.url()).searchParams.get("next")).toBe("/account/settings");

    // The laptop works on.
    await laptop.page.goto("/account/settings/sessions");
    await laptop.page.getByRole("table", { name: "Активные сеансы" }).waitFor(WAIT);
    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
    await phone.context.close();
  });
});
