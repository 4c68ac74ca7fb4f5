import { hasControlCharacters } from "../../../core/control-characters.ts";
import { ACCOUNT_HOME, STAFF_HOME } from "../../lib/area-homes";

/** A cession invitation sends an existing account to sign in first and back to accept it (issue 12). */
const RETURN_AFTER_SIGN_IN = new Set(["/login/cession"]);

/** Any origin: a path is resolved against it only to have the URL parser normalise and percent-encode it. */
const SITE = "http://site.invalid";

/**
 * A same-site path to go to after signing in, from `?next=`, percent-encoded as a Location header needs it (a
 * header holds Latin-1 only: `/договоры` would fail the redirect). Anything that could leave the site (`//host`,
 * `/\host`, `https://…`, `/.//host`, which normalises to `//host`) or carries control characters (CR/LF; the URL
 * parser would silently drop a tab or newline, turning `/\n/host` into `//host`) falls back to the account home.
 */
export function safeNext(value: string | null | undefined, fallback = ACCOUNT_HOME): string {
  if (!value?.startsWith("/") || hasControlCharacters(value)) return fallback;
  const url = new URL(value, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== SITE || path.startsWith("//")) return fallback;
  // Never bounce back to the sign-in pages themselves, except a page that asks to sign in and come back.
  if ((url.pathname === "/login" || url.pathname.startsWith("/login/")) && !RETURN_AFTER_SIGN_IN.has(url.pathname)) {
    return fallback;
  }
  return path;
}

const inStaffArea = (path: string) => path === STAFF_HOME || /^\/staff[/?#]/.test(path);

/**
 * Where a person goes after signing in: `next` (already made safe) when it points into their own area — the back
 * office for an employee, anything but the back office for a client — else their area's home. An employee's link
 * into the client account, or a client's into the back office, would only end on a refusal.
 */
export function landingAfterSignIn(role: "client" | "staff", next: string): string {
  if (role === "staff") return inStaffArea(next) ? next : STAFF_HOME;
  return inStaffArea(next) ? ACCOUNT_HOME : next;
}

/** `/login?next=…` for a page that needs a session. */
export function signInPath(next: string): string {
  return `/login?${new URLSearchParams({ next })}`;
}

/** `/login/code?next=…`: the second step of a sign-in, when the account has a second factor (ADR 030). */
export function mfaCodePath(next: string): string {
  return `/login/code?${new URLSearchParams({ next })}`;
}

/** `/login/mfa-setup?next=…`: an employee without a second factor enrols before anything else (ADR 030). */
export function mfaSetupPath(next: string): string {
  return `/login/mfa-setup?${new URLSearchParams({ next })}`;
}
