import { invitedCessionPart } from "../../server/testing/cession-invite.ts";
import { signIn as serverSignIn } from "../../server/testing/sign-in.ts";
import { createTestApp as createServerApp, type TestApp } from "../../server/testing/test-app.ts";

/**
 * The cession invitation page's tests (issue 12): the seeded API over PGlite, a part invited by a key, and a
 * browser's sign-in. Through server/testing, as the boundaries ask.
 */
export type CessionInviteTestApp = TestApp;

export function createTestApp(): Promise<CessionInviteTestApp> {
  return createServerApp();
}

/** A draft cession of ООО «СтройТехМонтаж» whose part is invited by the answered key. */
export function invitedPart(app: CessionInviteTestApp, part: Parameters<typeof invitedCessionPart>[1]) {
  return invitedCessionPart(app, part);
}

/** Signs in as a browser does: the cookie header and the CSRF token. */
export function signIn(app: CessionInviteTestApp, email: string) {
  return serverSignIn(app, email);
}
