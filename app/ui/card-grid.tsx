import type { CSSProperties, ReactNode } from "react";
import styles from "./card-grid.module.css";

/**
 * A list of cards that fills the width with as many columns as fit `min` (one column on a phone). A `<ul>`:
 * its children are the `<li>` cards.
 */
export function CardGrid({ min, label, children }: { min: string; label?: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} style={{ "--grid-min": min } as CSSProperties} aria-label={label}>
      {children}
    </ul>
  );
}
