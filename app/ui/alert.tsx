import type { ReactNode } from "react";
import styles from "./alert.module.css";
import { Icon } from "./icon";

type Tone = "info" | "success" | "warning" | "error";

type AlertProps = {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
};

/**
 * A message box. Errors are `role="alert"` (read out at once, the user must act); success is a
 * polite `status`; info and warning are ordinary content, not interruptions.
 */
export function Alert({ tone = "info", title, children }: AlertProps) {
  const role = tone === "error" ? "alert" : tone === "success" ? "status" : undefined;
  return (
    <div role={role} className={`${styles.alert} ${styles[tone]}`}>
      <Icon name={tone === "success" ? "check" : tone} className={styles.icon} />
      <div className={styles.content}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
