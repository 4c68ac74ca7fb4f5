/**
 * The client account's session cookie, one definition for both sides: the API sets and reads it
 * (server/api/session-cookie.ts), the one-time-key sign-in page sets it and the account loaders read it
 * (app/features/account/session-token.ts). HttpOnly, SameSite=Lax, Secure in production.
 */
export const SESSION_COOKIE = "lk_session";

/** How long a session lives, in seconds: the cookie's Max-Age and the stored session's expiry alike. */
export const SESSION_MAX_AGE_S = 30 * 86_400;

/**
 * The header that carries the session's CSRF token (from /apilk/account/check/) on every state-changing account
 * call: the browser's base query sends it, the API's session guard compares it.
 */
export const CSRF_HEADER = "X-CSRF-Token";
