/**
 * The second factor in component and route tests (ADR 030): codes computed as an authenticator app would, and an
 * app whose employees can be signed in or stripped of their enrolment. Through server/testing, as the boundaries ask.
 */
export { signIn } from "../../server/testing/sign-in.ts";
export { createTestApp, type TestApp } from "../../server/testing/test-app.ts";
export { removeMfa, totpCode } from "../../server/testing/totp.ts";
