import type { PenaltyCalculation, ReconciliationAct } from "../../../contract/lk-accounting.ts";
import { transliterate } from "../../../core/transliteration.ts";
import { VAT_RATE, vatOf } from "../../../core/vat.ts";
import type { LkRequisitesRow } from "../../db/schema/lk.ts";
import { type PdfBlock, renderPdf } from "../../infra/pdf/pdf-writer.ts";
import { renderXlsx } from "../../infra/xlsx.ts";
import { ruDate } from "../lk/document-dates.ts";
import { formatRub, kop } from "../lk/lk-money.ts";
import { LESSOR } from "../lk/lk-reference.ts";

/**
 * The accounting documents as files (issue 11): the reconciliation act (PDF and XLSX with the same figures), the
 * penalty calculation, the bill with the payment QR and the VAT invoice. Pure renderers: the callers load the data
 * and check it is the profile's. Every sum comes in as the contract's roubles and is printed with formatRub.
 */

const pdfDate = (date: string) => `D:${date.replaceAll("-", "")}090000+03'00'`;
const money = (roubles: number) => formatRub(kop(roubles));
const footer = `${LESSOR.shortTitle}, ИНН ${LESSOR.inn} · ${LESSOR.phone}`;

/**
 * A file name in Latin letters for `Content-Disposition: filename=` (old clients read only that one): «Счёт на оплату
 * СП-2026-000123.pdf» → «Schet_na_oplatu_SP-2026-000123.pdf». The Russian name goes in `filename*`.
 */
export function latinFileName(name: string): string {
  return (
    transliterate(name)
      .replace(/[^\w.-]+/g, "_")
      .replace(/^_+|_+$/g, "") || "document"
  );
}

/** The act's balance as the two columns print it: the client's debt on the debit side, an overpayment on the credit. */
function balanceCells(roubles: number): [number | null, number | null] {
  if (roubles > 0) return [roubles, null];
  if (roubles < 0) return [null, -roubles];
  return [0, null];
}
const cellText = (v: number | null) => (v === null ? "" : money(v));

const actTitle = (act: ReconciliationAct) => `Акт сверки взаимных расчётов № ${act.number}`;
const actPeriod = (act: ReconciliationAct) => `за период с ${ruDate(act.dateFrom)} по ${ruDate(act.dateTo)}`;
const partyLine = (p: { title: string; inn: string; kpp: string | null }) =>
  `${p.title}, ИНН ${p.inn}${p.kpp ? `, КПП ${p.kpp}` : ""}`;
const contractsLine = (act: ReconciliationAct) =>
  act.contracts.length > 0 ? act.contracts.map((c) => `№ ${c.contractNumber}`).join(", ") : "нет договоров";

/** The act's table, one line a row: opening, the period's entries, turnover, closing (the same in PDF and XLSX). */
function actLines(act: ReconciliationAct) {
  const [openDebit, openCredit] = balanceCells(act.opening);
  const [closeDebit, closeCredit] = balanceCells(act.closing);
  return {
    opening: ["", `Сальдо начальное на ${ruDate(act.dateFrom)}`, "", openDebit, openCredit] as const,
    rows: act.rows.map(
      (r) => [ruDate(r.date), r.document, r.contractNumber, r.debit || null, r.credit || null] as const,
    ),
    turnover: ["", "Обороты за период", "", act.debitTurnover, act.creditTurnover] as const,
    closing: ["", `Сальдо конечное на ${ruDate(act.dateTo)}`, "", closeDebit, closeCredit] as const,
  };
}

const ACT_NOTE =
  "Данные приведены по учёту лизингодателя. Дебет — начисления по договорам (лизинговые платежи, аванс, выкуп, услуги, штрафы, пени), кредит — поступившие оплаты. Положительное сальдо — задолженность лизингополучателя.";
const actSignatures = (act: ReconciliationAct) => ({
  left: `От ${act.lessor.title}: главный бухгалтер ____________`,
  right: `От ${act.client.title}: ____________ (подпись, М. П.)`,
});

