import { invitedClient as invitedServerClient } from "../../server/testing/client-welcome.ts";
import { createTestApp as createServerApp, type TestApp } from "../../server/testing/test-app.ts";

/**
 * The welcome page's tests (issue 15): the seeded API over PGlite and a client opened by the back office with its
 * e-mailed key. Through server/testing, as the boundaries ask.
 */
export type WelcomeTestApp = TestApp;

export function createTestApp(): Promise<WelcomeTestApp> {
  return createServerApp();
}

/** A company's account opened by the back office with `email` as its first user: the welcome link's key. */
export function invitedClient(app: WelcomeTestApp, email: string): Promise<string> {
  return invitedServerClient(app, email);
}
