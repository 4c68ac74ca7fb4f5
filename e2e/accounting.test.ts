import ExcelJS from "exceljs";
import type { Browser, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DebtsResponse, InvoicesResponse, PayResponse, PenaltyCalculation } from "../contract/lk-accounting.ts";
import { pdfText } from "../server/testing/pdf-text.ts";
import { accountSidebar, signedIn, WAIT } from "./support/account-pages.ts";
import { launchBrowser } from "./support/browser.ts";

/*
 * Issue 11 end to end: a client (client@example.com, its default company profile) opens «Бухгалтерия», filters
 * invoices by a period, downloads the reconciliation act as PDF and as XLSX and finds in both the closing balance
 * the screen shows, requests a penalty calculation, and opens «Оплатить» with its QR code and amount.
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

async function downloadBy(page: Page, name: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download", WAIT), page.getByRole("link", { name }).click()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

/** Every cell of every sheet, as text ("12345,67" for a number of roubles). */
async function sheetCells(bytes: Buffer): Promise<string[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const value = cell.value;
        if (typeof value === "number") cells.push(value.toFixed(2).replace(".", ","));
        else if (value !== null && value !== undefined) cells.push(digits(cell.text));
      }),
    ),
  );
  return cells;
}

describe("accounting", () => {
  it("invoices by a period, the reconciliation act in PDF and XLSX, penalties and paying by QR", async () => {
    const { page, errors } = await signedIn(browser, "client@example.com", "/account");

    await accountSidebar(page).getByRole("link", { name: "Бухгалтерия" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/accounting");
    await page.getByRole("heading", { level: 1, name: "Бухгалтерия" }).waitFor(WAIT);
    await page.getByRole("table", { name: "Задолженность по договорам" }).waitFor(WAIT);

    // Invoices of one month.
    await page.getByRole("tab", { name: "Счета-фактуры" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/accounting/invoices");
    const all = await json<InvoicesResponse>(page, "/apilk/accounting/invoices/");
    const some = all.items[Math.min(1, all.items.length - 1)];
    if (!some) throw new Error("the demo client has no invoices");
    const period = { dateFrom: `${some.date.slice(0, 7)}-01`, dateTo: `${some.date.slice(0, 7)}-28` };
    const expected = await json<InvoicesResponse>(
      page,
      `/apilk/accounting/invoices/?filters=${encodeURIComponent(JSON.stringify(period))}`,
    );
    expect(expected.items.length).toBeGreaterThan(0);
    await page.getByLabel("Выставлены с").fill(period.dateFrom);
    await page.getByLabel("по", { exact: true }).fill(period.dateTo);
    await page.getByRole("button", { name: "Показать" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("dateFrom"), WAIT).toBe(period.dateFrom);
    const invoices = page.getByRole("table", { name: "Счета-фактуры" }).locator("tbody tr");
    await expect.poll(() => invoices.count(), WAIT).toBe(expected.items.length);
    for (const invoice of expected.items) {
      await page
        .getByRole("table", { name: "Счета-фактуры" })
        .getByText(`№ ${invoice.number}`, { exact: true })
        .waitFor(WAIT);
    }

    // The reconciliation act of this year so far: the closing balance of the screen, in the PDF and the sheet.
    await page.getByRole("tab", { name: "Акт сверки" }).click();
    await page.getByRole("button", { name: "Сформировать акт" }).click();
    const act = page.getByRole("region", { name: /^Акт сверки №/ });
    await act.waitFor(WAIT);
    const closing = digits(
      (await act
        .locator("dt", { hasText: "Сальдо на конец периода" })
        .locator("xpath=following-sibling::dd")
        .textContent()) ?? "",
    );
    expect(closing).toMatch(/^-?\d+,\d\d$/);
    // The demo client has an overdue contract: a zero would prove nothing about the files below.
    expect(closing).not.toBe("0,00");

    const pdf = await downloadBy(page, "Скачать PDF");
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = await pdfText(new Uint8Array(pdf.bytes));
    expect(text).toContain("Акт сверки");
    // Thousands separators of any kind dropped: "12 345,67" → "12345,67".
    expect(text.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, "$1")).toContain(closing.replace("-", ""));

    const xlsx = await downloadBy(page, "Скачать XLSX");
    expect(xlsx.name).toMatch(/\.xlsx$/);
    // The sheet puts a debt on the debit side and an overpayment, unsigned, on the credit side.
    expect(await sheetCells(xlsx.bytes)).toContain(closing.replace("-", ""));

    // Penalties of the contract with the most.
    const debts = await json<DebtsResponse>(page, "/apilk/accounting/debts/");
    const debt = [...debts.items].sort((a, b) => b.penalties - a.penalties)[0];
    if (!debt) throw new Error("the demo client has no contracts");
    await page.getByRole("tab", { name: "Пени" }).click();
    await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe("/account/accounting/penalties");
    await page.getByRole("combobox", { name: "Договор" }).selectOption(debt.contractCode);
    await page.getByRole("button", { name: "Рассчитать" }).click();
    const calc = page.getByRole("region", { name: new RegExp(`^Пени по договору № ${debt.contractNumber}`) });
    await calc.waitFor(WAIT);
    const dateTo = new URL(page.url()).searchParams.get("dateTo") ?? "";
    const { calculation } = await json<{ calculation: PenaltyCalculation }>(
      page,
      `/apilk/accounting/penalties/request/?contractCode=${debt.contractCode}&dateTo=${dateTo}`,
    );
    const total = digits((await calc.getByText(/^Итого пени к оплате/).textContent()) ?? "");
    expect(total).toBe(calculation.total.toFixed(2).replace(".", ","));

    // «Оплатить» the whole debt of a contract: the QR code and the amount.
    const owing = debts.items.find((d) => d.total > 0);
    if (!owing) throw new Error("the demo client owes nothing");
    const { payment } = await json<PayResponse>(page, `/apilk/accounting/pay/?contractCode=${owing.contractCode}`);
    await page.getByRole("tab", { name: "Задолженность" }).click();
    await page.getByRole("button", { name: `Оплатить по договору № ${owing.contractNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: "Оплата по QR-коду" });
    const qr = dialog.getByRole("img", { name: /^QR-код для оплаты/ });
    await qr.waitFor(WAIT);
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT)
      .toBe(true);
    const shownAmount = digits(
      (await dialog.locator("dt", { hasText: "Сумма" }).locator("xpath=following-sibling::dd").textContent()) ?? "",
    );
    expect(shownAmount).toBe(payment.amount.toFixed(2).replace(".", ","));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden", ...WAIT });

    expect(errors).toEqual([]);
  });
});
