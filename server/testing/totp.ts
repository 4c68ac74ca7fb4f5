import { generateSync } from "otplib";
import { DEMO_TOTP_SECRETS } from "../db/demo-accounts.ts";

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
