import { accountMeta } from "../../features/account/lk/account-meta";
import { tabFromPath } from "../../features/account/lk/path-tabs";
import { SERVICES_TABS, ServicesView } from "../../features/account/services/services-view";
import type { Route } from "./+types/services";

export function meta() {
  return accountMeta("Услуги и бонусы");
}

/** `/account/services` (paid services) and `/account/services/bonuses`; any other tab is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  return { tab: tabFromPath(params.tab, SERVICES_TABS) };
}

export default function Services({ loaderData }: Route.ComponentProps) {
  return <ServicesView tab={loaderData.tab} />;
}
