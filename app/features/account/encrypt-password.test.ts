import { constants, generateKeyPairSync, privateDecrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { bytesToBase64, encryptPassword, pemToDer } from "./encrypt-password";

describe("encryptPassword", () => {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });

  it("produces RSA-OAEP (SHA-256) ciphertext the server decrypts", async () => {
    const password = "Demo-2026 пароль ✓";
    const cipher = await encryptPassword(password, publicKey);
    const plain = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      Buffer.from(cipher, "base64"),
    );
    expect(plain.toString("utf8")).toBe(password);
  });

  it("encrypts the same password differently each time (OAEP is randomised)", async () => {
    expect(await encryptPassword("x", publicKey)).not.toBe(await encryptPassword("x", publicKey));
  });

  it("converts PEM and base64 without losing bytes", () => {
    const der = new Uint8Array(pemToDer(publicKey));
    expect(der[0]).toBe(0x30);
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(Buffer.from(bytesToBase64(bytes), "base64").equals(Buffer.from(bytes))).toBe(true);
  });
});
