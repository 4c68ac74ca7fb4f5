import styles from "./content-html.module.css";

type ContentHtmlProps = {
  /** HTML rendered by the server from the editors' Markdown (`html` of a content answer). */
  html: string;
  /** Set apart from the blocks above it (none when it comes first). */
  spaced?: boolean;
};

/**
 * The body of a content page. The API answers ready HTML, so pages ship no Markdown renderer.
 *
 * Why dangerouslySetInnerHTML is safe here: this HTML never comes from a visitor. The server renders it from
 * Markdown stored in our own tables (server/domain/content/markdown.ts) with raw HTML and images dropped and
 * links limited to `/…`, `#…`, `https:`, `mailto:` and `tel:` (ADR 009) — whatever an editor types, no script,
 * event handler or `javascript:` URL can reach the page. Do not pass any other string to this component.
 */
export function ContentHtml({ html, spaced = false }: ContentHtmlProps) {
  return (
    <div
      className={spaced ? `${styles.prose} ${styles.spaced}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised Markdown output, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
