import { useEffect } from "react";
import type { User } from "../../../contract/account.ts";
import { useAppDispatch } from "../../store/hooks";
import { sessionReceived } from "../../store/slices/session-slice";

/**
 * Puts the session that the account loader read on the server into the store, so that the CSRF
 * token is there for the first state-changing call, even before any account query has answered.
 */
export function useSessionReceived(user: User, csrfToken: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sessionReceived({ user, csrfToken }));
  }, [dispatch, user, csrfToken]);
}
