import { faqApi } from "../../features/account/faq/faq-api";
import { FaqView } from "../../features/account/faq/faq-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import { plannedQuery } from "../../store/query-entries";
import type { Route } from "./+types/faq";

export function meta() {
  return accountMeta("Вопросы и ответы");
}

/** The questions (the screen searches them in the browser). */
const FAQ_QUERIES = [plannedQuery(faqApi.endpoints.faqList, undefined)];

export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, FAQ_QUERIES) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(FAQ_QUERIES, serverLoader, () => ({ queries: [] }));
}

export default function Faq() {
  return <FaqView />;
}
