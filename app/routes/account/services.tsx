import { data } from "react-router";
import { accountMeta } from "../../features/account/lk/account-meta";
import { ServicesView } from "../../features/account/services/services-view";
import type { Route } from "./+types/services";

export function meta() {
  return accountMeta("Услуги и бонусы");
}

/** `/account/services` (paid services) and `/account/services/bonuses`; any other tab is not a page. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.tab !== undefined && params.tab !== "bonuses") throw data(null, { status: 404 });
  return null;
}

export default function Services({ params }: Route.ComponentProps) {
  return <ServicesView tab={params.tab === "bonuses" ? "bonuses" : "paid"} />;
}
