import type { ReactNode } from "react";
import styles from "./columns.module.css";

/**
 * Two columns on a wide screen, one under the other on a narrow one: `aside` a main column and a narrow side one
 * (a contract and its facts, the calendar and the chosen day), `halves` two equal ones, `major` a wider first
 * one (3 : 2). Items keep their own height (aligned to the top).
 */
export function Columns({
  layout,
  as: Tag = "div",
  label,
  children,
}: {
  layout: "aside" | "halves" | "major";
  as?: "div" | "section";
  label?: string;
  children: ReactNode;
}) {
  return (
    <Tag className={styles.columns} data-layout={layout} aria-label={label}>
      {children}
    </Tag>
  );
}
