import { countOf } from "../../../lib/quantity-format";
import styles from "./tickets.module.css";
import { useTicketsCounterQuery } from "./tickets-api";

const WITH_REPLY = ["обращение с новым ответом", "обращения с новым ответом", "обращений с новым ответом"] as const;

/** Tickets with replies of the lessor not opened yet (`tickets/counter/`); nothing while unknown or without a profile. */
export function useTicketsUnread(enabled: boolean): number | null {
  const { data } = useTicketsCounterQuery(undefined, { skip: !enabled });
  return enabled && data ? data.unread : null;
}

/** The number beside «Обращения» in the sidebar. */
export function TicketsUnreadBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span className={styles.navBadge}>
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden">, {countOf(count, WITH_REPLY)}</span>
    </span>
  );
}
