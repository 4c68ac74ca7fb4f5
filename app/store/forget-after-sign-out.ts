import { useCallback, useEffect, useRef } from "react";
import { api } from "./api";
import { useAppDispatch } from "./hooks";

/**
 * Drops the answers kept in memory once a signed-out person's screens have left (ASVS 14.3.1), for the sign-out
 * buttons of the account and the back office. Not earlier: the screens still on show while the navigation to
 * sign-in commits would ask for their data again and get 401s. Returns what to call once the server has ended the
 * session; the button's own unmount, with the rest of the signed-in screens, then drops the cache.
 */
export function useForgetAfterSignOut(): () => void {
  const dispatch = useAppDispatch();
  const signedOut = useRef(false);
  useEffect(
    () => () => {
      if (signedOut.current) dispatch(api.util.resetApiState());
    },
    [dispatch],
  );
  return useCallback(() => {
    signedOut.current = true;
  }, []);
}
