import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import styles from "./page-frame.module.css";

/**
 * The frame of a page that is one tool (the calculator, the candidate questionnaire): breadcrumbs, the one h1
 * and a lead, then the tool. Content pages have their own header on a tinted band (features/content).
 */
export function PageFrame({
  crumbs,
  title,
  lead,
  children,
}: {
  crumbs: readonly Crumb[];
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      {children}
    </div>
  );
}
