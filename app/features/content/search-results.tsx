import { Link } from "react-router";
import type { SearchItem } from "../../../contract/search.ts";
import { formatDate, isoDate } from "./format";
import styles from "./search-results.module.css";

/**
 * A search snippet with its matches marked. Why dangerouslySetInnerHTML is safe here: the server builds the
 * snippet from our own content, HTML-escapes the whole text, and only then turns its private sentinels into
 * `<mark>…</mark>` (server/domain/content/search-service.ts `toSnippet`), so `<mark>` is the only markup it
 * can ever contain. The visitor's query is never echoed into it unescaped.
 */
function Snippet({ html }: { html: string }) {
  return (
    <p
      className={styles.snippet}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-escaped text whose only markup is <mark>, see above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A readable path under the title: «leasing-auto.ru › press › …», on the site's public host. */
function displayPath(host: string, url: string): string {
  const parts = url.split("?")[0]?.split("/").filter(Boolean) ?? [];
  return [host, ...parts].join(" › ");
}

export function SearchResults({ items, start, host }: { items: readonly SearchItem[]; start: number; host: string }) {
  return (
    <ol className={styles.list} start={start}>
      {items.map((item, index) => (
        <li key={item.url} className={styles.item}>
          <article className={styles.result} aria-labelledby={`result-${start + index}`}>
            <p className={styles.top}>
              <span className={`${styles.type} ${styles[item.type]}`}>{item.typeTitle}</span>
              {item.date ? <time dateTime={isoDate(item.date)}>{formatDate(item.date)}</time> : null}
            </p>
            <h2 className={styles.title} id={`result-${start + index}`}>
              <Link to={item.url} className={styles.link}>
                {item.title}
              </Link>
            </h2>
            <p className={styles.path} aria-hidden="true">
              {displayPath(host, item.url)}
            </p>
            {item.snippet ? <Snippet html={item.snippet} /> : null}
          </article>
        </li>
      ))}
    </ol>
  );
}
