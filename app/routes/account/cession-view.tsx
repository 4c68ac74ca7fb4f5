import { CessionView } from "../../features/account/cession/cession-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import type { Route } from "./+types/cession-view";

export function meta() {
  return accountMeta("Заявка на переуступку");
}

/** `/account/cession/:code`: the cession as the active profile's role in it sees it. */
export default function CessionViewRoute({ params }: Route.ComponentProps) {
  return <CessionView key={params.code} code={params.code} />;
}
