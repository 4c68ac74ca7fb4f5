import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Services } from "../domain/services.ts";
import type { ApiEnv } from "./api-env.ts";
import { clientAddress } from "./client-address.ts";

/** A handler that answers the address it was given, under a TRUST_PROXY setting. */
function echo(trustProxy: number) {
  const services = { env: { TRUST_PROXY: trustProxy } } as unknown as Services;
  return new Hono<ApiEnv>()
    .use(async (c, next) => {
      c.set("services", services);
      await next();
    })
    .get("/", (c) => c.text(clientAddress(c)));
}

async function addressSeen(trustProxy: number, forwardedFor?: string) {
  const res = await echo(trustProxy).request("/", {
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  return res.text();
}

describe("clientAddress", () => {
  it("ignores X-Forwarded-For with TRUST_PROXY off (in-process requests have no socket: «local»)", async () => {
    expect(await addressSeen(0, "203.0.113.7")).toBe("local");
  });

  it("reads X-Forwarded-For the configured number of hops from the right", async () => {
    expect(await addressSeen(1, "1.1.1.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await addressSeen(2, "1.1.1.1, 203.0.113.7, 10.0.0.9")).toBe("203.0.113.7");
    expect(await addressSeen(1)).toBe("local");
  });
});
