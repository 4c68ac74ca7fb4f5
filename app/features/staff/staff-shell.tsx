import { type ReactNode, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { User } from "../../../contract/account.ts";
import { STAFF_ROLE_TITLES, type StaffRole } from "../../../contract/staff.ts";
import { STAFF_HOME } from "../../lib/area-homes";
import { SessionExpiryWarning } from "../../lib/session-expiry-warning";
import { useAppSelector } from "../../store/hooks";
import { selectPageIsLoading } from "../../store/slices/loader-slice";
import { Icon } from "../../ui/icon";
import { Logo } from "../../ui/layout/logo";
import { SkipLink } from "../../ui/skip-link";
import { sectionsFor } from "./staff-sections";
import styles from "./staff-shell.module.css";
import { StaffSignOut } from "./staff-sign-out";

const NAV_ID = "staff-nav";
const CONTENT_ID = "staff-content";

/**
 * The frame of every back office page: a header that says where one is («Бэк-офис»), who is signed in with which
 * roles, and «Выйти»; the sections the person's roles open; the content. From 1024 px the sections stand in a
 * column beside the content; narrower (a tablet held upright) they fold behind «Разделы».
 */
export function StaffShell({
  user,
  roles,
  children,
}: {
  user: User;
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const loading = useAppSelector((state) => selectPageIsLoading(state, pathname));
  const sections = sectionsFor(roles);

  // A chosen section closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <SkipLink to={CONTENT_ID} />
      <SessionExpiryWarning statusUrl="/staff/api/session/" />

      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>
            <Logo />
            <span className={styles.area}>Бэк-офис</span>
          </div>

          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={NAV_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? "close" : "menu"} size={20} />
            Разделы
          </button>

          <div className={styles.tools}>
            <p className={styles.user}>
              <Icon name="user" size={20} className={styles.userIcon} />
              <span className={styles.userText}>
                <span className={styles.userName}>{user.name}</span>
                <span className={styles.userRoles}>{roles.map((role) => STAFF_ROLE_TITLES[role]).join(", ")}</span>
              </span>
            </p>
            <StaffSignOut />
          </div>
        </div>
        <div className={styles.progress} data-active={loading} aria-hidden="true" />
      </header>

      <div className={styles.body}>
        <nav id={NAV_ID} className={styles.nav} data-open={menuOpen} aria-label="Разделы бэк-офиса">
          <ul className={styles.navList}>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === STAFF_HOME} className={styles.navLink}>
                  {section.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <main id={CONTENT_ID} className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
