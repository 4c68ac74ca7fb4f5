import type { ReactNode } from "react";
import styles from "./empty-state.module.css";

/** «У вас пока нет …»: what is missing and, where it helps, what to do about it. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="8" y="10" width="32" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 18h32M16 26h16M16 31h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className={styles.title}>{title}</p>
      {children ? <div className={styles.text}>{children}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
