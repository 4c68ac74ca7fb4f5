/**
 * The client account's session cookie, one definition for both sides: the API sets and reads it
 * (server/api/session-cookie.ts), the one-time-key sign-in page sets it and the account loaders read it
 * (app/features/account/session-token.ts). HttpOnly, SameSite=Lax. In production it is Secure and named
 * `__Host-lk_session`: browsers keep a `__Host-` cookie only when it comes Secure, with Path=/ and no Domain, so
 * neither a sibling subdomain nor a plain-http answer can plant or overwrite the session. Over plain http
 * (development, tests) browsers would drop a Secure cookie, so there it is plain `lk_session`. Name and Secure
 * follow from this one choice and are never mixed: a production server does not read an unprefixed cookie.
 */
export function sessionCookie(nodeEnv: string): { name: string; secure: boolean } {
  const secure = nodeEnv === "production";
  return { name: secure ? "__Host-lk_session" : "lk_session", secure };
}

/** How long a session lives, in seconds: the cookie's Max-Age and the stored session's expiry alike. */
export const SESSION_MAX_AGE_S = 30 * 86_400;

/**
 * The header that carries the session's CSRF token (from /apilk/account/check/) on every state-changing account
 * call: the browser's base query sends it, the API's session guard compares it.
 */
export const CSRF_HEADER = "X-CSRF-Token";
