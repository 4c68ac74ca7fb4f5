import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "../../ui/layout/breadcrumbs";
import { Text } from "../../ui/text";
import styles from "./page-header.module.css";

export type PageHeaderProps = {
  /** Ancestors and the page itself (the last one), without «Главная». */
  crumbs: readonly Crumb[];
  title: ReactNode;
  /** A short line above the title: a section, a date. */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Under the lead: meta data, filters, actions. */
  children?: ReactNode;
  /** A smaller h1 for long titles (articles, news, vacancies). */
  compact?: boolean;
};

/** The top of every content page: breadcrumbs, the one h1, the lead paragraph. */
export function PageHeader({ crumbs, title, eyebrow, lead, children, compact = false }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <div className={styles.body}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={`${styles.title} ${compact ? styles.compact : ""}`}>{title}</h1>
          {lead ? (
            <Text as="p" muted className={styles.lead}>
              {lead}
            </Text>
          ) : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
      </div>
    </header>
  );
}

/** Main column and an aside that follows it on the right (below it on phones). */
export function PageColumns({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`container ${styles.columns} ${aside ? styles.withAside : ""}`}>
      <div className={styles.main}>{children}</div>
      {aside ? <aside className={styles.aside}>{aside}</aside> : null}
    </div>
  );
}

/** A full-width band under the columns (related articles, more offers): a tinted background, its own title. */
export function PageBand({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.band} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A titled block of a page; the id names it for the outline and for links. */
export function PageSection({
  id,
  title,
  children,
  intro,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}
