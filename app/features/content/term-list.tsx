import { Link } from "react-router";
import styles from "./term-list.module.css";

/** Terms of the client dictionary (a letter of the index, the related terms of a term): each links to its page. */
export function TermList({ terms }: { terms: readonly { code: string; url: string; title: string; short: string }[] }) {
  return (
    <dl className={styles.terms}>
      {terms.map((term) => (
        <div key={term.code} className={styles.term}>
          <dt>
            <Link to={term.url} className={styles.termLink} prefetch="intent">
              {term.title}
            </Link>
          </dt>
          <dd>{term.short}</dd>
        </div>
      ))}
    </dl>
  );
}
