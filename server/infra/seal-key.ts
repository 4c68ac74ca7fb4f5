import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { serverKeys } from "../db/schema/system.ts";

const SEAL_KEY_NAME = "mfa-seal";

/**
 * The key that seals TOTP secrets (AES-256-GCM) and signs pending sign-ins (HMAC). It lives in `server_keys`,
 * as the sign-in RSA key does, so every instance opens what any instance sealed; the 32 random bytes sit in the
 * row's `private_pem` as base64 (the table holds key material, the column name is the RSA key's).
 */
export async function loadSealKey(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(serverKeys).where(eq(serverKeys.name, SEAL_KEY_NAME)))[0];
  const existing = await read();
  if (existing) return Buffer.from(existing.privatePem, "base64");
  await db
    .insert(serverKeys)
    .values({ name: SEAL_KEY_NAME, privatePem: randomBytes(32).toString("base64"), publicPem: "aes-256-gcm" })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error("the MFA seal key could not be stored");
  return Buffer.from(stored.privatePem, "base64");
}
