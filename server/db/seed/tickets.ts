import { createHash } from "node:crypto";
import { count, inArray, sql } from "drizzle-orm";
import { addDays, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import { slaDueAt } from "../../../core/ticket-sla.ts";
import { renderPdf } from "../../infra/pdf/pdf-writer.ts";
import type { Db } from "../client.ts";
import { profiles, users } from "../schema/accounts.ts";
import { lkContracts, lkNotifications } from "../schema/lk.ts";
import { ticketAttachments, ticketMessages, tickets } from "../schema/tickets.ts";

/*
 * Demo tickets (issue 10): threads of the demo clients with the lessor in every status — a payment not yet seen,
 * a reconciliation act with an unread reply, an accident, a fine that was closed, an insurance question just sent,
 * a change of requisites past its answer deadline; one for the entrepreneur profile and one for ООО «ТрансЛогистик».
 * Dates count back from the day the seed runs. Attachments are rows only: their keys sit under `demo/`, and the
 * service renders those PDFs on request (server/domain/tickets/ticket-files.ts), as no file is written here.
 */

type Side = "client" | "staff";

interface DemoMessage {
  side: Side;
  daysAgo: number;
  hour: number;
  text: string;
  files?: string[];
  /** A lessor's message the client has not opened yet. */
  unread?: boolean;
}

interface DemoTicket {
  inn: string;
  author: string;
  category: (typeof tickets.$inferInsert)["category"];
  subject: string;
  contract?: string;
  status: (typeof tickets.$inferInsert)["status"];
  assigned?: boolean;
  messages: DemoMessage[];
}

const STAFF_EMAIL = "staff@example.com";

const DEMO_TICKETS: DemoTicket[] = [
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "payments",
    subject: "Платёж по договору ЛА-2024/03157 не отражён в кабинете",
    contract: "ЛА-2024/03157",
    status: "in_progress",
    assigned: true,
    messages: [
      {
        side: "client",
        daysAgo: 3,
        hour: 10,
        text: "Добрый день! Оплатили очередной лизинговый платёж по договору ЛА-2024/03157 платёжным поручением № 412, деньги списались со счёта, но в личном кабинете платёж по-прежнему отмечен как просроченный. Платёжку прикладываю, просим разнести платёж и не начислять пени.",
        files: ["Платёжное поручение № 412.pdf"],
      },
      {
        side: "staff",
        daysAgo: 2,
        hour: 15,
        text: "Здравствуйте, Иван Сергеевич! Платёж поступил, но в назначении указан номер другого договора, поэтому он не разнёсся автоматически. Передали в казначейство на ручную разноску; пени за эти дни начислены не будут. Сообщим, как только платёж отразится.",
      },
    ],
  },
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "documents",
    subject: "Акт сверки взаиморасчётов за 2025 год",
    status: "waiting_client",
    assigned: true,
    messages: [
      {
        side: "client",
        daysAgo: 5,
        hour: 11,
        text: "Прошу подготовить акт сверки взаиморасчётов по всем нашим договорам за 2025 год для годовой отчётности.",
      },
      {
        side: "staff",
        daysAgo: 1,
        hour: 12,
        text: "Акт сверки за 2025 год подготовили и направили в Контур.Диадок, копию прикладываем. Проверьте, пожалуйста, и подпишите его в системе ЭДО; если найдёте расхождения, напишите в этом обращении.",
        files: ["Акт сверки за 2025 год.pdf"],
        unread: true,
      },
    ],
  },
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "accident",
    subject: "ДТП с ГАЗ Газель Next: направление на ремонт",
    contract: "ЛА-2025/01248",
    status: "done",
    messages: [
      {
        side: "client",
        daysAgo: 12,
        hour: 9,
        text: "Вчера наша Газель попала в ДТП во дворе склада, повреждены задний борт и фонарь. Оформили европротокол, в «АльфаСтрахование» заявили. Страховая просит письмо-согласие лизингодателя на ремонт. Европротокол прикладываю.",
        files: ["Европротокол.pdf"],
      },
      {
        side: "staff",
        daysAgo: 11,
        hour: 14,
        text: "Письмо-согласие на ремонт на СТОА направили в «АльфаСтрахование», копия во вложении. Страховая выдаст направление на ремонт в течение трёх рабочих дней.",
        files: ["Письмо-согласие на ремонт.pdf"],
      },
      {
        side: "client",
        daysAgo: 6,
        hour: 16,
        text: "Направление получили, машину поставили в ремонт. Спасибо!",
      },
      {
        side: "staff",
        daysAgo: 6,
        hour: 17,
        text: "Рады помочь. Отметили обращение выполненным; если понадобится что-то ещё по этому случаю, напишите здесь.",
      },
    ],
  },
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "fines",
    subject: "Штраф за превышение скорости: автомобиль был у сотрудника",
    contract: "ЛА-2025/04812",
    status: "closed",
    messages: [
      {
        side: "client",
        daysAgo: 40,
        hour: 10,
        text: "Пришло постановление о штрафе за превышение скорости на Haval Jolion. В этот день автомобилем управлял наш сотрудник по путевому листу. Можно ли переадресовать штраф на него?",
        files: ["Путевой лист.pdf"],
      },
      {
        side: "staff",
        daysAgo: 39,
        hour: 13,
        text: "Да, подали в ЦАФАП жалобу с путевым листом и данными водителя. Постановление в отношении лизингодателя отменят, новое вынесут на водителя. Штраф в кабинете пока не оплачивайте.",
      },
      {
        side: "staff",
        daysAgo: 30,
        hour: 11,
        text: "Постановление отменено, штраф переадресован водителю. Обращение можно закрыть.",
      },
      { side: "client", daysAgo: 29, hour: 9, text: "Получили, спасибо, закрываем." },
    ],
  },
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "insurance",
    subject: "Продление ОСАГО по Haval Jolion",
    contract: "ЛА-2025/04812",
    status: "new",
    messages: [
      {
        side: "client",
        daysAgo: 0,
        hour: 0,
        text: "Полис ОСАГО по Haval Jolion скоро заканчивается. Продлите, пожалуйста, в той же страховой и включите в полис нового водителя — данные водительского удостоверения пришлём отдельно.",
      },
    ],
  },
  {
    inn: "7724518030",
    author: "client@example.com",
    category: "requisites",
    subject: "Смена банка: новые реквизиты для оплаты",
    status: "new",
    messages: [
      {
        side: "client",
        daysAgo: 6,
        hour: 12,
        text: "Мы перешли на обслуживание в другой банк. Прошу внести новые реквизиты в договоры и дальше выставлять счета с ними. Письмо с реквизитами на бланке организации прикладываю.",
        files: ["Письмо о смене реквизитов.pdf"],
      },
    ],
  },
  {
    inn: "771234567859",
    author: "client@example.com",
    category: "documents",
    subject: "Документы для перерегистрации после выкупа",
    contract: "ЛА-2023/01105",
    status: "waiting_client",
    messages: [
      {
        side: "client",
        daysAgo: 9,
        hour: 10,
        text: "Договор выкуплен полностью. Какие документы нужны для перерегистрации автомобиля на меня и когда вы их пришлёте?",
      },
      {
        side: "staff",
        daysAgo: 8,
        hour: 16,
        text: "Договор купли-продажи и акт приёма-передачи прикладываем; оригиналы отправили курьером. Для ГИБДД понадобятся также ПТС и полис ОСАГО на ваше имя. Подтвердите, пожалуйста, получение оригиналов.",
        files: ["Договор купли-продажи.pdf"],
      },
    ],
  },
  {
    inn: "5003124571",
    author: "assignee@example.com",
    category: "payments",
    subject: "Перенос даты платежа на 25-е число",
    contract: "ЛА-2024/05561",
    status: "in_progress",
    assigned: true,
    messages: [
      {
        side: "client",
        daysAgo: 4,
        hour: 14,
        text: "Оплаты от наших заказчиков приходят после 20-го числа. Можно ли перенести дату лизингового платежа с 10-го на 25-е число каждого месяца? Письмо-обоснование прикладываем.",
        files: ["Письмо о переносе даты платежа.pdf"],
      },
      {
        side: "staff",
        daysAgo: 3,
        hour: 10,
        text: "Здравствуйте, Мария Андреевна! Передали запрос в кредитный отдел, решение и новый график пришлём в этом обращении.",
      },
    ],
  },
];

