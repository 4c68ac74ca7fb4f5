import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

/** The build's stylesheets by the address a page links them at (`/assets/<name>.css`). */
export type StyleSheets = ReadonlyMap<string, Buffer>;

/** Every stylesheet of the browser build in `buildDir`, read once at start-up (tens of KB in all). */
export function loadBuiltStyles(buildDir: string): StyleSheets {
  const assets = resolve(buildDir, "client/assets");
  const styles = new Map<string, Buffer>();
  for (const name of readdirSync(assets)) {
    if (name.endsWith(".css")) styles.set(`/assets/${name}`, readFileSync(resolve(assets, name)));
  }
  return styles;
}

const HEAD_END = Buffer.from("</head>");
const LINK_START = Buffer.from('<link rel="stylesheet" href="');
const STYLE_END = Buffer.from("</style>");

/**
 * The page with its head's stylesheets in it (ADR 039): the first paint waits for no other request. Before each
 * `<link rel="stylesheet">` of a built file goes a `<style data-href="…">` with the file's rules; the link itself
 * stays but applies to no medium. React skips the extra `<style>` while hydrating the head, and after a client-side
 * navigation the next route's links load and apply as before. A link to a file the build does not have stays as it
 * is.
 */
export function inlineStylesheets(html: Buffer, styles: StyleSheets): Buffer {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const parts: Buffer[] = [];
  let from = 0;
  let at = html.indexOf(LINK_START, from);
  while (at >= 0 && at < headEnd) {
    const hrefStart = at + LINK_START.length;
    const hrefEnd = html.indexOf(0x22, hrefStart);
    const tagEnd = html.indexOf(0x3e, hrefEnd);
    if (hrefEnd < 0 || tagEnd < 0) break;
    // React Router may add a fragment to tell a route's links apart; the file is the same.
    const href = html.toString("latin1", hrefStart, hrefEnd).replace(/#.*$/, "");
    const css = styles.get(href);
    if (css) {
      // The link stays for React's hydration (it looks for an element with the same rel and href), applying to no
      // medium: the browser fetches the file without waiting for it, and the cache has it for the next page.
      const link = html
        .subarray(at, tagEnd + 1)
        .toString("latin1")
        .replace(/\/?>$/, ' media="not all"/>');
      parts.push(html.subarray(from, at), Buffer.from(`<style data-href="${href}">`), css, STYLE_END);
      parts.push(Buffer.from(link, "latin1"));
      from = tagEnd + 1;
    }
    at = html.indexOf(LINK_START, tagEnd + 1);
  }
  if (from === 0) return html;
  parts.push(html.subarray(from));
  return Buffer.concat(parts);
}
