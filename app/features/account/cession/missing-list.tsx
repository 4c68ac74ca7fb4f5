import type { MissingField } from "../../../../contract/lk-cession.ts";
import styles from "./questionnaire.module.css";

/** Fields to fill or fix, each a link that takes the focus to its control (`idOf` of the form). */
export function MissingList({
  items,
  idOf,
  onGo,
  label,
}: {
  items: readonly MissingField[];
  idOf: (path: string) => string;
  onGo: (path: string) => void;
  label: string;
}) {
  return (
    <ul className={styles.missing} aria-label={label}>
      {items.map((item) => (
        <li key={`${item.field}:${item.message}`}>
          <a
            href={`#${idOf(item.field)}`}
            onClick={(event) => {
              event.preventDefault();
              onGo(item.field);
            }}
          >
            {item.message}
          </a>
        </li>
      ))}
    </ul>
  );
}
