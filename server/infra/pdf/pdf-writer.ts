import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { create, type Font } from "fontkit";
import PDFDocument from "pdfkit";

/**
 * Text documents as PDF (A4) on pdfkit (ADR 029): titles, headings, paragraphs with word wrap, lists, label–value
 * rows, tables that break across pages with their header repeated, images, signature lines, a running header and
 * page numbers. DejaVu Sans (regular and bold) is embedded as a subset, so Cyrillic and «₽» are real, extractable
 * text. The document's dates come from the spec and pdfkit derives the file ID from them: the same input gives the
 * same bytes (the ticket seed records an attachment's size and renders the file again on download).
 */

export type PdfBlock =
  | { kind: "title"; text: string }
  | { kind: "subtitle"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string; bold?: boolean }
  | { kind: "list"; items: string[]; ordered?: boolean }
  | { kind: "rows"; rows: [string, string][] }
  | {
      kind: "table";
      header: string[];
      rows: string[][];
      widths: number[];
      /** Per column; numeric columns are right-aligned when not given. */
      align?: ("left" | "right")[];
      /** A bold totals row under the rows. */
      footer?: string[];
    }
  | { kind: "image"; png: Uint8Array; width: number; caption?: string }
  | { kind: "signatures"; left: string; right: string }
  | { kind: "space"; size?: number };

export interface PdfDocumentSpec {
  title: string;
  subject: string;
  author: string;
  keywords?: string;
  /** PDF date, e.g. "D:20260115090000+03'00'" (fixed, so the output is deterministic). */
  date: string;
  /** Small text at the top of every page. */
  header: string;
  /** Small text at the bottom left of every page; the page number goes right. */
  footer: string;
  blocks: PdfBlock[];
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const MARGIN_TOP = 64;
const MARGIN_BOTTOM = 64;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const BOTTOM = PAGE_H - MARGIN_BOTTOM;

const REGULAR = "DejaVuSans";
const BOLD = "DejaVuSans-Bold";
const GRAY = "#595959";
const RULE = "#999999";

let parsedFonts: { regular: Font; bold: Font } | undefined;

/**
 * DejaVu Sans regular and bold, parsed once per process: parsing a TrueType file is most of a small document's
 * render time. A shared fontkit font keeps one glyph object per glyph id with the characters it was first made
 * for, and pdfkit writes those into the text layer (ToUnicode). Subsetting makes the parts of composite glyphs
 * without characters (bold «ы» is drawn as «ь» and a bar), so a later document would print a «ь» that copies as nothing: every
 * glyph of the character map is made from its character up front, before any subset.
 */
function fonts() {
  if (!parsedFonts) {
    const require = createRequire(import.meta.url);
    const open = (file: string) => {
      const font = create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!("glyphForCodePoint" in font)) throw new Error(`renderPdf: ${file} is a font collection`);
      for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
      return font;
    };
    parsedFonts = { regular: open("DejaVuSans.ttf"), bold: open("DejaVuSans-Bold.ttf") };
  }
  return parsedFonts;
}

/** "D:20260115090000+03'00'" → the moment it names. */
export function parsePdfDate(date: string): Date {
  const m = /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:([+-])(\d{2})'(\d{2})'?|Z)?$/.exec(date);
  if (!m) throw new Error(`renderPdf: bad PDF date ${date}`);
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const offset = sign ? `${sign}${oh}:${om}` : "Z";
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
}

