import type { ReactNode } from "react";
import { apiErrorKind, apiErrorMessage, apiErrorStatus } from "../../../lib/api-error";
import { Alert } from "../../../ui/alert";
import { Button, ButtonLink } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import styles from "./lk-ui.module.css";

/** The building blocks every account screen shares: header, error with retry, empty state, badges, cards. */

export function PageHeader({
  title,
  lead,
  actions,
  back,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className={styles.pageHeader}>
      {back ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.pageHeaderRow}>
        <div className={styles.pageHeaderText}>
          <h1 className={styles.pageTitle}>{title}</h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
        </div>
        {actions ? <div className={styles.pageActions}>{actions}</div> : null}
      </div>
    </header>
  );
}

const KIND_CODES = new Set(["FETCH_ERROR", "TIMEOUT_ERROR", "PARSING_ERROR"]);

/** What went wrong, in Russian, with the code support can search for. */
function errorCode(error: unknown): string | null {
  const kind = apiErrorKind(error);
  if (KIND_CODES.has(kind)) return kind;
  const status = apiErrorStatus(error);
  return status ? `HTTP ${status}` : null;
}

/**
 * The error state of a screen or a block: the reason in plain Russian (FETCH_ERROR, TIMEOUT_ERROR,
 * PARSING_ERROR and the server's own `detail`), and «Повторить», which refetches.
 */
export function QueryError({
  error,
  onRetry,
  retrying,
  title = "Не удалось загрузить данные",
}: {
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
  title?: string;
}) {
  const expired = apiErrorStatus(error) === 401;
  const code = errorCode(error);
  return (
    <Alert tone="error" title={title}>
      <p className={styles.errorText}>{apiErrorMessage(error)}</p>
      {code ? <p className={styles.errorCode}>Код ошибки: {code}</p> : null}
      <div className={styles.errorActions}>
        {expired ? (
          <ButtonLink to="/login?next=%2Faccount" size="sm">
            Войти снова
          </ButtonLink>
        ) : (
          <Button size="sm" variant="secondary" onClick={onRetry} aria-disabled={retrying || undefined}>
            {retrying ? "Загружаем…" : "Повторить"}
          </Button>
        )}
      </div>
    </Alert>
  );
}

/** «У вас пока нет …»: what is missing and, where it helps, what to do. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="8" y="10" width="32" height="28" rx="4" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 18h32M16 26h16M16 31h10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <p className={styles.emptyTitle}>{title}</p>
      {children ? <div className={styles.emptyText}>{children}</div> : null}
      {action ? <div className={styles.emptyAction}>{action}</div> : null}
    </div>
  );
}

export type Tone = "neutral" | "success" | "warning" | "danger" | "info";

export function Badge({ tone = "neutral", children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[`badge-${tone}`]}`}>{children}</span>;
}

/** A white card with an optional heading; `labelledBy` makes it a named region. */
export function Card({
  title,
  titleId,
  children,
  className,
  actions,
  as: Tag = "section",
}: {
  title?: ReactNode;
  titleId?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
  as?: "section" | "div" | "article";
}) {
  return (
    <Tag
      className={[styles.card, className].filter(Boolean).join(" ")}
      aria-labelledby={Tag === "section" && titleId ? titleId : undefined}
    >
      {title || actions ? (
        <div className={styles.cardHead}>
          {title ? (
            <h2 id={titleId} className={styles.cardTitle}>
              {title}
            </h2>
          ) : null}
          {actions ? <div className={styles.cardActions}>{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Tag>
  );
}

/** Label–value pairs (a `<dl>`), in a responsive grid. */
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

/** The loading state of a block: the region is busy, the placeholders keep its shape. */
export function BlockSkeleton({ label, lines = 3, height }: { label: string; lines?: number; height?: string }) {
  return (
    <div className={styles.skeletonBlock} aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton lines={lines} height={height} />
    </div>
  );
}

/** A table-shaped placeholder: header line and `rows` rows. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div className={styles.tableSkeleton} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton height="2.5rem" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={i} height="3.25rem" />
      ))}
    </div>
  );
}