export async function renderActPdf(act: ReconciliationAct): Promise<Uint8Array> {
  const lines = actLines(act);
  const asRow = (line: readonly [string, string, string, number | null, number | null]) => [
    line[0],
    line[1],
    line[2],
    cellText(line[3]),
    cellText(line[4]),
  ];
  return renderPdf({
    title: actTitle(act),
    subject: `${actTitle(act)} ${actPeriod(act)}`,
    author: LESSOR.shortTitle,
    keywords: "акт сверки, взаиморасчёты",
    date: pdfDate(act.dateTo),
    header: `${LESSOR.shortTitle} · Акт сверки ${actPeriod(act)}`,
    footer,
    blocks: [
      { kind: "title", text: actTitle(act) },
      { kind: "subtitle", text: `${actPeriod(act)} между ${act.lessor.title} и ${act.client.title}` },
      {
        kind: "rows",
        rows: [
          ["Лизингодатель", partyLine(act.lessor)],
          ["Лизингополучатель", partyLine(act.client)],
          ["Договоры лизинга", contractsLine(act)],
          ["Период", actPeriod(act)],
        ],
      },
      {
        kind: "table",
        header: ["Дата", "Документ", "Договор", "Дебет", "Кредит"],
        widths: [0.14, 0.34, 0.18, 0.17, 0.17],
        align: ["left", "left", "left", "right", "right"],
        rows: [asRow(lines.opening), ...lines.rows.map(asRow), asRow(lines.turnover)],
        footer: asRow(lines.closing),
      },
      { kind: "paragraph", bold: true, text: act.closingText },
      { kind: "paragraph", text: ACT_NOTE },
      { kind: "space" },
      { kind: "signatures", ...actSignatures(act) },
    ],
  });
}

export async function renderActXlsx(act: ReconciliationAct): Promise<Uint8Array> {
  const lines = actLines(act);
  const signatures = actSignatures(act);
  return renderXlsx({
    name: "Акт сверки",
    title: `${actTitle(act)} ${actPeriod(act)} между ${act.lessor.title} и ${act.client.title}`,
    columns: [
      { header: "Дата", width: 12 },
      { header: "Документ", width: 60 },
      { header: "Договор", width: 18 },
      { header: "Дебет", width: 16, money: true },
      { header: "Кредит", width: 16, money: true },
    ],
    rows: [[...lines.opening], ...lines.rows.map((r) => [...r]), [...lines.turnover]],
    footer: [...lines.closing],
    notes: [
      act.closingText,
      `Лизингодатель: ${partyLine(act.lessor)}`,
      `Лизингополучатель: ${partyLine(act.client)}`,
      `Договоры лизинга: ${contractsLine(act)}`,
      ACT_NOTE,
      signatures.left,
      signatures.right,
    ],
  });
}

const penaltyTitle = (calc: PenaltyCalculation) =>
  `Расчёт пеней по договору лизинга № ${calc.contractNumber} на ${ruDate(calc.dateTo)}`;
const rateText = (rate: number) => `${String(rate).replace(".", ",")} % за каждый день просрочки`;

/** The penalty calculation: its rows, the rate, the total — the same figures as the JSON answer. */
export async function renderPenaltyPdf(
  calc: PenaltyCalculation,
  client: LkRequisitesRow | undefined,
): Promise<Uint8Array> {
  return renderPdf({
    title: penaltyTitle(calc),
    subject: `Договор лизинга № ${calc.contractNumber}`,
    author: LESSOR.shortTitle,
    keywords: "пени, просрочка",
    date: pdfDate(calc.dateTo),
    header: `${LESSOR.shortTitle} · Расчёт пеней`,
    footer,
    blocks: [
      { kind: "title", text: "Расчёт пеней" },
      { kind: "subtitle", text: `по договору лизинга № ${calc.contractNumber} на ${ruDate(calc.dateTo)}` },
      {
        kind: "rows",
        rows: [
          ["Лизингодатель", `${LESSOR.shortTitle}, ИНН ${LESSOR.inn}`],
          ["Лизингополучатель", client ? `${client.shortTitle}, ИНН ${client.inn}` : ""],
          ["Ставка пеней", rateText(calc.rate)],
          ["Дата расчёта", ruDate(calc.dateTo)],
        ],
      },
      calc.rows.length > 0
        ? {
            kind: "table",
            header: ["Начисление", "Срок оплаты", "Долг", "С", "По", "Дней", "Пени"],
            widths: [0.21, 0.14, 0.15, 0.14, 0.14, 0.08, 0.14],
            align: ["left", "left", "right", "left", "left", "right", "right"],
            rows: calc.rows.map((r) => [
              r.title,
              ruDate(r.dueDate),
              money(r.base),
              ruDate(r.from),
              ruDate(r.to),
              String(r.days),
              money(r.penalty),
            ]),
            footer: ["Начислено", "", "", "", "", "", money(calc.accrued)],
          }
        : { kind: "paragraph", text: "Просрочек по договору не было: пени не начислялись." },
      {
        kind: "paragraph",
        text: `Пени за день — долг × ${String(calc.rate).replace(".", ",")} %; за период — пени за день × число дней просрочки, со дня после срока оплаты по день оплаты включительно (по дату расчёта, пока долг не оплачен). Частичная оплата уменьшает долг со следующего дня.`,
      },
      {
        kind: "rows",
        rows: [
          ["Начислено пеней", money(calc.accrued)],
          ["Оплачено пеней", money(calc.paid)],
        ],
      },
      { kind: "paragraph", bold: true, text: `Итого к оплате: ${money(calc.total)} (НДС не облагается)` },
    ],
  });
}

