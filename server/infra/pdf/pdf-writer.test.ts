import { describe, expect, it } from "vitest";
import { pdfInfo, pdfPages, pdfText } from "../../testing/pdf-text.ts";
import { qrPng } from "../qr.ts";
import { type PdfBlock, type PdfDocumentSpec, parsePdfDate, renderPdf } from "./pdf-writer.ts";

/** The PDF writer as a reader of its files sees them: text read back through pdf.js, pages, document info. */

const spec = (blocks: PdfBlock[], extra: Partial<PdfDocumentSpec> = {}): PdfDocumentSpec => ({
  title: "Акт сверки взаимных расчётов",
  subject: "Договор лизинга № ЛА-2025/04812",
  author: "ООО «Лизинг-Авто»",
  keywords: "акт сверки, лизинг",
  date: "D:20261124090000+03'00'",
  header: "ООО «Лизинг-Авто» · Личный кабинет",
  footer: "ООО «Лизинг-Авто» · 8 800 550-35-35",
  blocks,
  ...extra,
});

const payments = (n: number) =>
  Array.from({ length: n }, (_, i) => [`${i + 1}`, "15.01.2026", "5 409,84 ₽", `Лизинговый платёж № ${i + 1}`]);

const act: PdfBlock[] = [
  { kind: "title", text: "Акт сверки взаимных расчётов" },
  { kind: "subtitle", text: "за период с 01.01.2026 по 31.12.2026" },
  { kind: "rows", rows: [["Лизингополучатель", "ООО «СтройТехМонтаж», ИНН 7724518030"]] },
  {
    kind: "table",
    header: ["№", "Дата", "Сумма", "Основание"],
    widths: [0.08, 0.17, 0.2, 0.55],
    rows: payments(3),
    footer: ["", "Итого", "16 229,52 ₽", ""],
  },
  { kind: "signatures", left: "Лизингодатель", right: "Лизингополучатель" },
];

