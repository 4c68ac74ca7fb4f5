import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { users } from "../schema/accounts.ts";
import { staffMembers } from "../schema/staff.ts";

/** The demo employee `staff@example.com` works in client service and risk (tickets, rescheduling, cessions). */
export async function seedStaff(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await tx.select().from(staffMembers).limit(1)).length > 0) return false;
    const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "staff@example.com"));
    if (!staff) return false;
    await tx.insert(staffMembers).values({ userId: staff.id, roles: ["service", "risk"] });
    return true;
  });
}
