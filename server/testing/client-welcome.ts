import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../db/schema/leads.ts";
import type { TestApp } from "./test-app.ts";

/** The employee who opens the test clients (service@example.com in the demo seed). */
const ACTOR = { id: 1, email: "service@example.com", name: "Сервис", roles: ["service" as const], address: null };

/**
 * A company's account opened by the back office (ООО «Новая фирма», INN 7736207543) with `email` as its first
 * user; answers the key of the e-mailed `/login/welcome` link.
 */
export async function invitedClient(app: TestApp, email: string): Promise<string> {
  const opened = await app.services.staffClients.create(ACTOR, {
    profile: {
      type: "legal",
      requisites: {
        title: "Общество с ограниченной ответственностью «Новая фирма»",
        shortTitle: "ООО «Новая фирма»",
        inn: "7736207543",
        kpp: "773601001",
        ogrn: "1027700229193",
        legalAddress: "Москва, ул. Льва Толстого, 16",
        postalAddress: "Москва, ул. Льва Толстого, 16",
        bankName: "ПАО «Банк»",
        bik: "044525974",
        settlementAccount: "40702810210000765432",
        correspondentAccount: "30101810145250000974",
        director: "Смирнова Ольга Петровна",
        phone: "+7 495 739-70-00",
        email: "office@newfirm.ru",
      },
    },
    user: { email, name: "Ольга Смирнова", phone: "", position: "Директор" },
  });
  if (!opened.ok) throw new Error("the client was not created");
  const [mail] = await app.services.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const key = mail?.text.match(/\/login\/welcome\?key=(\S+)/)?.[1];
  if (!key) throw new Error("no welcome link");
  return decodeURIComponent(key);
}
