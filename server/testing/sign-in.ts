import { constants, publicEncrypt } from "node:crypto";
import type { TestApp } from "./test-app.ts";

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

/** Signs in and returns the cookie header and CSRF token a client would hold. */
export async function signIn(app: TestApp, email: string, password = "Demo-2026") {
  const res = await postAuth(app, email, password);
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const check = await app.api.request("/apilk/account/check/", { headers: { cookie } });
  const { csrfToken } = (await check.json()) as { csrfToken: string };
  return { cookie, csrfToken };
}
