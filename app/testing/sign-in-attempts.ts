import { authenticate, postAuth } from "../../server/testing/sign-in.ts";
import type { TestApp } from "../../server/testing/test-app.ts";

/**
 * Sign-in attempts against a component test's API (a wrong password, a full sign-in with the second factor), for
 * screens that show what those attempts recorded: app code reaches server/testing only through app/testing.
 */
export function signInAttempt(app: TestApp, email: string, password: string): Promise<Response> {
  return postAuth(app, email, password);
}

export function signInFully(app: TestApp, email: string): Promise<Response> {
  return authenticate(app, email);
}
