import { describe, expect, it } from "vitest";
import { safeNext, signInPath } from "./safe-next";

describe("safeNext", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeNext("/account")).toBe("/account");
    expect(safeNext("/account/contracts?page=2")).toBe("/account/contracts?page=2");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [null, "", "account", "//evil.example", "/\\evil.example", "https://evil.example", "/a\nb"]) {
      expect(safeNext(bad)).toBe("/account");
    }
  });

  it("does not send a person back to the sign-in page", () => {
    expect(safeNext("/login")).toBe("/account");
    expect(safeNext("/login/key?KEY=x")).toBe("/account");
  });
});

describe("signInPath", () => {
  it("carries the page to come back to", () => {
    expect(signInPath("/account/contracts?page=2")).toBe("/login?next=%2Faccount%2Fcontracts%3Fpage%3D2");
    expect(signInPath("/account")).toBe("/login?next=%2Faccount");
  });
});
