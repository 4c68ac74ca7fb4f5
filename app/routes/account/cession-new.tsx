import { NewCession } from "../../features/account/cession/cession-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Новая заявка на переуступку");
}

/** `/account/cession/new`: the assignor's new application. */
export default function CessionNew() {
  return <NewCession />;
}
