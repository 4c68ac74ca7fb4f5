import { Link } from "react-router";
import { countOf } from "../../../lib/quantity-format";
import { useNotificationsCounterQuery } from "./notifications-api";
import styles from "./unread-counter.module.css";

const UNREAD = ["непрочитанное", "непрочитанных", "непрочитанных"] as const;

/** The unread count (`notifications/counter/` GET); nothing while unknown, on error, or without a profile. */
export function useUnreadCount(enabled: boolean): number | null {
  const { data } = useNotificationsCounterQuery(undefined, { skip: !enabled });
  return enabled && data ? data.count : null;
}

/** The number beside «Уведомления» in the sidebar. */
export function UnreadBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">, {countOf(count, UNREAD)}</span>
    </span>
  );
}

/** The bell in the account header: a link to the notifications with the unread count. */
export function NotificationsBell({ count }: { count: number | null }) {
  const label = count ? `Уведомления: ${countOf(count, UNREAD)}` : "Уведомления";
  return (
    <Link to="/account/notifications" className={styles.bell} aria-label={label} title={label} data-unread={count ?? 0}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 4h4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {count ? (
        <span className={styles.bellCount} aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
