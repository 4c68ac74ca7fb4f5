import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { deviceCookie, mfaPendingCookie } from "../../contract/mfa.ts";
import { DEVICE_COOKIE_MAX_AGE_S } from "../domain/auth/devices.ts";
import { MFA_PENDING_TTL_MS } from "../domain/auth/mfa-service.ts";
import type { ApiEnv } from "./api-env.ts";

const nodeEnv = (c: Context<ApiEnv>) => c.var.services.env.NODE_ENV;

/** The browser's device token (ADR 030), if it holds one. */
export function readDeviceToken(c: Context<ApiEnv>): string | undefined {
  return getCookie(c, deviceCookie(nodeEnv(c)).name);
}

/** The device cookie lives a year, HttpOnly: pages' scripts never see it; it names the browser, not a session. */
export function writeDeviceCookie(c: Context<ApiEnv>, token: string): void {
  const { name, secure } = deviceCookie(nodeEnv(c));
  setCookie(c, name, token, { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: DEVICE_COOKIE_MAX_AGE_S });
}

export function readPendingToken(c: Context<ApiEnv>): string | undefined {
  return getCookie(c, mfaPendingCookie(nodeEnv(c)).name);
}

/**
 * The pending sign-in between the password and the code: HttpOnly, SameSite=Strict (only our own sign-in page
 * sends it on), five minutes.
 */
export function writePendingCookie(c: Context<ApiEnv>, token: string): void {
  const { name, secure } = mfaPendingCookie(nodeEnv(c));
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: "Strict",
    secure,
    path: "/",
    maxAge: Math.floor(MFA_PENDING_TTL_MS / 1000),
  });
}

export function clearPendingCookie(c: Context<ApiEnv>): void {
  const { name, secure } = mfaPendingCookie(nodeEnv(c));
  deleteCookie(c, name, { path: "/", secure });
}
