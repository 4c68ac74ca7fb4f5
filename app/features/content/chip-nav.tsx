import { Link } from "react-router";
import styles from "./chip-nav.module.css";

export type Chip = { to: string; label: string; count?: number; current: boolean };

/**
 * Filter links as chips (partner kinds, guide categories, years, cities). Each is a real address, so a
 * filtered list works without JS and can be shared; the chosen one carries aria-current.
 */
export function ChipNav({ label, chips, id }: { label: string; chips: readonly Chip[]; id?: string }) {
  return (
    <nav aria-label={label} className={styles.nav} id={id}>
      <ul className={styles.list}>
        {chips.map((chip) => (
          <li key={chip.to}>
            <Link
              to={chip.to}
              className={styles.chip}
              aria-current={chip.current ? "page" : undefined}
              preventScrollReset
            >
              {chip.label}
              {chip.count !== undefined ? <span className={styles.count}>{chip.count}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
