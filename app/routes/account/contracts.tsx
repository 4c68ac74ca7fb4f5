import { ContractsList } from "../../features/account/contracts/contracts-list";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Договоры");
}

/** `/account/contracts?status=&vehicleType=&dateFrom=&dateTo=&search=&currentPage=`. */
export default function Contracts() {
  return <ContractsList />;
}
