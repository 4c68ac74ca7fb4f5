import { and, asc, eq } from "drizzle-orm";
import type { PayoffComponent, PayoffQuote, PayoffRow } from "../../../contract/lk-payoff.ts";
import { type PayoffComponentCode, type PayoffRowRole, quoteEarlyPayoff } from "../../../core/early-payoff.ts";
import { lkContracts, lkPayments } from "../../db/schema/lk.ts";
import type { CheckedFile } from "../../infra/uploads.ts";
import { insertTicket, storeTicketFiles } from "../tickets/ticket-records.ts";
import { ruDate } from "./document-dates.ts";
import type { LkContext } from "./lk-context.ts";
import type { ContractRow } from "./lk-mappers.ts";
import { formatRub, kop, rub } from "./lk-money.ts";
import { PENALTY_RATE_PERCENT_PER_DAY } from "./lk-reference.ts";
import { renderPayoffQuote } from "./payoff-document.ts";

/**
 * Early payoff («Досрочный выкуп»): the quote on a date from the contract's schedule (core/early-payoff.ts, with
 * the account's penalty rate, so overdue and penalties on today's date are those of contract-sums.ts), its PDF, and
 * the client's request for it as a ticket of category «buyout» with the PDF attached.
 */

export type PayoffFailure =
  | { ok: false; error: "not-found" }
  | { ok: false; error: "finished" }
  | { ok: false; error: "date"; message: string };

export type PayoffResult<T> = ({ ok: true } & T) | PayoffFailure;

const COMPONENT_TITLES: Record<PayoffComponentCode, string> = {
  principal: "Остаток основного долга",
  interest: "Проценты за текущий месяц",
  buyout: "Выкупная стоимость",
  due: "Платежи по графику до даты выкупа",
  overdue: "Просроченные платежи",
  penalties: "Пени",
};

const ROLE_TITLES: Record<PayoffRowRole, string> = {
  principal: "Основной долг",
  overdue: "Просрочен",
  due: "Срок до даты выкупа",
  buyout: "Выкуп",
};

const percent = (value: number) => `${String(value).replace(".", ",")} %`;

const monthsOf = (rows: { month: number }[]) =>
  rows.length === 1 ? `№ ${rows[0]?.month}` : `№ ${rows[0]?.month}–${rows[rows.length - 1]?.month}`;

const payments = (n: number) => {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? "платёж"
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? "платежа"
        : "платежей";
  return `${n} ${word}`;
};

/** The file name of a quote: `raschet-dosrochnogo-vykupa-2024-03157-2026-12-15.pdf`. */
export function payoffFileName(contractNumber: string, date: string): string {
  const slug = contractNumber.replace(/[^0-9]+/g, "-").replace(/^-|-$/g, "");
  return `raschet-dosrochnogo-vykupa-${slug}-${date}.pdf`;
}

export function payoffPdfUrl(code: string, date: string): string {
  return `/apilk/contracts/payoff/pdf/?code=${encodeURIComponent(code)}&date=${date}`;
}

