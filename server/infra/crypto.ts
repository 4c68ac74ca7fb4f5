import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: object,
) => Promise<Buffer>;
const generateKeyPairAsync = promisify(generateKeyPair);

// N=2^15, r=8, p=1: OWASP's minimum for scrypt; needs 32 MiB, so raise maxmem.
const SCRYPT = { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** `scrypt$N$r$p$salt$hash`, base64 parts: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize("NFKC"), salt, 32, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64"), hash.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split("$");
  if (alg !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await scryptAsync(password.normalize("NFKC"), Buffer.from(salt, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: SCRYPT.maxmem,
  });
  return timingSafeEqual(actual, expected);
}

export async function generateRsaKeyPair(): Promise<{ publicPem: string; privatePem: string }> {
  const { publicKey, privateKey } = await generateKeyPairAsync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return { publicPem: publicKey, privatePem: privateKey };
}

/** RSA-OAEP with SHA-256, as WebCrypto's `{ name: "RSA-OAEP", hash: "SHA-256" }` encrypts. Null when it cannot be decrypted. */
export function decryptOaep(privateKey: string | KeyObject, base64: string): string | null {
  try {
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(base64, "base64"),
    );
    return plain.toString("utf8");
  } catch {
    return null;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * AES-256-GCM: seals a short secret (a TOTP key) under a 32-byte key as `v1.<iv>.<ciphertext>.<tag>` (base64url).
 * A fresh 12-byte IV per seal; the tag makes a tampered value fail to open rather than open to something else.
 */
export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The clear text of `seal`'s output, or null when it was sealed under another key or altered. */
export function unseal(key: Buffer, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== "v1" || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of `value` under `key`, base64url (signed short-lived tokens). */
export function hmac(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** Compares two strings in time independent of where they differ (false when lengths differ). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
