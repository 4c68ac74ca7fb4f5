import { Outlet, redirect } from "react-router";
import { servicesContext } from "../../context";
import { accountSessionContext } from "../../features/account/account-session-context";
import { AccountShell } from "../../features/account/account-shell";
import { signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { useSessionReceived } from "../../features/account/use-session-received";
import type { Route } from "./+types/account-layout";

/** Guards the whole account subtree: no session, no account — off to sign-in and back here after. */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    const session = await context.get(servicesContext).auth.session(readSessionToken(request));
    // `url` is the page's address (no `.data` suffix of client-side navigations), the way back after sign-in.
    if (!session) throw redirect(signInPath(url.pathname + url.search));
    context.set(accountSessionContext, session);
  },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ context }: Route.LoaderArgs) {
  const { user, profile, csrfToken } = context.get(accountSessionContext);
  const profiles = await context.get(servicesContext).auth.profilesOf(user.id);
  return { user, profile, profiles, csrfToken };
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user, profile, profiles, csrfToken } = loaderData;
  useSessionReceived(user, csrfToken);

  return (
    <AccountShell user={user} profile={profile} profiles={profiles}>
      <Outlet />
    </AccountShell>
  );
}
