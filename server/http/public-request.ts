import { trustedEntry } from "../api/forwarded-for.ts";

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

/**
 * The request as the visitor made it. Behind a proxy that ends TLS the app sees `http://internal-host/…`
 * while the browser says `Origin: https://leasing-auto.ru`; React Router's check of page form posts compares
 * the two and refuses every post. With TRUST_PROXY set, the scheme and host our outermost proxy recorded
 * (X-Forwarded-Proto, X-Forwarded-Host, read like X-Forwarded-For) replace the socket's; without it, or with
 * values that are not a scheme and a host name, the request stays as it came.
 */
export function publicRequest(
  request: Request,
  forwarded: { proto?: string; host?: string },
  trustedHops: number,
): Request {
  const proto = trustedEntry(forwarded.proto, trustedHops)?.toLowerCase();
  const host = trustedEntry(forwarded.host, trustedHops);
  const url = new URL(request.url);
  if (proto === "http" || proto === "https") url.protocol = `${proto}:`;
  if (host && HOST.test(host)) {
    url.host = host;
    // The socket's port is not the visitor's: the forwarded host names its own, or the scheme's default.
    if (!host.includes(":")) url.port = "";
  }
  if (url.href === request.url) return request;
  return new Request(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    // A streamed body (a form post) must say so to be passed on.
    ...(request.body ? { duplex: "half" } : {}),
  } as RequestInit);
}
