import { asc, eq } from "drizzle-orm";
import { type lkDocuments, lkPayments, lkProfileInfo } from "../../db/schema/lk.ts";
import { type PdfBlock, renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { monthTitle, ruDate } from "./document-dates.ts";
import type { LkContext } from "./lk-context.ts";
import type { ContractRow } from "./lk-mappers.ts";
import { formatRub } from "./lk-money.ts";
import { LESSOR, SCHEDULE_TYPE_TITLES, VEHICLE_TYPE_TITLES } from "./lk-reference.ts";

type DocumentRow = typeof lkDocuments.$inferSelect;

const pdfDate = (date: string) => `D:${date.replaceAll("-", "")}090000+03'00'`;

/** The contract's documents of the lessor (contract, schedule, acceptance act, invoice), rendered from its data. */
export async function renderContractDocument(ctx: LkContext, c: ContractRow, doc: DocumentRow): Promise<Uint8Array> {
  const [info] = await ctx.db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, c.profileId));
  const lessee = info?.requisites;
  const lesseeLine = lessee
    ? `${lessee.shortTitle}, ИНН ${lessee.inn}${lessee.kpp ? `, КПП ${lessee.kpp}` : ""}, ${lessee.legalAddress}`
    : "";
  const vehicleRows: [string, string][] = [
    ["Предмет лизинга", c.vehicleTitle],
    ["Тип", VEHICLE_TYPE_TITLES[c.vehicleType]],
    ["Год выпуска", String(c.year)],
    ["VIN", c.vin],
    ["Цвет", c.color],
    ["Госномер", c.regNumber ?? "не зарегистрирован"],
  ];
  const blocks: PdfBlock[] = [];

  if (doc.kind === "contract") {
    blocks.push(
      { kind: "title", text: `Договор лизинга № ${c.number}` },
      { kind: "subtitle", text: `г. Москва, ${ruDate(c.signedAt)}` },
      {
        kind: "paragraph",
        text: `${LESSOR.title} (лизингодатель), ИНН ${LESSOR.inn}, и ${lessee?.title ?? "лизингополучатель"} (лизингополучатель) заключили договор о нижеследующем.`,
      },
      { kind: "heading", text: "1. Предмет договора" },
      { kind: "rows", rows: vehicleRows },
      { kind: "heading", text: "2. Сумма и срок" },
      {
        kind: "rows",
        rows: [
          ["Стоимость предмета лизинга", formatRub(c.price)],
          ["Аванс", formatRub(c.advanceSum)],
          ["Выкупная стоимость", formatRub(c.buyoutSum)],
          ["Сумма договора", `${formatRub(c.contractSum)}, в т. ч. НДС 22 % ${formatRub(c.vatSum)}`],
          ["Срок лизинга", `${c.term} мес., с ${ruDate(c.startDate)} по ${ruDate(c.endDate)}`],
          ["График", SCHEDULE_TYPE_TITLES[c.scheduleType]],
        ],
      },
      {
        kind: "paragraph",
        text: "Условия, не указанные в договоре, определяются Общими условиями договора лизинга транспортных средств (ред. от 01.01.2026), которые являются его неотъемлемой частью.",
      },
      { kind: "space" },
      {
        kind: "signatures",
        left: `Лизингодатель: ${LESSOR.shortTitle}`,
        right: `Лизингополучатель: ${lessee?.shortTitle ?? ""}`,
      },
    );
  } else if (doc.kind === "act") {
    blocks.push(
      { kind: "title", text: "Акт приёма-передачи предмета лизинга" },
      { kind: "subtitle", text: `к договору лизинга № ${c.number} от ${ruDate(c.signedAt)}` },
      {
        kind: "paragraph",
        text: `${ruDate(c.startDate)} лизингодатель передал, а лизингополучатель принял во временное владение и пользование транспортное средство в исправном состоянии, с ключами и документами.`,
      },
      { kind: "rows", rows: vehicleRows },
      { kind: "space" },
      { kind: "signatures", left: `Передал: ${LESSOR.shortTitle}`, right: `Принял: ${lessee?.shortTitle ?? ""}` },
    );
  } else {
    const payments = await ctx.db
      .select()
      .from(lkPayments)
      .where(eq(lkPayments.contractId, c.id))
      .orderBy(asc(lkPayments.dueDate), asc(lkPayments.month));
    if (doc.kind === "schedule") {
      blocks.push(
        { kind: "title", text: "График лизинговых платежей" },
        { kind: "subtitle", text: `Приложение № 1 к договору лизинга № ${c.number} от ${ruDate(c.signedAt)}` },
        {
          kind: "table",
          header: ["№", "Дата", "Платёж", "в т. ч. НДС", "Остаток"],
          widths: [0.1, 0.2, 0.25, 0.2, 0.25],
          rows: payments.map((p) => [
            p.kind === "advance" ? "аванс" : p.kind === "buyout" ? "выкуп" : String(p.month),
            ruDate(p.dueDate),
            formatRub(p.amount),
            formatRub(p.vat),
            formatRub(p.remaining),
          ]),
        },
        {
          kind: "paragraph",
          text: `Итого по договору: ${formatRub(c.contractSum)}, в т. ч. НДС 22 % ${formatRub(c.vatSum)}.`,
        },
        {
          kind: "signatures",
          left: `Лизингодатель: ${LESSOR.shortTitle}`,
          right: `Лизингополучатель: ${lessee?.shortTitle ?? ""}`,
        },
      );
    } else {
      // invoice: the payment of the document's month (or the nearest after it).
      const row = payments.find((p) => p.dueDate >= doc.date) ?? payments[payments.length - 1];
      const amount = row?.amount ?? 0;
      blocks.push(
        { kind: "title", text: `Счёт на оплату от ${ruDate(doc.date)}` },
        {
          kind: "rows",
          rows: [
            ["Поставщик", `${LESSOR.shortTitle}, ИНН ${LESSOR.inn}, КПП ${LESSOR.kpp}`],
            ["Банк", `${LESSOR.bankName}, БИК ${LESSOR.bik}`],
            ["Расчётный счёт", LESSOR.settlementAccount],
            ["Корр. счёт", LESSOR.correspondentAccount],
            ["Покупатель", lesseeLine],
          ],
        },
        {
          kind: "table",
          header: ["Наименование", "Срок оплаты", "Сумма"],
          widths: [0.55, 0.2, 0.25],
          rows: [
            [
              `Лизинговый платёж по договору № ${c.number} за ${row ? monthTitle(row.dueDate) : ""}`,
              row ? ruDate(row.dueDate) : "",
              formatRub(amount),
            ],
          ],
        },
        {
          kind: "paragraph",
          text: `Итого к оплате: ${formatRub(amount)}, в т. ч. НДС 22 % ${formatRub(row?.vat ?? 0)}.`,
          bold: true,
        },
        {
          kind: "paragraph",
          text: `Назначение платежа: «Лизинговый платёж по договору № ${c.number} за ${row ? monthTitle(row.dueDate) : ""}, в т. ч. НДС 22 %».`,
        },
      );
    }
  }

  return renderPdf({
    title: doc.title,
    subject: `Договор лизинга № ${c.number}`,
    author: LESSOR.shortTitle,
    date: pdfDate(doc.date),
    header: `${LESSOR.shortTitle} · ${doc.title}`,
    footer: `${LESSOR.shortTitle}, ИНН ${LESSOR.inn} · ${LESSOR.phone}`,
    blocks,
  });
}
