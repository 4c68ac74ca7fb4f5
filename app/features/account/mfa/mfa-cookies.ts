import { deviceCookie, mfaPendingCookie } from "../../../../contract/mfa.ts";

/** The value of cookie `name` in a request's Cookie header, for server-side loaders and actions. */
export function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether the browser holds a pending sign-in (the password step was passed within 5 minutes, ADR 030). */
export function hasPendingSignIn(request: Request, nodeEnv: string): boolean {
  return Boolean(readCookie(request, mfaPendingCookie(nodeEnv).name));
}

export function readDeviceToken(request: Request, nodeEnv: string): string | undefined {
  return readCookie(request, deviceCookie(nodeEnv).name);
}

function cookieLine(name: string, value: string, o: { maxAge: number; secure: boolean; sameSite: "Lax" | "Strict" }) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${o.maxAge}`,
    "Path=/",
    "HttpOnly",
    ...(o.secure ? ["Secure"] : []),
    `SameSite=${o.sameSite}`,
  ].join("; ");
}

/**
 * The Set-Cookie lines of a code challenge answered by a page's action (the sign-in link posted without
 * JavaScript), with the attributes the API sets (server/api/mfa-cookies.ts): the pending sign-in and the device.
 */
export function challengeSetCookies(
  challenge: { pendingToken: string; expiresAt: Date; deviceToken: string },
  nodeEnv: string,
): string[] {
  const pending = mfaPendingCookie(nodeEnv);
  const pendingAge = Math.max(0, Math.floor((challenge.expiresAt.getTime() - Date.now()) / 1000));
  return [
    cookieLine(pending.name, challenge.pendingToken, {
      maxAge: pendingAge,
      secure: pending.secure,
      sameSite: "Strict",
    }),
    ...deviceSetCookie(challenge.deviceToken, nodeEnv),
  ];
}

/** The device cookie's Set-Cookie line: a year, HttpOnly (ADR 030). */
export function deviceSetCookie(deviceToken: string, nodeEnv: string): string[] {
  const device = deviceCookie(nodeEnv);
  return [cookieLine(device.name, deviceToken, { maxAge: 365 * 86_400, secure: device.secure, sameSite: "Lax" })];
}
