import { useEffect } from "react";
import { useAppDispatch } from "../../store/hooks";
import { csrfTokenReceived } from "../../store/slices/session-slice";

/**
 * Puts the CSRF token that the account loader read on the server into the store, so that it is there for the
 * first state-changing call (the base query adds it as a header).
 */
export function useCsrfToken(csrfToken: string) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(csrfTokenReceived(csrfToken));
  }, [dispatch, csrfToken]);
}
