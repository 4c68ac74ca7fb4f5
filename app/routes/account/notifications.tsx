import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { notificationsApi } from "../../features/account/notifications/notifications-api";
import { NotificationsView, notificationsListSearch } from "../../features/account/notifications/notifications-view";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/notifications";

export function meta() {
  return accountMeta("Уведомления");
}

/** The page of notifications the address asks for (none while its filters are invalid). */
function notificationsQueries(url: string) {
  const { request, filterError } = notificationsListSearch(new URL(url).searchParams);
  return filterError === null ? [plannedQuery(notificationsApi.endpoints.notificationsList, request)] : [];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, notificationsQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(notificationsQueries(request.url), serverLoader, () => ({ queries: [] }));
}

/** `/account/notifications?subject=&isRead=&dateFrom=&dateTo=&currentPage=`. */
export default function Notifications() {
  return <NotificationsView />;
}
