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

/**
 * The chips of a list's one filter: «all» first, counting what the options count together, then each option;
 * the one the address names (`current`, null for all) is current.
 */
export function filterChips<T extends string | number>(
  all: { label: string; to: string },
  options: readonly { value: T; label: string; count: number; to: string }[],
  current: T | null,
): Chip[] {
  return [
    { ...all, count: options.reduce((sum, option) => sum + option.count, 0), current: current === null },
    ...options.map((option) => ({
      to: option.to,
      label: option.label,
      count: option.count,
      current: option.value === current,
    })),
  ];
}
