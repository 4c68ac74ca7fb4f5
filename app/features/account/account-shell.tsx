import { type ReactNode, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import type { Profile, User } from "../../../contract/account.ts";
import type { ClientRight } from "../../../contract/lk-rights.ts";
import { SessionExpiryWarning } from "../../lib/session-expiry-warning";
import { useAppSelector } from "../../store/hooks";
import { selectPageIsLoading } from "../../store/slices/loader-slice";
import { Icon } from "../../ui/icon";
import { Logo } from "../../ui/layout/logo";
import { SkipLink } from "../../ui/skip-link";
import { sectionsFor } from "./account-sections";
import styles from "./account-shell.module.css";
import { NotificationsBell, UnreadBadge, useUnreadCount } from "./notifications/unread-counter";
import { ProfileSwitcher } from "./profile-switcher";
import { SignOutButton } from "./sign-out-button";
import { TicketsUnreadBadge, useTicketsUnread } from "./tickets/tickets-counter";

const NAV_ID = "account-nav";
const NAV_NOTE_ID = "account-nav-note";
const CONTENT_ID = "account-content";

/** The frame of every account page: header (profile, user, sign-out), section sidebar, content. */
export function AccountShell({
  user,
  profile,
  profiles,
  rights,
  children,
}: {
  user: User;
  profile: Profile | null;
  profiles: readonly Profile[];
  /** The user's rights on the active profile: sections needing another right are not in the sidebar (ADR 031). */
  rights: readonly ClientRight[];
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Any request of this page still running: a thin bar under the header (the blocks show skeletons).
  const loading = useAppSelector((state) => selectPageIsLoading(state, pathname));
  const unread = useUnreadCount(profile !== null);
  const ticketsUnread = useTicketsUnread(profile !== null && rights.includes("tickets"));

  // A chosen section closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className={styles.shell}>
      <SkipLink to={CONTENT_ID} />
      <SessionExpiryWarning statusUrl="/apilk/account/check/" />

      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.brand}>
            <Logo />
            <span className={styles.area}>Личный кабинет</span>
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
            <ProfileSwitcher profiles={profiles} activeId={profile?.id ?? null} />
            {profile ? <NotificationsBell count={unread} /> : null}
            <p className={styles.user}>
              <Icon name="user" size={20} className={styles.userIcon} />
              <span className={styles.userName}>{user.name}</span>
            </p>
            <SignOutButton className={styles.signOut} />
          </div>
        </div>
        <div className={styles.progress} data-active={loading} aria-hidden="true" />
      </header>

      <div className={styles.body}>
        <nav id={NAV_ID} className={styles.nav} data-open={menuOpen} aria-label="Разделы личного кабинета">
          <ul className={styles.navList}>
            {sectionsFor(rights).map((section) => (
              <li key={section.path}>
                {section.ready ? (
                  <NavLink to={section.path} end={section.path === "/account"} className={styles.navLink}>
                    <span>{section.title}</span>
                    {section.counter === "notifications" ? <UnreadBadge count={unread} /> : null}
                    {section.counter === "tickets" ? <TicketsUnreadBadge count={ticketsUnread} /> : null}
                  </NavLink>
                ) : (
                  // Not built yet: named, but leads nowhere. An <a> without href plus role="link" and
                  // aria-disabled is announced as an unavailable link and is not in the tab order.
                  // biome-ignore lint/a11y/useValidAnchor: a disabled link has no destination on purpose
                  <a role="link" aria-disabled="true" aria-describedby={NAV_NOTE_ID} className={styles.navDisabled}>
                    {section.title}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <p id={NAV_NOTE_ID} className={styles.navNote}>
            Разделы, выделенные серым, откроются в ближайших обновлениях.
          </p>
        </nav>

        <main id={CONTENT_ID} className={styles.content} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