describe("renderPdf", () => {
  it("writes Cyrillic as text a reader extracts: the title, a table cell, a sum with «₽», the totals row", async () => {
    const bytes = await renderPdf(spec(act));
    expect(new TextDecoder("latin1").decode(bytes.subarray(0, 8))).toBe("%PDF-1.7");
    const text = await pdfText(bytes);
    expect(text).toContain("Акт сверки взаимных расчётов");
    expect(text).toContain("ООО «СтройТехМонтаж», ИНН 7724518030");
    expect(text).toContain("Лизинговый платёж № 3");
    expect(text).toContain("5 409,84 ₽");
    expect(text).toMatch(/Итого\s+16 229,52 ₽/);
    expect(text).toContain("Страница 1 из 1");
  });

  it("embeds DejaVu Sans, regular and bold, as subsets rather than whole fonts", async () => {
    const bytes = await renderPdf(spec(act));
    const raw = new TextDecoder("latin1").decode(bytes);
    expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    // The whole regular face alone is about 740 kB.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it("carries the document info: title, subject, author, keywords and the spec's date", async () => {
    const info = await pdfInfo(await renderPdf(spec(act)));
    expect(info).toEqual({
      title: "Акт сверки взаимных расчётов",
      subject: "Договор лизинга № ЛА-2025/04812",
      author: "ООО «Лизинг-Авто»",
      keywords: "акт сверки, лизинг",
      creationDate: new Date("2026-11-24T09:00:00+03:00"),
    });
  });

  it("gives the same bytes for the same input, and different bytes for another date", async () => {
    const a = await renderPdf(spec(act));
    const b = await renderPdf(spec(act));
    expect(Buffer.compare(a, b)).toBe(0);
    const c = await renderPdf(spec(act, { date: "D:20261125090000+03'00'" }));
    expect(Buffer.compare(a, c)).not.toBe(0);
  });

  it("keeps every letter copyable from document to document: «ь» after a document whose bold «ы» is built of it", async () => {
    const first = spec([{ kind: "heading", text: "Выкуп и расчёты" }]);
    const before = await renderPdf(first);
    await renderPdf(
      spec([
        { kind: "heading", text: "Обязанности сторон" },
        { kind: "paragraph", text: "ы ъ Ы", bold: true },
      ]),
    );
    const text = await pdfText(
      await renderPdf(
        spec([
          { kind: "title", text: "Перечень документов" },
          { kind: "paragraph", text: "Ь ь ъ", bold: true },
        ]),
      ),
    );
    expect(text).toContain("Перечень документов");
    expect(text).toContain("Ь ь ъ");
    // …and the first document is the same bytes when rendered again after the others.
    expect(Buffer.compare(before, await renderPdf(first))).toBe(0);
  });

  it("breaks a long table across pages, repeating its header, and numbers the pages «Страница N из M»", async () => {
    const rows = payments(90);
    const pages = await pdfPages(
      await renderPdf(
        spec([{ kind: "table", header: ["№", "Дата", "Сумма", "Основание"], widths: [1, 2, 2, 5], rows }]),
      ),
    );
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toMatch(/№\s+Дата\s+Сумма\s+Основание/);
      expect(page).toContain(`Страница ${i + 1} из ${pages.length}`);
      expect(page).toContain("ООО «Лизинг-Авто» · Личный кабинет");
    });
    // Every row once, in order, none lost at a break.
    const seen = pages.join("\n").match(/Лизинговый платёж № \d+/g);
    expect(seen).toEqual(rows.map((r) => `Лизинговый платёж № ${r[0]}`));
  });

  it("numbers every ordered list from 1 and carries a long paragraph over to the next page", async () => {
    const long = "Лизингополучатель обязан своевременно уплачивать лизинговые платежи. ".repeat(120);
    const pages = await pdfPages(
      await renderPdf(
        spec([
          { kind: "list", ordered: true, items: ["Первый", "Второй", "Третий"] },
          { kind: "list", ordered: true, items: ["Снова первый", "Снова второй"] },
          { kind: "list", items: ["Пункт без номера"] },
          { kind: "paragraph", text: long },
          { kind: "heading", text: "Конец" },
        ]),
      ),
    );
    const text = pages.join("\n");
    expect(text).toMatch(/1\.\s+Первый\s+2\.\s+Второй\s+3\.\s+Третий\s+1\.\s+Снова первый\s+2\.\s+Снова второй/);
    expect(text).toMatch(/•\s+Пункт без номера/);
    expect(pages.length).toBeGreaterThan(1);
    expect(text.match(/своевременно/g)).toHaveLength(120);
    expect(pages.at(-1)).toContain("Конец");
  });

  it("keeps signature lines with their captions, on the page while they fit and on the next when not", async () => {
    // The content area runs from 64 pt to 778 pt; signatures take 26 pt above the lines and a caption line below.
    const signed = (above: number) =>
      renderPdf(
        spec([
          { kind: "space", size: above },
          {
            kind: "signatures",
            left: "Лизингодатель: ООО «Лизинг-Авто», генеральный директор / подпись, М. П.",
            right: "Лизингополучатель / подпись",
          },
        ]),
      );
    const fits = await pdfPages(await signed(660));
    expect(fits).toHaveLength(1);
    expect(fits[0]?.replace(/\s+/g, " ")).toContain(
      "Лизингодатель: ООО «Лизинг-Авто», генеральный директор / подпись, М. П.",
    );
    const next = await pdfPages(await signed(700));
    expect(next).toHaveLength(2);
    expect(next[1]).toContain("Лизингополучатель / подпись");
    expect(next[0]).not.toContain("Лизингополучатель / подпись");
  });

  it("places a PNG image with its caption", async () => {
    const png = await qrPng("ST00012|Name=ООО «Лизинг-Авто»", 200);
    const bytes = await renderPdf(
      spec([
        { kind: "title", text: "Счёт на оплату № 112" },
        { kind: "image", png, width: 120, caption: "Отсканируйте код в приложении банка" },
      ]),
    );
    expect(new TextDecoder("latin1").decode(bytes)).toContain("/Subtype /Image");
    expect(await pdfText(bytes)).toContain("Отсканируйте код в приложении банка");
    await expect(renderPdf(spec([{ kind: "image", png: new Uint8Array([1, 2, 3]), width: 100 }]))).rejects.toThrow(
      /not a PNG/,
    );
  });

  it("reads PDF dates with an offset or in UTC", () => {
    expect(parsePdfDate("D:20260115090000+03'00'")).toEqual(new Date("2026-01-15T06:00:00Z"));
    expect(parsePdfDate("D:20260115090000Z")).toEqual(new Date("2026-01-15T09:00:00Z"));
    expect(() => parsePdfDate("2026-01-15")).toThrow(/bad PDF date/);
  });
});
