import type { Browser, Page } from "playwright-core";
import { totpCode } from "../../server/testing/totp.ts";
import { nextTotpStep } from "./api-sign-in.ts";
import { openPage } from "./browser.ts";

/** The password of every demo account (server/db/demo-accounts.ts). */
export const DEMO_PASSWORD = "Demo-2026";

/** The machine is shared: give the screens time to answer. */
export const WAIT = { timeout: 15_000 };

/** Every console error and uncaught exception of the page, with where it came from. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${msg.text()} (${msg.location().url})`);
  });
  page.on("pageerror", (err) => errors.push(err.message));
  return errors;
}

/**
 * A fresh browser context signed in through /login as a person would: clients land in /account, employees in
 * /staff. Each context has its own cookies, so a client and an employee can work side by side.
 */
export async function signedIn(browser: Browser, email: string, landing: "/account" | "/staff") {
  const { page, context } = await openPage(browser);
  const errors = watchConsole(page);
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Войти" }).click();
  await page.waitForURL((url) => url.pathname === landing || url.pathname === "/login/code", WAIT);
  if (new URL(page.url()).pathname === "/login/code") {
    await enterCode(page, email, landing);
    // A code another file spent in the same 30-second step is refused (401) before enterCode tries the next one:
    // that refusal is the race it handles, not a fault of the page, so it does not count as the page's error.
    const raced = (e: string) => e.includes("status of 401") && /\/(login|auth)\/code/.test(e);
    for (let i = errors.length - 1; i >= 0; i--) if (raced(errors[i] ?? "")) errors.splice(i, 1);
  }
  return { page, context, errors };
}

/**
 * The code step of a sign-in on the page (ADR 030) with the TOTP code of `secretOrEmail` (a demo employee's
 * published secret, or one a test enrolled). The server takes each 30-second step once and other files sign the same
 * employees in: when this step's and the next one's codes are both used, it waits for a fresh step.
 */
export async function enterCode(page: Page, secretOrEmail: string, landing: string) {
  const field = page.getByLabel("Код подтверждения");
  for (let round = 0; round < 3; round++) {
    for (const steps of [0, 1]) {
      await field.fill(totpCode(secretOrEmail, steps));
      await page.getByRole("button", { name: "Подтвердить" }).click();
      // The loser of the race times out later: its rejection is caught so that it fails nothing.
      const outcome = await Promise.race([
        page
          .waitForURL((url) => url.pathname === landing, WAIT)
          .then(() => "in" as const)
          .catch(() => "timeout" as const),
        page
          .locator('[aria-invalid="true"]')
          .waitFor(WAIT)
          .then(() => "refused" as const)
          .catch(() => "timeout" as const),
      ]);
      if (outcome === "in") return;
      if (outcome === "timeout") throw new Error(`the code step of ${secretOrEmail} answered nothing`);
    }
    await nextTotpStep();
  }
  throw new Error(`no fresh TOTP step for ${secretOrEmail}`);
}

/** The account's sidebar. */
export const accountSidebar = (page: Page) => page.getByRole("navigation", { name: "Разделы личного кабинета" });

/** The unread count the header's bell names: «Уведомления: 5 непрочитанных», or 0. */
export async function unreadNotifications(page: Page): Promise<number> {
  const label = (await page.locator('header a[href="/account/notifications"]').getAttribute("aria-label")) ?? "";
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

/**
 * A small valid PDF (one page with a line of text, a correct cross-reference table), as a file input takes it.
 * The upload rules check the content, so the bytes must really be a PDF.
 */
export function tinyPdf(name: string, line = "E2E test document") {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    (() => {
      const stream = `BT /F1 12 Tf 24 72 Td (${line.replace(/[()\\]/g, "")}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", buffer: Buffer.from(body, "latin1") };
}
