import { RequisitesView } from "../../features/account/information/requisites-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Реквизиты и условия");
}

export default function Requisites() {
  return <RequisitesView />;
}
