import { useEffect, useState } from "react";
import styles from "./copy-button.module.css";

/** Copies a requisite to the clipboard and says so; hidden where the browser gives no clipboard (plain http). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const [available, setAvailable] = useState(false);

  useEffect(() => setAvailable(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  if (!available) return null;
  return (
    <button
      type="button"
      className={styles.copy}
      onClick={() =>
        navigator.clipboard.writeText(value).then(
          () => setState("copied"),
          () => setState("failed"),
        )
      }
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 15V5a1 1 0 0 1 1-1h10" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className="visually-hidden">Скопировать: {label}</span>
      <span className={styles.status} role="status">
        {state === "copied" ? "Скопировано" : state === "failed" ? "Не удалось" : ""}
      </span>
    </button>
  );
}
