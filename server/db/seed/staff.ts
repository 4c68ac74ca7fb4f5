import { and, eq, inArray } from "drizzle-orm";
import { hashPassword, seal } from "../../infra/crypto.ts";
import { loadSealKey } from "../../infra/seal-key.ts";
import type { Db } from "../client.ts";
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS } from "../demo-accounts.ts";
import { users } from "../schema/accounts.ts";
import { userMfa } from "../schema/security.ts";
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
  const sealKey = await loadSealKey(db);
  const wrote = await db.transaction(async (tx) => {
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
  return (await enrolDemoStaff(db, sealKey)) || wrote;
}

/**
 * The demo employees come enrolled in the second factor with the published secrets of demo-accounts.ts (ADR 030),
 * also on a database seeded before it existed: an account that already has an enrolment keeps it.
 */
async function enrolDemoStaff(db: Db, sealKey: Buffer): Promise<boolean> {
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, "staff"), inArray(users.email, Object.keys(DEMO_TOTP_SECRETS))));
  const rows = staff.flatMap(({ id, email }) => {
    const secret = DEMO_TOTP_SECRETS[email];
    return secret
      ? [{ userId: id, secretSealed: seal(sealKey, secret), enabledAt: new Date(), recoveryCodeHashes: [] }]
      : [];
  });
  if (rows.length === 0) return false;
  const added = await db.insert(userMfa).values(rows).onConflictDoNothing().returning({ id: userMfa.userId });
  return added.length > 0;
}
