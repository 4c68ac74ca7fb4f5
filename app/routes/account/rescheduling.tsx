import type { ReschedulingFilters, ReschedulingPageResponse } from "../../../contract/lk-rescheduling.ts";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { payoffApi } from "../../features/account/payoff/payoff-api";
import { changeOption } from "../../features/account/rescheduling/contract-change";
import { reschedulingApi } from "../../features/account/rescheduling/rescheduling-api";
import { ReschedulingView, reschedulingListSearch } from "../../features/account/rescheduling/rescheduling-view";
import { cachedAnswer, loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/rescheduling";

export function meta() {
  return accountMeta("Реструктуризация");
}

const pageQuery = (filters: ReschedulingFilters) =>
  plannedQuery(reschedulingApi.endpoints.reschedulingPage, { filters }, "tickets");

/**
 * The requests and contracts the list's filters ask for; the change of one contract (`?contract=`) starts from the
 * unfiltered page, whose answer then decides the rest (`contractQueries`).
 */
function reschedulingQueries(search: URLSearchParams) {
  if (search.get("contract")) return [pageQuery({})];
  const { request, filterError } = reschedulingListSearch(search);
  return filterError === null ? [pageQuery(request.filters)] : [];
}

/**
 * What the change of one contract shows besides the page (contract-change.tsx): the chosen option's parameters when
 * the contract can be rescheduled, and the early payoff's quote for today unless the contract is finished. None for
 * a code the profile does not have (the screen says «not found»).
 */
function contractQueries(search: URLSearchParams, page: ReschedulingPageResponse) {
  const contract = page.items.find((c) => c.code === search.get("contract"));
  if (!contract) return [];
  return [
    ...(contract.canReschedule
      ? [
          plannedQuery(
            reschedulingApi.endpoints.reschedulingChange,
            { contractCode: contract.code, option: changeOption(search, page) },
            "tickets",
          ),
        ]
      : []),
    ...(contract.status !== "finished"
      ? [plannedQuery(payoffApi.endpoints.payoffQuote, { code: contract.code, date: undefined }, "contracts")]
      : []),
  ];
}

export async function loader(args: Route.LoaderArgs) {
  const search = new URL(args.request.url).searchParams;
  const page = await loadAccountQueries(args, reschedulingQueries(search));
  const contract =
    search.get("contract") && page[0]
      ? await loadAccountQueries(args, contractQueries(search, page[0].value as ReschedulingPageResponse))
      : [];
  return { queries: [...page, ...contract] };
}

/**
 * The change of one contract plans its follow-up queries from the cached page; without it, the server loader answers
 * the page and its follow-ups in one request rather than the browser asking for them one after another.
 */
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  const planned = reschedulingQueries(search);
  if (search.get("contract")) {
    const page = cachedAnswer<ReschedulingPageResponse>(pageQuery({}));
    if (!page) return serverLoader();
    planned.push(...contractQueries(search, page));
  }
  return loadOnClient(planned, serverLoader, () => ({ queries: [] }));
}

/**
 * `/account/rescheduling?status=&vehicleType=&search=` (the contracts and the requests), and
 * `?contract=<code>&option=` (the change of one contract's schedule and its early payoff).
 */
export default function Rescheduling() {
  return <ReschedulingView />;
}
