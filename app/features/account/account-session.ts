import { useOutletContext } from "react-router";
import type { Profile, User } from "../../../contract/account.ts";

/**
 * The signed-in session in the browser, from one source: what the account layout's loader read on the server
 * (revalidated after a profile switch), handed to every account screen through its `<Outlet context>`.
 */
export interface AccountSessionData {
  user: User;
  profile: Profile | null;
  profiles: Profile[];
}

export function useAccountSession(): AccountSessionData {
  return useOutletContext<AccountSessionData>();
}
