import { useState } from "react";
import { useRevalidator } from "react-router";
import type { Profile } from "../../../contract/account.ts";
import { apiErrorMessage } from "../../lib/api-error";
import { useSetProfileMutation } from "./account-api";

/**
 * Switches the active profile: POST /apilk/settings/profile/set/ (the base query adds the CSRF
 * token), which invalidates every profile-scoped query, then the route loaders run again so that
 * the server-rendered parts (the header) follow.
 */
export function useSwitchProfile() {
  const [setProfile] = useSetProfileMutation();
  const revalidator = useRevalidator();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [switched, setSwitched] = useState<Profile | null>(null);

  async function switchTo(id: number): Promise<boolean> {
    if (pendingId !== null) return false;
    setPendingId(id);
    setError(null);
    setSwitched(null);
    try {
      const { profile } = await setProfile({ id }).unwrap();
      await revalidator.revalidate();
      setSwitched(profile);
      return true;
    } catch (e) {
      setError(apiErrorMessage(e));
      return false;
    } finally {
      setPendingId(null);
    }
  }

  return { switchTo, pendingId, error, switched };
}
