import { InsuranceView } from "../../features/account/insurance/insurance-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Страхование");
}

/** `/account/insurance?type=kasko|osago&status=active|expiring|expired`. */
export default function Insurance() {
  return <InsuranceView />;
}
