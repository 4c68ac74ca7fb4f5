import { encryptWithKey } from "../../server/testing/sign-in.ts";
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

/** The session cookie of a signed-in demo client. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await postAuth(email, password);
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return res.headers.get("set-cookie")?.split(";")[0] ?? "";
}
