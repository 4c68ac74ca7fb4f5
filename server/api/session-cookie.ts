import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SESSION_MAX_AGE_S, sessionCookie } from "../../contract/session.ts";
import type { ApiEnv } from "./api-env.ts";

function cookieOf(c: Context<ApiEnv>) {
  return sessionCookie(c.var.services.env.NODE_ENV);
}

export function readSessionToken(c: Context<ApiEnv>): string | undefined {
  return getCookie(c, cookieOf(c).name);
}

export function writeSessionCookie(c: Context<ApiEnv>, token: string): void {
  const { name, secure } = cookieOf(c);
  setCookie(c, name, token, { httpOnly: true, sameSite: "Lax", secure, path: "/", maxAge: SESSION_MAX_AGE_S });
}

export function clearSessionCookie(c: Context<ApiEnv>): void {
  const { name, secure } = cookieOf(c);
  deleteCookie(c, name, { path: "/", secure });
  // Account answers are no-store, but a browser may still hold documents it downloaded (contract PDFs, policies):
  // the cache goes with the session. Local storage stays: it keeps the visitor's city, favourites and comparison,
  // which belong to the device, not to the account.
  c.header("Clear-Site-Data", '"cache"');
}
