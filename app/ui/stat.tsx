import type { ReactNode } from "react";
import styles from "./stat.module.css";

/** A row of figure tiles: as many as fit, two on a phone. */
export function Stats({ children }: { children: ReactNode }) {
  return <div className={styles.stats}>{children}</div>;
}

/** One figure with its label and a note under it; a `tone` tints the tile when the figure needs attention. */
export function Stat({
  label,
  value,
  note,
  tone,
  children,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  tone?: "danger" | "warning";
  /** Anything between the figure and the note, such as a progress bar. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.stat} data-tone={tone}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>{value}</p>
      {children}
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  );
}
