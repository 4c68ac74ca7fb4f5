import { createHash } from "node:crypto";
import { count, inArray } from "drizzle-orm";
import { addDays, addMonths, moscowDate, moscowMidnight } from "../../../core/calendar-dates.ts";
import { calculateLeasing } from "../../../core/leasing-calculator.ts";
import { MONTHS_GENITIVE } from "../../../core/russian-months.ts";
import type { Db } from "../client.ts";
import { profiles, users } from "../schema/accounts.ts";
import {
  lkBonusOperations,
  lkCalendarEvents,
  lkContracts,
  lkDocuments,
  lkFaq,
  lkFines,
  lkManagers,
  lkNotifications,
  lkPaidServices,
  lkPayments,
  lkPolicies,
  lkProfileInfo,
  lkReviews,
  lkStaff,
} from "../schema/lk.ts";
import { seedLedger } from "./ledger.ts";
import { DEMO_CLIENTS, DEMO_MANAGERS, type DemoContract, PAID_SERVICE_CATALOGUE } from "./lk-data/demo.ts";
import { LK_FAQ } from "./lk-data/faq.ts";

/*
 * Demo data of the client account (ADR 011). Everything is fixed except "today": dates are computed from the
 * Moscow date the seed runs on, so the demo always shows a current situation (a payment due soon, one overdue,
 * a fine still at the 50 % discount, a policy about to end).
 */

/** A Moscow wall-clock moment `days` before `today` at `hour`:00. */
const moment = (today: string, daysAgo: number, hour: number) =>
  new Date(moscowMidnight(addDays(today, -daysAgo)).getTime() + hour * 3_600_000);

const kop = (roubles: number) => Math.round(roubles * 100);
const codeOf = (number: string) => createHash("sha256").update(`lk-contract:${number}`).digest("hex").slice(0, 20);
/** Deterministic digits from a seed text. */
const digitsOf = (seed: string, length: number) =>
  BigInt(`0x${createHash("sha256").update(seed).digest("hex")}`)
    .toString()
    .slice(-length)
    .padStart(length, "0");

const KASKO_RATE: Record<DemoContract["vehicleType"], number> = {
  passenger: 0.042,
  commercial: 0.038,
  truck: 0.031,
  special: 0.029,
};
const OSAGO_PREMIUM: Record<DemoContract["vehicleType"], number> = {
  passenger: 11_480,
  commercial: 16_320,
  truck: 34_870,
  special: 29_640,
};
const INSURER_PREFIX: Record<string, string> = {
  "СПАО «Ингосстрах»": "AI",
  "АО «АльфаСтрахование»": "8991R",
  "САО «РЕСО-Гарантия»": "SYS",
  "АО «СОГАЗ»": "SGZA",
  "САО «ВСК»": "VSK",
};

