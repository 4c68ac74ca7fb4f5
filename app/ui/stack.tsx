import type { ReactNode } from "react";
import styles from "./stack.module.css";

/**
 * Blocks one under another with an even gap (a screen: 6; a panel: 4–5), never wider than their parent.
 * `busy` marks a region still loading for assistive tech.
 */
export function Stack({
  gap = 6,
  as: Tag = "div",
  className,
  busy,
  children,
}: {
  gap?: 2 | 3 | 4 | 5 | 6;
  as?: "div" | "section";
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag className={[styles.stack, className].filter(Boolean).join(" ")} data-gap={gap} aria-busy={busy || undefined}>
      {children}
    </Tag>
  );
}
