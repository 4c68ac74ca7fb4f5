import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { DEMO_TOTP_SECRETS } from "../db/demo-accounts.ts";
import { users } from "../db/schema/accounts.ts";
import { userMfa } from "../db/schema/security.ts";
import type { TestApp } from "./test-app.ts";

/**
 * The TOTP code an authenticator app shows for `secretOrEmail` (a base32 secret, or a demo employee's e-mail) at
 * `steps` 30-second steps from now: the server accepts ±1 step and each step once, so a test that signs the same
 * person in twice within a step uses the next one.
 */
export function totpCode(secretOrEmail: string, steps = 0): string {
  const secret = DEMO_TOTP_SECRETS[secretOrEmail] ?? secretOrEmail;
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The value of cookie `name` among a response's Set-Cookie headers, as `name=value`; undefined when not set. */
export function setCookiePair(res: Response, name: string): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return undefined;
}

/** Takes a user's second factor away, as for an employee who has not enrolled yet (tests of the enrolment path). */
export async function removeMfa(app: TestApp, email: string): Promise<number> {
  const { db } = app.services.database;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  await db.delete(userMfa).where(eq(userMfa.userId, user.id));
  return user.id;
}
