import type { ReactNode } from "react";
import styles from "./facts.module.css";

/** Label–value pairs (a `<dl>`) in a responsive grid; `columns` fixes the grid from tablets up. */
export function Facts({ items, columns }: { items: readonly (readonly [string, ReactNode])[]; columns?: 1 | 2 | 3 }) {
  return (
    <dl className={styles.facts} data-columns={columns}>
      {items.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