/** What a bill prints of its charge (amount in kopecks, from the ledger). */
export interface BillCharge {
  kind: string;
  billNumber: string;
  billDate: string;
  date: string;
  title: string;
  amount: number;
  contractNumber: string;
  contractSignedAt: string;
}

const buyerLine = (b: LkRequisitesRow | undefined) =>
  b ? `${b.title}, ИНН ${b.inn}${b.kpp ? `, КПП ${b.kpp}` : ""}, ${b.legalAddress}` : "";

/** «в т. ч. НДС 22 % 1 234,56 ₽», or none for a re-invoiced fine (a compensation, not a sale). */
const vatText = (kind: string, kopecks: number) =>
  kind === "fine" ? "НДС не облагается" : `в т. ч. НДС ${VAT_RATE} % ${formatRub(vatOf(kopecks))}`;

/**
 * The bill (счёт на оплату): the lessor's requisites, the line with the VAT of its own amount, what is left to pay,
 * the purpose and, while something is unpaid, the payment QR code (a paid bill gets none: no second payment by it).
 * `unpaid` in kopecks, `purpose` for that amount.
 */
export async function renderBillPdf(o: {
  charge: BillCharge;
  buyer: LkRequisitesRow | undefined;
  unpaid: number;
  purpose: string;
  qrPng: Uint8Array | null;
}): Promise<Uint8Array> {
  const { charge, unpaid } = o;
  const amount = charge.amount;
  const title = `Счёт на оплату № ${charge.billNumber} от ${ruDate(charge.billDate)}`;
  const due =
    unpaid <= 0
      ? "Счёт оплачен полностью."
      : unpaid < amount
        ? `Оплачено ${formatRub(amount - unpaid)}. Осталось оплатить: ${formatRub(unpaid)}, ${vatText(charge.kind, unpaid)}.`
        : `Всего к оплате: ${formatRub(amount)}, ${vatText(charge.kind, amount)}.`;
  const blocks: PdfBlock[] = [
    { kind: "title", text: title },
    { kind: "subtitle", text: `по договору лизинга № ${charge.contractNumber} от ${ruDate(charge.contractSignedAt)}` },
    { kind: "heading", text: "Получатель платежа" },
    {
      kind: "rows",
      rows: [
        ["Получатель", LESSOR.shortTitle],
        ["ИНН / КПП", `${LESSOR.inn} / ${LESSOR.kpp}`],
        ["Банк получателя", LESSOR.bankName],
        ["БИК", LESSOR.bik],
        ["Корр. счёт", LESSOR.correspondentAccount],
        ["Расчётный счёт", LESSOR.settlementAccount],
      ],
    },
    { kind: "rows", rows: [["Плательщик", buyerLine(o.buyer)]] },
    {
      kind: "table",
      header: ["Наименование", "Срок оплаты", "Сумма", `в т. ч. НДС ${VAT_RATE} %`],
      widths: [0.46, 0.16, 0.19, 0.19],
      align: ["left", "left", "right", "right"],
      rows: [
        [
          charge.title,
          ruDate(charge.date),
          formatRub(amount),
          charge.kind === "fine" ? "без НДС" : formatRub(vatOf(amount)),
        ],
      ],
      footer: ["Итого", "", formatRub(amount), charge.kind === "fine" ? "без НДС" : formatRub(vatOf(amount))],
    },
    { kind: "paragraph", bold: true, text: due },
    { kind: "rows", rows: [["Назначение платежа", o.purpose]] },
  ];
  if (o.qrPng && unpaid > 0) {
    blocks.push(
      {
        kind: "image",
        png: o.qrPng,
        width: 140,
        caption:
          "QR-код для оплаты (ГОСТ Р 56042-2014): отсканируйте его в приложении банка — реквизиты, сумма и назначение заполнятся сами.",
      },
      {
        kind: "paragraph",
        text: `Оплатите счёт до ${ruDate(charge.date)} включительно. После этой даты начисляются пени по ставке договора.`,
      },
    );
  }
  blocks.push(
    { kind: "space" },
    { kind: "signatures", left: "Руководитель ____________", right: "Главный бухгалтер ____________" },
  );
  return renderPdf({
    title,
    subject: `Договор лизинга № ${charge.contractNumber}`,
    author: LESSOR.shortTitle,
    keywords: "счёт на оплату",
    date: pdfDate(charge.billDate),
    header: `${LESSOR.shortTitle} · ${title}`,
    footer,
    blocks,
  });
}

