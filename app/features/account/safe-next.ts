/** The default landing place after signing in. */
export const ACCOUNT_HOME = "/account";

/**
 * A same-site path to go to after signing in, from `?next=`. Anything that could leave the site
 * (`//host`, `/\host`, `https://…`, control characters) falls back to the account home.
 */
export function safeNext(value: string | null | undefined, fallback = ACCOUNT_HOME): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // Never bounce back to the sign-in pages themselves.
  if (value === "/login" || value.startsWith("/login/") || value.startsWith("/login?")) return fallback;
  return value;
}

/** `/login?next=…` for a page that needs a session. */
export function signInPath(next: string): string {
  return `/login?${new URLSearchParams({ next })}`;
}
