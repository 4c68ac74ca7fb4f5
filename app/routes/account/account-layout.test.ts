import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { shouldRevalidate } from "./account-layout";

const args = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: new URL(from, "http://localhost"),
    nextUrl: new URL(to, "http://localhost"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe("the account layout's revalidation", () => {
  it("keeps the shell's data when a list's filters or page change", () => {
    expect(shouldRevalidate(args("/account/contracts", "/account/contracts?status=active"))).toBe(false);
    expect(shouldRevalidate(args("/account/accounting?page=1", "/account/accounting?page=2"))).toBe(false);
  });

  it("loads it again on another page, after a form and when asked (the profile switch)", () => {
    expect(shouldRevalidate(args("/account/contracts", "/account/settings"))).toBe(true);
    expect(shouldRevalidate(args("/account/settings", "/account/settings", { formMethod: "POST" }))).toBe(true);
    expect(shouldRevalidate(args("/account/contracts?x=1", "/account/contracts?x=1"))).toBe(true);
  });

  it("follows React Router where it would not load anyway", () => {
    expect(shouldRevalidate(args("/account/contracts", "/account/settings", { defaultShouldRevalidate: false }))).toBe(
      false,
    );
  });
});
