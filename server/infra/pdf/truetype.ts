/**
 * Just enough of a TrueType reader to embed a font in a PDF: Unicode → glyph (cmap format 4),
 * advance widths, metrics, and a subset that keeps glyph ids (unused outlines emptied).
 */

interface TableRecord {
  offset: number;
  length: number;
}

export interface TrueTypeFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  capHeight: number;
  bbox: [number, number, number, number];
  italicAngle: number;
  /** Glyph id for a code point, 0 (.notdef) when the font has none. */
  glyphOf(codePoint: number): number;
  /** Advance width in 1/1000 em. */
  widthOf(glyph: number): number;
  /** A valid TrueType file holding only the outlines of `glyphs` (ids unchanged). */
  subset(glyphs: Iterable<number>): Uint8Array;
}

const KEEP_TABLES = ["head", "hhea", "maxp", "hmtx", "cvt ", "fpgm", "prep", "loca", "glyf"] as const;

export function parseTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, TableRecord>();
  const numTables = view.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const table = (tag: string): TableRecord => {
    const t = tables.get(tag);
    if (!t) throw new Error(`TrueType: no '${tag}' table`);
    return t;
  };

  const head = table("head").offset;
  const unitsPerEm = view.getUint16(head + 18);
  const scale = (v: number) => Math.round((v * 1000) / unitsPerEm);
  const bbox: [number, number, number, number] = [
    scale(view.getInt16(head + 36)),
    scale(view.getInt16(head + 38)),
    scale(view.getInt16(head + 40)),
    scale(view.getInt16(head + 42)),
  ];
  const longLoca = view.getInt16(head + 50) === 1;
  const hhea = table("hhea").offset;
  const ascent = scale(view.getInt16(hhea + 4));
  const descent = scale(view.getInt16(hhea + 6));
  const numberOfHMetrics = view.getUint16(hhea + 34);
  const numGlyphs = view.getUint16(table("maxp").offset + 4);
  const os2 = tables.get("OS/2");
  const capHeight = os2 && os2.length >= 90 ? scale(view.getInt16(os2.offset + 88)) : ascent;
  const post = tables.get("post");
  const italicAngle = post ? view.getInt32(post.offset + 4) / 65536 : 0;

  const hmtx = table("hmtx").offset;
  const widthOf = (glyph: number) => {
    const index = Math.min(glyph, numberOfHMetrics - 1);
    return scale(view.getUint16(hmtx + index * 4));
  };

  // cmap: the Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
  const cmap = table("cmap").offset;
  let format4 = -1;
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const rec = cmap + 4 + i * 8;
    if (view.getUint16(rec) === 3 && view.getUint16(rec + 2) === 1) format4 = cmap + view.getUint32(rec + 4);
  }
  if (format4 < 0 || view.getUint16(format4) !== 4) throw new Error("TrueType: no Unicode BMP cmap (format 4)");
  const segCount = view.getUint16(format4 + 6) / 2;
  const endCodes = format4 + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const idDeltas = startCodes + segCount * 2;
  const idRangeOffsets = idDeltas + segCount * 2;
  const glyphCache = new Map<number, number>();
  const glyphOf = (cp: number): number => {
    const cached = glyphCache.get(cp);
    if (cached !== undefined) return cached;
    let glyph = 0;
    if (cp <= 0xffff) {
      for (let s = 0; s < segCount; s++) {
        if (cp > view.getUint16(endCodes + s * 2)) continue;
        const start = view.getUint16(startCodes + s * 2);
        if (cp < start) break;
        const delta = view.getInt16(idDeltas + s * 2);
        const rangeOffset = view.getUint16(idRangeOffsets + s * 2);
        if (rangeOffset === 0) glyph = (cp + delta) & 0xffff;
        else {
          const at = idRangeOffsets + s * 2 + rangeOffset + (cp - start) * 2;
          const g = view.getUint16(at);
          glyph = g === 0 ? 0 : (g + delta) & 0xffff;
        }
        break;
      }
    }
    glyphCache.set(cp, glyph);
    return glyph;
  };

  const loca = table("loca").offset;
  const glyf = table("glyf").offset;
  const glyphRange = (g: number): [number, number] =>
    longLoca
      ? [view.getUint32(loca + g * 4), view.getUint32(loca + g * 4 + 4)]
      : [view.getUint16(loca + g * 2) * 2, view.getUint16(loca + g * 2 + 2) * 2];

  /** Adds the components of composite glyphs (accented letters such as «й», «ё»). */
  function closure(glyphs: Iterable<number>): Set<number> {
    const out = new Set<number>([0]);
    const queue = [...glyphs];
    while (queue.length > 0) {
      const g = queue.pop() as number;
      if (g >= numGlyphs || out.has(g)) continue;
      out.add(g);
      const [start, end] = glyphRange(g);
      if (end <= start || view.getInt16(glyf + start) >= 0) continue;
      let at = glyf + start + 10;
      for (;;) {
        const flags = view.getUint16(at);
        queue.push(view.getUint16(at + 2));
        at += 4 + (flags & 0x1 ? 4 : 2);
        if (flags & 0x8) at += 2;
        else if (flags & 0x40) at += 4;
        else if (flags & 0x80) at += 8;
        if (!(flags & 0x20)) break;
      }
    }
    return out;
  }

  function subset(glyphs: Iterable<number>): Uint8Array {
    const keep = closure(glyphs);
    const chunks: Uint8Array[] = [];
    const newLoca = new DataView(new ArrayBuffer((numGlyphs + 1) * 4));
    let size = 0;
    for (let g = 0; g < numGlyphs; g++) {
      newLoca.setUint32(g * 4, size);
      if (!keep.has(g)) continue;
      const [start, end] = glyphRange(g);
      if (end <= start) continue;
      const padded = (end - start + 3) & ~3;
      const chunk = new Uint8Array(padded);
      chunk.set(bytes.subarray(glyf + start, glyf + end));
      chunks.push(chunk);
      size += padded;
    }
    newLoca.setUint32(numGlyphs * 4, size);
    const newGlyf = new Uint8Array(size);
    let pos = 0;
    for (const chunk of chunks) {
      newGlyf.set(chunk, pos);
      pos += chunk.length;
    }
    const newHead = bytes.slice(head, head + table("head").length);
    const headView = new DataView(newHead.buffer);
    headView.setUint32(8, 0); // checkSumAdjustment: recomputed below
    headView.setInt16(50, 1); // long loca offsets

    const out = new Map<string, Uint8Array>();
    for (const tag of KEEP_TABLES) {
      if (tag === "head") out.set(tag, newHead);
      else if (tag === "loca") out.set(tag, new Uint8Array(newLoca.buffer));
      else if (tag === "glyf") out.set(tag, newGlyf);
      else {
        const t = tables.get(tag);
        if (t) out.set(tag, bytes.subarray(t.offset, t.offset + t.length));
      }
    }
    const file = writeSfnt(out);
    const total = checksum(file);
    const headAt = tableOffsetIn(file, "head");
    new DataView(file.buffer).setUint32(headAt + 8, (0xb1b0afba - total) >>> 0);
    return file;
  }

  return { unitsPerEm, ascent, descent, capHeight, bbox, italicAngle, glyphOf, widthOf, subset };
}

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

function writeSfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const n = tags.length;
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= n) entrySelector++;
  const searchRange = 2 ** entrySelector * 16;
  let offset = 12 + n * 16;
  const layout = tags.map((tag) => {
    const data = tables.get(tag) as Uint8Array;
    const at = offset;
    offset += (data.length + 3) & ~3;
    return { tag, data, at };
  });
  const file = new Uint8Array(offset);
  const view = new DataView(file.buffer);
  view.setUint32(0, 0x00010000);
  view.setUint16(4, n);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, n * 16 - searchRange);
  layout.forEach(({ tag, data, at }, i) => {
    const rec = 12 + i * 16;
    for (let k = 0; k < 4; k++) file[rec + k] = tag.charCodeAt(k);
    view.setUint32(rec + 4, checksum(data));
    view.setUint32(rec + 8, at);
    view.setUint32(rec + 12, data.length);
    file.set(data, at);
  });
  return file;
}

function tableOffsetIn(file: Uint8Array, tag: string): number {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let i = 0; i < view.getUint16(4); i++) {
    const rec = 12 + i * 16;
    const name = String.fromCharCode(file[rec] ?? 0, file[rec + 1] ?? 0, file[rec + 2] ?? 0, file[rec + 3] ?? 0);
    if (name === tag) return view.getUint32(rec + 8);
  }
  throw new Error(`TrueType: no '${tag}' table`);
}
