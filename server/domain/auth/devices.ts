import { and, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userDevices } from "../../db/schema/security.ts";
import { randomToken, sha256 } from "../../infra/crypto.ts";

/** ASVS 5.0 6.5: a device may skip the second factor for 30 days at most after a code was entered on it. */
export const REMEMBER_DEVICE_DAYS = 30;
export const REMEMBER_DEVICE_MS = REMEMBER_DEVICE_DAYS * 86_400_000;

/** The device cookie's life: a year, so that a returning browser is recognised and not reported as new. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 86_400;

/** A device token as the cookie carries it: 43 base64url characters; anything else is treated as no cookie. */
export function validDeviceToken(token: string | undefined | null): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** A fresh random token for a browser that has none. */
export function newDeviceToken(): string {
  return randomToken();
}

/** Whether the second factor is waived for this user on this device (a code entered here within 30 days). */
export async function deviceRemembered(db: Db, userId: number, token: string | undefined): Promise<boolean> {
  if (!validDeviceToken(token)) return false;
  const [row] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(
      and(
        eq(userDevices.userId, userId),
        eq(userDevices.deviceHash, sha256(token)),
        gt(userDevices.mfaRememberedUntil, new Date()),
      ),
    );
  return Boolean(row);
}

/**
 * Notes a completed sign-in from a device. Answers whether the device is new to the user and whether the user had
 * signed in from another device before (a first sign-in ever is new but reports nothing unusual). With `remember`
 * the second factor is waived on the device for 30 days from now — never longer, however often it is ticked.
 */
export async function noteDevice(
  db: Db,
  o: { userId: number; token: string; userAgent?: string | null; address?: string | null; remember?: boolean },
): Promise<{ isNew: boolean; hadOthers: boolean }> {
  const deviceHash = sha256(o.token);
  const now = new Date();
  const values = {
    userAgent: o.userAgent?.slice(0, 512) || null,
    address: o.address?.slice(0, 64) || null,
    lastSeenAt: now,
    ...(o.remember ? { mfaRememberedUntil: new Date(now.getTime() + REMEMBER_DEVICE_MS) } : {}),
  };
  const [known] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, o.userId), eq(userDevices.deviceHash, deviceHash)));
  if (known) {
    await db.update(userDevices).set(values).where(eq(userDevices.id, known.id));
    return { isNew: false, hadOthers: true };
  }
  const [other] = await db
    .select({ id: userDevices.id })
    .from(userDevices)
    .where(and(eq(userDevices.userId, o.userId), ne(userDevices.deviceHash, deviceHash)))
    .limit(1);
  const inserted = await db
    .insert(userDevices)
    .values({ userId: o.userId, deviceHash, ...values })
    .onConflictDoNothing()
    .returning({ id: userDevices.id });
  // A concurrent sign-in from the same browser may have inserted it first: then it is not new.
  const isNew = inserted.length > 0;
  if (!isNew) {
    await db
      .update(userDevices)
      .set(values)
      .where(and(eq(userDevices.userId, o.userId), eq(userDevices.deviceHash, deviceHash)));
  }
  return { isNew, hadOthers: Boolean(other) };
}

/** Forgets every remembered device of the user (the second factor turned off, or on again). */
export async function forgetRememberedDevices(db: Pick<Db, "update">, userId: number): Promise<void> {
  await db.update(userDevices).set({ mfaRememberedUntil: null }).where(eq(userDevices.userId, userId));
}
