import { homeQueries } from "../../features/account/home/home-queries";
import { HomeView } from "../../features/account/home/home-view";
import { accountMeta } from "../../features/account/lk/account-meta";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { loadOnClient } from "../../store/client-queries";
import type { Route } from "./+types/account-home";

export function meta() {
  return accountMeta("Главная");
}

/** The home's blocks, read on the server for the first paint (ADR 037). */
export async function loader(args: Route.LoaderArgs) {
  return { queries: await loadAccountQueries(args, homeQueries()) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return loadOnClient(homeQueries(), serverLoader, () => ({ queries: [] }));
}

/** The account home: the session from the layout's loader, everything else through RTK Query (/apilk/…). */
export default function AccountHome() {
  return <HomeView />;
}
