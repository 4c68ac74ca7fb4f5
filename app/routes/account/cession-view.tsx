import type { CessionDetailResponse } from "../../../contract/lk-cession.ts";
import { cessionApi } from "../../features/account/cession/cession-api";
import { CessionView } from "../../features/account/cession/cession-view";
import { participantApi } from "../../features/account/cession/participant-api";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { type PlannedQuery, plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/cession-view";

export function meta() {
  return accountMeta("Заявка на переуступку");
}

const detailQueries = (code: string) => [
  plannedQuery(cessionApi.endpoints.cessionDetail, { code }, "cession"),
  // The assignor's draft is edited with the contracts it may assign.
  plannedQuery(cessionApi.endpoints.cessionContracts, undefined, "cession"),
];

/** What the profile's role in the cession shows next (cession-view.tsx): a guarantor's or a cessionary's form. */
function roleQueries(detail: CessionDetailResponse, code: string): PlannedQuery[] {
  const { role } = detail.cession;
  if (role === "guarantor") return [plannedQuery(participantApi.endpoints.guarantorDetail, { code }, "cession")];
  if (role === "cessionary") return [plannedQuery(participantApi.endpoints.participantDetail, { code }, "cession")];
  return [];
}

/** The cession, then the form of the profile's role in it. */
export async function loader(args: Route.LoaderArgs) {
  const { code } = args.params;
  const first = await loadAccountQueries(args, detailQueries(code));
  const detail = first.find((entry) => entry.endpointName === "cessionDetail");
  const next = detail ? await loadAccountQueries(args, roleQueries(detail.value as CessionDetailResponse, code)) : [];
  return { queries: [...first, ...next] };
}

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(detailQueries(params.code), serverLoader, () => ({ queries: [] }));
}

/** `/account/cession/:code`: the cession as the active profile's role in it sees it. */
export default function CessionViewRoute({ params }: Route.ComponentProps) {
  return <CessionView key={params.code} code={params.code} />;
}
