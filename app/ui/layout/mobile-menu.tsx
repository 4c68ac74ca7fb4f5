import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Icon } from "../icon";
import { Modal } from "../modal";
import { useCityHref, useCityPhone } from "./city-slot";
import styles from "./mobile-menu.module.css";
import { useSearchField } from "./search-slot";
import { company, mainNav } from "./site-info";

type MobileMenuProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  counts: { comparison: number; favorites: number };
};

/** The header menu below 900 px: a side sheet (modal dialog) with the same links as the desktop header. */
export function MobileMenu({ id, open, onClose, counts }: MobileMenuProps) {
  const { pathname, search } = useLocation();
  const cityPhone = useCityPhone() ?? company.phone;
  const cityHref = useCityHref();
  const Search = useSearchField();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Following a link inside the menu navigates client-side; close the sheet on arrival.
  const url = pathname + search;
  const lastUrl = useRef(url);
  useEffect(() => {
    if (lastUrl.current === url) return;
    lastUrl.current = url;
    onCloseRef.current();
  }, [url]);

  // Turning a tablet to landscape shows the desktop header: the sheet must not stay over it.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia("(min-width: 900px)");
    const handleChange = () => {
      if (wide.matches) onCloseRef.current();
    };
    wide.addEventListener("change", handleChange);
    return () => wide.removeEventListener("change", handleChange);
  }, [open]);

  return (
    <Modal id={id} open={open} onClose={onClose} title="Меню" placement="side">
      <div className={styles.menu}>
        <Search labelHidden />

        <nav aria-label="Основное меню">
          <ul className={styles.list}>
            {mainNav.map((item) => (
              <li key={item.to}>
                <NavLink to={cityHref(item.to)} className={styles.link}>
                  {item.label}
                  <Icon name="chevron-right" size={20} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <ul className={styles.saved}>
          <li>
            <Link to="/compare" className={styles.savedLink}>
              <Icon name="compare" size={20} />
              Сравнение
              {counts.comparison > 0 ? <span className={styles.count}>{counts.comparison}</span> : null}
            </Link>
          </li>
          <li>
            <Link to="/favorites" className={styles.savedLink}>
              <Icon name="heart" size={20} />
              Избранное
              {counts.favorites > 0 ? <span className={styles.count}>{counts.favorites}</span> : null}
            </Link>
          </li>
          <li>
            <Link to="/account" className={styles.savedLink}>
              <Icon name="user" size={20} />
              Личный кабинет
            </Link>
          </li>
        </ul>

        <div className={styles.contacts}>
          <a href={company.freePhone.href} className={styles.phone}>
            {company.freePhone.display}
          </a>
          <p className={styles.note}>Бесплатно по России, {company.hours}</p>
          <a href={cityPhone.href} className={styles.phoneSmall}>
            {"city" in cityPhone ? <span className="visually-hidden">{cityPhone.city}: </span> : null}
            {cityPhone.display}
          </a>
        </div>
      </div>
    </Modal>
  );
}
