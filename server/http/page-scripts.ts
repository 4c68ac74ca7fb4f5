import { createHash, randomBytes } from "node:crypto";

/**
 * A fresh marker for one render: React and React Router put it as `nonce` on every inline script they write
 * (hydration data, scroll restoration, streamed boundaries). It never reaches a browser: `hashMarkedScripts`
 * replaces it with the scripts' hashes.
 */
export function renderMarker(): string {
  return randomBytes(18).toString("base64url");
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The rendered page without its marker, and the CSP hash sources of exactly the inline scripts that carried it
 * (ADR 035). Only the renderer knows the marker, so a `<script>` that came from data (had escaping ever failed)
 * has no marker, gets no hash, and the browser refuses it. Each hash is of the script's text as it stands between
 * its tags, which is what a browser hashes.
 */
export function hashMarkedScripts(html: string, marker: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${marker}"`;
  if (!html.includes(attribute)) return { html, hashes: [] };
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    const [, attributes = "", text = ""] = match;
    if (!attributes.includes(attribute) || attributes.includes(" src=")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(attribute, ""), hashes: [...hashes] };
}
