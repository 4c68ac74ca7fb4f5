import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { MONEY_FORMAT, renderXlsx } from "./xlsx.ts";

/** The sheet as a spreadsheet reads it back: cells, numbers, formats, fonts, merged title and notes. */

const sheet = {
  name: "Акт сверки",
  title: "Акт сверки взаимных расчётов за 2026 год",
  columns: [
    { header: "Дата", width: 12 },
    { header: "Документ", width: 40 },
    { header: "Дебет", width: 16, money: true },
    { header: "Кредит", width: 16, money: true },
  ],
  rows: [
    ["15.01.2026", "Лизинговый платёж за январь", 5409.84, null],
    ["20.01.2026", "Оплата, п/п № 412", null, 1234567.8],
  ],
  footer: ["", "Обороты за период", 5409.84, 1234567.8],
  notes: ["Сальдо конечное в пользу лизингополучателя: 1 229 157,96 ₽.", "Акт составлен по данным лизингодателя."],
};

async function read(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  const ws = workbook.worksheets[0];
  if (!ws) throw new Error("no sheet");
  return ws;
}

describe("renderXlsx", () => {
  it("writes the title (bold, across the columns), the header and the rows", async () => {
    const ws = await read(await renderXlsx(sheet));
    expect(ws.name).toBe("Акт сверки");
    expect(ws.getCell("A1").value).toBe("Акт сверки взаимных расчётов за 2026 год");
    expect(ws.getCell("A1").font?.bold).toBe(true);
    expect(ws.getCell("D1").isMerged).toBe(true);
    expect([1, 2, 3, 4].map((c) => ws.getRow(3).getCell(c).value)).toEqual(["Дата", "Документ", "Дебет", "Кредит"]);
    expect(ws.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(ws.getCell("B4").value).toBe("Лизинговый платёж за январь");
    expect(ws.getColumn(2).width).toBe(40);
  });

  it("keeps money as numbers with the rouble format, and empty cells empty", async () => {
    const ws = await read(await renderXlsx(sheet));
    expect(ws.getCell("C4").value).toBe(5409.84);
    expect(ws.getCell("C4").numFmt).toBe(MONEY_FORMAT);
    expect(ws.getCell("D5").value).toBe(1234567.8);
    expect(ws.getCell("D4").value).toBeNull();
    expect(ws.getCell("A4").numFmt).toBeUndefined();
  });

  it("adds the totals row in bold and the notes below it", async () => {
    const ws = await read(await renderXlsx(sheet));
    expect(ws.getCell("B6").value).toBe("Обороты за период");
    expect(ws.getCell("D6").value).toBe(1234567.8);
    expect(ws.getCell("D6").font?.bold).toBe(true);
    expect(ws.getCell("A7").value).toBeNull();
    expect(ws.getCell("A8").value).toBe("Сальдо конечное в пользу лизингополучателя: 1 229 157,96 ₽.");
    expect(ws.getCell("A9").value).toBe("Акт составлен по данным лизингодателя.");
    expect(ws.rowCount).toBe(9);
  });

  it("makes a sheet name Excel accepts", async () => {
    const ws = await read(await renderXlsx({ ...sheet, name: "Акт: 01/2026–12/2026 [все договоры лизинга]" }));
    expect(ws.name).not.toMatch(/[[\]:*?/\\]/);
    expect(ws.name.length).toBeLessThanOrEqual(31);
  });
});
