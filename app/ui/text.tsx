import type { ReactNode } from "react";
import styles from "./text.module.css";

/**
 * Secondary text: `muted` grey, `small` a step down, `caps` a small uppercase label over a figure, `mono` for
 * codes a person copies (VIN, УИН, accounts), `nowrap` for dates that must not break. A paragraph has no margin
 * of its own: the layout around it (a Stack, a card's gap) spaces it; a class given to it may set one.
 */
export function Text({
  as: Tag = "span",
  id,
  muted,
  small,
  caps,
  mono,
  nowrap,
  className,
  children,
}: {
  as?: "p" | "span";
  id?: string;
  muted?: boolean;
  small?: boolean;
  caps?: boolean;
  mono?: boolean;
  nowrap?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const names = [
    styles.text,
    muted && styles.muted,
    small && styles.small,
    caps && styles.caps,
    mono && styles.mono,
    nowrap && styles.nowrap,
    className,
  ];
  return (
    <Tag id={id} className={names.filter(Boolean).join(" ")}>
      {children}
    </Tag>
  );
}
