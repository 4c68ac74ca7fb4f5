import { useNavigate } from "react-router";
import { useForgetAfterSignOut } from "../../store/forget-after-sign-out";
import { Button } from "../../ui/button";
import { useLogoutMutation } from "./account-api";

/**
 * «Выйти»: ends the session on the server (a POST with the CSRF token) and goes back to sign-in; when the server
 * could not end it, it stays and says so. The account answers kept in memory are dropped once the account's screens
 * have left (useForgetAfterSignOut).
 */
export function SignOutButton({ className }: { className?: string }) {
  const [logout, { isLoading, isError }] = useLogoutMutation();
  const navigate = useNavigate();
  const forgetAfterSignOut = useForgetAfterSignOut();

  async function signOut() {
    if (isLoading) return;
    // Leaving while the session lives on (no connection, a refused token) would only look like signing out.
    if ("error" in (await logout())) return;
    forgetAfterSignOut();
    await navigate("/login", { replace: true });
  }

  return (
    <>
      {isError ? <span role="alert">Не удалось выйти: повторите</span> : null}
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-disabled={isLoading || undefined}
        onClick={() => void signOut()}
      >
        {isLoading ? "Выходим…" : "Выйти"}
      </Button>
    </>
  );
}
