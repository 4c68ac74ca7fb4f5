import { describe, expect, it } from "vitest";
import { forwardedClientAddress, normalizeAddress } from "./forwarded-for.ts";

const PEER = "10.0.0.5"; // the load balancer, as the socket sees it

describe("forwardedClientAddress", () => {
  it("ignores the header when no proxy is trusted: a client cannot pick its own address", () => {
    expect(forwardedClientAddress(PEER, "203.0.113.7", 0)).toBe(PEER);
    expect(forwardedClientAddress(PEER, "203.0.113.7, 198.51.100.1", 0)).toBe(PEER);
  });

  it("gives the socket peer when there is no header (or an empty one)", () => {
    expect(forwardedClientAddress(PEER, undefined, 1)).toBe(PEER);
    expect(forwardedClientAddress(PEER, "", 1)).toBe(PEER);
    expect(forwardedClientAddress(PEER, " , ,", 1)).toBe(PEER);
  });

  it("behind one proxy takes the rightmost entry, the one the proxy wrote", () => {
    expect(forwardedClientAddress(PEER, "203.0.113.7", 1)).toBe("203.0.113.7");
  });

  it("never reads entries left of the trusted ones: spoofed extras change nothing", () => {
    // The client sent «X-Forwarded-For: 1.1.1.1, 2.2.2.2»; our proxy appended the real address.
    expect(forwardedClientAddress(PEER, "1.1.1.1, 2.2.2.2, 203.0.113.7", 1)).toBe("203.0.113.7");
    // Two trusted proxies: the outer one wrote the client, the inner one the outer proxy.
    expect(forwardedClientAddress(PEER, "1.1.1.1, 203.0.113.7, 10.0.0.9", 2)).toBe("203.0.113.7");
  });

  it("with fewer entries than trusted hops takes the leftmost, which a trusted proxy still wrote", () => {
    expect(forwardedClientAddress(PEER, "10.0.0.9", 2)).toBe("10.0.0.9");
    expect(forwardedClientAddress(PEER, "203.0.113.7, 10.0.0.9", 3)).toBe("203.0.113.7");
  });

  it("reads entries with any spacing, and repeated headers as Node joins them", () => {
    expect(forwardedClientAddress(PEER, "  1.1.1.1 ,203.0.113.7  ", 1)).toBe("203.0.113.7");
    expect(forwardedClientAddress(PEER, "1.1.1.1,203.0.113.7,10.0.0.9", 2)).toBe("203.0.113.7");
    expect(forwardedClientAddress(PEER, "1.1.1.1, 203.0.113.7, , 10.0.0.9", 2)).toBe("203.0.113.7");
  });

  it("takes IPv6 entries, with or without brackets and port, in one spelling", () => {
    expect(forwardedClientAddress(PEER, "2001:DB8:0:0::1", 1)).toBe("2001:db8::1");
    expect(forwardedClientAddress(PEER, "1.1.1.1, [2001:db8::1]:443", 1)).toBe("2001:db8::1");
    expect(forwardedClientAddress("::1", "2001:db8::7, ::ffff:10.0.0.9", 2)).toBe("2001:db8::7");
  });

  it("falls back to the peer when the trusted entry is not an address", () => {
    expect(forwardedClientAddress(PEER, "unknown", 1)).toBe(PEER);
    expect(forwardedClientAddress(PEER, "203.0.113.7, _hidden", 1)).toBe(PEER);
    expect(forwardedClientAddress(PEER, "203.0.113.7, 999.1.1.1", 1)).toBe(PEER);
  });

  it("keeps a peer without a socket address as it is", () => {
    expect(forwardedClientAddress("local", undefined, 0)).toBe("local");
    expect(forwardedClientAddress("local", "203.0.113.7", 1)).toBe("203.0.113.7");
  });
});

describe("normalizeAddress", () => {
  it("gives one spelling per address", () => {
    expect(normalizeAddress("203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("::FFFF:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8::1");
    expect(normalizeAddress("::1")).toBe("::1");
    expect(normalizeAddress("FE80::1%eth0")).toBe("fe80::1%eth0");
  });

  it("refuses what is not an IP address", () => {
    for (const raw of ["", "unknown", "example.com", "1.2.3", "01.2.3.4", "1.2.3.4.5", "[1.2.3.4", "2001:db8::1:80:"]) {
      expect(normalizeAddress(raw), raw).toBeNull();
    }
  });
});
