import { cessionApi } from "../../features/account/cession/cession-api";
import { CessionList } from "../../features/account/cession/cession-list";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/cession";

export function meta() {
  return accountMeta("Цессия");
}

/** The profile's cessions and the contracts it may assign (the «Новая заявка» button follows them). */
const CESSION_QUERIES = [
  plannedQuery(cessionApi.endpoints.cessionList, undefined, "cession"),
  plannedQuery(cessionApi.endpoints.cessionContracts, undefined, "cession"),
];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, CESSION_QUERIES) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(CESSION_QUERIES, serverLoader, () => ({ queries: [] }));
}

/** `/account/cession`: the profile's cessions and «Новая заявка на переуступку». */
export default function Cession() {
  return <CessionList />;
}
