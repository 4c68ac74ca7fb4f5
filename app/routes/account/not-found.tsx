import { data } from "react-router";
import { AccountNotFound } from "../../features/account/account-not-found";
import { useAccountSession } from "../../features/account/account-session";
import { accountMeta } from "../../features/account/lk/account-meta";

export function meta() {
  return accountMeta("Страница не найдена");
}

/** Any `/account/…` address no other account route takes: a 404 status, and the page inside the account shell. */
export function loader() {
  throw data(null, { status: 404 });
}

/** The loader's 404 lands here, below the account layout, so the shell and its sidebar stay. */
export function ErrorBoundary() {
  return <AccountNotFound rights={useAccountSession().rights} />;
}

export default function NotFound() {
  return <AccountNotFound rights={useAccountSession().rights} />;
}
