import type { ReactNode } from "react";
import styles from "./text.module.css";

/**
 * Secondary text: `muted` grey, `small` a step down, `mono` for codes a person copies (VIN, УИН, accounts),
 * `nowrap` for dates that must not break.
 */
export function Text({
  as: Tag = "span",
  muted,
  small,
  mono,
  nowrap,
  className,
  children,
}: {
  as?: "p" | "span";
  muted?: boolean;
  small?: boolean;
  mono?: boolean;
  nowrap?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const names = [muted && styles.muted, small && styles.small, mono && styles.mono, nowrap && styles.nowrap, className];
  return <Tag className={names.filter(Boolean).join(" ")}>{children}</Tag>;
}
