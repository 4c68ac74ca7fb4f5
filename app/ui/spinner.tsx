import styles from "./spinner.module.css";

/** A small turning ring beside a busy button's label («Входим…»); decoration only, the label says it. */
export function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}
