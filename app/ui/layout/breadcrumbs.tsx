import { Link } from "react-router";
import styles from "./breadcrumbs.module.css";

export type Crumb = { label: string; to?: string };

/** «Главная» and the page's own ancestors: every page lists only the latter. */
const fromHome = (crumbs: readonly Crumb[]): Crumb[] => [{ label: "Главная", to: "/" }, ...crumbs];

/**
 * The path to the current page. The last item is the page itself (aria-current, not a link);
 * «Главная» is prepended so pages list only their own ancestors.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const all = fromHome(items);
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

/** The same path as schema.org BreadcrumbList JSON-LD; the page itself (no `to`) is named by `path` on `origin`. */
export function breadcrumbLd(origin: string, crumbs: readonly Crumb[], path: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: fromHome(crumbs).map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.to ?? path, origin).href,
    })),
  };
}
