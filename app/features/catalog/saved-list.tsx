import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumbs } from "../../ui/layout/breadcrumbs";
import { USED_CATALOG, useCityHref } from "../../ui/layout/city-slot";
import { Text } from "../../ui/text";
import { countText, VEHICLES } from "./catalog-text";
import styles from "./saved-list.module.css";

/** The pages of the vehicles a visitor keeps on this device: the comparison and the favourites. */

const CATALOGUES = [
  { to: "/catalog/cars", label: "Новые автомобили" },
  { to: "/catalog/trucks", label: "Грузовики и коммерческий транспорт" },
  { to: USED_CATALOG, label: "Автомобили с пробегом" },
  { to: "/catalog/special", label: "Спецтехника" },
];

/**
 * The top of a saved list: breadcrumbs and the h1 and, once the list has vehicles (`count`), how many there are
 * with the list's own controls (`children`) beside it.
 */
export function SavedHeader({
  title,
  crumb,
  count,
  children,
}: {
  title: string;
  crumb: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <>
      <Breadcrumbs items={[{ label: crumb }]} />
      <div className={styles.top}>
        <h1 className={styles.title}>{title}</h1>
        {count > 0 ? (
          <div className={styles.controls}>
            <Text as="p" muted>
              {countText(count, VEHICLES)}
            </Text>
            {children}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** The empty comparison or favourites: what to do, and the way to the catalogues. */
export function SavedEmpty({ title, text }: { title: string; text: string }) {
  const cityHref = useCityHref();
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.text}>{text}</p>
      <ul className={styles.links}>
        {CATALOGUES.map((item) => (
          <li key={item.to}>
            <Link to={cityHref(item.to)} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
