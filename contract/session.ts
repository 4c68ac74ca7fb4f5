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

/**
 * How long a session lives (ADR 027), in seconds: `idleS` without a request ends it, `absoluteS` after the sign-in
 * ends it whatever the activity. The lessor's staff hold more than a client's account, so theirs are shorter.
 */
export const SESSION_LIFETIMES = {
  client: { idleS: 30 * 60, absoluteS: 12 * 3600 },
  staff: { idleS: 15 * 60, absoluteS: 8 * 3600 },
} as const satisfies Record<"client" | "staff", { idleS: number; absoluteS: number }>;

/**
 * The cookie's Max-Age: the longest absolute lifetime, so the cookie never outlives every session it could carry.
 * The server decides each session's real end (idle and absolute, by role); the cookie only bounds it from above.
 */
export const SESSION_MAX_AGE_S = SESSION_LIFETIMES.client.absoluteS;

/** The browser warns this long before the idle timeout (ADR 027). */
export const SESSION_WARNING_S = 60;

/**
 * Sent as `1` on /apilk/account/check/ and /staff/api/session/: the answer tells the session's ends without the
 * request counting as activity, so the shells' timer that looks at them does not keep an idle session alive.
 */
export const SESSION_PEEK_HEADER = "X-Session-Peek";

/**
 * The header that carries the session's CSRF token (from /apilk/account/check/) on every state-changing account
 * call: the browser's base query sends it, the API's session guard compares it.
 */
export const CSRF_HEADER = "X-CSRF-Token";
