import { informationApi } from "../../features/account/information/information-api";
import { RequisitesView } from "../../features/account/information/requisites-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/requisites";

export function meta() {
  return accountMeta("Реквизиты и условия");
}

/** The leasing terms, and for a holder of «Бухгалтерия» the requisites with the purpose the address asks for. */
function requisitesQueries(url: string) {
  const search = new URL(url).searchParams;
  const contractCode = search.get("contractCode") || undefined;
  const month = search.get("month") || undefined;
  return [
    plannedQuery(informationApi.endpoints.informationTerms, undefined),
    plannedQuery(informationApi.endpoints.informationRequisites, {}, "accounting"),
    ...(contractCode || month
      ? [plannedQuery(informationApi.endpoints.informationRequisites, { contractCode, month }, "accounting")]
      : []),
  ];
}

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, requisitesQueries(args.request.url)) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(requisitesQueries(request.url), serverLoader, () => ({ queries: [] }));
}

export default function Requisites() {
  return <RequisitesView />;
}