export function createPayoffService(ctx: LkContext) {
  const { db } = ctx;

  /** The profile's contract and the quote on `date` (today when absent), or why not. */
  async function load(
    profileId: number,
    code: string,
    date: string | undefined,
  ): Promise<PayoffResult<{ contract: ContractRow; quote: PayoffQuote }>> {
    const [contract] = await db
      .select()
      .from(lkContracts)
      .where(and(eq(lkContracts.code, code), eq(lkContracts.profileId, profileId)));
    if (!contract) return { ok: false, error: "not-found" };
    const today = ctx.today();
    // A contract past its last date is settled by its buyout, not bought out early.
    if (contract.status === "finished" || contract.endDate < today) return { ok: false, error: "finished" };
    const on = date ?? today;
    if (on < today) {
      return { ok: false, error: "date", message: `Дата выкупа — не раньше сегодняшнего дня, ${ruDate(today)}` };
    }
    if (on > contract.endDate) {
      return {
        ok: false,
        error: "date",
        message: `Дата выкупа — не позже окончания договора, ${ruDate(contract.endDate)}`,
      };
    }
    const schedule = await db
      .select()
      .from(lkPayments)
      .where(eq(lkPayments.contractId, contract.id))
      .orderBy(asc(lkPayments.dueDate), asc(lkPayments.month), asc(lkPayments.id));
    const result = quoteEarlyPayoff({
      date: on,
      today,
      startDate: contract.startDate,
      rateBp: contract.rate,
      penaltyPercentPerDay: PENALTY_RATE_PERCENT_PER_DAY,
      rows: schedule.map((p) => ({
        month: p.month,
        kind: p.kind,
        dueDate: p.dueDate,
        amount: p.amount,
        principal: p.principal,
        remaining: p.remaining,
        paid: p.paidAt !== null,
      })),
    });

    const rowsOf = (role: PayoffRowRole) => result.rows.filter((r) => r.role === role);
    const { interest } = result;
    const rate = contract.rate / 100;
    const explanations: Record<PayoffComponentCode, string> = {
      principal: rowsOf("principal").length
        ? `Основной долг платежей графика после даты выкупа: ${payments(rowsOf("principal").length)} (${monthsOf(rowsOf("principal"))})`
        : "Платежей после даты выкупа не осталось",
      interest:
        interest.to === null
          ? "Проценты не начисляются: после даты выкупа платежей по графику нет"
          : interest.days === 0
            ? `Проценты не начисляются: дата выкупа — день платежа по графику (${ruDate(interest.from)})`
            : `${formatRub(interest.base)} × ${percent(rate)} / 12 × ${interest.days} / ${interest.periodDays} дн. — с ${ruDate(interest.from)} по ${ruDate(on)} из периода до ${ruDate(interest.to)}`,
      buyout: rowsOf("buyout").length ? "Выкупной платёж по графику" : "Выкупной платёж не предусмотрен графиком",
      due: rowsOf("due").length
        ? `${payments(rowsOf("due").length)} по графику со сроком с ${ruDate(today)} по ${ruDate(on)} (${monthsOf(rowsOf("due"))})`
        : "Платежей со сроком до даты выкупа нет",
      overdue: rowsOf("overdue").length
        ? `${payments(rowsOf("overdue").length)} с прошедшим сроком (${monthsOf(rowsOf("overdue"))})`
        : "Просроченных платежей нет",
      penalties:
        rowsOf("overdue").length + rowsOf("due").length > 0
          ? `${percent(PENALTY_RATE_PERCENT_PER_DAY)} в день от неоплаченного платежа за каждый день просрочки по дату выкупа`
          : "Пени не начисляются",
    };
    const components: PayoffComponent[] = result.components.map((c) => ({
      code: c.code,
      title: COMPONENT_TITLES[c.code],
      amount: rub(c.amount),
      vat: rub(c.vat),
      vatTitle: c.code === "penalties" ? "НДС не облагается" : "в т. ч. НДС 22 %",
      explanation: explanations[c.code],
    }));
    const rows: PayoffRow[] = result.rows.map((r) => ({
      month: r.month,
      kind: r.kind,
      date: r.dueDate,
      payment: rub(r.amount),
      principal: rub(r.principal),
      remaining: rub(r.remaining),
      role: r.role,
      roleTitle: ROLE_TITLES[r.role],
      counted: rub(r.counted),
      penaltyDays: r.penaltyDays,
    }));
    return {
      ok: true,
      contract,
      quote: {
        contract: {
          code: contract.code,
          number: contract.number,
          signedAt: contract.signedAt,
          endDate: contract.endDate,
          vehicleTitle: contract.vehicleTitle,
        },
        date: on,
        dateMin: today,
        dateMax: contract.endDate,
        total: rub(result.total),
        vat: rub(result.vat),
        totalWithoutVat: rub(result.total - result.vat),
        components,
        interest: {
          base: rub(interest.base),
          rate,
          from: interest.from,
          to: interest.to,
          days: interest.days,
          periodDays: interest.periodDays,
          amount: rub(interest.amount),
        },
        penaltyRate: PENALTY_RATE_PERCENT_PER_DAY,
        rows,
        pdfUrl: payoffPdfUrl(contract.code, on),
      },
    };
  }

  async function pdf(profileId: number, code: string, date: string) {
    const loaded = await load(profileId, code, date);
    if (!loaded.ok) return loaded;
    const bytes = await renderPayoffQuote(ctx, loaded.contract, loaded.quote);
    return {
      ok: true as const,
      file: { fileName: payoffFileName(loaded.contract.number, loaded.quote.date), mime: "application/pdf", bytes },
      quote: loaded.quote,
      contract: loaded.contract,
    };
  }

  return {
    /** The quote on `date` (today when absent). */
    async quote(profileId: number, code: string, date?: string): Promise<PayoffResult<{ quote: PayoffQuote }>> {
      const loaded = await load(profileId, code, date);
      return loaded.ok ? { ok: true, quote: loaded.quote } : loaded;
    },

    /** The quote as a PDF document. */
    async pdf(profileId: number, code: string, date: string) {
      const result = await pdf(profileId, code, date);
      return result.ok ? { ok: true as const, file: result.file } : result;
    },

    /**
     * The client asks for the payoff: a ticket of category «buyout» on the contract, its first message saying the
     * date and the sum, the quote's PDF attached. The PDF is stored first and removed when the ticket is not written.
     */
    async request(
      profileId: number,
      author: { userId: number; name: string },
      input: { code: string; date: string; comment?: string | undefined },
    ): Promise<PayoffResult<{ ticket: { code: string; number: string } }>> {
      const rendered = await pdf(profileId, input.code, input.date);
      if (!rendered.ok) return rendered;
      const { quote, contract, file } = rendered;
      const checked: CheckedFile = {
        name: file.fileName,
        bytes: file.bytes,
        kind: "pdf",
        mime: file.mime,
        size: file.bytes.byteLength,
      };
      const comment = input.comment?.trim();
      const text = [
        `Прошу оформить досрочный выкуп по договору лизинга № ${contract.number} на ${ruDate(quote.date)}.`,
        `Сумма по расчёту в личном кабинете: ${formatRub(kop(quote.total))}, в т. ч. НДС 22 % ${formatRub(kop(quote.vat))}. Расчёт во вложении.`,
        ...(comment ? ["", `Комментарий: ${comment}`] : []),
      ].join("\n");
      const keys = await storeTicketFiles(ctx.files, profileId, [checked]);
      try {
        const ticket = await db.transaction((tx) =>
          insertTicket(tx, {
            profileId,
            author,
            category: "buyout",
            subject: `Досрочный выкуп по договору № ${contract.number} на ${ruDate(quote.date)}`,
            text,
            contractId: contract.id,
            attachments: [{ file: checked, key: keys[0] as string }],
            now: ctx.now(),
          }),
        );
        return { ok: true, ticket: { code: ticket.code, number: ticket.number } };
      } catch (error) {
        await ctx.files.remove(keys);
        throw error;
      }
    },
  };
}

export type PayoffService = ReturnType<typeof createPayoffService>;
