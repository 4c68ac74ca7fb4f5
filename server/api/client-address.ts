import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { ApiEnv } from "./api-env.ts";
import { forwardedClientAddress } from "./forwarded-for.ts";

/**
 * The client's address for rate limits, under the server's TRUST_PROXY setting: the socket peer,
 * or behind that many trusted proxies the address they recorded in X-Forwarded-For (forwarded-for.ts).
 */
export function clientAddress(c: Context<ApiEnv>): string {
  return clientAddressBehind(c, c.var.services.env.TRUST_PROXY);
}

/** The same for a context without the API's services (the page handler in server/http/site-app.ts). */
export function clientAddressBehind(c: Context, trustedHops: number): string {
  return forwardedClientAddress(peerAddress(c), c.req.header("x-forwarded-for"), trustedHops);
}

/** The peer address of the socket; "local" for in-process requests (tests) that have none. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "local";
  } catch {
    return "local";
  }
}
