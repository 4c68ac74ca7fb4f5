import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { deflateSync } from "node:zlib";
import { parseTrueType, type TrueTypeFont } from "./truetype.ts";

/**
 * A small, deterministic PDF 1.7 writer for text documents (A4, Cyrillic via embedded DejaVu Sans subsets):
 * titles, headings, paragraphs with word wrap, lists, label–value rows, tables, signature lines,
 * a running header and page numbers. No dates or random ids of its own: the same input gives the same bytes.
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

interface FontFace {
  name: "F1" | "F2";
  font: TrueTypeFont;
  used: Map<number, number>; // glyph → code point (for ToUnicode)
}

interface Fonts {
  regular: FontFace;
  bold: FontFace;
}

let parsed: { regular: TrueTypeFont; bold: TrueTypeFont } | undefined;

function loadFonts(): Fonts {
  if (!parsed) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    parsed = { regular: parseTrueType(read("DejaVuSans.ttf")), bold: parseTrueType(read("DejaVuSans-Bold.ttf")) };
  }
  return {
    regular: { name: "F1", font: parsed.regular, used: new Map() },
    bold: { name: "F2", font: parsed.bold, used: new Map() },
  };
}

function glyphsOf(face: FontFace, text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 63;
    let g = face.font.glyphOf(cp);
    let mapped = cp;
    if (g === 0) {
      g = face.font.glyphOf(63); // «?» for a character the font lacks
      mapped = 63;
    }
    if (!face.used.has(g)) face.used.set(g, mapped);
    out.push(g);
  }
  return out;
}

function textWidth(face: FontFace, text: string, size: number): number {
  let w = 0;
  for (const ch of text) {
    const g = face.font.glyphOf(ch.codePointAt(0) ?? 63) || face.font.glyphOf(63);
    w += face.font.widthOf(g);
  }
  return (w * size) / 1000;
}

function hexGlyphs(face: FontFace, text: string): string {
  return glyphsOf(face, text)
    .map((g) => g.toString(16).padStart(4, "0"))
    .join("");
}

/** Breaks text into lines no wider than `width` (words longer than a line are cut). */
function wrap(face: FontFace, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(face, candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (textWidth(face, line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && textWidth(face, line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

class Layout {
  pages: string[][] = [];
  private ops: string[] = [];
  private y = 0;
  private readonly fonts: Fonts;

  constructor(fonts: Fonts) {
    this.fonts = fonts;
    this.newPage();
  }

  newPage() {
    this.ops = [];
    this.pages.push(this.ops);
    this.y = PAGE_H - MARGIN_TOP;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN_BOTTOM) this.newPage();
  }

  space(h: number) {
    this.y -= h;
  }

  text(face: FontFace, size: number, x: number, y: number, text: string, gray = 0) {
    if (!text) return;
    const color = gray ? `${fmt(gray)} g ` : "";
    this.ops.push(`BT ${color}/${face.name} ${fmt(size)} Tf ${fmt(x)} ${fmt(y)} Td <${hexGlyphs(face, text)}> Tj ET`);
    if (gray) this.ops.push("0 g");
  }

  line(x1: number, y1: number, x2: number, y2: number, width = 0.5) {
    this.ops.push(`${fmt(width)} w ${fmt(x1)} ${fmt(y1)} m ${fmt(x2)} ${fmt(y2)} l S`);
  }

  /** Wrapped lines at x, advancing the cursor; breaks pages between lines. */
  lines(face: FontFace, size: number, x: number, width: number, text: string, leading = 1.45) {
    const lh = size * leading;
    for (const l of wrap(face, text, size, width)) {
      this.ensure(lh);
      this.y -= lh;
      this.text(face, size, x, this.y + size * 0.3, l);
    }
  }

  block(b: PdfBlock) {
    const { regular, bold } = this.fonts;
    switch (b.kind) {
      case "title":
        this.ensure(60);
        this.lines(bold, 16, MARGIN_X, CONTENT_W, b.text, 1.3);
        this.space(6);
        return;
      case "subtitle":
        this.lines(regular, 10.5, MARGIN_X, CONTENT_W, b.text);
        this.space(8);
        return;
      case "heading":
        this.ensure(48);
        this.space(8);
        this.lines(bold, 11.5, MARGIN_X, CONTENT_W, b.text, 1.35);
        this.space(3);
        return;
      case "paragraph":
        this.lines(b.bold ? bold : regular, 10, MARGIN_X, CONTENT_W, b.text);
        this.space(5);
        return;
      case "list":
        b.items.forEach((item, i) => {
          const marker = b.ordered ? `${i + 1}.` : "•";
          const lh = 14.5;
          this.ensure(lh);
          this.text(regular, 10, MARGIN_X + 6, this.y - lh + 3, marker);
          this.lines(regular, 10, MARGIN_X + 22, CONTENT_W - 22, item);
          this.space(2);
        });
        this.space(4);
        return;
      case "rows":
        this.table([CONTENT_W * 0.38, CONTENT_W * 0.62], b.rows, undefined, true);
        return;
      case "table": {
        const total = b.widths.reduce((a, w) => a + w, 0);
        this.table(
          b.widths.map((w) => (w / total) * CONTENT_W),
          b.rows,
          b.header,
        );
        return;
      }
      case "signatures": {
        this.ensure(70);
        this.space(26);
        const half = CONTENT_W / 2 - 12;
        this.line(MARGIN_X, this.y, MARGIN_X + half, this.y);
        this.line(MARGIN_X + half + 24, this.y, MARGIN_X + CONTENT_W, this.y);
        this.text(regular, 8.5, MARGIN_X, this.y - 12, b.left, 0.35);
        this.text(regular, 8.5, MARGIN_X + half + 24, this.y - 12, b.right, 0.35);
        this.space(24);
        return;
      }
      case "space":
        this.space(b.size ?? 10);
        return;
    }
  }

  private table(widths: number[], rows: string[][], header?: string[], labelColumn = false) {
    const { regular, bold } = this.fonts;
    const size = 9.5;
    const lh = size * 1.4;
    const pad = 4;
    // Columns whose every cell is a number are right-aligned, with their header.
    const numeric = widths.map(
      (_, i) => rows.some((r) => /\d/.test(r[i] ?? "")) && rows.every((r) => /^[-−+\d\s.,%]*$/.test(r[i] ?? "")),
    );
    const draw = (cells: string[], isHeader: boolean) => {
      const wrapped = cells.map((cell, i) =>
        wrap(isHeader || (labelColumn && i === 0) ? bold : regular, cell, size, (widths[i] ?? 60) - 2 * pad),
      );
      const height = Math.max(...wrapped.map((w) => w.length)) * lh + 2 * pad;
      this.ensure(height);
      let x = MARGIN_X;
      wrapped.forEach((cellLines, i) => {
        const face = isHeader || (labelColumn && i === 0) ? bold : regular;
        cellLines.forEach((l, k) => {
          const right = !labelColumn && i > 0 && numeric[i] === true;
          const w = widths[i] ?? 60;
          const tx = right ? x + w - pad - textWidth(face, l, size) : x + pad;
          this.text(face, size, tx, this.y - pad - (k + 1) * lh + size * 0.35, l);
        });
        x += widths[i] ?? 60;
      });
      this.y -= height;
      this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, isHeader ? 0.8 : 0.3);
    };
    if (header) {
      this.ensure(lh * 3);
      this.line(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.8);
      draw(header, true);
    }
    for (const row of rows) draw(row, false);
    this.space(10);
  }
}

function utf16Hex(text: string): string {
  let out = "FEFF";
  for (let i = 0; i < text.length; i++) out += text.charCodeAt(i).toString(16).padStart(4, "0").toUpperCase();
  return `<${out}>`;
}

function toUnicodeCMap(face: FontFace): string {
  const entries = [...face.used.entries()].sort((a, b) => a[0] - b[0]);
  const chunks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const part = entries.slice(i, i + 100);
    chunks.push(
      `${part.length} beginbfchar\n${part
        .map(([g, cp]) => `<${g.toString(16).padStart(4, "0")}> <${cp.toString(16).padStart(4, "0")}>`)
        .join("\n")}\nendbfchar`,
    );
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000> <FFFF>",
    "endcodespacerange",
    ...chunks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** Renders the document and returns the bytes of a PDF file. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const fonts = loadFonts();
  const layout = new Layout(fonts);
  for (const block of spec.blocks) layout.block(block);

  // Running header and footer, now that the page count is known.
  const total = layout.pages.length;
  const headerOps = (n: number) => {
    const ops: string[] = [];
    const small = (face: FontFace, x: number, y: number, t: string) =>
      ops.push(`BT 0.4 g /${face.name} 8 Tf ${fmt(x)} ${fmt(y)} Td <${hexGlyphs(face, t)}> Tj ET 0 g`);
    small(fonts.regular, MARGIN_X, PAGE_H - 36, spec.header);
    ops.push(`0.3 w 0.6 G ${MARGIN_X} ${fmt(PAGE_H - 42)} m ${fmt(PAGE_W - MARGIN_X)} ${fmt(PAGE_H - 42)} l S 0 G`);
    small(fonts.regular, MARGIN_X, 36, spec.footer);
    const pageLabel = `Страница ${n} из ${total}`;
    small(fonts.regular, PAGE_W - MARGIN_X - textWidth(fonts.regular, pageLabel, 8), 36, pageLabel);
    return ops;
  };

  const objects: (string | { dict: string; data: Uint8Array })[] = [];
  const add = (o: string | { dict: string; data: Uint8Array }) => {
    objects.push(o);
    return objects.length;
  };
  const stream = (data: Uint8Array, extra = "") => {
    const compressed = deflateSync(data, { level: 9 });
    return { dict: `<< /Length ${compressed.length} /Filter /FlateDecode${extra} >>`, data: compressed };
  };

  const catalogId = add("");
  const pagesId = add("");
  const contentIds = layout.pages.map((ops, i) =>
    add(stream(new TextEncoder().encode([...headerOps(i + 1), ...ops].join("\n")))),
  );

  const fontIds: Record<string, number> = {};
  for (const face of [fonts.regular, fonts.bold]) {
    const f = face.font;
    const baseName = `${face.name === "F1" ? "AAAAAA" : "AAAAAB"}+DejaVuSans${face.name === "F2" ? "-Bold" : ""}`;
    const subset = f.subset(face.used.keys());
    const fileId = add(stream(subset, ` /Length1 ${subset.length}`));
    const descriptorId = add(
      `<< /Type /FontDescriptor /FontName /${baseName} /Flags 32 /FontBBox [${f.bbox.join(" ")}] /ItalicAngle ${f.italicAngle} /Ascent ${f.ascent} /Descent ${f.descent} /CapHeight ${f.capHeight} /StemV ${face.name === "F2" ? 120 : 80} /FontFile2 ${fileId} 0 R >>`,
    );
    const glyphs = [...face.used.keys()].sort((a, b) => a - b);
    const widths = glyphs.map((g) => `${g} [${f.widthOf(g)}]`).join(" ");
    const cidId = add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseName} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${descriptorId} 0 R /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
    );
    const toUnicodeId = add(stream(new TextEncoder().encode(toUnicodeCMap(face))));
    fontIds[face.name] = add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${baseName} /Encoding /Identity-H /DescendantFonts [${cidId} 0 R] /ToUnicode ${toUnicodeId} 0 R >>`,
    );
  }

  const resources = `<< /Font << /F1 ${fontIds.F1} 0 R /F2 ${fontIds.F2} 0 R >> >>`;
  const pageIds = contentIds.map((contentId) =>
    add(
      `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources ${resources} /Contents ${contentId} 0 R >>`,
    ),
  );
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[catalogId - 1] =
    `<< /Type /Catalog /Pages ${pagesId} 0 R /Lang (ru-RU) /ViewerPreferences << /DisplayDocTitle true >> >>`;
  const infoId = add(
    `<< /Title ${utf16Hex(spec.title)} /Subject ${utf16Hex(spec.subject)} /Author ${utf16Hex(spec.author)}${spec.keywords ? ` /Keywords ${utf16Hex(spec.keywords)}` : ""} /Creator (Leasing-Auto site) /Producer (Leasing-Auto PDF writer) /CreationDate (${spec.date}) /ModDate (${spec.date}) >>`,
  );

  const parts: Uint8Array[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, "latin1") : chunk;
    parts.push(bytes);
    length += bytes.length;
  };
  push("%PDF-1.7\n%\xE2\xE3\xCF\xD3\n");
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    push(`${i + 1} 0 obj\n`);
    if (typeof o === "string") push(o);
    else {
      push(`${o.dict}\nstream\n`);
      push(o.data);
      push("\nendstream");
    }
    push("\nendobj\n");
  });
  const xrefAt = length;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const off of offsets) push(`${off.toString().padStart(10, "0")} 00000 n \n`);
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalogId} 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
  return Buffer.concat(parts);
}
