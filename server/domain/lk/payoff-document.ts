import { eq } from "drizzle-orm";
import type { PayoffQuote } from "../../../contract/lk-payoff.ts";
import { lkProfileInfo } from "../../db/schema/lk.ts";
import { renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { ruDate } from "./document-dates.ts";
import type { LkContext } from "./lk-context.ts";
import type { ContractRow } from "./lk-mappers.ts";
import { formatRub, kop } from "./lk-money.ts";
import { LESSOR } from "./lk-reference.ts";

const money = (roubles: number) => formatRub(kop(roubles));

const rowTitle = (row: PayoffQuote["rows"][number]) =>
  row.kind === "advance" ? "аванс" : row.kind === "buyout" ? "выкуп" : String(row.month);

/**
 * The quote as a PDF (the pdf-writer of the contract's documents): the parts with their VAT, how each was obtained,
 * the schedule rows they came from, and the lessor's requisites for the payment. Deterministic for a quote.
 */
export async function renderPayoffQuote(ctx: LkContext, c: ContractRow, quote: PayoffQuote): Promise<Uint8Array> {
  const [info] = await ctx.db.select().from(lkProfileInfo).where(eq(lkProfileInfo.profileId, c.profileId));
  const lessee = info?.requisites;
  const title = "Расчёт суммы досрочного выкупа";
  const { interest } = quote;
  return renderPdf({
    title: `${title} по договору № ${c.number}`,
    subject: `Договор лизинга № ${c.number}`,
    author: LESSOR.shortTitle,
    keywords: "досрочный выкуп, расчёт",
    date: `D:${quote.dateMin.replaceAll("-", "")}090000+03'00'`,
    header: `${LESSOR.shortTitle} · ${title}`,
    footer: `${LESSOR.shortTitle}, ИНН ${LESSOR.inn} · ${LESSOR.phone}`,
    blocks: [
      { kind: "title", text: title },
      {
        kind: "subtitle",
        text: `по договору лизинга № ${c.number} от ${ruDate(c.signedAt)} на ${ruDate(quote.date)} (расчёт от ${ruDate(quote.dateMin)})`,
      },
      {
        kind: "rows",
        rows: [
          ["Лизингополучатель", lessee ? `${lessee.shortTitle}, ИНН ${lessee.inn}` : ""],
          ["Предмет лизинга", `${c.vehicleTitle}, VIN ${c.vin}`],
          ["Срок договора", `с ${ruDate(c.startDate)} по ${ruDate(c.endDate)}`],
          ["Ставка по договору", `${String(interest.rate).replace(".", ",")} % годовых`],
          ["Дата выкупа", ruDate(quote.date)],
        ],
      },
      { kind: "heading", text: "Сумма к оплате" },
      {
        kind: "table",
        header: ["Составляющая", "Сумма", "НДС"],
        widths: [0.5, 0.25, 0.25],
        rows: quote.components.map((part) => [
          part.title,
          money(part.amount),
          part.code === "penalties" ? "не облагается" : money(part.vat),
        ]),
      },
      {
        kind: "paragraph",
        bold: true,
        text: `Итого к оплате: ${money(quote.total)}, в т. ч. НДС 22 % ${money(quote.vat)}.`,
      },
      { kind: "heading", text: "Как получена сумма" },
      { kind: "list", items: quote.components.map((part) => `${part.title}: ${part.explanation}.`) },
      { kind: "heading", text: "Строки графика платежей" },
      {
        kind: "table",
        header: ["№", "Дата", "Платёж", "Основной долг", "Учтено", "Основание"],
        widths: [0.08, 0.15, 0.18, 0.18, 0.18, 0.23],
        rows: quote.rows.map((row) => [
          rowTitle(row),
          ruDate(row.date),
          money(row.payment),
          money(row.principal),
          money(row.counted),
          row.penaltyDays > 0 ? `${row.roleTitle}, ${row.penaltyDays} дн.` : row.roleTitle,
        ]),
      },
      {
        kind: "paragraph",
        text: `Расчёт действителен при оплате ${ruDate(quote.date)}. Платежи, внесённые по графику до этой даты, уменьшают сумму на их размер и на пени по ним. Выкуп оформляется дополнительным соглашением к договору и актом о переходе права собственности после поступления всей суммы.`,
      },
      { kind: "heading", text: "Реквизиты для оплаты" },
      {
        kind: "rows",
        rows: [
          ["Получатель", `${LESSOR.shortTitle}, ИНН ${LESSOR.inn}, КПП ${LESSOR.kpp}`],
          ["Банк", `${LESSOR.bankName}, БИК ${LESSOR.bik}`],
          ["Расчётный счёт", LESSOR.settlementAccount],
          ["Корр. счёт", LESSOR.correspondentAccount],
          [
            "Назначение платежа",
            `Досрочный выкуп по договору лизинга № ${c.number} от ${ruDate(c.signedAt)}, в т. ч. НДС 22 % ${money(quote.vat)}`,
          ],
        ],
      },
    ],
  });
}
