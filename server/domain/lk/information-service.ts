import { and, eq } from "drizzle-orm";
import type {
  InformationRequisitesQuery,
  InformationRequisitesResponse,
  InformationTermsResponse,
  PaymentPurposeChoice,
} from "../../../contract/lk-information.ts";
import { allocate, dueDateOf } from "../../../core/ledger.ts";
import { type PaymentPurposeKind, paymentPurpose } from "../../../core/payment-purpose.ts";
import { MONTHS_NOMINATIVE } from "../../../core/russian-months.ts";
import { lkContracts } from "../../db/schema/lk.ts";
import { type ContractLedger, loadLedgers } from "../accounting/ledger-reader.ts";
import type { LkContext } from "./lk-context.ts";
import { rub } from "./lk-money.ts";
import { LEASING_TERMS, LESSOR } from "./lk-reference.ts";

/** The schedule's charges: what a payment purpose names a month of. Services and fines have bills of their own. */
const SCHEDULE_KINDS = new Set(["advance", "payment", "buyout"]);

const KIND_SUFFIX: Partial<Record<string, string>> = { advance: " — аванс", buyout: " — выкупной платёж" };

/** One month of a contract's schedule: its charges summed, each with its own VAT (never a remainder). */
interface ScheduleMonth {
  code: string;
  kind: PaymentPurposeKind;
  dueDate: string;
  amount: number;
  vat: number;
  unpaid: number;
}

function monthTitle(code: string): string {
  const name = MONTHS_NOMINATIVE[Number(code.slice(5, 7)) - 1] ?? "";
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${code.slice(0, 4)}`;
}

/** The contract's schedule by month, from its ledger; `unpaid` by the ledger's allocation as of today. */
function scheduleMonths(ledger: ContractLedger): ScheduleMonth[] {
  const { states } = allocate(ledger.charges, ledger.receipts);
  const months = new Map<string, ScheduleMonth>();
  for (const charge of ledger.charges) {
    if (!SCHEDULE_KINDS.has(charge.kind)) continue;
    const code = charge.date.slice(0, 7);
    const unpaid = states.get(charge.id)?.unpaid ?? charge.amount;
    const month = months.get(code);
    if (!month) {
      months.set(code, {
        code,
        kind: charge.kind as PaymentPurposeKind,
        dueDate: dueDateOf(charge),
        amount: charge.amount,
        vat: charge.vat,
        unpaid,
      });
      continue;
    }
    // Two schedule rows in one month (an advance and the first payment): one purpose for both, as a lease payment.
    month.amount += charge.amount;
    month.vat += charge.vat;
    month.unpaid += unpaid;
    if (charge.kind === "payment") month.kind = "payment";
  }
  return [...months.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
}

/** The month a client most likely pays next: the oldest with something unpaid, else the last of the schedule. */
function defaultMonth(months: ScheduleMonth[]): ScheduleMonth | undefined {
  return months.find((m) => m.unpaid > 0) ?? months.at(-1);
}

function purposeText(ledger: ContractLedger, month: ScheduleMonth): string {
  return paymentPurpose({
    contractNumber: ledger.contract.number,
    contractDate: ledger.contract.signedAt,
    month: month.code,
    kind: month.kind,
    amountKopecks: month.amount,
    vatKopecks: month.vat,
  });
}

async function activeContractCodes(ctx: LkContext, profileId: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ code: lkContracts.code })
    .from(lkContracts)
    .where(and(eq(lkContracts.profileId, profileId), eq(lkContracts.status, "active")));
  return rows.map((r) => r.code);
}

export type RequisitesResult = { ok: InformationRequisitesResponse } | { notFound: true } | { badMonth: string };

export function createInformationService(ctx: LkContext) {
  return {
    /**
     * The lessor's requisites and the payment purpose of a contract and month (`query`; by default the first active
     * contract and its oldest unpaid month), with the amount and VAT of that month's charges in the ledger, and a
     * purpose per active contract. A contract of another profile is not found; a month outside its schedule is
     * a bad request.
     */
    async requisites(profileId: number, query: InformationRequisitesQuery = {}): Promise<RequisitesResult> {
      const ledgers = await loadLedgers(ctx, profileId);
      const schedules = ledgers
        .map((ledger) => ({ ledger, months: scheduleMonths(ledger) }))
        .filter((s) => s.months.length > 0);
      const active = new Set(await activeContractCodes(ctx, profileId));

      // Another profile's contract or an unknown one: not found, and nothing of it told.
      if (query.contractCode && !ledgers.some((l) => l.contract.code === query.contractCode)) return { notFound: true };
      const chosen = query.contractCode
        ? schedules.find((s) => s.ledger.contract.code === query.contractCode)
        : (schedules.find((s) => active.has(s.ledger.contract.code)) ?? schedules[0]);

      let purpose: PaymentPurposeChoice | null = null;
      if (chosen) {
        const month = query.month ? chosen.months.find((m) => m.code === query.month) : defaultMonth(chosen.months);
        if (!month) return { badMonth: "В графике договора нет платежа за этот месяц" };
        purpose = {
          contractCode: chosen.ledger.contract.code,
          contractNumber: chosen.ledger.contract.number,
          contractDate: chosen.ledger.contract.signedAt,
          month: month.code,
          monthTitle: monthTitle(month.code),
          dueDate: month.dueDate,
          amount: rub(month.amount),
          vat: rub(month.vat),
          text: purposeText(chosen.ledger, month),
          months: chosen.months.map((m) => ({
            code: m.code,
            title: `${monthTitle(m.code)}${KIND_SUFFIX[m.kind] ?? ""}`,
            dueDate: m.dueDate,
            amount: rub(m.amount),
            paid: m.unpaid === 0,
          })),
        };
      } else if (query.month) {
        return { badMonth: "У договора нет графика платежей" };
      }

      const { edoParticipantId: _, ...lessor } = LESSOR;
      return {
        ok: {
          lessor,
          contracts: schedules.map(({ ledger }) => ({
            code: ledger.contract.code,
            title: `№ ${ledger.contract.number} — ${ledger.contract.vehicleTitle}`,
          })),
          purpose,
          paymentPurposes: schedules.flatMap(({ ledger, months }) => {
            const month = defaultMonth(months);
            if (!active.has(ledger.contract.code) || !month) return [];
            return [
              {
                contractCode: ledger.contract.code,
                contractNumber: ledger.contract.number,
                month: month.code,
                text: purposeText(ledger, month),
              },
            ];
          }),
          note: "Оплачивайте каждый договор отдельным платёжным поручением и указывайте номер договора и период: так платёж зачтётся в тот же день. Если реквизиты в счёте отличаются от этих, не платите и позвоните на горячую линию 8 800 550-35-35.",
        },
      };
    },

    terms(): InformationTermsResponse {
      return {
        title: LEASING_TERMS.title,
        version: LEASING_TERMS.version,
        sections: LEASING_TERMS.sections.map((s) => ({ ...s, paragraphs: [...s.paragraphs] })),
        documents: LEASING_TERMS.documents.map((d) => ({ ...d })),
      };
    },
  };
}