const ruLong = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS_GENITIVE[Number(date.slice(5, 7)) - 1]}`;
const rubText = (k: number) =>
  `${new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(k / 100).replace(/\u00a0|\u202f/g, " ")} ₽`;

/** Writes the demo account data when lk_contracts is empty and the demo profiles exist; true when it wrote. */
export async function seedLk(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(lkContracts);
  if ((existing?.n ?? 0) > 0) return false;
  const profileRows = await db
    .select({ id: profiles.id, inn: profiles.inn })
    .from(profiles)
    .where(
      inArray(
        profiles.inn,
        DEMO_CLIENTS.map((c) => c.inn),
      ),
    );
  if (profileRows.length !== DEMO_CLIENTS.length) return false;
  const profileId = new Map(profileRows.map((p) => [p.inn, p.id]));
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const userId = new Map(userRows.map((u) => [u.email, u.id]));
  const today = moscowDate(now);

  await db.transaction(async (tx) => {
    /** Schedule rows the demo shows as paid: the ledger's receipts pay exactly these. */
    const paidPaymentIds = new Set<number>();
    const managers = await tx
      .insert(lkManagers)
      .values([...DEMO_MANAGERS])
      .returning({ id: lkManagers.id });

    for (const client of DEMO_CLIENTS) {
      const pid = profileId.get(client.inn) as number;
      const manager = managers[client.manager];
      if (!manager) throw new Error("seed lk: manager missing");
      await tx.insert(lkProfileInfo).values({
        profileId: pid,
        managerId: manager.id,
        edoState: client.edo.state,
        edoOperator: client.edo.operator,
        edoParticipantId: client.edo.participantId,
        edoConnectedAt: client.edo.daysAgo === null ? null : addDays(today, -client.edo.daysAgo),
        requisites: client.requisites,
      });

      const contractIds = new Map<string, number>();
      /** Per contract: the next unpaid payment and the overdue sum, for the notification texts. */
      const facts = new Map<string, { next: { date: string; amount: number } | null; overdue: number }>();

      for (const spec of client.contracts) {
        const startDate = addMonths(today, -spec.startedMonthsAgo, spec.payDay);
        const calc = calculateLeasing({
          price: spec.price,
          advance: spec.advance,
          term: spec.term,
          rate: spec.rate,
          buyout: spec.buyout,
          scheduleType: spec.scheduleType,
          startDate,
        });
        const rows = calc.schedule;
        const endDate = rows[rows.length - 1]?.date ?? startDate;
        const finished = endDate < today;
        const [contract] = await tx
          .insert(lkContracts)
          .values({
            code: codeOf(spec.number),
            profileId: pid,
            number: spec.number,
            signedAt: addDays(startDate, -7),
            startDate,
            endDate,
            status: finished ? "finished" : "active",
            scheduleType: spec.scheduleType,
            term: spec.term,
            rate: Math.round(spec.rate * 100),
            price: kop(calc.price),
            advanceSum: kop(calc.advanceSum),
            buyoutSum: kop(calc.buyoutSum),
            contractSum: kop(calc.contractSum),
            vatSum: kop(calc.vatReclaimable),
            vehicleType: spec.vehicleType,
            brand: spec.brand,
            model: spec.model,
            vehicleTitle: spec.title,
            year: spec.year,
            vin: spec.vin,
            regNumber: spec.regNumber,
            color: spec.color,
          })
          .returning({ id: lkContracts.id });
        if (!contract) throw new Error("seed lk: contract insert failed");
        contractIds.set(spec.number, contract.id);

        // The latest `unpaid` monthly payments already due stay unpaid (the overdue ones).
        const pastMonthly = rows.filter((r) => r.kind === "payment" && (r.date ?? "") < today).map((r) => r.month);
        const unpaidMonths = new Set(pastMonthly.slice(pastMonthly.length - (spec.unpaid ?? 0)));
        let overdue = 0;
        const paidRows: boolean[] = [];
        const payments = rows.map((r) => {
          const due = r.date ?? startDate;
          const paid = due < today && !(r.kind === "payment" && unpaidMonths.has(r.month));
          if (!paid && due < today) overdue += kop(r.payment);
          paidRows.push(paid);
          return {
            contractId: contract.id,
            profileId: pid,
            month: r.month,
            kind: r.kind,
            dueDate: due,
            amount: kop(r.payment),
            vat: kop(r.vat),
            principal: kop(r.principal),
            remaining: kop(r.remaining),
          };
        });
        // The paid state is the ledger's (seedLedger below writes the receipts and projects them onto these rows).
        const inserted = await tx.insert(lkPayments).values(payments).returning({ id: lkPayments.id });
        inserted.forEach((row, k) => {
          if (paidRows[k]) paidPaymentIds.add(row.id);
        });
        const upcoming = payments.filter((p, k) => !paidRows[k] && p.dueDate >= today);
        const nextDate = upcoming[0]?.dueDate;
        facts.set(spec.number, {
          next: nextDate
            ? {
                date: nextDate,
                amount: upcoming.filter((p) => p.dueDate === nextDate).reduce((a, p) => a + p.amount, 0),
              }
            : null,
          overdue,
        });

        const slug = spec.number.replace(/[^0-9]+/g, "-").replace(/^-|-$/g, "");
        const docs: (typeof lkDocuments.$inferInsert)[] = [
          {
            kind: "contract" as const,
            title: `Договор лизинга № ${spec.number}`,
            date: addDays(startDate, -7),
            fileName: `dogovor-lizinga-${slug}.pdf`,
          },
          {
            kind: "schedule" as const,
            title: "График лизинговых платежей (приложение № 1)",
            date: addDays(startDate, -7),
            fileName: `grafik-platezhey-${slug}.pdf`,
          },
          {
            kind: "act" as const,
            title: "Акт приёма-передачи предмета лизинга",
            date: startDate,
            fileName: `akt-priema-peredachi-${slug}.pdf`,
          },
        ].map((d) => ({
          ...d,
          contractId: contract.id,
          profileId: pid,
          mime: "application/pdf",
          size: null,
          storageKey: null,
        }));
        if (nextDate) {
          docs.push({
            contractId: contract.id,
            profileId: pid,
            kind: "invoice",
            title: `Счёт на оплату лизингового платежа до ${ruLong(nextDate)}`,
            date: [addDays(nextDate, -10), today].sort()[0] as string,
            fileName: `schet-${slug}-${nextDate}.pdf`,
            mime: "application/pdf",
            size: null,
            storageKey: null,
          });
        }
        await tx.insert(lkDocuments).values(docs);

        // КАСКО by contract years from the start (every past year expired, the current one live); ОСАГО yearly too,
        // or bought `osagoBoughtDaysAgo` days ago so that it ends soon.
        const policies: (typeof lkPolicies.$inferInsert)[] = [];
        const prefix = INSURER_PREFIX[spec.insurer] ?? "POL";
        for (let year = 0; addMonths(startDate, 12 * year) <= (finished ? endDate : today); year++) {
          const from = addMonths(startDate, 12 * year);
          policies.push({
            profileId: pid,
            contractId: contract.id,
            number: `${prefix}-${from.slice(0, 4)}-${digitsOf(`${spec.number}:kasko:${year}`, 8)}`,
            insurer: spec.insurer,
            type: "kasko",
            dateFrom: from,
            dateTo: addDays(addMonths(startDate, 12 * (year + 1)), -1),
            premium: kop(Math.round(spec.price * KASKO_RATE[spec.vehicleType] * (1 - 0.08 * year))),
            sumInsured: kop(Math.round(spec.price * (1 - 0.1 * year))),
            deductible: kop(spec.vehicleType === "passenger" ? 15_000 : 30_000),
            paidBy: "lessor",
          });
        }
        if (!finished) {
          let year = 0;
          while (addMonths(startDate, 12 * (year + 1)) <= today) year++;
          const from = spec.osagoBoughtDaysAgo
            ? addDays(today, -spec.osagoBoughtDaysAgo)
            : addMonths(startDate, 12 * year);
          policies.push({
            profileId: pid,
            contractId: contract.id,
            number: `ХХХ ${digitsOf(`${spec.number}:osago`, 10)}`,
            insurer: spec.insurer,
            type: "osago",
            dateFrom: from,
            dateTo: addDays(addMonths(from, 12), -1),
            premium: kop(OSAGO_PREMIUM[spec.vehicleType]),
            sumInsured: kop(400_000),
            deductible: 0,
            paidBy: "client",
          });
        }
        await tx.insert(lkPolicies).values(policies);
      }

      const contractOf = (number: string | undefined) => {
        if (number === undefined) return null;
        const id = contractIds.get(number);
        if (id === undefined) throw new Error(`seed lk: unknown contract ${number}`);
        return id;
      };

      // A lessee without an account has no fines, events, services, bonuses or people: nothing to insert.
      if (client.fines.length > 0)
        await tx.insert(lkFines).values(
          client.fines.map((f, k) => {
            const violated = moment(today, f.daysAgo, f.hour);
            const decreeDate = addDays(today, -Math.max(0, f.daysAgo - 2));
            const uin = `188101${digitsOf(`${client.inn}:fine:${k}`, 14)}`;
            return {
              profileId: pid,
              contractId: contractOf(f.contract) as number,
              uin,
              decreeNumber: uin,
              violatedAt: violated < now ? violated : now,
              decreeDate,
              article: f.article,
              articleTitle: f.articleTitle,
              place: f.place,
              amount: kop(f.amount),
              discountAllowed: f.discountAllowed,
              status: f.status,
              paidAt: f.status === "paid" ? addDays(decreeDate, 5) : null,
            };
          }),
        );

      for (const [k, n] of client.notifications.entries()) {
        const fact = n.contract ? facts.get(n.contract) : undefined;
        const text = n.text
          .replace("{next}", fact?.next ? `${ruLong(fact.next.date)} — ${rubText(fact.next.amount)}` : "по графику")
          .replace("{overdue}", fact ? rubText(fact.overdue) : "");
        const at = moment(today, n.daysAgo, n.hour);
        const createdAt = at < now ? at : new Date(now.getTime() - (k + 1) * 60_000);
        const [row] = await tx
          .insert(lkNotifications)
          .values({
            profileId: pid,
            subject: n.subject,
            title: n.title,
            text,
            createdAt,
            isRead: n.isRead,
            readAt: n.isRead ? createdAt : null,
            contractId: contractOf(n.contract),
            link: n.link ?? null,
            asksReview: n.asksReview ?? false,
          })
          .returning({ id: lkNotifications.id });
        if (row && n.review) {
          await tx.insert(lkReviews).values({
            notificationId: row.id,
            profileId: pid,
            userId: userId.get(client.staff[0]?.email ?? "") ?? null,
            rating: n.review.rating,
            comment: n.review.comment,
            createdAt: new Date(createdAt.getTime() + 3_600_000),
          });
        }
      }

      if (client.events.length > 0)
        await tx.insert(lkCalendarEvents).values(
          client.events.map((e) => ({
            profileId: pid,
            date: addDays(today, e.daysFromToday),
            kind: e.kind,
            title: e.title,
            text: e.text,
            contractId: contractOf(e.contract),
          })),
        );

      if (client.services.length > 0)
        await tx.insert(lkPaidServices).values(
          client.services.map((s) => {
            const item = PAID_SERVICE_CATALOGUE[s.code];
            if (!item) throw new Error(`seed lk: unknown service ${s.code}`);
            return {
              profileId: pid,
              code: s.code,
              title: item.title,
              description: item.description,
              price: kop(item.price),
              priceUnit: item.priceUnit,
              status: s.status,
              contractId: contractOf(s.contract),
              connectedAt: s.connectedDaysAgo === undefined ? null : addDays(today, -s.connectedDaysAgo),
            };
          }),
        );

      if (client.bonuses.length > 0)
        await tx.insert(lkBonusOperations).values(
          client.bonuses.map((b) => ({
            profileId: pid,
            date: addDays(today, -b.daysAgo),
            title: b.title,
            points: b.points,
            kind: b.kind,
          })),
        );

      if (client.staff.length > 0)
        await tx.insert(lkStaff).values(
          client.staff.map((s, k) => ({
            profileId: pid,
            userId: s.email ? (userId.get(s.email) ?? null) : null,
            name: s.name,
            position: s.position,
            email: s.contactEmail,
            phone: s.phone,
            rights: s.rights,
            sort: k,
          })),
        );
    }
    await seedLedger(tx, today, paidPaymentIds);
  });
  return true;
}

/** The account FAQ (product content, written whether or not the demo accounts are). */
export async function seedLkFaq(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(lkFaq);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(lkFaq).values(
      LK_FAQ.flatMap((section, s) =>
        section.items.map(([question, answer], k) => ({
          section: section.section,
          sectionTitle: section.title,
          sort: s * 100 + k,
          question,
          answer,
        })),
      ),
    );
  });
  return true;
}