/** Width and height of a PNG, from its IHDR chunk (to keep an image and its caption on one page). */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) throw new Error("renderPdf: image is not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A cell is numeric when it holds digits and nothing but digits, spaces, separators, signs, «%» or «₽». */
const isNumeric = (cell: string) => /\d/.test(cell) && /^[-−+\d\s\u00a0\u202f.,%₽]*$/.test(cell);

class Layout {
  private y = MARGIN_TOP;
  private readonly doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  private newPage() {
    this.doc.addPage();
    this.y = MARGIN_TOP;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  private ensure(height: number) {
    if (this.y + height > BOTTOM && this.y > MARGIN_TOP) this.newPage();
  }

  private font(bold: boolean, size: number) {
    return this.doc.font(bold ? BOLD : REGULAR).fontSize(size);
  }

  private heightOf(text: string, bold: boolean, size: number, width: number, lineGap: number) {
    return this.font(bold, size).heightOfString(text, { width, lineGap });
  }

  /** Wrapped text at x from the cursor; pdfkit carries lines over to a new page and the cursor follows. */
  private flow(text: string, o: { bold?: boolean; size: number; x?: number; width?: number; lineGap?: number }) {
    const x = o.x ?? MARGIN_X;
    const width = o.width ?? CONTENT_W;
    const lineGap = o.lineGap ?? o.size * 0.35;
    this.ensure(this.font(o.bold ?? false, o.size).currentLineHeight(true) + lineGap);
    this.font(o.bold ?? false, o.size)
      .fillColor("black")
      .text(text, x, this.y, { width, lineGap });
    this.y = this.doc.y;
  }

  private line(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = "black") {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  block(b: PdfBlock) {
    switch (b.kind) {
      case "title":
        this.ensure(60);
        this.flow(b.text, { bold: true, size: 16, lineGap: 3 });
        this.y += 6;
        return;
      case "subtitle":
        this.flow(b.text, { size: 10.5 });
        this.y += 8;
        return;
      case "heading": {
        // A heading stays with at least two lines of what follows it.
        this.ensure(this.heightOf(b.text, true, 11.5, CONTENT_W, 3) + 8 + 36);
        this.y += 8;
        this.flow(b.text, { bold: true, size: 11.5, lineGap: 3 });
        this.y += 3;
        return;
      }
      case "paragraph":
        this.flow(b.text, { bold: b.bold ?? false, size: 10 });
        this.y += 5;
        return;
      case "list":
        b.items.forEach((item, i) => {
          this.ensure(this.font(false, 10).currentLineHeight(true) + 3.5);
          this.font(false, 10)
            .fillColor("black")
            .text(b.ordered ? `${i + 1}.` : "•", MARGIN_X + 6, this.y, { lineBreak: false });
          this.flow(item, { size: 10, x: MARGIN_X + 22, width: CONTENT_W - 22 });
          this.y += 2;
        });
        this.y += 4;
        return;
      case "rows":
        this.table({
          widths: [CONTENT_W * 0.38, CONTENT_W * 0.62],
          rows: b.rows,
          align: ["left", "left"],
          labelColumn: true,
        });
        return;
      case "table": {
        const total = b.widths.reduce((a, w) => a + w, 0);
        const widths = b.widths.map((w) => (w / total) * CONTENT_W);
        const align =
          b.align ??
          widths.map((_, i) =>
            i > 0 && b.rows.some((r) => isNumeric(r[i] ?? "")) && b.rows.every((r) => !r[i] || isNumeric(r[i]))
              ? "right"
              : "left",
          );
        this.table({ widths, rows: b.rows, header: b.header, footer: b.footer, align });
        return;
      }
      case "image": {
        const size = pngSize(b.png);
        const width = Math.min(b.width, CONTENT_W);
        const height = (size.height / size.width) * width;
        this.ensure(height + (b.caption ? 20 : 6));
        this.doc.image(Buffer.from(b.png.buffer, b.png.byteOffset, b.png.byteLength), MARGIN_X, this.y, { width });
        this.y += height + 4;
        if (b.caption) this.flow(b.caption, { size: 8.5 });
        this.y += 6;
        return;
      }
      case "signatures": {
        // The space above the lines, the lines and their captions (wrapped under each line) stay on one page.
        const half = CONTENT_W / 2 - 12;
        const caption = Math.max(
          this.heightOf(b.left, false, 8.5, half, 1),
          this.heightOf(b.right, false, 8.5, half, 1),
        );
        this.ensure(26 + 4 + caption);
        this.y += 26;
        this.line(MARGIN_X, this.y, MARGIN_X + half, this.y);
        this.line(MARGIN_X + half + 24, this.y, MARGIN_X + CONTENT_W, this.y);
        this.font(false, 8.5).fillColor(GRAY);
        this.doc.text(b.left, MARGIN_X, this.y + 4, { width: half, lineGap: 1 });
        this.doc.text(b.right, MARGIN_X + half + 24, this.y + 4, { width: half, lineGap: 1 });
        this.doc.fillColor("black");
        this.y += 4 + caption + 10;
        return;
      }
      case "space":
        this.y += b.size ?? 10;
        return;
    }
  }

  private table(t: {
    widths: number[];
    rows: string[][];
    header?: string[];
    footer?: string[];
    align: ("left" | "right")[];
    labelColumn?: boolean;
  }) {
    const size = 9.5;
    const pad = 4;
    const lineGap = size * 0.3;
    const row = (cells: string[], kind: "header" | "body" | "footer") => {
      const boldAt = (i: number) => kind !== "body" || (t.labelColumn === true && i === 0);
      const height =
        Math.max(
          ...t.widths.map((w, i) => this.heightOf(cells[i] ?? "", boldAt(i), size, w - 2 * pad, lineGap)),
          this.font(false, size).currentLineHeight(true) + lineGap,
        ) +
        2 * pad;
      return {
        height,
        draw: () => {
          let x = MARGIN_X;
          t.widths.forEach((w, i) => {
            const cell = cells[i] ?? "";
            if (cell) {
              this.font(boldAt(i), size)
                .fillColor("black")
                .text(cell, x + pad, this.y + pad, { width: w - 2 * pad, align: t.align[i] ?? "left", lineGap });
            }
            x += w;
          });
          this.y += height;
          this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, kind === "header" ? 0.8 : 0.3);
        },
      };
    };
    const header = t.header ? row(t.header, "header") : undefined;
    const drawHeader = () => {
      if (!header) return;
      this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.8);
      header.draw();
    };
    const first = t.rows[0] ? row(t.rows[0], "body") : undefined;
    // The header never ends a page alone: it goes with the first row.
    this.ensure((header?.height ?? 0) + (first?.height ?? 0));
    drawHeader();
    for (const cells of t.rows) {
      const r = row(cells, "body");
      if (this.y + r.height > BOTTOM) {
        this.newPage();
        drawHeader();
      }
      r.draw();
    }
    if (t.footer) {
      const f = row(t.footer, "footer");
      if (this.y + f.height > BOTTOM) {
        this.newPage();
        drawHeader();
      }
      this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.8);
      f.draw();
    }
    this.y += 10;
  }
}

