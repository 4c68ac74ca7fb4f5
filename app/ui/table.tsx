import type { ReactNode } from "react";
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
};

/**
 * A data table that stays a real `<table>` for assistive tech. Below 720 px each row becomes a
 * card and every cell shows its column header (from `data-label`) beside the value.
 */
export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, empty }: TableProps<Row>) {
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={captionHidden ? "visually-hidden" : styles.caption}>{caption}</caption>
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
