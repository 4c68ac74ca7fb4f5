import { describe, expect, it } from "vitest";
import { addressBucket } from "./rate-limiter.ts";

describe("addressBucket", () => {
  it("counts an IPv4 client by its address", () => {
    expect(addressBucket("lead", "203.0.113.7")).toBe("lead:203.0.113.7");
  });

  it("counts an IPv6 client by its /64, however the rest of the address varies", () => {
    const bucket = addressBucket("signin:ip", "2001:db8:a:b:1:2:3:4");
    expect(bucket).toBe("signin:ip:2001:db8:a:b::/64");
    expect(addressBucket("signin:ip", "2001:db8:a:b::9")).toBe(bucket);
    expect(addressBucket("signin:ip", "2001:0db8:000a:000b:ffff::")).toBe(bucket);
    expect(addressBucket("signin:ip", "2001:db8:a:c::1")).not.toBe(bucket);
  });

  it("expands short forms before cutting", () => {
    expect(addressBucket("x", "::1")).toBe("x:0:0:0:0::/64");
    expect(addressBucket("x", "2001:db8::")).toBe("x:2001:db8:0:0::/64");
    expect(addressBucket("x", "fe80::1%eth0")).toBe("x:fe80:0:0:0::/64");
  });

  it("keeps names that are not addresses (in-process requests) as they are", () => {
    expect(addressBucket("suggest", "local")).toBe("suggest:local");
  });
});
