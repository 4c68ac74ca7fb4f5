/**
 * Encrypts the password in the browser before it leaves the page: RSA-OAEP with SHA-256 under the
 * server's SPKI public key (GET /api/account/key/), base64 of the ciphertext, as POST /api/account/auth/ expects.
 */
export class EncryptionUnavailableError extends Error {
  constructor() {
    super(
      "Браузер не может зашифровать пароль: откройте сайт по защищённому соединению (HTTPS) в современном браузере",
    );
    this.name = "EncryptionUnavailableError";
  }
}

/** The DER bytes inside a PEM block ("-----BEGIN PUBLIC KEY-----"). */
export function pemToDer(pem: string): ArrayBuffer {
  const body = pem
    .replace(/-----(BEGIN|END) [A-Z ]+-----/g, "")
    .replace(/\s+/g, "")
    .trim();
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** WebCrypto exists only in secure contexts (HTTPS, localhost). */
export function canEncryptPassword(): boolean {
  return typeof globalThis.crypto !== "undefined" && typeof globalThis.crypto.subtle !== "undefined";
}

export async function encryptPassword(password: string, publicKeyPem: string): Promise<string> {
  if (!canEncryptPassword()) throw new EncryptionUnavailableError();
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey("spki", pemToDer(publicKeyPem), { name: "RSA-OAEP", hash: "SHA-256" }, false, [
    "encrypt",
  ]);
  const cipher = await subtle.encrypt({ name: "RSA-OAEP" }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
