import { encryptWithKey } from "../../server/testing/sign-in.ts";
import { totpCode } from "../../server/testing/totp.ts";
import { baseUrl } from "./browser.ts";

/** The password encrypted as README.md describes: the server's RSA-OAEP (SHA-256) key, base64. */
export async function encryptPassword(password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/account/key/`);
  const { alg, publicKey } = (await res.json()) as { alg: string; publicKey: string };
  if (alg !== "RSA-OAEP-256") throw new Error(`unexpected key algorithm ${alg}`);
  return encryptWithKey(publicKey, password);
}

/** POST /api/account/auth/ as a script would send it. */
export async function postAuth(email: string, password: string): Promise<Response> {
  return fetch(`${baseUrl()}/api/account/auth/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: await encryptPassword(password) }),
  });
}

/** The `name=value` pair of the cookie whose name ends with `suffix` (`lk_mfa`, also as `__Host-lk_mfa`). */
function cookiePair(res: Response, suffix: string): string {
  return (
    res.headers
      .getSetCookie()
      .find((h) => (h.split("=")[0] ?? "").endsWith(suffix))
      ?.split(";")[0] ?? ""
  );
}

/** Resolves at the start of the next 30-second TOTP step. */
export function nextTotpStep(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
}

/**
 * The code step of a sign-in (ADR 030) with the demo employee's TOTP code. The server takes each 30-second step
 * once, and other files sign the same employees in: when this step's and the next one's codes are both used, it
 * waits for a fresh step.
 */
async function answerWithCode(email: string, challenge: Response): Promise<Response> {
  const cookie = [cookiePair(challenge, "lk_mfa"), cookiePair(challenge, "lk_device")].join("; ");
  for (let round = 0; round < 3; round++) {
    for (const steps of [0, 1]) {
      const res = await fetch(`${baseUrl()}/api/account/auth/code/`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ code: totpCode(email, steps) }),
      });
      if (res.status !== 401) return res;
    }
    await nextTotpStep();
  }
  throw new Error(`no fresh TOTP step for ${email}`);
}

/** The session cookie of a signed-in demo person (an employee answers the code step with the demo secret). */
export async function sessionCookie(email: string, password: string): Promise<string> {
  let res = await postAuth(email, password);
  if (res.status === 202) res = await answerWithCode(email, res);
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}
