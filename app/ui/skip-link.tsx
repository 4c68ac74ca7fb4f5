import styles from "./skip-link.module.css";

/** «Перейти к содержимому»: off-screen until focused, so the first Tab of a page can jump past the header. */
export function SkipLink({ to }: { to: string }) {
  return (
    <a href={`#${to}`} className={styles.skip}>
      Перейти к содержимому
    </a>
  );
}
