import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./table.module.css";

export type TableColumn<Row> = {
  key: string;
  /** Plain text: it is also the label of the cell when rows turn into cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money line up on the right. */
  align?: "start" | "end";
};

type TableProps<Row> = {
  /** What the table shows; screen readers announce it when entering the table. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** On a white card of its own from tablets up (on phones the rows are cards already). */
  framed?: boolean;
};

/**
 * A data table that stays a real `<table>` for assistive tech. Below 720 px each row becomes a
 * card and every cell shows its column header (from `data-label`) beside the value.
 */
export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, empty, framed }: TableProps<Row>) {
  const captionId = useId();
  const scrolls = useScrollsSideways(framed === true);
  return (
    <div
      ref={scrolls.ref}
      className={framed ? `${styles.wrap} ${styles.framed}` : styles.wrap}
      // A framed table wider than its frame scrolls sideways: then the frame takes focus, so the keyboard scrolls it.
      {...(scrolls.active ? { tabIndex: 0, role: "region", "aria-labelledby": captionId } : {})}
    >
      <table className={styles.table}>
        <caption id={captionId} className={captionHidden ? "visually-hidden" : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.align === "end" ? styles.end : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={column.align === "end" ? styles.end : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element scrolls sideways now (its content wider than it), followed as its size changes. */
function useScrollsSideways(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === "undefined") return;
    const check = () => setActive(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, active };
}

/**
 * A cell of several lines: the `main` one bold, the `sub` lines small and grey, a `danger` line red (what is
 * overdue). On a phone card the lines sit right, beside the column's label.
 */
export function Cell({
  main,
  sub,
  danger,
}: {
  main: ReactNode;
  sub?: ReactNode | readonly ReactNode[];
  danger?: ReactNode;
}) {
  const subs = Array.isArray(sub) ? sub : [sub];
  return (
    <div className={styles.cell}>
      <span className={styles.main}>{main}</span>
      {subs.map((line, i) =>
        line === undefined || line === null || line === false ? null : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed per column, never reordered.
          <span key={i} className={styles.sub}>
            {line}
          </span>
        ),
      )}
      {danger ? <span className={styles.danger}>{danger}</span> : null}
    </div>
  );
}