const HOUR_MS = 3_600_000;

/** Under this key prefix an attachment is a demo one: its PDF is rendered by `renderDemoAttachment`. */
export const DEMO_ATTACHMENT_PREFIX = "demo/";

/**
 * The PDF of a demo attachment, from what its row and ticket say; the same bytes every time, so the size the seed
 * records is the size a download gets.
 */
export function renderDemoAttachment(
  fileName: string,
  ticket: { number: string; subject: string },
): Promise<Uint8Array> {
  const title = fileName.replace(/\.pdf$/i, "");
  return renderPdf({
    title,
    subject: `Обращение № ${ticket.number}`,
    author: "ООО «Лизинг-Авто»",
    date: "D:20260101090000+03'00'",
    header: `ООО «Лизинг-Авто» · обращение № ${ticket.number}`,
    footer: "ООО «Лизинг-Авто» · 8 800 550-35-35",
    blocks: [
      { kind: "title", text: title },
      { kind: "subtitle", text: `К обращению № ${ticket.number} «${ticket.subject}»` },
      {
        kind: "paragraph",
        text: "Копия документа из демонстрационных данных личного кабинета: файл приложен к сообщению переписки по обращению.",
      },
    ],
  });
}
const codeOf = (n: number) => createHash("sha256").update(`lk-ticket:${n}`).digest("base64url").slice(0, 16);
const keyOf = (ticket: number, name: string) =>
  `${DEMO_ATTACHMENT_PREFIX}tickets/${createHash("sha256").update(`${ticket}:${name}`).digest("hex").slice(0, 24)}.pdf`;

