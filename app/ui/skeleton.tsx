import type { CSSProperties, ReactNode } from "react";
import { CardGrid } from "./card-grid";
import styles from "./skeleton.module.css";

type SkeletonProps = {
  /** CSS length; defaults to the full width of the container. */
  width?: string;
  /** CSS length; defaults to one line of text. */
  height?: string;
  /** Several text-like lines, the last one shorter. */
  lines?: number;
  shape?: "rect" | "circle";
};

/**
 * A placeholder that keeps the space of content still loading, so nothing jumps when it arrives.
 * Hidden from assistive tech: the loading region itself should carry aria-busy.
 */
export function Skeleton({ width, height, lines = 1, shape = "rect" }: SkeletonProps) {
  const className = `${styles.skeleton} ${shape === "circle" ? styles.circle : ""}`;
  if (lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
          <span key={i} className={className} style={{ width: i === lines - 1 ? "60%" : width, height }} />
        ))}
      </span>
    );
  }
  const style: CSSProperties = { width, height };
  return <span className={className} style={style} aria-hidden="true" />;
}

/**
 * A region still loading: busy for assistive tech, which hears `label` («Загружаем договоры…»; none when empty),
 * with placeholders of the content's shape as children.
 */
export function LoadingRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      {label ? (
        <span className="visually-hidden" role="status">
          {label}
        </span>
      ) : null}
      {children}
    </div>
  );
}

/** The loading state of a block: a heading line and `lines` of text. */
export function BlockSkeleton({ label, lines = 3, height }: { label: string; lines?: number; height?: string }) {
  return (
    <LoadingRegion label={label} className={styles.block}>
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton lines={lines} height={height} />
    </LoadingRegion>
  );
}

/** A table-shaped placeholder: the header line and `rows` rows. */
export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <LoadingRegion label={label} className={styles.table}>
      <Skeleton height="2.5rem" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
        <Skeleton key={i} height="3.25rem" />
      ))}
    </LoadingRegion>
  );
}

/** A card-grid-shaped placeholder: three cards of `height` in a `CardGrid` of the content's `min` column width. */
export function CardGridSkeleton({ label, min, height }: { label: string; min: string; height: string }) {
  return (
    <LoadingRegion label={label}>
      <CardGrid min={min}>
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton height={height} />
          </li>
        ))}
      </CardGrid>
    </LoadingRegion>
  );
}
