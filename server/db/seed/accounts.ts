import { count } from "drizzle-orm";
import { hashPassword } from "../../infra/crypto.ts";
import type { Db } from "../client.ts";
import { DEMO_PASSWORD } from "../demo-accounts.ts";
import { profiles, userProfiles, users } from "../schema/accounts.ts";

/**
 * Demo users and profiles, written in one transaction on an empty database.
 * Returns false when the database already had users (nothing is written).
 */
export async function seedAccounts(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const [client, assignee, , docs] = await tx
      .insert(users)
      .values([
        {
          email: "client@example.com",
          passwordHash,
          name: "Иван Сергеевич Петров",
          phone: "+79161234567",
          role: "client",
        },
        {
          email: "assignee@example.com",
          passwordHash,
          name: "Мария Андреевна Соколова",
          phone: "+79037654321",
          role: "client",
        },
        {
          email: "staff@example.com",
          passwordHash,
          name: "Анна Викторовна Кузнецова",
          phone: "+74951234567",
          role: "staff",
        },
        // A colleague the client invited with the «Документы» right only (ADR 031): the rights demo.
        {
          email: "docs@example.com",
          passwordHash,
          name: "Елена Павловна Орлова",
          phone: "+79265550142",
          role: "client",
        },
      ])
      .returning({ id: users.id });
    const [company, entrepreneur, assigneeCompany] = await tx
      .insert(profiles)
      .values([
        { type: "legal", title: "ООО «СтройТехМонтаж»", inn: "7724518030", kpp: "772401001", ogrn: "1187746123454" },
        {
          type: "entrepreneur",
          title: "ИП Петров Иван Сергеевич",
          inn: "771234567859",
          kpp: null,
          ogrn: "319774600123453",
        },
        { type: "legal", title: "ООО «ТрансЛогистик»", inn: "5003124571", kpp: "500301001", ogrn: "1205001234569" },
        // A lessee with running contracts and no account yet (no user_profiles row): client service opens its
        // access and links the contracts (ADR 033, «Linking contracts»).
        { type: "legal", title: "ООО «Вектор Строй»", inn: "7718124566", kpp: "771801001", ogrn: "1217700456786" },
      ])
      .returning({ id: profiles.id });
    if (!client || !assignee || !docs || !company || !entrepreneur || !assigneeCompany) {
      throw new Error("seed: insert failed");
    }
    await tx.insert(userProfiles).values([
      { userId: client.id, profileId: company.id, position: "Генеральный директор", isDefault: true },
      { userId: client.id, profileId: entrepreneur.id, position: "Индивидуальный предприниматель" },
      { userId: assignee.id, profileId: assigneeCompany.id, position: "Финансовый директор", isDefault: true },
      { userId: docs.id, profileId: company.id, position: "Делопроизводитель", isDefault: true },
    ]);
  });
  return true;
}
