import { Link } from "react-router";
import styles from "./logo.module.css";

/** The logo mark alone: the favicon (public/favicon.svg) draws the same shapes. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={styles.mark}>
      <rect width="40" height="40" rx="10" fill="#0b4ea2" />
      <path d="M8 30 15.5 10H30v20h-5.5V15h-5.2L13.8 30Z" fill="#fff" />
      <path d="M6 33.5h28" stroke="#f5a524" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** The company logo linking to the home page; `light` for dark backgrounds. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className={`${styles.logo} ${tone === "light" ? styles.light : ""}`}>
      <LogoMark />
      <span className={styles.word}>
        Лизинг<span className={styles.accent}>-Авто</span>
      </span>
    </Link>
  );
}
