import { useNavigate } from "react-router";
import { apiErrorStatus } from "../../lib/api-error";
import { useForgetAfterSignOut } from "../../store/forget-after-sign-out";
import { Button } from "../../ui/button";
import { useStaffLogoutMutation } from "./staff-api";

/**
 * «Выйти» of the back office: ends the session on the server (a POST with the CSRF token) and goes to sign-in.
 * A session that had already ended (401) is as good as ended; any other failure stays here and says so, since
 * leaving while the session lives on would only look like signing out. The answers kept in memory are dropped once
 * the back office's screens have left (useForgetAfterSignOut).
 */
export function StaffSignOut({ className }: { className?: string }) {
  const [logout, { isLoading, error }] = useStaffLogoutMutation();
  const navigate = useNavigate();
  const forgetAfterSignOut = useForgetAfterSignOut();
  const failed = error !== undefined && apiErrorStatus(error) !== 401;

  async function signOut() {
    if (isLoading) return;
    const result = await logout();
    if ("error" in result && apiErrorStatus(result.error) !== 401) return;
    forgetAfterSignOut();
    await navigate("/login", { replace: true });
  }

  return (
    <>
      {failed ? <span role="alert">Не удалось выйти: повторите</span> : null}
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
