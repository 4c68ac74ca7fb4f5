import { useNavigate } from "react-router";
import { Button } from "../../ui/button";
import { useLogoutMutation } from "./account-api";

/**
 * «Выйти»: ends the session on the server and goes back to sign-in. The cache is not reset here:
 * the account screens are still mounted until the navigation commits and would refetch; the next
 * sign-in resets it (see `signIn` in account-api.ts), and unused entries expire anyway.
 */
export function SignOutButton({ className }: { className?: string }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();

  async function signOut() {
    if (isLoading) return;
    await logout();
    await navigate("/login", { replace: true });
  }

  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-disabled={isLoading || undefined}
      onClick={() => void signOut()}
    >
      {isLoading ? "Выходим…" : "Выйти"}
    </Button>
  );
}
