import { FinesView } from "../../features/account/fines/fines-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Штрафы");
}

/** `/account/fines?status=&dateFrom=&dateTo=&sort=urgent|date|amount&currentPage=`. */
export default function Fines() {
  return <FinesView />;
}
