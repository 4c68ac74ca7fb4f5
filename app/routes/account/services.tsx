import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { servicesApi } from "../../features/account/services/services-api";
import { SERVICES_TABS, type ServicesTab, ServicesView } from "../../features/account/services/services-view";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/services";

export function meta() {
  return accountMeta("Услуги и бонусы");
}

/** The tab's one list. */
function servicesQueries(tab: ServicesTab) {
  return [
    tab === "paid"
      ? plannedQuery(servicesApi.endpoints.paidServices, undefined)
      : plannedQuery(servicesApi.endpoints.bonuses, undefined),
  ];
}

/** `/account/services` (paid services) and `/account/services/bonuses`; any other tab is not a page. */
export async function loader(args: Route.LoaderArgs) {
  const tab = tabFromPath(args.params.tab, SERVICES_TABS);
  return { tab, queries: await loadAccountQueries(args, servicesQueries(tab)) };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const tab = tabFromPath(params.tab, SERVICES_TABS);
  return loadOnClient(servicesQueries(tab), serverLoader, () => ({ tab, queries: [] }));
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesView tab={loaderData.tab} />;
}
