import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { PenaltyCalculation, ReconciliationAct } from "../../../contract/lk-accounting.ts";
import { pdfText } from "../../testing/pdf-text.ts";
import {
  latinFileName,
  renderActPdf,
  renderActXlsx,
  renderInvoicePdf,
  renderPenaltyPdf,
} from "./accounting-documents.ts";
import { closingText } from "./reconciliation-act.ts";

/** The accounting files as a reader sees them: the figures the JSON carries, printed the same in PDF and XLSX. */

const flat = (text: string) => text.replace(/\s+/g, " ");

const CLIENT = { title: "ООО «Ромашка»", inn: "7701234567", kpp: "770101001" };

function actOf(opening: number, debit: number, credit: number): ReconciliationAct {
  const closing = Math.round((opening + debit - credit) * 100);
  return {
    number: "АС-20260630-0001",
    dateFrom: "2026-01-01",
    dateTo: "2026-06-30",
    lessor: { title: "ООО «Лизинг-Авто»", inn: "7736548215", kpp: "773601001" },
    client: CLIENT,
    contracts: [{ contractCode: "c-1", contractNumber: "ЛА-2026/00001" }],
    opening,
    rows: [
      {
        date: "2026-02-05",
        document: "Счёт-фактура № СФ-2026-000101 (Лизинговый платёж № 1)",
        contractNumber: "ЛА-2026/00001",
        debit,
        credit: 0,
      },
      {
        date: "2026-02-06",
        document: "Платёжное поручение № 512",
        contractNumber: "ЛА-2026/00001",
        debit: 0,
        credit,
      },
    ],
    debitTurnover: debit,
    creditTurnover: credit,
    closing: closing / 100,
    closingText: closingText(closing, "2026-06-30", CLIENT.title),
  };
}

/** The numbers in the XLSX row whose text cell starts with `label`. */
async function xlsxRow(bytes: Uint8Array, label: string): Promise<{ texts: string[]; numbers: number[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const found: { texts: string[]; numbers: number[] }[] = [];
  sheet?.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    const texts = values.filter((v): v is string => typeof v === "string");
    if (texts.some((t) => t.startsWith(label))) {
      found.push({ texts, numbers: values.filter((v): v is number => typeof v === "number") });
    }
  });
  expect(found, `one row «${label}»`).toHaveLength(1);
  return found[0] as { texts: string[]; numbers: number[] };
}

async function xlsxTexts(bytes: Uint8Array): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: string[] = [];
  book.worksheets[0]?.eachRow((row) => {
    for (const v of (row.values as unknown[]).slice(1)) if (typeof v === "string") out.push(v);
  });
  return out.join("\n");
}

describe("the reconciliation act as files", () => {
  it("the PDF and the XLSX print the JSON's closing balance, on the debit side when the client owes", async () => {
    const act = actOf(1000.5, 50_000.25, 20_000);
    expect(act.closing).toBe(31_000.75);
    const text = flat(await pdfText(await renderActPdf(act)));
    expect(text).toContain("Сальдо конечное на 30.06.2026");
    expect(text).toContain("31 000,75 ₽");
    expect(text).toContain("Задолженность в пользу ООО «Лизинг-Авто» на 30.06.2026 — 31 000,75 ₽");
    expect(text).toContain("ИНН 7701234567");
    expect(text).toContain("Платёжное поручение № 512");

    const xlsx = await renderActXlsx(act);
    const closing = await xlsxRow(xlsx, "Сальдо конечное");
    expect(closing.numbers).toEqual([31_000.75]);
    const opening = await xlsxRow(xlsx, "Сальдо начальное");
    expect(opening.numbers).toEqual([1000.5]);
    const turnover = await xlsxRow(xlsx, "Обороты за период");
    expect(turnover.numbers).toEqual([50_000.25, 20_000]);
    expect(await xlsxTexts(xlsx)).toContain(act.closingText);
  });

  it("an overpayment is a debt in the client's favour, on the credit side", async () => {
    const act = actOf(0, 10_000, 12_500.1);
    expect(act.closingText).toBe("Задолженность в пользу ООО «Ромашка» на 30.06.2026 — 2 500,10 ₽");
    const text = flat(await pdfText(await renderActPdf(act)));
    expect(text).toContain(act.closingText);
    const closing = await xlsxRow(await renderActXlsx(act), "Сальдо конечное");
    expect(closing.numbers).toEqual([2500.1]);
  });
});

describe("the penalty calculation and the invoice as PDF", () => {
  it("prints every row, the rate and the JSON's total", async () => {
    const calc: PenaltyCalculation = {
      contractCode: "c-1",
      contractNumber: "ЛА-2026/00001",
      dateTo: "2026-03-31",
      rate: 0.1,
      rows: [
        {
          title: "Лизинговый платёж № 2",
          dueDate: "2026-03-05",
          base: 30_000,
          from: "2026-03-06",
          to: "2026-03-10",
          days: 5,
          penalty: 150,
        },
      ],
      accrued: 150,
      paid: 0,
      total: 150,
    };
    const text = flat(await pdfText(await renderPenaltyPdf(calc, undefined)));
    expect(text).toContain("Лизинговый платёж № 2");
    expect(text).toContain("0,1 % за каждый день просрочки");
    expect(text).toContain("Итого к оплате: 150,00 ₽");
  });

  it("a VAT invoice's VAT is 22/122 of its own amount, to the kopeck", async () => {
    const text = flat(
      await pdfText(
        await renderInvoicePdf({
          charge: {
            invoiceNumber: "СФ-2026-000777",
            date: "2026-11-05",
            title: "Выкупной платёж",
            amount: 3_000_000,
            kind: "buyout",
            contractNumber: "ЛА-2026/00001",
            contractSignedAt: "2026-01-15",
          },
          buyer: undefined,
        }),
      ),
    );
    expect(text).toContain("Счёт-фактура № СФ-2026-000777 от 05.11.2026");
    expect(text).toContain("5 409,84 ₽");
    expect(text).toContain("24 590,16 ₽");
    expect(text).not.toContain("5 409,91");
  });
});

describe("file names", () => {
  it("transliterates Russian names to Latin for the plain filename", () => {
    expect(latinFileName("Счёт на оплату СП-2026-000123.pdf")).toBe("Schet_na_oplatu_SP-2026-000123.pdf");
    expect(latinFileName("Акт сверки 01.01.2026–30.06.2026.xlsx")).toBe("Akt_sverki_01.01.2026_30.06.2026.xlsx");
    expect(latinFileName("Щука Юля.pdf")).toBe("Schuka_Yulya.pdf");
    expect(latinFileName("«»")).toBe("document");
  });
});
