import { HomeView } from "../../features/account/home/home-view";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Главная");
}

/** The account home: the session from the layout's loader, everything else through RTK Query (/apilk/…). */
export default function AccountHome() {
  return <HomeView />;
}
