import { insuranceApi } from "../../features/account/insurance/insurance-api";
import { InsuranceView } from "../../features/account/insurance/insurance-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/insurance";

export function meta() {
  return accountMeta("Страхование");
}

/** The policies (the screen filters them in the browser). */
const INSURANCE_QUERIES = [plannedQuery(insuranceApi.endpoints.insuranceList, undefined, "insurance")];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, INSURANCE_QUERIES) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(INSURANCE_QUERIES, serverLoader, () => ({ queries: [] }));
}

/** `/account/insurance?type=kasko|osago&status=active|expiring|expired`. */
export default function Insurance() {
  return <InsuranceView />;
}
