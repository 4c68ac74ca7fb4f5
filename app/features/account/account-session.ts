import { useOutletContext } from "react-router";
import type { Profile, User } from "../../../contract/account.ts";
import type { ClientRight } from "../../../contract/lk-rights.ts";

/**
 * The signed-in session in the browser, from one source: what the account layout's loader read on the server
 * (revalidated after a profile switch), handed to every account screen through its `<Outlet context>`.
 */
export interface AccountSessionData {
  user: User;
  profile: Profile | null;
  profiles: Profile[];
  /** The user's rights on the active profile (ADR 031): the sections and actions shown follow them. */
  rights: ClientRight[];
}

export function useAccountSession(): AccountSessionData {
  return useOutletContext<AccountSessionData>();
}
