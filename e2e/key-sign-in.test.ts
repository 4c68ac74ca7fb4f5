import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEY_SIGN_IN_GONE_MESSAGE } from "../contract/account.ts";
import { launchBrowser } from "./support/browser.ts";
import { startInProcessServer } from "./support/in-process-server.ts";

// Keys come from the service, as the e-mail that carries them would: this file serves the build itself.
let server: Awaited<ReturnType<typeof startInProcessServer>>;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startInProcessServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const CLIENT_ID = 1; // client@example.com, the first demo user

async function linkFor(next?: string): Promise<string> {
  const key = await server.app.services.auth.issueLoginKey(CLIENT_ID, "signin");
  return `/login/key?${new URLSearchParams({ KEY: key, ...(next ? { next } : {}) })}`;
}

async function newPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: server.baseUrl, locale: "ru-RU", ...options });
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}

/**
 * The button works before hydration too (it posts the form), so the click could go either way: wait for
 * React to have hydrated it (React keeps its props on the element then) to test the API path.
 */
async function waitForHydratedButton(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector("main form button[type=submit]");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const pathname = (page: Page) => new URL(page.url()).pathname;

describe("the sign-in link page", () => {
  it("spends nothing when opened; «Войти» after hydration signs in through the API", async () => {
    const link = await linkFor();

    // What a mail scanner does: fetch the link, follow nothing, run nothing.
    for (const method of ["GET", "HEAD", "GET"]) {
      const res = await fetch(`${server.baseUrl}${link}`, { method, redirect: "manual" });
      expect(res.status, method).toBe(200);
      expect(res.headers.get("set-cookie"), method).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("referrer-policy")).toBe("same-origin");
    }

    const { page, context, consoleErrors } = await newPage();
    // What a link preview does, and a person opening the link twice.
    for (let i = 0; i < 2; i++) {
      const res = await page.goto(link);
      expect(res?.status()).toBe(200);
      expect(await heading(page).textContent()).toBe("Вход по ссылке");
      expect(await context.cookies()).toEqual([]);
    }

    await waitForHydratedButton(page);
    const keyCall = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/account/check/");
    await page.getByRole("button", { name: "Войти" }).click();
    expect((await keyCall).status()).toBe(200);
    await expect.poll(() => pathname(page)).toBe("/account");
    await page.getByRole("heading", { level: 1, name: /Здравствуйте/ }).waitFor();
    const session = (await context.cookies()).find((c) => c.name === "lk_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The same link again, elsewhere: the page still opens, and «Войти» says in Russian why it cannot work.
    const again = await newPage();
    expect((await again.page.goto(link))?.status()).toBe(200);
    await waitForHydratedButton(again.page);
    await again.page.getByRole("button", { name: "Войти" }).click();
    await expect.poll(() => again.page.getByRole("alert").textContent()).toBe(KEY_SIGN_IN_GONE_MESSAGE);
    await again.page.getByRole("link", { name: "Войти с паролем" }).click();
    await expect.poll(() => pathname(again.page)).toBe("/login");
    expect(await again.context.cookies()).toEqual([]);
    // Chromium logs the 410 of the key call as a failed resource; nothing else may fail.
    expect(again.consoleErrors.filter((e) => !/status of 410/.test(e))).toEqual([]);
    await again.context.close();
  });

  it("works without JavaScript: the form posts to the page's action, which signs in once", async () => {
    const link = await linkFor("/account/contracts");
    const { page, context } = await newPage({ javaScriptEnabled: false });
    for (let i = 0; i < 2; i++) {
      expect((await page.goto(link))?.status()).toBe(200);
      expect(await heading(page).textContent()).toBe("Вход по ссылке");
    }
    expect(await context.cookies()).toEqual([]);

    await page.getByRole("button", { name: "Войти" }).click();
    await expect.poll(() => pathname(page)).toBe("/account/contracts");
    expect((await context.cookies()).map((c) => c.name)).toContain("lk_session");

    // Back to the link and pressed again: the action answers 410 with the API's words.
    await page.goto(link);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => res.request().method() === "POST"),
      page.getByRole("button", { name: "Войти" }).click(),
    ]);
    expect(answer.status()).toBe(410);
    expect(await page.getByRole("alert").textContent()).toBe(KEY_SIGN_IN_GONE_MESSAGE);
    await page.getByRole("link", { name: "Войти с паролем" }).waitFor();
    await context.close();
  });

  it("does not let another site spend the key, and answers a broken post with 400, not 500", async () => {
    const link = await linkFor();
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${server.baseUrl}${link}`, { method: "POST", headers, body, redirect: "manual" });

    // Login CSRF: a form on another origin posting the attacker's key. React Router refuses it before the action.
    const foreign = await post(
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      new URLSearchParams({ KEY: new URL(link, server.baseUrl).searchParams.get("KEY") ?? "" }).toString(),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get("set-cookie")).toBeNull();

    const notAForm = await post({ "content-type": "application/json" }, "{}");
    expect(notAForm.status).toBe(400);
    const noKey = await post({ "content-type": "application/x-www-form-urlencoded" }, "");
    expect(noKey.status).toBe(400);

    // None of that used the key up: the API still signs in with it.
    const key = new URL(link, server.baseUrl).searchParams.get("KEY") ?? "";
    const res = await fetch(`${server.baseUrl}/api/account/check/?KEY=${encodeURIComponent(key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/^lk_session=/);
  });
});
