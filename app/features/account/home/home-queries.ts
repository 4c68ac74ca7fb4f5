import { plannedQuery } from "../../../store/query-entries";
import { accountingApi } from "../accounting/accounting-api";
import { homeApi } from "./home-api";

/** What the home's blocks ask for (home-view.tsx), with the same arguments: its route's loader reads them first. */
export function homeQueries() {
  return [
    plannedQuery(homeApi.endpoints.accountInfo, undefined),
    plannedQuery(accountingApi.endpoints.accountingDebts, { filters: {}, currentPage: 1 }, "accounting"),
    plannedQuery(homeApi.endpoints.accountEdo, undefined),
    plannedQuery(homeApi.endpoints.accountManager, undefined),
    plannedQuery(homeApi.endpoints.popular, undefined),
    plannedQuery(homeApi.endpoints.promo, undefined),
  ];
}
