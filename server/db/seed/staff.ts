import { eq, inArray } from "drizzle-orm";
import { hashPassword } from "../../infra/crypto.ts";
import type { Db } from "../client.ts";
import { DEMO_PASSWORD } from "../demo-accounts.ts";
import { users } from "../schema/accounts.ts";
import { type STAFF_ROLES, staffMembers } from "../schema/staff.ts";

type Role = (typeof STAFF_ROLES)[number];

/** One demo employee per role (issue 15), each signing in with the demo password. */
const DEMO_STAFF: { email: string; name: string; phone: string; roles: Role[] }[] = [
  { email: "admin@example.com", name: "Олег Николаевич Лебедев", phone: "+74951234501", roles: ["admin"] },
  { email: "sales@example.com", name: "Екатерина Павловна Орлова", phone: "+74951234502", roles: ["sales"] },
  { email: "service@example.com", name: "Дмитрий Алексеевич Морозов", phone: "+74951234503", roles: ["service"] },
  { email: "risk@example.com", name: "Светлана Игоревна Белова", phone: "+74951234504", roles: ["risk"] },
  { email: "content@example.com", name: "Артём Васильевич Зайцев", phone: "+74951234505", roles: ["content"] },
  { email: "hr@example.com", name: "Наталья Сергеевна Громова", phone: "+74951234506", roles: ["hr"] },
];

/**
 * The demo employees: `staff@example.com` (made with the client accounts) works in client service and risk
 * (tickets, rescheduling, cessions); the six role accounts are made here. Writes only into an empty staff table.
 */
export async function seedStaff(db: Db): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    if ((await tx.select().from(staffMembers).limit(1)).length > 0) return false;
    const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, "staff@example.com"));
    if (!staff) return false;
    await tx.insert(staffMembers).values({ userId: staff.id, roles: ["service", "risk"] });

    const emails = DEMO_STAFF.map((s) => s.email);
    if ((await tx.select({ id: users.id }).from(users).where(inArray(users.email, emails))).length > 0) return true;
    const made = await tx
      .insert(users)
      .values(
        DEMO_STAFF.map(({ email, name, phone }) => ({ email, name, phone, passwordHash, role: "staff" as const })),
      )
      .returning({ id: users.id, email: users.email });
    await tx
      .insert(staffMembers)
      .values(
        made.map(({ id, email }) => ({ userId: id, roles: DEMO_STAFF.find((s) => s.email === email)?.roles ?? [] })),
      );
    return true;
  });
}
