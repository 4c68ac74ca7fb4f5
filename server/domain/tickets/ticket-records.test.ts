import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles, users } from "../../db/schema/accounts.ts";
import { mailOutbox } from "../../db/schema/leads.ts";
import { lkNotifications } from "../../db/schema/lk.ts";
import { ticketAttachments, ticketMessages, tickets } from "../../db/schema/tickets.ts";
import { checkUploads } from "../../infra/uploads.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import type { StaffActor } from "../staff/staff-service.ts";
import { addStaffReply, insertTicket, storeTicketFiles } from "./ticket-records.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

async function userNamed(email: string) {
  const { db } = app.services.database;
  const [u] = await db.select().from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u;
}

/** The first profile of the demo client. */
async function clientProfileId(userId: number) {
  const { db } = app.services.database;
  const [link] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  if (!link) throw new Error("no profile");
  return link.profileId;
}

describe("ticket records", () => {
  it("insertTicket numbers the ticket by year and id, stores the first message and its file, due in 2 working days", async () => {
    const { db } = app.services.database;
    const client = await userNamed("client@example.com");
    const profileId = await clientProfileId(client.id);
    const check = checkUploads([{ name: "платёжка.pdf", bytes: PDF }], { maxFiles: 10, allowZip: true });
    if (!check.ok) throw new Error("check");
    const keys = await storeTicketFiles(app.services.files, profileId, check.files);
    expect(keys[0]).toMatch(new RegExp(`^tickets/${profileId}/[0-9a-f-]+\\.pdf$`));
    const now = new Date("2026-03-16T11:00:00+03:00");
    const made = await db.transaction((tx) =>
      insertTicket(tx, {
        profileId,
        author: { userId: client.id, name: client.name },
        category: "payments",
        subject: "Платёж не отражён",
        text: "Оплатили 10.03",
        contractId: null,
        attachments: check.files.map((file, k) => ({ file, key: keys[k] ?? "" })),
        now,
      }),
    );
    expect(made.number).toBe(`ОБ-2026-${String(made.id).padStart(5, "0")}`);
    const [row] = await db.select().from(tickets).where(eq(tickets.id, made.id));
    expect(row).toMatchObject({ code: made.code, status: "new", createdBy: client.id });
    expect(row?.dueAt).toEqual(new Date("2026-03-18T11:00:00+03:00"));
    const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, made.id));
    expect(messages).toMatchObject([{ author: "client", authorName: client.name, text: "Оплатили 10.03" }]);
    const files = await db.select().from(ticketAttachments).where(eq(ticketAttachments.ticketId, made.id));
    expect(files).toMatchObject([
      { fileName: "платёжка.pdf", mime: "application/pdf", profileId, storageKey: keys[0] },
    ]);
    expect(await app.services.files.get(keys[0] ?? "")).toEqual(PDF);
  });

  it("addStaffReply reopens a closed ticket, notifies the profile and queues an e-mail to the author", async () => {
    const { db } = app.services.database;
    const client = await userNamed("client@example.com");
    const staff = await userNamed("staff@example.com");
    const actor: StaffActor = { id: staff.id, email: staff.email, name: staff.name, roles: ["service"], address: null };
    const profileId = await clientProfileId(client.id);
    const now = new Date("2026-03-20T10:00:00+03:00");
    const made = await db.transaction((tx) =>
      insertTicket(tx, {
        profileId,
        author: { userId: client.id, name: client.name },
        category: "documents",
        subject: "Акт сверки",
        text: "Пришлите акт",
        contractId: null,
        attachments: [],
        now,
      }),
    );
    await db.update(tickets).set({ status: "closed", closedAt: now }).where(eq(tickets.id, made.id));
    const result = await db.transaction((tx) =>
      addStaffReply(tx, app.services.outbox, "https://lk.example.ru", {
        ticketId: made.id,
        actor,
        text: "Акт сверки направили через ЭДО.",
        attachments: [],
        now,
      }),
    );
    expect(result.before).toEqual({ status: "closed" });
    expect(result.after).toEqual({ status: "waiting_client", messageId: result.messageId });
    const [row] = await db.select().from(tickets).where(eq(tickets.id, made.id));
    expect(row).toMatchObject({ status: "waiting_client", closedAt: null });
    const notes = await db
      .select()
      .from(lkNotifications)
      .where(eq(lkNotifications.link, `/account/tickets/${made.code}`));
    expect(notes).toMatchObject([{ profileId, subject: "tickets", title: `Ответ по обращению № ${made.number}` }]);
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    const letter = mail.find((m) => m.subject.includes(made.number));
    expect(letter?.text).toContain(`https://lk.example.ru/account/tickets/${made.code}`);
    expect(letter?.text).not.toContain("через ЭДО");
  });
});
