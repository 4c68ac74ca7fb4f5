import type { ReactNode } from "react";
import styles from "./badge.module.css";

/** The colour of a status: neutral grey, success green, warning amber, danger red, info blue. */
export type Tone = "neutral" | "success" | "warning" | "danger" | "info";

/** A short status in a pill («Оплачен», «Действует»); the word carries the meaning, the colour only helps. */
export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
