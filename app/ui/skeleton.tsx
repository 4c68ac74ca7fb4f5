import type { CSSProperties } from "react";
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
