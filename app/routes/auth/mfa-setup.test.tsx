import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesContext } from "../../context";
import { createTestApp, type MfaTestApp, removeMfa, signIn, totpCode } from "../../testing/mfa";
import { middleware as staffGuard } from "../staff/staff-layout";
import { loader } from "./mfa-setup";

/**
 * An employee without a second factor (ADR 030): the back office's guard sends them to /login/mfa-setup with the
 * page asked for as `next`; the setup page keeps them there until it is on, then sends them on.
 */
let app: MfaTestApp;
beforeAll(async () => {
  app = await createTestApp();
}, 60_000);
afterAll(() => app?.close());

function args(path: string, cookie: string) {
  const url = new URL(path, "http://localhost");
  const request = new Request(url);
  request.headers.set("cookie", cookie);
  const context = new RouterContextProvider();
  context.set(servicesContext, app.pages);
  return { request, url, context, params: {}, unstable_pattern: "" };
}

/** The redirect a loader or middleware threw, as `Location`. */
async function thrownLocation(run: () => unknown): Promise<string | null> {
  try {
    await run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("an employee without the second factor", () => {
  it("is sent from the back office to enrol, and on to the page asked for once enrolled", async () => {
    const hr = { id: await removeMfa(app, "hr@example.com"), email: "hr@example.com", name: "" };
    const { cookie } = await signIn(app, "hr@example.com");

    const guard = staffGuard[0];
    if (!guard) throw new Error("the back office has no guard");
    const sent = await thrownLocation(() =>
      guard(args("/staff/tickets?status=new", cookie) as never, async () => new Response(null)),
    );
    expect(sent).toBe(`/login/mfa-setup?${new URLSearchParams({ next: "/staff/tickets?status=new" })}`);

    const page = await loader(args(sent ?? "", cookie) as never);
    expect(page).toMatchObject({ landing: "/staff/tickets?status=new", email: "hr@example.com" });

    // Enrolled (as the page does, through the service): the page sends the employee on, the guard lets them in.
    const secret = (await app.services.mfa.begin(hr))?.secret ?? "";
    const confirmed = await app.services.mfa.confirm(hr, totpCode(secret), {});
    expect(confirmed.ok).toBe(true);
    expect(await thrownLocation(() => loader(args(sent ?? "", cookie) as never))).toBe("/staff/tickets?status=new");
    expect(
      await thrownLocation(() => guard(args("/staff/tickets", cookie) as never, async () => new Response(null))),
    ).toBeNull();
  });

  it("signed out, the setup page sends to sign-in", async () => {
    expect(await thrownLocation(() => loader(args("/login/mfa-setup", "") as never))).toMatch(/^\/login\?next=/);
  });
});
