import { createHash, randomBytes } from "node:crypto";

/**
 * A fresh marker for one render: React and React Router put it as `nonce` on every inline script they write
 * (hydration data, scroll restoration, streamed boundaries). It never reaches a browser: `hashMarkedScripts`
 * replaces it with the scripts' hashes.
 */
export function renderMarker(): string {
  return randomBytes(18).toString("base64url");
}

const SCRIPT_TAG = /^<script[\s>/]/i;
const SCRIPT_END = Buffer.from("</script>");
const LT = 0x3c;
const GT = 0x3e;

/**
 * The rendered page without its marker, and the CSP hash sources of exactly the inline scripts that carried it
 * (ADR 035). Only the renderer knows the marker, so a `<script>` that came from data (had escaping ever failed)
 * has no marker, gets no hash, and the browser refuses it. Each hash is of the script's text as it stands between
 * its tags, which is what a browser hashes. The page is worked on as the bytes it is sent as: one pass from marker
 * to marker, no decoding into a string and encoding back.
 */
export function hashMarkedScripts(html: Buffer, marker: string): { html: Buffer; hashes: string[] } {
  const attribute = Buffer.from(` nonce="${marker}"`);
  let at = html.indexOf(attribute);
  if (at < 0) return { html, hashes: [] };
  const hashes = new Set<string>();
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(html.subarray(from, at));
    // The tag the marker stands in: a script's own text, unless it loads a file.
    const tagStart = html.lastIndexOf(LT, at);
    const tagEnd = html.indexOf(GT, at + attribute.length);
    const tag = tagStart < 0 || tagEnd < 0 ? "" : html.toString("latin1", tagStart, tagEnd + 1);
    if (SCRIPT_TAG.test(tag) && !tag.includes(" src=")) {
      const close = html.indexOf(SCRIPT_END, tagEnd + 1);
      if (close >= 0) {
        const text = html.subarray(tagEnd + 1, close);
        hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      }
    }
    from = at + attribute.length;
    at = html.indexOf(attribute, from);
  }
  parts.push(html.subarray(from));
  return { html: Buffer.concat(parts), hashes: [...hashes] };
}
