import ExcelJS from "exceljs";

/**
 * One-sheet XLSX reports with `exceljs` (ADR 029): a bold title, a header row, the rows, an optional bold totals
 * row and notes under the table. Money columns hold real numbers (roubles) with a number format, so the client's
 * spreadsheet sums and sorts them; Excel shows them in the reader's locale («1 234,56 ₽» in a Russian one).
 */

export interface XlsxColumn {
  header: string;
  /** In characters, as Excel measures column width. */
  width: number;
  money?: boolean;
}

export interface XlsxSheet {
  name: string;
  title: string;
  columns: XlsxColumn[];
  rows: (string | number | null)[][];
  footer?: (string | number | null)[];
  notes?: string[];
}

/** Number format of money cells: thousands grouped, two decimals, the rouble sign; negatives with a minus. */
export const MONEY_FORMAT = '#,##0.00 "₽";-#,##0.00 "₽"';

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function sheetName(name: string): string {
  const clean = name.replace(/[[\]:*?/\\]/g, " ").trim();
  return (clean || "Лист 1").slice(0, 31);
}

const THIN = { style: "thin" as const, color: { argb: "FF999999" } };

export async function renderXlsx(sheet: XlsxSheet): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "ООО «Лизинг-Авто»";
  workbook.title = sheet.title;
  const ws = workbook.addWorksheet(sheetName(sheet.name), {
    pageSetup: { paperSize: 9, orientation: "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const span = Math.max(1, sheet.columns.length);
  ws.columns = sheet.columns.map((c) => ({ width: c.width }));

  const title = ws.addRow([sheet.title]);
  title.font = { bold: true, size: 14 };
  ws.mergeCells(title.number, 1, title.number, span);
  ws.addRow([]);

  const header = ws.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  header.alignment = { vertical: "middle", wrapText: true };
  header.eachCell((cell) => {
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFEFEFEF" } };
    cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
  });
  ws.views = [{ state: "frozen", ySplit: header.number }];

  const write = (values: (string | number | null)[]) => {
    const row = ws.addRow(sheet.columns.map((_, i) => values[i] ?? null));
    sheet.columns.forEach((c, i) => {
      const cell = row.getCell(i + 1);
      cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
      if (c.money && typeof values[i] === "number") {
        cell.numFmt = MONEY_FORMAT;
        cell.alignment = { horizontal: "right" };
      } else {
        cell.alignment = { vertical: "top", wrapText: true };
      }
    });
    return row;
  };
  for (const values of sheet.rows) write(values);
  if (sheet.footer) write(sheet.footer).font = { bold: true };

  if (sheet.notes?.length) {
    ws.addRow([]);
    for (const note of sheet.notes) {
      const row = ws.addRow([note]);
      ws.mergeCells(row.number, 1, row.number, span);
      row.getCell(1).alignment = { wrapText: true, vertical: "top" };
    }
  }

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
