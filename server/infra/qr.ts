import QRCode from "qrcode";

/**
 * QR codes with `qrcode` (ADR 029), error correction M: a payment string of ГОСТ Р 56042-2014 (~250 characters of
 * Cyrillic) stays readable by a phone camera off a screen or a printed bill with some smudge. The quiet zone is the
 * four modules the standard asks for, so a code placed on any background scans.
 */

const OPTIONS = { errorCorrectionLevel: "M", margin: 4 } as const;

/** The code as an SVG image in a data URL (`data:image/svg+xml;base64,…`), for an <img> in the account. */
export async function qrSvgDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { ...OPTIONS, type: "svg" });
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}

/** The code as PNG bytes about `px` pixels wide (rounded to whole pixels per module), for a PDF bill. */
export async function qrPng(text: string, px = 300): Promise<Uint8Array> {
  const buffer = await QRCode.toBuffer(text, { ...OPTIONS, type: "png", width: px });
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}
