import { describe, expect, it } from "vitest";
import { loadEnv } from "./env.ts";

describe("TRUST_PROXY", () => {
  it("is off unless set: X-Forwarded-For is ignored", () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "off" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "OFF" }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
  });

  it("takes the number of trusted proxies", () => {
    expect(loadEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: " 2 " }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: "10" }).TRUST_PROXY).toBe(10);
  });

  it("refuses anything else on start with a message that says what to write", () => {
    for (const value of ["true", "yes", "-1", "1.5", "11", "100", "1,2", "10.0.0.0/8"]) {
      expect(() => loadEnv({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be "off" or the number of trusted proxies in front of the app \(1–10\)/,
      );
    }
  });
});
