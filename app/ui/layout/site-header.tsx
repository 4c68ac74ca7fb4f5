import { lazy, Suspense, useState } from "react";
import { Link, NavLink } from "react-router";
import { useAppSelector } from "../../store/hooks";
import { selectCurrentCity } from "../../store/slices/city-slice";
import { selectComparisonCount } from "../../store/slices/comparison-slice";
import { selectFavoritesCount } from "../../store/slices/favorites-slice";
import { selectIsRehydrated } from "../../store/slices/rehydration-slice";
import { Icon } from "../icon";
import { useCityHref, useCityPhone, useCitySlot } from "./city-slot";
import { Logo } from "./logo";
import { useSearchField } from "./search-slot";
import styles from "./site-header.module.css";
import { company, mainNav } from "./site-info";

const MOBILE_MENU_ID = "mobile-menu";

/** Only phones and small tablets use the menu sheet: it is fetched when the visitor aims at the burger. */
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * Comparison and favourites counts live in localStorage. They are read only after hydration, so
 * the server and the first browser render both show no number (no hydration mismatch); the badge
 * is positioned over the icon, so its arrival moves nothing.
 */
function useSavedCounts() {
  const rehydrated = useAppSelector(selectIsRehydrated);
  const comparison = useAppSelector(selectComparisonCount);
  const favorites = useAppSelector(selectFavoritesCount);
  return rehydrated ? { comparison, favorites } : { comparison: 0, favorites: 0 };
}

function CounterLink({
  to,
  icon,
  label,
  count,
}: {
  to: string;
  icon: "compare" | "heart";
  label: string;
  count: number;
}) {
  return (
    <Link to={to} className={styles.action}>
      <span className={styles.iconBox}>
        <Icon name={icon} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.actionText}>
        {label}
        {count > 0 ? <span className="visually-hidden">, {count}</span> : null}
      </span>
    </Link>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const prepareMenu = () => setMenuWanted(true);
  const counts = useSavedCounts();
  // «Москва» until the visitor picks a city.
  const city = useAppSelector(selectCurrentCity)?.name ?? "Москва";
  const citySlot = useCitySlot();
  // The chosen city's office line next to the free federal number; the company's own where none is provided.
  const cityPhone = useCityPhone() ?? company.phone;
  const cityHref = useCityHref();
  const Search = useSearchField();

  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          {/* City slot: the city selector the site layout provides; a plain label elsewhere (error pages). */}
          <div data-slot="city" className={styles.city}>
            {citySlot ?? (
              <>
                <Icon name="pin" size={18} />
                <span className="visually-hidden">Ваш город: </span>
                {city}
              </>
            )}
          </div>
          <span className={styles.hours}>
            <Icon name="clock" size={18} />
            {company.hours}
          </span>
          <div className={styles.phones}>
            <a href={company.freePhone.href} className={styles.phone}>
              <Icon name="phone" size={18} />
              {company.freePhone.display}
            </a>
            <span className={styles.phoneNote}>бесплатно по России</span>
            <a href={cityPhone.href} className={`${styles.phone} ${styles.secondPhone}`}>
              {"city" in cityPhone ? <span className="visually-hidden">{cityPhone.city}: </span> : null}
              {cityPhone.display}
            </a>
          </div>
        </div>
      </div>

      <div className={`container ${styles.main}`}>
        <Logo />
        <div className={styles.search}>
          <Search labelHidden />
        </div>
        <nav aria-label="Сохранённое" className={styles.actions}>
          <CounterLink to="/compare" icon="compare" label="Сравнение" count={counts.comparison} />
          <CounterLink to="/favorites" icon="heart" label="Избранное" count={counts.favorites} />
          <Link to="/account" className={`${styles.action} ${styles.account}`}>
            <span className={styles.iconBox}>
              <Icon name="user" />
            </span>
            <span className={styles.actionText}>Личный кабинет</span>
          </Link>
        </nav>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-haspopup="dialog"
          onClick={() => {
            prepareMenu();
            setMenuOpen(true);
          }}
          onPointerEnter={prepareMenu}
          onFocus={prepareMenu}
        >
          <Icon name="menu" />
          <span className="visually-hidden">Меню</span>
        </button>
      </div>

      <nav aria-label="Основное меню" className={styles.nav}>
        <ul className={`container ${styles.navList}`}>
          {mainNav.map((item) => (
            <li key={item.to}>
              <NavLink to={cityHref(item.to)} className={styles.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} open={menuOpen} onClose={() => setMenuOpen(false)} counts={counts} />
        </Suspense>
      ) : null}
    </header>
  );
}