/** Writes the demo tickets when there are none and the demo clients exist; true when it wrote. */
export async function seedTickets(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tickets);
  if ((existing?.n ?? 0) > 0) return false;
  const inns = [...new Set(DEMO_TICKETS.map((t) => t.inn))];
  const profileRows = await db
    .select({ id: profiles.id, inn: profiles.inn })
    .from(profiles)
    .where(inArray(profiles.inn, inns));
  const userRows = await db.select({ id: users.id, email: users.email, name: users.name }).from(users);
  const contractRows = await db.select({ id: lkContracts.id, number: lkContracts.number }).from(lkContracts);
  const profileId = new Map(profileRows.map((p) => [p.inn, p.id]));
  const user = new Map(userRows.map((u) => [u.email, u]));
  const contractId = new Map(contractRows.map((c) => [c.number, c.id]));
  const staff = user.get(STAFF_EMAIL);
  if (profileId.size !== inns.length || !staff || contractRows.length === 0) return false;

  const today = moscowDate(now);
  // «0 days ago at 0 h» means an hour before the seed runs: the newest ticket is always fresh.
  const at = (m: DemoMessage) =>
    m.daysAgo === 0 && m.hour === 0
      ? new Date(now.getTime() - HOUR_MS)
      : new Date(moscowMidnight(addDays(today, -m.daysAgo)).getTime() + m.hour * HOUR_MS);

  await db.transaction(async (tx) => {
    for (const [k, spec] of DEMO_TICKETS.entries()) {
      const pid = profileId.get(spec.inn) as number;
      const author = user.get(spec.author);
      if (!author) throw new Error(`seed tickets: no user ${spec.author}`);
      const contract = spec.contract ? contractId.get(spec.contract) : null;
      if (contract === undefined) throw new Error(`seed tickets: no contract ${spec.contract}`);
      const moments = spec.messages.map(at);
      const createdAt = moments[0] as Date;
      const lastAt = moments[moments.length - 1] as Date;
      const lastClient = spec.messages.map((m, i) => (m.side === "client" ? moments[i] : null)).filter(Boolean);
      const next = await tx.execute<{ id: string | number }>(
        sql`select nextval(pg_get_serial_sequence('tickets', 'id')) as id`,
      );
      const id = Number(next.rows[0]?.id);
      const code = codeOf(k + 1);
      const number = `ОБ-${moscowDate(createdAt).slice(0, 4)}-${String(id).padStart(5, "0")}`;
      await tx.insert(tickets).values({
        id,
        code,
        number,
        profileId: pid,
        createdBy: author.id,
        contractId: contract,
        category: spec.category,
        subject: spec.subject,
        status: spec.status,
        assigneeId: spec.assigned ? staff.id : null,
        createdAt,
        lastMessageAt: lastAt,
        dueAt: slaDueAt((lastClient[lastClient.length - 1] ?? createdAt) as Date),
        closedAt: spec.status === "closed" ? lastAt : null,
      });
      for (const [i, m] of spec.messages.entries()) {
        const written = moments[i] as Date;
        const fromClient = m.side === "client";
        // The lessor has opened every client message but the ones of a new ticket; the client, all replies but one.
        const read = fromClient ? spec.status !== "new" : !m.unread;
        const [message] = await tx
          .insert(ticketMessages)
          .values({
            ticketId: id,
            author: m.side,
            userId: fromClient ? author.id : staff.id,
            authorName: fromClient ? author.name : staff.name,
            text: m.text,
            createdAt: written,
            readAt: read ? new Date(written.getTime() + HOUR_MS) : null,
          })
          .returning({ id: ticketMessages.id });
        if (!message) throw new Error("seed tickets: message not written");
        for (const name of m.files ?? []) {
          await tx.insert(ticketAttachments).values({
            messageId: message.id,
            ticketId: id,
            profileId: pid,
            fileName: name,
            mime: "application/pdf",
            size: (await renderDemoAttachment(name, { number, subject: spec.subject })).byteLength,
            storageKey: keyOf(id, name),
            createdAt: written,
          });
        }
        if (m.side === "staff" && m.unread) {
          await tx.insert(lkNotifications).values({
            profileId: pid,
            subject: "tickets",
            title: `Ответ по обращению № ${number}`,
            text: `${spec.subject}: ${m.text.slice(0, 160)}…`,
            createdAt: written,
            contractId: contract,
            link: `/account/tickets/${code}`,
          });
        }
      }
    }
  });
  return true;
}
