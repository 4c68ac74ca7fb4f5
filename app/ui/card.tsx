import type { ReactNode } from "react";
import styles from "./card.module.css";

/**
 * A white card. With a `title` (and its `titleId`) it is a named region with an h2 and, beside it, `actions`;
 * without one, `labelledBy` names it by a heading of its own. `accent` puts a coloured rule on top (the active
 * profile, the next payment, a policy's state), `tone="danger"` tints the whole card (overdue debt). A `compact`
 * card is one of many in a CardGrid: less padding, its content in a column whose last line can sit at the bottom.
 */
export function Card({
  title,
  titleId,
  labelledBy,
  children,
  className,
  actions,
  accent,
  tone,
  compact,
  as: Tag = "section",
}: {
  title?: ReactNode;
  titleId?: string;
  labelledBy?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  accent?: "brand" | "success" | "warning" | "danger" | "neutral";
  tone?: "danger";
  compact?: boolean;
  as?: "section" | "div" | "article" | "li";
}) {
  const named = labelledBy ?? (title ? titleId : undefined);
  return (
    <Tag
      className={[styles.card, compact ? styles.compact : null, className].filter(Boolean).join(" ")}
      data-accent={accent}
      data-tone={tone}
      aria-labelledby={Tag === "section" || Tag === "article" ? named : undefined}
    >
      {title || actions ? (
        <div className={styles.head}>
          {title ? (
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}
