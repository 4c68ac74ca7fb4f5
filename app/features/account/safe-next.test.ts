import { describe, expect, it } from "vitest";
import { landingAfterSignIn, safeNext, signInPath } from "./safe-next";

describe("landingAfterSignIn", () => {
  it("takes an employee to the back office, or to the back office page they were asked for", () => {
    expect(landingAfterSignIn("staff", "/account")).toBe("/staff");
    expect(landingAfterSignIn("staff", "/account/contracts")).toBe("/staff");
    expect(landingAfterSignIn("staff", "/catalog")).toBe("/staff");
    expect(landingAfterSignIn("staff", "/staff/tickets?status=new")).toBe("/staff/tickets?status=new");
    expect(landingAfterSignIn("staff", "/staff")).toBe("/staff");
    expect(landingAfterSignIn("staff", "/staffing")).toBe("/staff");
  });

  it("takes a client where they were going, but never into the back office", () => {
    expect(landingAfterSignIn("client", "/account/contracts")).toBe("/account/contracts");
    expect(landingAfterSignIn("client", "/catalog")).toBe("/catalog");
    expect(landingAfterSignIn("client", "/staff/tickets")).toBe("/account");
    expect(landingAfterSignIn("client", "/staff")).toBe("/account");
  });
});

describe("safeNext", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeNext("/account")).toBe("/account");
    expect(safeNext("/account/contracts?page=2")).toBe("/account/contracts?page=2");
  });

  it("refuses anything that could leave the site", () => {
    for (const bad of [null, "", "account", "//evil.example", "/\\evil.example", "https://evil.example", "/a\nb"]) {
      expect(safeNext(bad)).toBe("/account");
    }
    // Paths that become `//evil.example` once normalised: a dot segment, a tab or newline the URL parser drops.
    for (const bad of ["/.//evil.example", "/./\\evil.example", "/\t/evil.example", "/\r\n/evil.example"]) {
      expect(safeNext(bad), JSON.stringify(bad)).toBe("/account");
    }
  });

  it("percent-encodes what a Location header cannot hold: non-Latin letters, spaces", () => {
    expect(safeNext("/а")).toBe("/%D0%B0");
    expect(safeNext("/account/contracts?search=ЛД-1 2#итог")).toBe(
      "/account/contracts?search=%D0%9B%D0%94-1%202#%D0%B8%D1%82%D0%BE%D0%B3",
    );
    expect(safeNext("/a%0db")).toBe("/a%0db");
  });

  it("refuses control characters, C1 and bidi overrides included", () => {
    for (const bad of ["/a\rb", "/a\u0000b", "/a\u0085b", "/a\u202eb", "/a\u2066b", "/a\u007fb"]) {
      expect(safeNext(bad), JSON.stringify(bad)).toBe("/account");
    }
  });

  it("does not send a person back to the sign-in page", () => {
    expect(safeNext("/login")).toBe("/account");
    expect(safeNext("/login/key?KEY=x")).toBe("/account");
    expect(safeNext("/login?next=/account")).toBe("/account");
    expect(safeNext("/./login")).toBe("/account");
  });

  it("lets a cession invitation's page be returned to after signing in", () => {
    expect(safeNext("/login/cession?key=abc")).toBe("/login/cession?key=abc");
    expect(safeNext("/login/cessionx?key=abc")).toBe("/account");
  });
});

describe("signInPath", () => {
  it("carries the page to come back to", () => {
    expect(signInPath("/account/contracts?page=2")).toBe("/login?next=%2Faccount%2Fcontracts%3Fpage%3D2");
    expect(signInPath("/account")).toBe("/login?next=%2Faccount");
  });
});