/** Renders the document and returns the bytes of a PDF file. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const date = parsePdfDate(spec.date);
  const doc = new PDFDocument({
    size: [PAGE_W, PAGE_H],
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    pdfVersion: "1.7",
    lang: "ru-RU",
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: spec.title,
      Subject: spec.subject,
      Author: spec.author,
      ...(spec.keywords ? { Keywords: spec.keywords } : {}),
      Creator: "Leasing-Auto site",
      Producer: "Leasing-Auto (pdfkit)",
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // pdfkit accepts a parsed fontkit font (since 0.20); its typings still list file sources only.
  const { regular, bold } = fonts() as unknown as Record<"regular" | "bold", PDFKit.Mixins.PDFFontSource>;
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);

  const layout = new Layout(doc);
  for (const block of spec.blocks) layout.block(block);

  // Running header and footer, now that the page count is known. They sit in the margins, which pdfkit would
  // answer with a new page: the bottom margin is lifted while they are drawn.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    const page = doc.switchToPage(i);
    const bottom = page.margins.bottom;
    page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor("#666666");
    const oneLine = doc.currentLineHeight(true);
    doc.text(spec.header, MARGIN_X, 28, { width: CONTENT_W, height: oneLine, ellipsis: true });
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor(RULE)
      .moveTo(MARGIN_X, 42)
      .lineTo(PAGE_W - MARGIN_X, 42)
      .stroke()
      .restore();
    const pageLabel = `Страница ${i - start + 1} из ${count}`;
    const labelWidth = doc.widthOfString(pageLabel);
    doc.text(spec.footer, MARGIN_X, PAGE_H - 44, {
      width: CONTENT_W - labelWidth - 16,
      height: oneLine,
      ellipsis: true,
    });
    doc.text(pageLabel, PAGE_W - MARGIN_X - labelWidth, PAGE_H - 44, { lineBreak: false });
    page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
