import { accountMeta } from "../../features/account/lk/account-meta";
import { ReschedulingView } from "../../features/account/rescheduling/rescheduling-view";

export function meta() {
  return accountMeta("Реструктуризация");
}

/**
 * `/account/rescheduling?status=&vehicleType=&search=` (the contracts and the requests), and
 * `?contract=<code>&option=` (the change of one contract's schedule and its early payoff).
 */
export default function Rescheduling() {
  return <ReschedulingView />;
}
