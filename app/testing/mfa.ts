import { signIn as serverSignIn } from "../../server/testing/sign-in.ts";
import { createTestApp as createServerApp, type TestApp } from "../../server/testing/test-app.ts";
import { removeMfa as serverRemoveMfa, totpCode as serverTotpCode } from "../../server/testing/totp.ts";

/**
 * The second factor in component and route tests (ADR 030): codes computed as an authenticator app would, and an
 * app whose employees can be signed in or stripped of their enrolment. Through server/testing, as the boundaries ask.
 */
export type MfaTestApp = TestApp;

/** The code an authenticator app shows for a base32 secret (or a demo employee's e-mail), `steps` from now. */
export function totpCode(secretOrEmail: string, steps = 0): string {
  return serverTotpCode(secretOrEmail, steps);
}

/** The seeded API over PGlite, with the page services the routes' loaders get. */
export function createTestApp(): Promise<MfaTestApp> {
  return createServerApp();
}

/** Signs in as a browser does (the demo code for an enrolled employee): the cookie header and the CSRF token. */
export function signIn(app: MfaTestApp, email: string) {
  return serverSignIn(app, email);
}

/** Takes the user's second factor away; answers the user's id. */
export function removeMfa(app: MfaTestApp, email: string): Promise<number> {
  return serverRemoveMfa(app, email);
}
