import { Link } from "react-router";
import styles from "./breadcrumbs.module.css";

export type Crumb = { label: string; to?: string };

/**
 * The path to the current page. The last item is the page itself (aria-current, not a link);
 * «Главная» is prepended so pages list only their own ancestors.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: "Главная", to: "/" }, ...items];
  return (
    <nav aria-label="Навигационная цепочка" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {all.map((item, index) => {
          const isLast = index === all.length - 1;
          return (
            <li key={`${item.label}-${item.to ?? ""}`} className={styles.item}>
              {isLast || !item.to ? (
                <span aria-current={isLast ? "page" : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
