import { accountMeta } from "../../features/account/lk/account-meta";
import { NotificationsView } from "../../features/account/notifications/notifications-view";

export function meta() {
  return accountMeta("Уведомления");
}

/** `/account/notifications?subject=&isRead=&dateFrom=&dateTo=&currentPage=`. */
export default function Notifications() {
  return <NotificationsView />;
}
