import { SESSION_MAX_AGE_S, sessionCookie } from "../../../contract/session.ts";

/** The session cookie's value from a request's Cookie header, for server-side loaders and middleware. */
export function readSessionToken(request: Request, nodeEnv: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const { name } = sessionCookie(nodeEnv);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The Set-Cookie value for a session opened by a loader (sign-in by one-time key), with the
 * attributes the API sets: HttpOnly, SameSite=Lax, Secure (and `__Host-` named) in production, 30 days.
 */
export function sessionSetCookie(token: string, nodeEnv: string): string {
  const { name, secure } = sessionCookie(nodeEnv);
  const parts = [
    `${name}=${encodeURIComponent(token)}`,
    `Max-Age=${SESSION_MAX_AGE_S}`,
    "Path=/",
    "HttpOnly",
    ...(secure ? ["Secure"] : []),
    "SameSite=Lax",
  ];
  return parts.join("; ");
}
