import { useMemo } from "react";
import { data, isRouteErrorResponse, Outlet, redirect } from "react-router";
import { servicesContext } from "../../context";
import { mfaSetupPath, signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { useCsrfToken } from "../../features/account/use-csrf-token";
import { StaffRefusal } from "../../features/staff/staff-refusal";
import { type StaffSessionData, staffSessionContext } from "../../features/staff/staff-session";
import { StaffShell } from "../../features/staff/staff-shell";
import type { Route } from "./+types/staff-layout";

/**
 * Guards the whole back office: signed out — off to sign-in and back here after; anyone but an active employee (a
 * client, a deactivated employee) gets the site's 404, so the area does not admit it exists.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    const { auth, staff, env } = context.get(servicesContext);
    const session = await auth.session(readSessionToken(request, env.NODE_ENV));
    if (!session) throw redirect(signInPath(url.pathname + url.search));
    const roles = session.user.role === "staff" ? await staff.roles(session.user.id) : null;
    if (!roles) throw data(null, { status: 404 });
    // Staff reach clients' contracts and money: nothing here before the second factor is on (ADR 030).
    if (!session.mfaEnabled) throw redirect(mfaSetupPath(url.pathname + url.search));
    context.set(staffSessionContext, { user: session.user, roles, csrfToken: session.csrfToken });
  },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function loader({ context }: Route.LoaderArgs) {
  return context.get(staffSessionContext);
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user, roles, csrfToken } = loaderData;
  useCsrfToken(csrfToken);
  // The screens read the employee through useStaffSession(); the same object while the loader data is.
  const session = useMemo<StaffSessionData>(() => ({ user, roles }), [user, roles]);
  return (
    <StaffShell user={user} roles={roles}>
      <Outlet context={session} />
    </StaffShell>
  );
}

/**
 * A section the person's roles do not open (403) or an address without a page (404) is shown inside the shell;
 * anything else, or a failure of this layout's own guard (a client's 404 included), goes on to the root's boundary.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData || !isRouteErrorResponse(error) || (error.status !== 403 && error.status !== 404)) throw error;
  return (
    <StaffShell user={loaderData.user} roles={loaderData.roles}>
      <StaffRefusal status={error.status} />
    </StaffShell>
  );
}
