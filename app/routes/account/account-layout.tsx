import { useEffect, useMemo } from "react";
import { isRouteErrorResponse, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { servicesContext } from "../../context";
import { AccountNotFound } from "../../features/account/account-not-found";
import type { AccountSessionData } from "../../features/account/account-session";
import { accountRightsContext, accountSessionContext } from "../../features/account/account-session-context";
import { AccountShell } from "../../features/account/account-shell";
import { loadAccountQueries } from "../../features/account/lk/account-queries";
import { notificationsApi } from "../../features/account/notifications/notifications-api";
import { signInPath } from "../../features/account/safe-next";
import { readSessionToken } from "../../features/account/session-token";
import { ticketsApi } from "../../features/account/tickets/tickets-api";
import { useCsrfToken } from "../../features/account/use-csrf-token";
import { STAFF_HOME } from "../../lib/area-homes";
import { browserStore } from "../../store/browser-store";
import { useAppDispatch } from "../../store/hooks";
import { type PlannedQuery, plannedQuery, primeQueryEntries } from "../../store/query-entries";
import { rightsReceived } from "../../store/slices/session-slice";
import type { Route } from "./+types/account-layout";

/**
 * Guards the whole account subtree: no session, no account — off to sign-in and back here after. A lessor's
 * employee has no client account (the API answers them 403): they are sent to the back office.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, url, context }) => {
    const { auth, env } = context.get(servicesContext);
    const session = await auth.session(readSessionToken(request, env.NODE_ENV));
    // `url` is the page's address (no `.data` suffix of client-side navigations), the way back after sign-in.
    if (!session) throw redirect(signInPath(url.pathname + url.search));
    if (session.user.role === "staff") throw redirect(STAFF_HOME);
    context.set(accountSessionContext, session);
    // The layout's loader and the page's (which run side by side) share one read of the rights, made on demand.
    const { profile } = session;
    let rights: Promise<Awaited<ReturnType<typeof lk.rights.of>>> | undefined;
    const { lk } = context.get(servicesContext);
    context.set(accountRightsContext, () => {
      rights ??= profile ? lk.rights.of(session.user.id, profile.id) : Promise.resolve([]);
      return rights;
    });
  },
];

/** What the shell shows on every account page: the unread counters beside «Уведомления» and «Обращения». */
const SHELL_QUERIES: PlannedQuery[] = [
  plannedQuery(notificationsApi.endpoints.notificationsCounter, undefined),
  plannedQuery(ticketsApi.endpoints.ticketsCounter, undefined, "tickets"),
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { user, profile, csrfToken } = context.get(accountSessionContext);
  const { auth } = context.get(servicesContext);
  // The shell's counters come with the page (ADR 037): no /apilk call after hydration for them.
  const [profiles, read, queries] = await Promise.all([
    auth.profilesOf(user.id),
    context.get(accountRightsContext)(),
    profile ? loadAccountQueries(args, SHELL_QUERIES) : [],
  ]);
  // The rights on the active profile (ADR 031): the server refuses the rest, the shell does not offer it.
  const rights = read ?? [];
  return { user, profile, profiles, rights, csrfToken, queries };
}

/**
 * After hydration the layout's data comes from the server as before; the counters it brings along go into the cache
 * (the shell's hooks read them), so a navigation refreshes them without a call of their own.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const store = browserStore();
  if (store) primeQueryEntries(store.dispatch, data.queries);
  return data;
}

/**
 * The shell's data (user, profiles, rights, CSRF token) changes through a form, the profile switch (which
 * revalidates) or on another page — not when a list's filters or page change the query string, which would
 * otherwise look the profiles and rights up again on every filter click (issue 16).
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  const { user, profile, profiles, rights, csrfToken } = loaderData;
  useCsrfToken(csrfToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    // For the pages' clientLoaders: which of their screens' queries this user may ask for (ADR 037).
    dispatch(rightsReceived(rights));
  }, [dispatch, rights]);
  // The screens read the session through useAccountSession(); the same object while the loader data is.
  const session = useMemo<AccountSessionData>(
    () => ({ user, profile, profiles, rights }),
    [user, profile, profiles, rights],
  );

  return (
    <AccountShell user={user} profile={profile} profiles={profiles} rights={rights}>
      <Outlet context={session} />
    </AccountShell>
  );
}

/**
 * A 404 thrown below the layout by a route without a boundary of its own (an unknown tab such as
 * `/account/settings/nope`) is shown inside the account shell, like an unknown section (routes/account/not-found.tsx).
 * Anything else, or a failure of this layout's own loader, goes on to the root's boundary.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData || !isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <NotFoundInShell {...loaderData} />;
}

function NotFoundInShell({ user, profile, profiles, rights, csrfToken }: Route.ComponentProps["loaderData"]) {
  // The shell's profile switcher posts: it needs the token here as on any other account page.
  useCsrfToken(csrfToken);
  return (
    <AccountShell user={user} profile={profile} profiles={profiles} rights={rights}>
      <AccountNotFound rights={rights} />
    </AccountShell>
  );
}
