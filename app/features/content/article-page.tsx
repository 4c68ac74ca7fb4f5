import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon, type IconName } from "../../ui/icon";
import { Text } from "../../ui/text";
import styles from "./article-page.module.css";
import { CardGrid } from "./content-cards";
import { ContentHtml } from "./content-html";
import { PageBand, PageColumns, PageHeader, type PageHeaderProps } from "./page-header";

/**
 * The page of one content item (a guide article, a news item, an offer, a partner, a vacancy, a dictionary
 * term): its header with the item's facts in a line (`meta`), the body beside an aside, the way back to the
 * list under the body, and related cards on a band below when there are any.
 */
export function ArticlePage({
  header,
  meta,
  aside,
  back,
  related,
  children,
}: {
  header: Omit<PageHeaderProps, "children">;
  /** `MetaItem`s. */
  meta?: ReactNode;
  aside: ReactNode;
  back: { to: string; label: string };
  related?: { id: string; title: string; cards: readonly ReactNode[] };
  children: ReactNode;
}) {
  return (
    <>
      <PageHeader {...header}>
        {meta ? (
          <Text as="p" muted small className={styles.meta}>
            {meta}
          </Text>
        ) : null}
      </PageHeader>
      <PageColumns aside={aside}>
        {children}
        <Link to={back.to} className={styles.back}>
          <Icon name="chevron-left" size={20} />
          {back.label}
        </Link>
      </PageColumns>
      {related && related.cards.length > 0 ? (
        <PageBand id={related.id} title={related.title}>
          <CardGrid>{related.cards}</CardGrid>
        </PageBand>
      ) : null}
    </>
  );
}

/** One fact in the line under an item's title, with an icon when it has one. */
export function MetaItem({ icon, className, children }: { icon?: IconName; className?: string; children: ReactNode }) {
  return (
    <span className={className ? `${styles.metaItem} ${className}` : styles.metaItem}>
      {icon ? <Icon name={icon} size={18} /> : null}
      {children}
    </span>
  );
}

/** The text of an item, named by its title for the outline. */
export function ArticleText({ title, html }: { title: string; html: string }) {
  return (
    <article className={styles.article} aria-label={title}>
      <ContentHtml html={html} />
    </article>
  );
}
