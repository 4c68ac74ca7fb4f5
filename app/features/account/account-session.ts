import { useRouteLoaderData } from "react-router";
import type { Profile, User } from "../../../contract/account.ts";

/** What the account layout's loader read from the session (server-rendered, revalidated on a profile switch). */
export interface AccountSessionData {
  user: User;
  profile: Profile | null;
  profiles: Profile[];
}

/** The layout route's id: its loader data is shared with every account screen. */
const LAYOUT_ROUTE_ID = "routes/account/account-layout";

export function useAccountSession(): AccountSessionData | undefined {
  return useRouteLoaderData(LAYOUT_ROUTE_ID) as AccountSessionData | undefined;
}
