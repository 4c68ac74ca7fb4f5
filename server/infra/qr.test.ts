import { inflateSync } from "node:zlib";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { qrPng, qrSvgDataUrl } from "./qr.ts";

/** The QR code as pixels a scanner sees: the modules of the PNG, and the error-correction level its format bits say. */

const PAYMENT =
  "ST00012|Name=ООО «Лизинг-Авто»|PersonalAcc=40702810938000012345|BankName=ПАО Сбербанк|BIC=044525225|CorrespAcc=30101810400000000225|PayeeINN=7736548215|KPP=770601001|Purpose=Оплата лизингового платежа по договору лизинга № ЛА-2025/04812|Sum=540984";

/** Grey levels of an 8-bit RGBA or RGB PNG (what `qrcode` writes), filters undone. */
function decodePng(png: Uint8Array): { width: number; height: number; dark: (x: number, y: number) => boolean } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const channels = png[25] === 6 ? 4 : png[25] === 2 ? 3 : 0;
  if (png[24] !== 8 || !channels) throw new Error("unexpected PNG colour type");
  const idat: Uint8Array[] = [];
  for (let at = 8; at < png.length; ) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    if (type === "IDAT") idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (stride + 1) + 1 + i] ?? 0;
      const a = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const c = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter ?? 0] ?? 0;
      pixels[y * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, dark: (x, y) => (pixels[y * stride + x * channels] ?? 255) < 128 };
}

/** EC level from the format bits beside the top-left finder pattern (ISO/IEC 18004 §7.9): masked, top 2 bits. */
function ecLevel(module: (row: number, col: number) => boolean, size: number): string {
  let bits = 0;
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    if (module(row, 8)) bits |= 1 << i;
  }
  return ["M", "L", "H", "Q"][((bits ^ 0b101010000010010) >> 13) & 3] as string;
}

describe("qrPng", () => {
  it("draws the payment string's code at error correction M with a four-module quiet zone", async () => {
    const png = await qrPng(PAYMENT, 400);
    const image = decodePng(png);
    const expected = QRCode.create(PAYMENT, { errorCorrectionLevel: "M" }).modules;
    const scale = image.width / (expected.size + 8);
    const module = (row: number, col: number) =>
      image.dark(Math.floor((col + 4.5) * scale), Math.floor((row + 4.5) * scale));
    for (let row = 0; row < expected.size; row++) {
      for (let col = 0; col < expected.size; col++) {
        expect(module(row, col), `module ${row},${col}`).toBe(expected.get(row, col) === 1);
      }
    }
    expect(ecLevel(module, expected.size)).toBe("M");
    for (let i = 0; i < image.width; i += 7) expect(image.dark(i, Math.floor(scale))).toBe(false);
    expect(image.width).toBeLessThanOrEqual(400);
    expect(image.width).toBeGreaterThan(350);
  });
});

describe("qrSvgDataUrl", () => {
  it("is a base64 SVG data URL of the same code", async () => {
    const url = await qrSvgDataUrl(PAYMENT);
    const prefix = "data:image/svg+xml;base64,";
    expect(url.startsWith(prefix)).toBe(true);
    const svg = Buffer.from(url.slice(prefix.length), "base64").toString("utf8");
    const size = QRCode.create(PAYMENT, { errorCorrectionLevel: "M" }).modules.size;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`viewBox="0 0 ${size + 8} ${size + 8}"`);
    expect(svg).toBe(await QRCode.toString(PAYMENT, { type: "svg", errorCorrectionLevel: "M", margin: 4 }));
  });
});