/** What an invoice prints of its charge (amount in kopecks, from the ledger). */
export interface InvoiceCharge {
  invoiceNumber: string;
  date: string;
  title: string;
  amount: number;
  kind: string;
  contractNumber: string;
  contractSignedAt: string;
}

/** The VAT invoice (счёт-фактура) of one charge: VAT 22/122 of its own amount, to the kopeck. */
export async function renderInvoicePdf(o: {
  charge: InvoiceCharge;
  buyer: LkRequisitesRow | undefined;
}): Promise<Uint8Array> {
  const { charge, buyer } = o;
  const amount = charge.amount;
  const vat = vatOf(amount);
  const net = amount - vat;
  const title = `Счёт-фактура № ${charge.invoiceNumber} от ${ruDate(charge.date)}`;
  const line =
    charge.kind === "advance"
      ? `${charge.title} (предварительная оплата) по договору лизинга № ${charge.contractNumber}`
      : `${charge.title} по договору лизинга № ${charge.contractNumber} от ${ruDate(charge.contractSignedAt)}`;
  return renderPdf({
    title,
    subject: `Договор лизинга № ${charge.contractNumber}`,
    author: LESSOR.shortTitle,
    keywords: "счёт-фактура, НДС",
    date: pdfDate(charge.date),
    header: `${LESSOR.shortTitle} · ${title}`,
    footer,
    blocks: [
      { kind: "title", text: title },
      { kind: "subtitle", text: "Исправление № — от —" },
      {
        kind: "rows",
        rows: [
          ["Продавец", LESSOR.title],
          ["Адрес", LESSOR.address],
          ["ИНН / КПП продавца", `${LESSOR.inn} / ${LESSOR.kpp}`],
          ["Грузоотправитель и его адрес", "—"],
          ["Грузополучатель и его адрес", "—"],
          ["Покупатель", buyer?.title ?? ""],
          ["Адрес", buyer?.legalAddress ?? ""],
          ["ИНН / КПП покупателя", buyer ? `${buyer.inn} / ${buyer.kpp ?? "—"}` : ""],
          ["Валюта", "Российский рубль, 643"],
        ],
      },
      {
        kind: "table",
        header: ["Наименование услуги", "Кол-во", "Стоимость без НДС", "Ставка", "Сумма НДС", "Стоимость с НДС"],
        widths: [0.29, 0.08, 0.17, 0.1, 0.17, 0.19],
        align: ["left", "right", "right", "right", "right", "right"],
        rows: [[line, "1", formatRub(net), `${VAT_RATE} %`, formatRub(vat), formatRub(amount)]],
        footer: ["Всего к оплате", "", formatRub(net), "", formatRub(vat), formatRub(amount)],
      },
      {
        kind: "paragraph",
        bold: true,
        text: `Всего к оплате ${formatRub(amount)}, в т. ч. НДС ${VAT_RATE} % — ${formatRub(vat)}.`,
      },
      { kind: "space" },
      {
        kind: "signatures",
        left: "Руководитель организации ____________",
        right: "Главный бухгалтер ____________",
      },
    ],
  });
}
