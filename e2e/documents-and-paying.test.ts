import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DebtsResponse, PayResponse } from "../contract/lk-accounting.ts";
import { zipNames } from "../server/testing/zip-entries.ts";
import { accountSidebar, signedIn, WAIT } from "./support/account-pages.ts";
import { launchBrowser } from "./support/browser.ts";

/*
 * Issue 11 end to end, documents and paying: a client (client@example.com, its default company profile) sees on the
 * account home the overdue debt, what falls due within 30 days and the penalties apart (each equal to
 * accounting/debts/), opens «Оплатить» and finds the QR code and the amount, then ticks three documents on
 * «Документы» and downloads them as one ZIP that holds three files.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Digits, comma and sign only: "12 345,67 ₽" (with any kind of space) → "12345,67". */
const digits = (text: string) => text.replace(/[^\d,−-]/g, "").replace("−", "-");
/** Roubles as the screen prints them, reduced to digits: 12345.6 → "12345,60". */
const rubDigits = (value: number) => value.toFixed(2).replace(".", ",");

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The amount of a figure of the debt block (its region by label), as digits. */
async function figureAmount(page: Page, label: string): Promise<string> {
  const block = page.getByRole("region", { name: "Задолженность", exact: true });
  const text = await block.getByRole("region", { name: label, exact: true }).locator("p").nth(1).textContent(WAIT);
  return digits(text ?? "");
}

describe("documents and paying", () => {
  it("the home shows overdue, due soon and penalties apart, equal to accounting/debts/, and «Оплатить» shows the QR", async () => {
    const { page, errors } = await signedIn(browser, "client@example.com", "/account");
    const debts = await json<DebtsResponse>(page, "/apilk/accounting/debts/");
    expect(debts.totals.overdue).toBeGreaterThan(0);

    const block = page.getByRole("region", { name: "Задолженность", exact: true });
    await block.getByRole("region", { name: "Просрочено", exact: true }).waitFor(WAIT);
    expect(await figureAmount(page, "Просрочено")).toBe(rubDigits(debts.totals.overdue));
    expect(await figureAmount(page, "К оплате в ближайшие 30 дней")).toBe(rubDigits(debts.totals.dueSoon));
    expect(await figureAmount(page, "Пени")).toBe(rubDigits(debts.totals.penalties));
    expect(await figureAmount(page, "Итого к оплате")).toBe(rubDigits(debts.totals.total));
    // The overdue figure says since when, not when the next payment falls.
    const overdueNote = await block.getByRole("region", { name: "Просрочено", exact: true }).textContent();
    expect(overdueNote).toMatch(/Просрочено с \d\d\.\d\d\.\d{4}/);
    expect(overdueNote).not.toContain("Следующий платёж");

    const owing = debts.items.find((d) => d.overdue > 0) ?? debts.items.find((d) => d.total > 0);
    const code = owing?.contractCode ?? "";
    const { payment } = await json<PayResponse>(
      page,
      `/apilk/accounting/pay/?contractCode=${encodeURIComponent(code)}`,
    );
    await block.getByRole("button", { name: `Оплатить по договору № ${owing?.contractNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: "Оплата по QR-коду" });
    const qr = dialog.getByRole("img", { name: /QR-код для оплаты/ });
    await qr.waitFor(WAIT);
    // The QR image really renders (an SVG data URL of a real size), and the dialog names the amount.
    await expect
      .poll(
        () => qr.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
        WAIT,
      )
      .toBeGreaterThan(0);
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(digits((await dialog.textContent()) ?? "")).toContain(rubDigits(payment.amount));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", ...WAIT });
    expect(errors).toEqual([]);
  });

  it("ticks three documents on «Документы» and downloads one ZIP with three files", async () => {
    const { page, errors } = await signedIn(browser, "client@example.com", "/account");
    await accountSidebar(page).getByRole("link", { name: "Документы" }).click();
    await page.waitForURL((url) => url.pathname === "/account/documents", WAIT);
    await page.getByRole("heading", { level: 1, name: "Документы" }).waitFor(WAIT);

    const list = page.getByRole("list", { name: "Документы" });
    await list.getByRole("checkbox").first().waitFor(WAIT);
    const boxes = list.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThanOrEqual(3);
    const titles: string[] = [];
    for (let i = 0; i < 3; i++) {
      await boxes.nth(i).check();
      titles.push((await list.getByRole("listitem").nth(i).getByRole("link").first().textContent()) ?? "");
    }
    const selection = page.getByRole("region", { name: "Отмеченные документы" });
    await selection.getByText(/Отмечено: 3/).waitFor(WAIT);

    const [download] = await Promise.all([
      page.waitForEvent("download", WAIT),
      selection.getByRole("link", { name: "Скачать выбранные (ZIP)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const names = zipNames(new Uint8Array(await bytesOf(download)));
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(titles.every((t) => t.length > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
});
