import { isIP } from "node:net";

/**
 * The client's address, given the socket peer, the X-Forwarded-For header and how many proxies
 * in front of the app are ours (TRUST_PROXY).
 *
 * Every proxy appends the address it received the request from. With N trusted proxies the socket
 * peer is the innermost one, the last N − 1 entries were written by the others, and the N-th entry
 * from the right is what the outermost one saw: the client. Entries further left came with the
 * request and say whatever the client wants, so they are never read. With 0 hops the header is
 * ignored altogether: a client talking to the app directly could otherwise pick its own address
 * (and with it a fresh rate-limit bucket for every request).
 *
 * Fewer entries than hops means the request entered the chain past its outer end (from inside the
 * network); the leftmost entry was then still written by one of our proxies, so it is the answer.
 * An entry that is not an IP address (`unknown`, an obfuscated RFC 7239 name) gives the peer: the
 * proxy's address is a safe, if shared, bucket.
 */
export function forwardedClientAddress(peer: string, forwardedFor: string | undefined, trustedHops: number): string {
  const own = normalizeAddress(peer) ?? peer;
  const chosen = trustedEntry(forwardedFor, trustedHops);
  return (chosen && normalizeAddress(chosen)) ?? own;
}

/**
 * The entry of an X-Forwarded-* list our outermost proxy wrote: the N-th from the right with N trusted hops
 * (the leftmost when there are fewer), never one further left, which the client could have sent. Undefined
 * with no trusted hops or no entries. Proxies that overwrite the header instead of appending leave one entry,
 * which this reads too.
 */
export function trustedEntry(header: string | undefined, trustedHops: number): string | undefined {
  if (trustedHops <= 0 || !header) return undefined;
  // Node joins repeated headers with ", ", so one split reads them all in order.
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - trustedHops)];
}

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::\d+)?$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * One spelling per address, so that one client gets one rate-limit bucket: ports dropped (some
 * balancers write `203.0.113.7:51234` or `[2001:db8::1]:443`), IPv4-mapped IPv6 (`::ffff:…`, how a
 * dual-stack socket shows an IPv4 peer) as plain IPv4, IPv6 in its compressed lower-case form.
 * Null for anything that is not an IP address.
 */
export function normalizeAddress(raw: string): string | null {
  let address = raw.trim();
  address = BRACKETED_IPV6.exec(address)?.[1] ?? IPV4_WITH_PORT.exec(address)?.[1] ?? address;
  address = IPV4_MAPPED.exec(address)?.[1] ?? address;
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return null;
  // A zone index (`fe80::1%eth0`) is not valid in a URL; such link-local peers are kept as written.
  if (address.includes("%")) return address.toLowerCase();
  return new URL(`http://[${address}]/`).hostname.slice(1, -1);
}
