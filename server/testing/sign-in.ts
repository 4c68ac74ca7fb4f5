import { constants, publicEncrypt } from "node:crypto";
import type { TestApp } from "./test-app.ts";
import { setCookiePair, totpCode } from "./totp.ts";

/** A password encrypted the way the browser does it (RSA-OAEP, SHA-256) with the API's SPKI key, base64. */
export function encryptWithKey(publicKey: string, password: string): string {
  return publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
    Buffer.from(password),
  ).toString("base64");
}

/** The same with the key the in-process API hands out. */
export async function encryptPassword(app: TestApp, password: string): Promise<string> {
  const res = await app.api.request("/api/account/key/");
  const { publicKey } = (await res.json()) as { publicKey: string };
  return encryptWithKey(publicKey, password);
}

export async function postAuth(app: TestApp, email: string, password: string, headers: Record<string, string> = {}) {
  return app.api.request("/api/account/auth/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email, password: await encryptPassword(app, password) }),
  });
}

/**
 * The device cookie each (app, e-mail) got at its first sign-in with a code: later sign-ins of the same person in
 * the same app come from that «remembered» browser and skip the code, so a test file can sign an employee in as
 * often as it likes (a TOTP step is accepted once).
 */
const rememberedDevices = new WeakMap<TestApp, Map<string, string>>();

/**
 * The second step for a 202 answer: the demo employee's TOTP code (the next step's when this one was used by an
 * earlier sign-in), «remember this device» ticked. Answers the final response.
 */
export async function answerChallenge(app: TestApp, email: string, challenge: Response): Promise<Response> {
  const pending = setCookiePair(challenge, "lk_mfa") ?? "";
  const device = setCookiePair(challenge, "lk_device") ?? "";
  let res = challenge;
  for (const steps of [0, 1, -1]) {
    res = await app.api.request("/api/account/auth/code/", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: [pending, device].join("; ") },
      body: JSON.stringify({ code: totpCode(email, steps), remember: true }),
    });
    if (res.status !== 401) break;
  }
  if (res.status === 200) {
    const known = rememberedDevices.get(app) ?? new Map<string, string>();
    known.set(email, device);
    rememberedDevices.set(app, known);
  }
  return res;
}

/**
 * The whole sign-in as a browser makes it: the password, then, when the account has a second factor, the demo TOTP
 * code. Answers the last response (200 with the session cookie first among its Set-Cookie headers, or the refusal).
 */
export async function authenticate(app: TestApp, email: string, password = "Demo-2026"): Promise<Response> {
  const device = rememberedDevices.get(app)?.get(email);
  const res = await postAuth(app, email, password, device ? { cookie: device } : {});
  return res.status === 202 ? answerChallenge(app, email, res) : res;
}

/** Signs in (with the demo TOTP code when the account has a second factor) and returns the cookie and CSRF token. */
export async function signIn(app: TestApp, email: string, password = "Demo-2026") {
  const res = await authenticate(app, email, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const check = await app.api.request("/apilk/account/check/", { headers: { cookie } });
  const { csrfToken } = (await check.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}
