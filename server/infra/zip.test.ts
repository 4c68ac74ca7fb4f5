import { inflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { uniqueNames, zipFiles } from "./zip.ts";

/** Reads a ZIP through its central directory, as an unzip tool does (node:zlib for the deflated data). */
function unzip(zip: Uint8Array): { name: string; utf8: boolean; bytes: Uint8Array }[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let eocd = zip.length - 22;
  while (eocd >= 0 && view.getUint32(eocd, true) !== 0x06054b50) eocd--;
  if (eocd < 0) throw new Error("no end of central directory");
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const out: { name: string; utf8: boolean; bytes: Uint8Array }[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("bad central directory entry");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const compressed = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(zip.subarray(at + 46, at + 46 + nameLength));
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = zip.subarray(dataAt, dataAt + compressed);
    out.push({ name, utf8: (flags & 0x800) !== 0, bytes: new Uint8Array(method === 8 ? inflateRawSync(data) : data) });
    at += 46 + nameLength + extra + comment;
  }
  return out;
}

const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * seed) % 251);

describe("zipFiles", () => {
  it("packs every file with its bytes; Cyrillic names as flagged UTF-8", async () => {
    const files = [
      { name: "Счёт № 112 от 01.11.2026.pdf", bytes: bytes(5000, 7) },
      { name: "Акт сверки.xlsx", bytes: bytes(300, 13) },
      { name: "empty.txt", bytes: new Uint8Array(0) },
    ];
    const entries = unzip(await zipFiles(files));
    expect(entries.map((e) => e.name)).toEqual(files.map((f) => f.name));
    expect(entries.every((e) => e.utf8 || e.name === "empty.txt")).toBe(true);
    entries.forEach((e, i) => {
      expect(e.bytes).toEqual(files[i]?.bytes);
    });
  });

  it("gives a repeated name « (2)», « (3)» before its extension, whatever the letter case", async () => {
    const entries = unzip(
      await zipFiles([
        { name: "Акт.pdf", bytes: bytes(10, 1) },
        { name: "акт.pdf", bytes: bytes(10, 2) },
        { name: "Акт.pdf", bytes: bytes(10, 3) },
        { name: "README", bytes: bytes(10, 4) },
        { name: "README", bytes: bytes(10, 5) },
      ]),
    );
    expect(entries.map((e) => e.name)).toEqual(["Акт.pdf", "акт (2).pdf", "Акт (3).pdf", "README", "README (2)"]);
    expect(entries[2]?.bytes).toEqual(bytes(10, 3));
  });

  it("keeps names flat and safe: no folders, no parent paths, no reserved characters", () => {
    expect(
      uniqueNames([
        "../../etc/passwd",
        "a\\b.pdf",
        'Акт: "2026".pdf',
        "",
        ".hidden",
        "Акт (2).pdf",
        "Акт.pdf",
        "Акт.pdf",
      ]),
    ).toEqual([
      "__.._etc_passwd",
      "a_b.pdf",
      "Акт_ _2026_.pdf",
      "file",
      "_hidden",
      "Акт (2).pdf",
      "Акт.pdf",
      "Акт (3).pdf",
    ]);
  });
});
