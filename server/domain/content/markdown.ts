import { Marked } from "marked";

/**
 * Markdown → HTML for content bodies. Bodies are written by the company's editors, yet raw HTML in them
 * is dropped (not passed through), so a body can never carry a script or a style into the page.
 */
const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html: () => "",
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const safeHref = /^(\/|#|https:\/\/|mailto:|tel:)/i.test(href) ? href : "#";
      const external = /^https:\/\//i.test(safeHref);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ' rel="noopener noreferrer" target="_blank"' : "";
      return `<a href="${escapeHtml(safeHref)}"${titleAttr}${rel}>${text}</a>`;
    },
    image: () => "",
  },
});

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export function renderMarkdown(markdown: string): string {
  return (marked.parse(markdown) as string).trim();
}

/** Markdown reduced to plain text (for snippets and reading time). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*\|?\s*:?-{2,}.*$/gm, "")
    .replace(/[|*_`~]/g, " ")
    .replace(/[ \t]+/g, " ")
    .trim();
}
