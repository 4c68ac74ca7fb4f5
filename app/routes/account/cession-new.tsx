import { cessionApi } from "../../features/account/cession/cession-api";
import { NewCession } from "../../features/account/cession/cession-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/cession-new";

export function meta() {
  return accountMeta("Новая заявка на переуступку");
}

/** The contracts the profile may assign: the application starts from one. */
const NEW_CESSION_QUERIES = [plannedQuery(cessionApi.endpoints.cessionContracts, undefined, "cession")];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, NEW_CESSION_QUERIES) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // One query: the screen asks for it itself when it is missing.
  return loadOnClient(NEW_CESSION_QUERIES, serverLoader, () => ({ queries: [] }));
}

/** `/account/cession/new`: the assignor's new application. */
export default function CessionNew() {
  return <NewCession />;
}
