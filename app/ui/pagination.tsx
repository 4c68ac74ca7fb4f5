import { Link } from "react-router";
import { Icon } from "./icon";
import styles from "./pagination.module.css";

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  /** The URL of a page; the list is plain links, so it works without JS and crawlers follow it. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
};

type Slot = number | "gap-start" | "gap-end";

/** First, last, and the current page with one neighbour on each side; gaps stand for the rest. */
export function pageSlots(page: number, pageCount: number): Slot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  let from = Math.max(2, Math.min(page - 1, pageCount - 4));
  let to = Math.min(pageCount - 1, Math.max(page + 1, 5));
  // An ellipsis must hide at least two pages; for a single one show the page itself.
  if (from === 3) from = 2;
  if (to === pageCount - 2) to = pageCount - 1;
  const slots: Slot[] = [1];
  if (from > 2) slots.push("gap-start");
  for (let p = from; p <= to; p++) slots.push(p);
  if (to < pageCount - 1) slots.push("gap-end");
  slots.push(pageCount);
  return slots;
}

export function Pagination({ page, pageCount, hrefFor, label = "Страницы" }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev" className={`${styles.item} ${styles.step}`}>
          <Icon name="chevron-left" size={20} />
          <span className={styles.stepText}>Назад</span>
          <span className="visually-hidden">, страница {page - 1}</span>
        </Link>
      ) : null}
      <ul className={styles.list}>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === "number" ? (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={styles.item}
                aria-current={slot === page ? "page" : undefined}
                aria-label={`Страница ${slot}`}
              >
                {slot}
              </Link>
            </li>
          ) : (
            <li key={slot} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={`${styles.item} ${styles.step}`}>
          <span className={styles.stepText}>Вперёд</span>
          <span className="visually-hidden">, страница {page + 1}</span>
          <Icon name="chevron-right" size={20} />
        </Link>
      ) : null}
    </nav>
  );
}
